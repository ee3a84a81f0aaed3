import { Text } from "@mantine/core";
import { REVIEW_STATUS_LABELS } from "../../../../common/contract-list";
import type { ContractSummary } from "../../../api/contracts";

/** The other party and where the review stands, under the contract's name. */
export function ContractRowDetails({ contract }: { contract: ContractSummary }) {
  const counterparty = contract.analysis?.counterparty;
  const review =
    contract.reviewStatus === "decisions-made"
      ? `${contract.decisionCount} ${contract.decisionCount === 1 ? "decision" : "decisions"} made`
      : REVIEW_STATUS_LABELS[contract.reviewStatus];
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }} data-testid="contract-row-details">
      {counterparty ? `${counterparty} · ${review}` : review}
    </Text>
  );
}
