import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router";
import { logStartTrialClick, type TrialPlacement } from "./landing-nav";

type Props = ButtonProps & { placement: TrialPlacement; onNavigate?: () => void };

export function StartTrialButton({ placement, onNavigate, ...buttonProps }: Props) {
  return (
    <Button
      component={Link}
      // a visitor signs up first; a signed-in user lands on the dashboard, which ignores the tab
      to="/app?tab=register"
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
