import { Button, SimpleGrid } from "@mantine/core";
import { Link } from "react-router";
import { formatMoney } from "../../../common/format";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { LandingSection } from "./LandingSection";
import { PlanCard } from "./PlanCard";
import { StartTrialButton } from "./StartTrialButton";

const FREE_FEATURES = [
  `${FREE_PLAN.analysesPerMonth} contract analyses a month`,
  `${FREE_PLAN.storedContracts} stored contracts`,
  "Basic dashboard",
  "Email renewal alerts",
  "Word exports",
];

const PRO_FEATURES = [
  "Unlimited analyses and storage",
  "Predictive analytics",
  "Portfolio health scoring",
  "Budget forecasts",
  "Redlined documents and negotiation emails",
  "Priority support",
];

export function Pricing() {
  return (
    <LandingSection
      id="pricing"
      title="Simple pricing"
      intro="Start free. Upgrade when you need unlimited analyses and the portfolio analytics."
      isTinted
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={880}>
        <PlanCard
          name={FREE_PLAN.name}
          price={FREE_PLAN.priceGbpPerMonth}
          note="For trying Clausewise on your next supplier contract."
          features={FREE_FEATURES}
          action={
            <Button component={Link} to="/app" variant="default" size="md" fullWidth>
              Get started free
            </Button>
          }
        />
        <PlanCard
          name={PRO_PLAN.name}
          price={PRO_PLAN.priceGbpPerMonth}
          note={`${PRO_PLAN.trialDays}-day free trial, then ${formatMoney(PRO_PLAN.priceGbpPerMonth)} a month. Cancel anytime.`}
          features={PRO_FEATURES}
          action={<StartTrialButton placement="pricing" size="md" fullWidth />}
          isHighlighted
        />
      </SimpleGrid>
    </LandingSection>
  );
}
