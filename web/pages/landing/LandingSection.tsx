import { Box, Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { HEADER_HEIGHT } from "./landing-nav";

type Props = {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternate sections get a soft background so the page reads in bands. */
  isTinted?: boolean;
  children: ReactNode;
};

/** One band of the landing page: an anchor target with a heading, an optional intro and content. */
export function LandingSection({ id, title, intro, isTinted = false, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      bg={isTinted ? "gray.0" : undefined}
      py={{ base: 48, md: 80 }}
      style={{ scrollMarginTop: HEADER_HEIGHT, outline: "none" }}
    >
      <Container size={1200}>
        <Stack gap={4} mb={{ base: "lg", md: 40 }} maw={720}>
          <Title id={`${id}-title`} order={2} fz={{ base: 26, md: 34 }}>
            {title}
          </Title>
          {intro && (
            <Text size="lg" c="gray.7">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
