import "@mantine/dates/styles.css";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { parseUkDate } from "../../../common/format";

type Props = Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> & {
  /** `YYYY-MM-DD` or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  "data-testid"?: string;
};

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date typed as DD/MM/YYYY (or picked from the calendar), kept as `YYYY-MM-DD`. Typed dates are read
 * day first, the UK way, by the same parser the server uses. Text that is not a date ("31/02/2026") is
 * handed to the form as typed when the field is left or Enter is pressed, so the form's check reports it
 * and nothing is saved, rather than the field quietly going blank.
 */
export function DateField({ value, onChange, onBlur, onKeyDown, ...props }: Props) {
  const keepTyped = (text: string) => {
    const typed = text.trim();
    if (typed !== "" && parseUkDate(typed) === null) onChange?.(typed);
  };
  return (
    <DateInput
      {...props}
      value={value && ISO_DATE_RE.test(value) ? value : null}
      onChange={onChange}
      onBlur={(event) => {
        onBlur?.(event);
        keepTyped(event.currentTarget.value);
      }}
      // Enter submits the form without leaving the field: hand over what was typed first, so the form
      // checks it rather than the last date the field could read.
      onKeyDown={(event) => {
        if (event.key === "Enter") keepTyped(event.currentTarget.value);
        onKeyDown?.(event);
      }}
      fixOnBlur={false}
      valueFormat="DD/MM/YYYY"
      dateParser={(text) => parseUkDate(text)}
      placeholder="DD/MM/YYYY"
      clearable
      firstDayOfWeek={1}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true }}
    />
  );
}
