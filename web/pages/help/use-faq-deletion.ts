import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import type { Faq, FaqCategory } from "../../../common/help";
import { errorMessage } from "../../api/client";
import { useDeleteFaq, useDeleteFaqCategory } from "../../api/help";

/**
 * Confirm-then-delete for categories and FAQs. Lives with the page (not the card) so the toast still
 * shows after the deleted card has gone from the refreshed list.
 */
export function useFaqDeletion() {
  const deleteCategory = useDeleteFaqCategory();
  const deleteFaq = useDeleteFaq();

  const confirmDeleteCategory = (category: FaqCategory, faqCount: number) =>
    modals.openConfirmModal({
      title: "Delete category",
      children:
        faqCount > 0
          ? `Delete '${category.name}'? Its ${faqCount} ${faqCount === 1 ? "FAQ" : "FAQs"} will be deleted too.`
          : `Delete '${category.name}'?`,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        deleteCategory.mutateAsync(category.id).then(
          () =>
            notifications.show({ title: "Success", message: "Category deleted successfully", color: "teal" }),
          (error: unknown) =>
            notifications.show({
              title: "Error",
              message: errorMessage(error, "Failed to delete category"),
              color: "red",
            }),
        ),
    });

  const confirmDeleteFaq = (faq: Faq) =>
    modals.openConfirmModal({
      title: "Delete FAQ",
      children: `Delete '${faq.question}'?`,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        deleteFaq.mutateAsync(faq.id).then(
          () => notifications.show({ title: "Success", message: "FAQ deleted successfully", color: "teal" }),
          (error: unknown) =>
            notifications.show({
              title: "Error",
              message: errorMessage(error, "Failed to delete FAQ"),
              color: "red",
            }),
        ),
    });

  return { confirmDeleteCategory, confirmDeleteFaq };
}
