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

/**
 * A date typed as DD/MM/YYYY (or picked from the calendar), kept as `YYYY-MM-DD`. Typed dates are read
 * day first, the UK way, by the same parser the server uses.
 */
export function DateField({ value, onChange, ...props }: Props) {
  return (
    <DateInput
      {...props}
      value={value ?? null}
      onChange={onChange}
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
