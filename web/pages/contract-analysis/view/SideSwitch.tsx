import { Group, Loader, SegmentedControl, Tooltip } from "@mantine/core";
import { useSetContractSide } from "../../../api/contracts";
import { serverText, showError, showSuccess } from "./view-toasts";

type Side = "customer" | "supplier";
type Props = { contractId: string; side: Side };

const SIDE_OPTIONS = [
  { value: "customer", label: "We are the customer" },
  { value: "supplier", label: "We are the supplier" },
];

/** Which side of the deal the user is on; changing it re-rates the contract from that side. */
export function SideSwitch({ contractId, side }: Props) {
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
          onChange={(next) => next !== side && handleChange(next as Side)}
          disabled={change.isPending}
          aria-label="Your side of the deal"
          data-testid="side-switch"
        />
      </Tooltip>
      {change.isPending && <Loader size="xs" aria-label="Re-rating the contract" />}
    </Group>
  );
}
