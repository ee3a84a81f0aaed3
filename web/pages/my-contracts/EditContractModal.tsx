import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { currencySymbol } from "../../../common/format";
import { type ExecutedContract, executedContractUpdateSchema } from "../../../common/portfolio";
import { errorMessage } from "../../api/client";
import { useUpdateExecutedContract } from "../../api/portfolio";
import { requestResolver } from "../../components/forms/request-resolver";
import { DateField } from "./DateField";
import { type EditFormValues, editContractRequest, editFormValues, editPreviewTerms } from "./edit-form";
import {
  CONTRACT_TYPE_OPTIONS,
  DEPARTMENT_OPTIONS,
  editCurrencyOptions,
  LEVEL_OPTIONS,
  noticeOptions,
  paymentTermsOptions,
  RISK_OPTIONS,
  renewalPeriodOptions,
} from "./form-options";
import { otherPartyLabel } from "./party-label";
import { RenewalPreview } from "./RenewalPreview";

type Props = { contract: ExecutedContract; onClose: () => void };

/** Mounted per contract (keyed by id), so the form always starts from that contract's values. */
export function EditContractModal({ contract, onClose }: Props) {
  const isMobile = useMediaQuery("(max-width: 48em)");
  const update = useUpdateExecutedContract();
  const form = useForm<EditFormValues>({
    mode: "controlled",
    initialValues: editFormValues(contract),
    validate: (values) => {
      const errors = requestResolver(executedContractUpdateSchema, editContractRequest)(values);
      // the field is labelled for the other party: "Customer name" when the user is the supplier
      if (errors.vendorName)
        errors.vendorName = String(errors.vendorName).replace(
          /^Vendor name/,
          `${otherPartyLabel(contract.side)} name`,
        );
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) =>
    update.mutate(
      { id: contract.id, input: editContractRequest(values) },
      {
        onSuccess: (saved) => {
          notifications.show({ title: "Contract updated", message: saved.contractTitle, color: "teal" });
          onClose();
        },
        onError: (error) =>
          notifications.show({
            title: "Error updating contract",
            message: errorMessage(error, "Please try again later"),
            color: "red",
          }),
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Edit ‘${contract.contractTitle}’`}
      size="xl"
      fullScreen={isMobile}
      data-testid="edit-contract-modal"
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Edit contract">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label="Contract title"
              required
              data-testid="edit-contract-title"
              {...form.getInputProps("contractTitle")}
            />
            <TextInput
              label={`${otherPartyLabel(contract.side)} name`}
              required
              data-testid="edit-vendor-name"
              {...form.getInputProps("vendorName")}
            />
            <NumberInput
              label="Annual value"
              min={0}
              clampBehavior="none"
              decimalScale={2}
              thousandSeparator=","
              prefix={currencySymbol(form.values.currency)}
              hideControls
              data-testid="edit-contract-value"
              {...form.getInputProps("contractValue")}
            />
            <Select
              label="Currency"
              data={editCurrencyOptions(contract.currency)}
              allowDeselect={false}
              {...form.getInputProps("currency")}
            />
            <DateField label="Start date" {...form.getInputProps("startDate")} />
            <DateField label="End date" {...form.getInputProps("endDate")} />
            <DateField
              label="Renewal date"
              data-testid="edit-renewal-date"
              {...form.getInputProps("renewalDate")}
            />
            <Select
              label="Contract type"
              data={CONTRACT_TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("contractType")}
            />
            <Select
              label="Department"
              data={DEPARTMENT_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("department")}
            />
            <Select
              label="Payment terms"
              data={paymentTermsOptions(form.values.paymentTerms)}
              placeholder="Not recorded"
              clearable
              {...form.getInputProps("paymentTerms")}
            />
            <Select
              label="Notice required to cancel"
              data={noticeOptions(contract.renewalNoticeDays, contract.renewalNoticeMonths)}
              placeholder="Not recorded"
              clearable
              {...form.getInputProps("renewalNoticeDays")}
            />
            <Switch
              mt={{ base: 0, sm: 30 }}
              label="Renews automatically"
              {...form.getInputProps("isAutoRenewal", { type: "checkbox" })}
            />
            {form.values.isAutoRenewal && (
              <Select
                label="Renews every"
                description="Empty: the same length as the first term"
                data={renewalPeriodOptions(contract.renewalPeriodMonths)}
                placeholder="Same as the first term"
                clearable
                data-testid="edit-renewal-period"
                {...form.getInputProps("renewalPeriodMonths")}
              />
            )}
            <Select
              label="Business critical"
              description="High takes 5 points off the portfolio health score"
              data={LEVEL_OPTIONS}
              placeholder="Not set"
              clearable
              {...form.getInputProps("businessCritical")}
            />
            <Select
              label="Spend level"
              description="High takes 5 points off the portfolio health score"
              data={LEVEL_OPTIONS}
              placeholder="Not set"
              clearable
              {...form.getInputProps("spendLevel")}
            />
          </SimpleGrid>
          <RenewalPreview terms={editPreviewTerms(form.values)} today={new Date()} />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="edit-risk-label">
              Overall risk
            </Text>
            <SegmentedControl
              aria-labelledby="edit-risk-label"
              data={[...RISK_OPTIONS]}
              data-testid="edit-overall-risk"
              {...form.getInputProps("overallRisk")}
            />
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="edit-save">
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
