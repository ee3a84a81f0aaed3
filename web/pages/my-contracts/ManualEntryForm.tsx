import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { type ChangeEvent, useMemo } from "react";
import { ApiError } from "../../api/client";
import { type ExecutedUpload, useSaveManualContract } from "../../api/portfolio";
import { DateField } from "./DateField";
import { ExtractionNotice } from "./ExtractionNotice";
import { FieldLabel } from "./FieldLabel";
import {
  CONTRACT_TYPE_OPTIONS,
  DEPARTMENT_OPTIONS,
  MANUAL_CURRENCY_OPTIONS,
  noticeOptions,
  paymentTermsOptions,
  renewalPeriodOptions,
} from "./form-options";
import {
  currencyInAmount,
  firstInvalidField,
  hasRequiredManualFields,
  type ManualFormValues,
  manualContractRequest,
  manualFormErrors,
  manualFormFromUpload,
  type PrefilledField,
  previewTerms,
} from "./manual-form";
import { otherPartyLabel } from "./party-label";
import { RenewalPreview } from "./RenewalPreview";

type Props = {
  upload: ExecutedUpload | null;
  onSaved: () => void;
  onCancel: () => void;
};

const SAVE_FAILED = "Failed to save contract. Please try again.";

export function ManualEntryForm({ upload, onSaved, onCancel }: Props) {
  const start = useMemo(() => manualFormFromUpload(upload), [upload]);
  const form = useForm<ManualFormValues>({
    mode: "controlled",
    initialValues: start.values,
    validate: (values) => manualFormErrors(values, upload),
  });
  const save = useSaveManualContract();
  const data = upload?.extractedData;
  const isScan = Boolean(data?.success && (data.needsReview || data.extractionMethod === "ocr"));
  const label = (text: string, field: PrefilledField) => (
    <FieldLabel text={text} needsCheck={isScan && start.prefilled.includes(field)} />
  );
  const isNoticeNotFound = start.notFound.includes("noticeRequired");
  const notices = useMemo(
    () =>
      noticeOptions(
        data?.contractDetails.noticePeriodDays ?? null,
        data?.contractDetails.noticePeriodMonths ?? null,
      ),
    [data?.contractDetails.noticePeriodDays, data?.contractDetails.noticePeriodMonths],
  );
  const party = otherPartyLabel(data?.contractDetails.side);

  const handleValueChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    form.setFieldValue("contractValue", text);
    const currency = currencyInAmount(text);
    if (currency && currency !== form.values.currency) form.setFieldValue("currency", currency);
  };

  // Each error shows under its field; the first invalid field takes the focus so it is seen and heard.
  const handleInvalid = (errors: Record<string, unknown>) => {
    const field = firstInvalidField(errors);
    if (field) form.getInputNode(field)?.focus();
  };

  const handleSubmit = form.onSubmit((values) => {
    save.mutate(manualContractRequest(values, upload), {
      onSuccess: () => {
        // One toast carrying both of the spec's messages: a second one would queue behind the first.
        notifications.show({
          title: "Contract saved successfully!",
          message: `Contract added successfully: ‘${values.contractTitle}’ is in your portfolio.`,
          color: "teal",
        });
        onSaved();
      },
      onError: (error) => {
        const message =
          error instanceof ApiError && error.status === 0
            ? "Network error. Please check your connection and try again."
            : error instanceof ApiError && error.message
              ? error.message
              : SAVE_FAILED;
        notifications.show({ title: "Error saving contract", message, color: "red" });
      },
    });
  }, handleInvalid);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contract details">
      <Stack gap="md">
        <ExtractionNotice upload={upload} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={label("Contract title", "contractTitle")}
            required
            data-testid="manual-contract-title"
            {...form.getInputProps("contractTitle")}
          />
          <TextInput
            label={label(`${party} name`, "vendorName")}
            required
            data-testid="manual-vendor-name"
            {...form.getInputProps("vendorName")}
          />
          <TextInput
            label={label("Annual value", "contractValue")}
            description="Symbols and commas are fine, for example £12,500"
            required
            inputMode="decimal"
            data-testid="manual-contract-value"
            {...form.getInputProps("contractValue")}
            onChange={handleValueChange}
          />
          <Select
            label={label("Currency", "currency")}
            data={MANUAL_CURRENCY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps("currency")}
          />
          <DateField
            label={label("Start date", "startDate")}
            required
            data-testid="manual-start-date"
            {...form.getInputProps("startDate")}
          />
          <DateField
            label={label("End date", "endDate")}
            description="The end of the first term"
            required
            data-testid="manual-end-date"
            {...form.getInputProps("endDate")}
          />
          <DateField
            label={label("Renewal date", "renewalDate")}
            description="Empty: the end date. Later renewals follow on from it"
            data-testid="manual-renewal-date"
            {...form.getInputProps("renewalDate")}
          />
          <Select
            label={label("Contract type", "contractType")}
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
            label={label("Payment terms", "paymentTerms")}
            data={paymentTermsOptions(form.values.paymentTerms)}
            placeholder="Choose payment terms"
            data-testid="manual-payment-terms"
            clearable
            {...form.getInputProps("paymentTerms")}
          />
          <Select
            label={label("Notice required to cancel", "noticeRequired")}
            description={
              isNoticeNotFound && !form.values.noticeRequired
                ? "Not found in the contract. Choose the notice it requires; left empty, reminders count to the renewal or end date."
                : undefined
            }
            placeholder="Not stated in the contract"
            data={notices}
            data-testid="manual-notice"
            clearable
            {...form.getInputProps("noticeRequired")}
          />
          <Switch
            mt={{ base: 0, sm: 30 }}
            label={label("Renews automatically", "autoRenewal")}
            data-testid="manual-auto-renewal"
            {...form.getInputProps("autoRenewal", { type: "checkbox" })}
          />
          {form.values.autoRenewal && (
            <Select
              label={label("Renews every", "renewalPeriodMonths")}
              description="Empty: the same length as the first term"
              data={renewalPeriodOptions(form.values.renewalPeriodMonths)}
              placeholder="Same as the first term"
              clearable
              data-testid="manual-renewal-period"
              {...form.getInputProps("renewalPeriodMonths")}
            />
          )}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="manual-risk-label">
            {label("Overall risk", "overallRisk")}
          </Text>
          <Text size="xs" c="dimmed" data-testid="manual-risk-note">
            {form.values.overallRisk === "Low" && !data?.success
              ? "Set the rating yourself: no text was read to review."
              : data?.contractDetails.riskReason &&
                  form.values.overallRisk === data.contractDetails.overallRisk
                ? `From the review of the document's terms: ${data.contractDetails.riskReason} Change it if you disagree. It feeds the portfolio health score.`
                : "From the review of the document's terms; change it if you disagree. It feeds the portfolio health score."}
          </Text>
          <SegmentedControl
            aria-labelledby="manual-risk-label"
            data={["Low", "Medium", "High"]}
            data-testid="manual-overall-risk"
            {...form.getInputProps("overallRisk")}
          />
        </Stack>
        <RenewalPreview terms={previewTerms(form.values)} today={new Date()} />
        <Textarea
          label={label("Description", "description")}
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps("description")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!hasRequiredManualFields(form.values)}
            data-testid="manual-save"
          >
            Save contract
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
