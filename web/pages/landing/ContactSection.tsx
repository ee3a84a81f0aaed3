import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { ContactForm } from "./ContactForm";
import { LandingSection } from "./LandingSection";

export function ContactSection() {
  return (
    <LandingSection
      id="contact"
      title="Contact us"
      intro="Questions about Clausewise, your plan or a contract type? Send us a message."
      isTinted
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Text c="gray.8">
            A member of our team reads every message. We reply within 24 hours on business days.
          </Text>
          <Stack gap={4}>
            <Text fw={700} display="flex" style={{ alignItems: "center", gap: 8 }}>
              <ThemeIcon variant="light" size={28} radius="md">
                <IconMail size={16} aria-hidden />
              </ThemeIcon>
              Email support
            </Text>
            <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>
          </Stack>
          <Text size="sm" c="gray.7">
            Already a customer? The{" "}
            <Anchor href="/help" size="sm">
              Help Centre
            </Anchor>{" "}
            answers the most common questions.
          </Text>
        </Stack>
        <Card withBorder radius="md" padding="xl">
          <ContactForm />
        </Card>
      </SimpleGrid>
    </LandingSection>
  );
}
