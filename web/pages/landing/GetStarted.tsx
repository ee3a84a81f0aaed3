import { Box, Container, Group, Stack, Text, Title } from "@mantine/core";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { StartTrialButton } from "./StartTrialButton";

/** The closing call to action (the "expanded-section" start-trial placement). */
export function GetStarted() {
  return (
    <Box
      component="section"
      aria-labelledby="get-started-title"
      bg="teal.8"
      c="white"
      py={{ base: 40, md: 64 }}
    >
      <Container size={1200}>
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={680}>
            <Title id="get-started-title" order={2} fz={{ base: 24, md: 30 }}>
              Review your next supplier contract before you sign it
            </Title>
            <Text size="lg">
              {FREE_PLAN.analysesPerMonth} free analyses every month, or try Pro free for {PRO_PLAN.trialDays}{" "}
              days.
            </Text>
          </Stack>
          <StartTrialButton placement="expanded-section" size="lg" variant="white" color="teal.9" />
        </Group>
      </Container>
    </Box>
  );
}
