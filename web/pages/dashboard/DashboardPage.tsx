import { Grid, Stack } from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { dashboardStatsQuery } from "../../api/contracts";
import { usageQuery } from "../../api/usage";
import { UploadTypeChooser } from "../../components/upload/UploadTypeChooser";
import { UsageCard } from "../../components/usage/UsageCard";
import { useSession } from "../../session/session-context";
import { DashboardHeader } from "./DashboardHeader";
import { RecentContracts } from "./RecentContracts";
import { StatCards } from "./StatCards";

/** /app (spec 01 §2.6). The upgrade dialog is mounted once by AppLayout, not here. */
export function DashboardPage() {
  useDocumentTitle("Dashboard · Clausewise");
  const { user } = useSession();
  const stats = useQuery(dashboardStatsQuery());
  const [isChooserOpen, chooser] = useDisclosure(false);
  // The usage query refreshes every 30 s, so a trial that starts or a subscription that ends shows here.
  const usage = useQuery(usageQuery());
  const isPremium =
    usage.data?.isPremium ?? Boolean(user?.isPremium || user?.hasPremiumAccess || stats.data?.isPremium);

  return (
    <Stack gap="lg" py="md">
      <DashboardHeader isPremium={isPremium} planLabel={usage.data?.planLabel} onUpload={chooser.open} />
      <StatCards />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RecentContracts />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <UsageCard />
        </Grid.Col>
      </Grid>
      <UploadTypeChooser opened={isChooserOpen} onClose={chooser.close} />
    </Stack>
  );
}
