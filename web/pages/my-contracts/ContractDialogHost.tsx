import type { ExecutedContract } from "../../../common/portfolio";
import { BudgetPlanningModal } from "./BudgetPlanningModal";
import { ContractDetailsModal } from "./ContractDetailsModal";
import type { ContractDialog } from "./contract-actions";
import { EditContractModal } from "./EditContractModal";
import { NegotiationAssistantModal } from "./NegotiationAssistantModal";
import { ReminderEditor } from "./ReminderEditor";

type Props = {
  dialog: ContractDialog | null;
  contract: ExecutedContract | null;
  portfolio: readonly ExecutedContract[];
  today: Date;
  onClose: () => void;
  onDownload: (contract: ExecutedContract) => void;
};

/** The one contract dialog open at a time; each is keyed by contract so its state starts afresh. */
export function ContractDialogHost({ dialog, contract, portfolio, today, onClose, onDownload }: Props) {
  if (!dialog || !contract) return null;
  const key = `${dialog}-${contract.id}`;
  switch (dialog) {
    case "details":
      return (
        <ContractDetailsModal
          key={key}
          contract={contract}
          today={today}
          onClose={onClose}
          onDownload={onDownload}
        />
      );
    case "edit":
      return <EditContractModal key={key} contract={contract} onClose={onClose} />;
    case "reminders":
      return <ReminderEditor key={key} contract={contract} today={today} onClose={onClose} />;
    case "negotiation":
      return <NegotiationAssistantModal key={key} contract={contract} today={today} onClose={onClose} />;
    case "budget":
      return (
        <BudgetPlanningModal
          key={key}
          contract={contract}
          portfolio={portfolio}
          today={today}
          onClose={onClose}
        />
      );
  }
}
