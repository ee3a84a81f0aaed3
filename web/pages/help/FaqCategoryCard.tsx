import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Collapse,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconChevronDown, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { Faq, FaqCategory } from "../../../common/help";
import { FaqEntry } from "./FaqEntry";
import type { HelpAdminActions } from "./help-types";

type Props = {
  category: FaqCategory;
  faqs: Faq[];
  isExpanded: boolean;
  onToggle: () => void;
  searchTerm: string;
  admin?: HelpAdminActions;
};

export function FaqCategoryCard({ category, faqs, isExpanded, onToggle, searchTerm, admin }: Props) {
  const panelId = `faq-category-panel-${category.id}`;
  const countLabel = `${faqs.length} ${faqs.length === 1 ? "FAQ" : "FAQs"}`;
  return (
    <Paper withBorder data-testid="help-category" data-category-id={category.id}>
      <Group wrap="nowrap" gap="xs" pr={admin ? "sm" : 0}>
        {/* The heading wraps the toggle (WAI-ARIA accordion pattern), so the badge stays inside it. */}
        <Title order={2} size="h4" style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton
            onClick={onToggle}
            aria-expanded={isExpanded}
            aria-controls={panelId}
            w="100%"
            p="md"
            data-testid="help-category-toggle"
          >
            <Group wrap="nowrap" gap="sm">
              <IconChevronDown
                size={18}
                aria-hidden
                style={{
                  flexShrink: 0,
                  transform: isExpanded ? "none" : "rotate(-90deg)",
                  transition: "transform 150ms",
                }}
              />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" wrap="wrap" component="span">
                  <Text fw={700} inherit component="span">
                    {category.name}
                  </Text>
                  <Badge variant="light" tt="none" data-testid="help-category-count">
                    {countLabel}
                  </Badge>
                </Group>
                {category.description && (
                  <Text size="sm" c="dimmed" fw={400} component="span" display="block">
                    {category.description}
                  </Text>
                )}
              </Box>
            </Group>
          </UnstyledButton>
        </Title>
        {admin && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit category ${category.name}`}
              onClick={() => admin.onEditCategory(category)}
              data-testid="help-category-edit"
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete category ${category.name}`}
              onClick={() => admin.onDeleteCategory(category, faqs.length)}
              data-testid="help-category-delete"
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Collapse expanded={isExpanded}>
        <Box id={panelId} px="md" pb="md">
          <Divider mb="md" />
          {faqs.length === 0 ? (
            <Group justify="space-between" gap="sm">
              <Text c="dimmed" size="sm">
                No FAQs in this category yet.
              </Text>
              {admin && (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => admin.onAddFaq(category.id)}
                >
                  Add FAQ
                </Button>
              )}
            </Group>
          ) : (
            <Stack gap="lg">
              {faqs.map((faq) => (
                <FaqEntry key={faq.id} faq={faq} searchTerm={searchTerm} admin={admin} />
              ))}
            </Stack>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}
