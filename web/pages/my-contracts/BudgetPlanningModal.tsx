import { Alert, Group, List, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCircleCheck, IconInfoCircle, IconUserCheck } from "@tabler/icons-react";
import { useMemo } from "react";
import { formatMoney, formatPercent } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { BudgetWindowCard } from "./BudgetWindowCard";
import { budgetMemo, budgetPlan } from "./budget-memo";
import { documentFileName } from "./document-name";
import { FactList } from "./FactList";
import { DocumentOnRequest } from "./GeneratedDocument";

type Props = {
  contract: ExecutedContract;
  portfolio: readonly ExecutedContract[];
  today: Date;
  onClose: () => void;
};

export function BudgetPlanningModal({ contract, portfolio, today, onClose }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const plan = useMemo(() => budgetPlan(contract, portfolio, today), [contract, portfolio, today]);
  const { forecast, approvals } = plan;
  const contingency = formatPercent(forecast.contingencyRate * 100, 0);

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Budget planning: ${contract.contractTitle}`}
      size="xl"
      fullScreen={isMobile}
      data-testid="budget-modal"
    >
      <Stack gap="md">
        <FactList
          cols={{ base: 1, sm: 3 }}
          facts={[
            { label: "Annual value", value: formatMoney(contract.contractValue, contract.currency) },
            {
              label: `With ${contingency} contingency`,
              value: formatMoney(plan.contractWithContingency, contract.currency),
            },
            { label: "Department", value: contract.department },
          ]}
        />
        <Stack gap={6}>
          <Title order={3} size="h5">
            Approvals
          </Title>
          {approvals.notChecked ? (
            <Group gap={6} wrap="nowrap">
              <IconInfoCircle size={16} color="var(--mantine-color-gray-7)" aria-hidden />
              <Text size="sm">{approvals.notChecked}</Text>
            </Group>
          ) : approvals.hints.length === 0 ? (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="sm">No extra approval needed at this value.</Text>
            </Group>
          ) : (
            <List
              size="sm"
              spacing={4}
              icon={<IconUserCheck size={16} aria-hidden />}
              data-testid="approval-hints"
            >
              {approvals.hints.map((hint) => (
                <List.Item key={hint}>{hint}</List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Stack gap={6}>
          <Title order={3} size="h5">
            Portfolio renewals to budget for
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <BudgetWindowCard title="Next 90 days" window={forecast.within90Days} testId="budget-90" />
            <BudgetWindowCard title="Next 180 days" window={forecast.within180Days} testId="budget-180" />
          </SimpleGrid>
          {plan.isMixedCurrency && (
            <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
              Your contracts are in more than one currency, so each currency has its own total.
            </Alert>
          )}
        </Stack>
        <DocumentOnRequest
          label="Budget memo"
          fileName={documentFileName("budget-memo", contract.contractTitle, today)}
          testId="budget-memo"
          write={() => budgetMemo(contract, portfolio, today)}
          buttonLabel="Generate budget memo"
          buttonTestId="generate-budget-memo"
          ready={{
            title: "Budget Documents Generated",
            message: "Your budget memo is ready to copy or download.",
          }}
        />
      </Stack>
    </Modal>
  );
}
