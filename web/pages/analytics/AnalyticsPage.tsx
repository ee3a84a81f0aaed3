import "@mantine/charts/styles.css";
import { useDocumentTitle } from "@mantine/hooks";
import { useSession } from "../../session/session-context";
import { AnalyticsDashboard } from "./AnalyticsDashboard";
import { AnalyticsSkeleton } from "./AnalyticsSkeleton";
import { AnalyticsUpsell } from "./AnalyticsUpsell";
import { AuthRequired } from "./AuthRequired";

/** /analytics (spec 02 §2): premium users see their portfolio's analytics, free users the upsell. */
export function AnalyticsPage() {
  useDocumentTitle("Predictive Analytics · Clausewise");
  const { status, user } = useSession();

  if (status === "unauthenticated") return <AuthRequired />;
  if (status === "loading" || !user) return <AnalyticsSkeleton />;
  if (!(user.isPremium || user.hasPremiumAccess)) return <AnalyticsUpsell />;
  return <AnalyticsDashboard />;
}
