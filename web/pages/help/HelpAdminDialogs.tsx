import { Modal } from "@mantine/core";
import type { FaqCategory } from "../../../common/help";
import { CategoryForm } from "./CategoryForm";
import { FaqForm } from "./FaqForm";
import type { HelpDialog } from "./help-types";

type Props = {
  dialog: HelpDialog;
  opened: boolean;
  onClose: () => void;
  categories: FaqCategory[];
};

/** The dialog state outlives `opened` so the title and form stay put during the closing transition. */
export function HelpAdminDialogs({ dialog, opened, onClose, categories }: Props) {
  return (
    <>
      <Modal
        opened={opened && dialog.kind === "category"}
        onClose={onClose}
        title={dialog.kind === "category" && dialog.category ? "Edit Category" : "Add Category"}
      >
        {dialog.kind === "category" && (
          <CategoryForm key={dialog.category?.id ?? "new"} category={dialog.category} onDone={onClose} />
        )}
      </Modal>
      <Modal
        opened={opened && dialog.kind === "faq"}
        onClose={onClose}
        title={dialog.kind === "faq" && dialog.faq ? "Edit FAQ" : "Add FAQ"}
        size="lg"
      >
        {dialog.kind === "faq" && (
          <FaqForm
            key={dialog.faq?.id ?? `new-${dialog.categoryId ?? ""}`}
            faq={dialog.faq}
            categoryId={dialog.categoryId}
            categories={categories}
            onDone={onClose}
          />
        )}
      </Modal>
    </>
  );
}
