import { ActionIcon, Button, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconRefresh } from "@tabler/icons-react";
import { errorMessage } from "../api/client";
import { useReanalyseContract } from "../api/contracts";

type Props = { contractId: string; contractName: string; compact?: boolean };

/** Re-analyse with the current risk settings; the toast says what happened to the decisions. */
export function ReanalyseButton({ contractId, contractName, compact = false }: Props) {
  const reanalyse = useReanalyseContract();
  const label = `Re-analyse ${contractName} with your current risk settings`;
  const handleClick = () =>
    reanalyse.mutate(contractId, {
      onSuccess: () =>
        notifications.show({
          title: "Re-analysed",
          message:
            "Your current risk settings are applied. Decisions on unchanged wording are kept. This did not use a monthly analysis.",
          color: "teal",
        }),
      onError: (error) =>
        notifications.show({
          title: "Re-analysis failed",
          message: errorMessage(error, "Please try again."),
          color: "red",
        }),
    });

  if (compact) {
    return (
      <Tooltip label="Re-analyse with current settings">
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={handleClick}
          loading={reanalyse.isPending}
          aria-label={label}
          data-testid="reanalyse"
        >
          <IconRefresh size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden="true" />}
      onClick={handleClick}
      loading={reanalyse.isPending}
      aria-label={label}
      data-testid="reanalyse"
    >
      Re-analyse
    </Button>
  );
}
