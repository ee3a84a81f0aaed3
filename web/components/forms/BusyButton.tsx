import { Button, type ButtonProps, Loader } from "@mantine/core";

type Props = ButtonProps & {
  busy: boolean;
  /** what the button says while the request runs ("Logging in...") */
  busyLabel: string;
  label: string;
  "data-testid"?: string;
  "aria-describedby"?: string;
};

/** A form's submit button: disabled and announced as busy while its request runs. */
export function BusyButton({ busy, busyLabel, label, disabled, ...props }: Props) {
  return (
    <Button
      type="submit"
      {...props}
      disabled={disabled || busy}
      aria-busy={busy}
      leftSection={busy ? <Loader size={16} color="gray" aria-hidden /> : undefined}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
