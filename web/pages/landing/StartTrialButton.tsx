import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router";
import { logStartTrialClick, type TrialPlacement } from "./landing-nav";

type Props = ButtonProps & { placement: TrialPlacement; onNavigate?: () => void };

export function StartTrialButton({ placement, onNavigate, ...buttonProps }: Props) {
  return (
    <Button
      component={Link}
      to="/app"
      onClick={() => {
        logStartTrialClick(placement);
        onNavigate?.();
      }}
      data-testid={`start-trial-${placement}`}
      {...buttonProps}
    >
      Start Free Trial
    </Button>
  );
}
