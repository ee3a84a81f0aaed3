import { Group, Loader, SegmentedControl, Text, Tooltip } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useSetContractSide } from "../../../api/contracts";
import { serverText, showError, showSuccess } from "./view-toasts";

type Side = "customer" | "supplier";
type Props = { contractId: string; side: Side; decisionCount: number };

const SIDE_OPTIONS = [
  { value: "customer", label: "We are the customer" },
  { value: "supplier", label: "We are the supplier" },
];

/** Which side of the deal the user is on; changing it re-rates the contract from that side. */
export function SideSwitch({ contractId, side, decisionCount }: Props) {
  const change = useSetContractSide(contractId);
  const handleChange = (next: Side) =>
    change.mutate(next, {
      onSuccess: () =>
        showSuccess(
          "Ratings updated",
          next === "customer" ? "Rated as the customer" : "Rated as the supplier",
        ),
      onError: (error) => showError("Error", "Failed to change side", serverText(error)),
    });
  // decisions were made from the current side: switching clears them, so ask first
  const confirmChange = (next: Side) => {
    if (decisionCount === 0) return handleChange(next);
    const decisions = decisionCount === 1 ? "1 decision" : `${decisionCount} decisions`;
    modals.openConfirmModal({
      title: `Switch to the ${next}'s side?`,
      children: (
        <Text size="sm">
          Your {decisions} {decisionCount === 1 ? "was" : "were"} made as the {side}. Switching sides re-rates
          the contract from the {next}'s side and clears {decisionCount === 1 ? "it" : "them"}.
        </Text>
      ),
      labels: { confirm: "Switch and clear decisions", cancel: `Stay the ${side}` },
      confirmProps: { color: "red", "data-testid": "confirm-side-switch" } as Record<string, unknown>,
      onConfirm: () => handleChange(next),
    });
  };
  const value = change.isPending && change.variables ? change.variables : side;

  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip
        label="Ratings are from your side of the deal"
        withArrow
        multiline
        maw={240}
        events={{ hover: true, focus: true, touch: true }}
      >
        <SegmentedControl
          size="xs"
          data={SIDE_OPTIONS}
          value={value}
          onChange={(next) => next !== side && confirmChange(next as Side)}
          disabled={change.isPending}
          aria-label="Your side of the deal"
          data-testid="side-switch"
        />
      </Tooltip>
      {change.isPending && <Loader size="xs" aria-label="Re-rating the contract" />}
    </Group>
  );
}
