import type { Faq, FaqCategory } from "../../../common/help";

/** Which admin dialog is showing, and what it edits (nothing means Add). */
export type HelpDialog =
  | { kind: "category"; category?: FaqCategory }
  | { kind: "faq"; faq?: Faq; categoryId?: string };

/** What an administrator can do from a category card; absent for everyone else. */
export type HelpAdminActions = {
  onEditCategory: (category: FaqCategory) => void;
  onDeleteCategory: (category: FaqCategory, faqCount: number) => void;
  onAddFaq: (categoryId: string) => void;
  onEditFaq: (faq: Faq) => void;
  onDeleteFaq: (faq: Faq) => void;
};
