import { Button, Grid, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { Link } from "react-router";
import { profileQuery } from "../../api/auth";
import { errorMessage, getToken } from "../../api/client";
import { LoadError } from "../../components/LoadError";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { SecurityOverviewCard } from "./SecurityOverviewCard";
import { SecurityRecommendationsCard } from "./SecurityRecommendationsCard";
import { securityRecommendations } from "./security-recommendations";

function OverviewSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading security overview">
      <Stack gap="sm">
        <Skeleton h={22} w="50%" />
        {[1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} h={18} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * Spec 02 section 2 "Security Settings". Back to Dashboard goes to /app rather than the spec's "/", which
 * for a signed-in user is the marketing landing page.
 */
export function SecuritySettingsPage() {
  useDocumentTitle("Security Settings · Clausewise");
  const profile = useQuery(profileQuery(getToken()));
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const user = profile.data;

  const focusChangePassword = () => {
    const input = currentPasswordRef.current;
    input?.scrollIntoView({ behavior: "smooth", block: "center" });
    input?.focus({ preventScroll: true });
  };

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1}>Security Settings</Title>
          <Text c="dimmed">Check the health of your password and change it.</Text>
        </Stack>
        <Button
          component={Link}
          to="/app"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          data-testid="back-to-dashboard"
        >
          Back to Dashboard
        </Button>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {profile.isPending && (
              <>
                <OverviewSkeleton />
                <OverviewSkeleton />
              </>
            )}
            {profile.isError && (
              <LoadError
                title="Could not load your security overview"
                message={errorMessage(profile.error, "Please try again.")}
                isRetrying={profile.isFetching}
                onRetry={() => void profile.refetch()}
              />
            )}
            {user && (
              <>
                <SecurityOverviewCard health={user} />
                <SecurityRecommendationsCard
                  recommendations={securityRecommendations(user)}
                  onChangePassword={focusChangePassword}
                />
              </>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ChangePasswordCard
            currentPasswordRef={currentPasswordRef}
            passwordContext={
              user ? { email: user.email, firstName: user.firstName, lastName: user.lastName } : undefined
            }
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
