import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowDown } from "@tabler/icons-react";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { ContractAnalysisMock } from "./gallery/ContractAnalysisMock";
import { scrollToSection } from "./landing-nav";
import { StartTrialButton } from "./StartTrialButton";

export function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 20, md: 80 }}
      style={{
        background: "linear-gradient(180deg, var(--mantine-color-teal-0) 0%, var(--mantine-color-body) 100%)",
      }}
    >
      <Container size={1200}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} verticalSpacing={40}>
          <Stack gap="md" justify="center">
            <Badge variant="light" size="md" radius="sm" w="fit-content">
              For UK small and medium businesses
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 30, md: 50 }} lh={1.1}>
              Secure. Smart. Simple contract management.
            </Title>
            <Text fz={{ base: "md", md: "xl" }} c="dark.4">
              Upload a supplier's Word draft and see every risky clause rated green, amber or red, in plain
              English, in well under a second. Decide what to change, send back a redline with real tracked
              changes, and get reminded before every renewal.
            </Text>
            <Group gap="sm">
              <StartTrialButton placement="hero" size="md" />
              <Button
                size="md"
                variant="default"
                rightSection={<IconArrowDown size={18} aria-hidden />}
                onClick={() => scrollToSection("features")}
              >
                See How It Works
              </Button>
            </Group>
            <Text size="sm" c="gray.7">
              Free plan: {FREE_PLAN.analysesPerMonth} analyses a month, no card needed. Pro:{" "}
              {PRO_PLAN.trialDays}-day free trial.
            </Text>
          </Stack>
          <Paper shadow="xl" radius="md" style={{ overflow: "hidden", alignSelf: "center" }}>
            <ContractAnalysisMock />
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
