import { Alert, Button, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconAlertTriangle, IconBulb, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import type { Recommendation } from "./security-recommendations";

const LEVEL_STYLE = {
  high: { color: "red", icon: IconAlertTriangle, word: "Action needed" },
  medium: { color: "orange", icon: IconInfoCircle, word: "Recommended" },
  info: { color: "gray", icon: IconBulb, word: "Tip" },
} as const;

type Props = { recommendations: Recommendation[]; onChangePassword: () => void };

/** Spec 02 section 2 "Security Settings", left column: advice derived from the password health. */
export function SecurityRecommendationsCard({ recommendations, onChangePassword }: Props) {
  const allGood = !recommendations.some((item) => item.level !== "info");
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="security-recommendations-title"
      data-testid="security-recommendations"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="security-recommendations-title">
          Security Recommendations
        </Title>
        {allGood && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title="Your password is in good shape"
          >
            It is strong, meets the password rules and was changed recently.
          </Alert>
        )}
        {recommendations.map((item) => {
          const style = LEVEL_STYLE[item.level];
          const Icon = style.icon;
          return (
            <Alert
              key={item.id}
              color={style.color}
              variant={item.level === "info" ? "default" : "light"}
              icon={<Icon aria-hidden />}
              title={
                <>
                  <VisuallyHidden>{style.word}: </VisuallyHidden>
                  {item.title}
                </>
              }
              data-testid={`recommendation-${item.id}`}
              data-level={item.level}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{item.text}</Text>
                {item.changePassword && (
                  <Button size="compact-sm" variant="outline" color={style.color} onClick={onChangePassword}>
                    Change password now
                  </Button>
                )}
              </Stack>
            </Alert>
          );
        })}
      </Stack>
    </Paper>
  );
}
