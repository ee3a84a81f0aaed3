import { Alert, Box, Button, CloseButton, Container, Group, Stack, TextInput, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconArrowLeft, IconPlus, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { filterFaqs } from "../../../common/help";
import { faqCategoriesQuery, faqsQuery } from "../../api/help";
import { useSession } from "../../session/session-context";
import { FaqCategoryCard } from "./FaqCategoryCard";
import { HelpAdminDialogs } from "./HelpAdminDialogs";
import { HelpEmptyState } from "./HelpEmptyState";
import { HelpHeader } from "./HelpHeader";
import { HelpSkeleton } from "./HelpSkeleton";
import type { HelpAdminActions, HelpDialog } from "./help-types";
import { SupportCard } from "./SupportCard";
import { useFaqDeletion } from "./use-faq-deletion";

export function HelpPage() {
  const { user } = useSession();
  const isAdmin = Boolean(user?.isAdmin);
  const categories = useQuery(faqCategoriesQuery());
  const faqs = useQuery(faqsQuery());
  const [term, setTerm] = useState("");
  // Categories start collapsed; while searching, matches open unless the reader closes them.
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [expandedWhileSearching, setExpandedWhileSearching] = useState<Record<string, boolean>>({});
  const [dialog, setDialog] = useState<HelpDialog>({ kind: "category" });
  const [dialogOpened, dialogHandlers] = useDisclosure(false);
  const { confirmDeleteCategory, confirmDeleteFaq } = useFaqDeletion();

  const isSearching = term.trim() !== "";
  const openDialog = (next: HelpDialog) => {
    setDialog(next);
    dialogHandlers.open();
  };
  const handleSearch = (value: string) => {
    setTerm(value);
    setExpandedWhileSearching({});
  };
  const isExpanded = (id: string) =>
    isSearching ? (expandedWhileSearching[id] ?? true) : (expanded[id] ?? false);
  const handleToggle = (id: string) =>
    isSearching
      ? setExpandedWhileSearching((state) => ({ ...state, [id]: !isExpanded(id) }))
      : setExpanded((state) => ({ ...state, [id]: !isExpanded(id) }));

  const admin: HelpAdminActions | undefined = isAdmin
    ? {
        onEditCategory: (category) => openDialog({ kind: "category", category }),
        onDeleteCategory: confirmDeleteCategory,
        onAddFaq: (categoryId) => openDialog({ kind: "faq", categoryId }),
        onEditFaq: (faq) => openDialog({ kind: "faq", faq }),
        onDeleteFaq: confirmDeleteFaq,
      }
    : undefined;

  const back = !user
    ? { to: "/", label: "Back to Home" }
    : isAdmin
      ? { to: "/admin", label: "Back to Admin" }
      : { to: "/app", label: "Back to Dashboard" };

  const isLoading = categories.isPending || faqs.isPending;
  const isError = categories.isError || faqs.isError;
  const groups = categories.data && faqs.data ? filterFaqs(categories.data, faqs.data, term) : [];

  return (
    <Box mih={user ? undefined : "100vh"}>
      {!user && <HelpHeader />}
      <Container size="md" py={user ? 0 : "lg"} px={user ? 0 : undefined}>
        <Stack gap="lg">
          <Box>
            <Button
              component={Link}
              to={back.to}
              variant="subtle"
              px={0}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              data-testid="help-back"
            >
              {back.label}
            </Button>
          </Box>
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Help Center
            </Title>
            {isAdmin && (
              <Group gap="xs">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => openDialog({ kind: "category" })}
                  data-testid="help-add-category"
                >
                  Add Category
                </Button>
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => openDialog({ kind: "faq" })}
                  disabled={!categories.data?.length}
                  data-testid="help-add-faq"
                >
                  Add FAQ
                </Button>
              </Group>
            )}
          </Group>
          <TextInput
            placeholder="Search FAQs..."
            aria-label="Search FAQs"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              isSearching ? (
                <CloseButton size="sm" aria-label="Clear search text" onClick={() => handleSearch("")} />
              ) : null
            }
            value={term}
            onChange={(event) => handleSearch(event.currentTarget.value)}
            data-testid="help-search"
          />
          {isLoading ? (
            <HelpSkeleton />
          ) : isError ? (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title="We couldn't load the help centre"
              data-testid="help-error"
            >
              <Stack gap="xs" align="flex-start">
                Please check your connection and try again.
                <Button
                  size="xs"
                  variant="white"
                  color="red"
                  onClick={() => {
                    void categories.refetch();
                    void faqs.refetch();
                  }}
                >
                  Retry
                </Button>
              </Stack>
            </Alert>
          ) : groups.length === 0 ? (
            <HelpEmptyState
              isSearching={isSearching}
              onClearSearch={() => handleSearch("")}
              onAddCategory={isAdmin ? () => openDialog({ kind: "category" }) : undefined}
            />
          ) : (
            <Stack gap="sm" data-testid="help-categories">
              {groups.map((group) => (
                <FaqCategoryCard
                  key={group.category.id}
                  category={group.category}
                  faqs={group.faqs}
                  isExpanded={isExpanded(group.category.id)}
                  onToggle={() => handleToggle(group.category.id)}
                  searchTerm={term.trim()}
                  admin={admin}
                />
              ))}
            </Stack>
          )}
          <SupportCard />
        </Stack>
      </Container>
      {isAdmin && (
        <HelpAdminDialogs
          dialog={dialog}
          opened={dialogOpened}
          onClose={dialogHandlers.close}
          categories={categories.data ?? []}
        />
      )}
    </Box>
  );
}
