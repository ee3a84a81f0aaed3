import type { ExecutedContract } from "../../../common/portfolio";

/** The dialogs a contract card opens; the page shows one at a time. */
export type ContractDialog = "details" | "edit" | "reminders" | "negotiation" | "budget";

export type ContractActionHandlers = {
  onOpen: (dialog: ContractDialog, contract: ExecutedContract) => void;
  onDownload: (contract: ExecutedContract) => void;
  onDelete: (contract: ExecutedContract) => void;
};
