import { lazy, type ReactNode, Suspense } from "react";
import { createBrowserRouter, Navigate, Outlet } from "react-router";
import { FullScreenLoader } from "./components/FullScreenLoader";
import { AppLayout } from "./layout/AppLayout";
import { NotFoundPage } from "./pages/not-found/NotFoundPage";
import { useSession } from "./session/session-context";

const page = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

const LoginPage = page(() => import("./pages/auth/LoginPage"), "LoginPage");
const ForgotPasswordPage = page(() => import("./pages/auth/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = page(() => import("./pages/auth/ResetPasswordPage"), "ResetPasswordPage");
const LandingPage = page(() => import("./pages/landing/LandingPage"), "LandingPage");
const PrivacyPolicyPage = page(() => import("./pages/legal/PrivacyPolicyPage"), "PrivacyPolicyPage");
const TermsOfServicePage = page(() => import("./pages/legal/TermsOfServicePage"), "TermsOfServicePage");
const CookiePolicyPage = page(() => import("./pages/legal/CookiePolicyPage"), "CookiePolicyPage");
const MasterServiceAgreementPage = page(
  () => import("./pages/legal/MasterServiceAgreementPage"),
  "MasterServiceAgreementPage",
);
const DataProcessingAgreementPage = page(
  () => import("./pages/legal/DataProcessingAgreementPage"),
  "DataProcessingAgreementPage",
);
const HelpPage = page(() => import("./pages/help/HelpPage"), "HelpPage");
const DashboardPage = page(() => import("./pages/dashboard/DashboardPage"), "DashboardPage");
const ContractAnalysisPage = page(
  () => import("./pages/contract-analysis/ContractAnalysisPage"),
  "ContractAnalysisPage",
);
const MyContractsPage = page(() => import("./pages/my-contracts/MyContractsPage"), "MyContractsPage");
const AnalyticsPage = page(() => import("./pages/analytics/AnalyticsPage"), "AnalyticsPage");
const RiskSettingsPage = page(() => import("./pages/settings/RiskSettingsPage"), "RiskSettingsPage");
const EnhancedSettingsPage = page(
  () => import("./pages/settings/EnhancedSettingsPage"),
  "EnhancedSettingsPage",
);
const SecuritySettingsPage = page(
  () => import("./pages/security/SecuritySettingsPage"),
  "SecuritySettingsPage",
);
const BillingPage = page(() => import("./pages/billing/BillingPage"), "BillingPage");
const AdminPage = page(() => import("./pages/admin/AdminPage"), "AdminPage");

const withSuspense = (node: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{node}</Suspense>;

/** Signed-out visitors see the login screen in place of any app route; the address stays the same. */
function RequireSession() {
  const { status } = useSession();
  if (status === "loading") return <FullScreenLoader />;
  if (status === "unauthenticated") return withSuspense(<LoginPage />);
  return <AppLayout />;
}

function SignedOutOnly() {
  const { status } = useSession();
  if (status === "loading") return <FullScreenLoader />;
  if (status === "authenticated") return <Navigate to="/app" replace />;
  return withSuspense(<Outlet />);
}

function Public() {
  const { status } = useSession();
  if (status === "loading") return <FullScreenLoader />;
  return withSuspense(<Outlet />);
}

/** Help is public, but a signed-in user keeps the app's navigation around it. */
function HelpRoute() {
  const { status } = useSession();
  if (status === "authenticated") return <AppLayout>{withSuspense(<HelpPage />)}</AppLayout>;
  return <HelpPage />;
}

export const router = createBrowserRouter([
  {
    element: <SignedOutOnly />,
    children: [
      { path: "/login", element: <LoginPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password/:token", element: <ResetPasswordPage /> },
      { path: "/reset-password", element: <Navigate to="/login" replace /> },
    ],
  },
  {
    element: <Public />,
    children: [
      { path: "/", element: <LandingPage /> },
      { path: "/privacy-policy", element: <PrivacyPolicyPage /> },
      { path: "/terms-of-service", element: <TermsOfServicePage /> },
      { path: "/cookie-policy", element: <CookiePolicyPage /> },
      { path: "/master-service-agreement", element: <MasterServiceAgreementPage /> },
      { path: "/data-processing-agreement", element: <DataProcessingAgreementPage /> },
      { path: "/help", element: <HelpRoute /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: withSuspense(<Outlet />),
        children: [
          { path: "/app", element: <DashboardPage /> },
          { path: "/contract-analysis", element: <ContractAnalysisPage /> },
          { path: "/contract-analysis/:id", element: <ContractAnalysisPage /> },
          { path: "/my-contracts", element: <MyContractsPage /> },
          { path: "/executed-contracts", element: <MyContractsPage /> },
          { path: "/analytics", element: <AnalyticsPage /> },
          { path: "/settings", element: <RiskSettingsPage /> },
          { path: "/settings/billing", element: <BillingPage /> },
          { path: "/enhanced-settings", element: <EnhancedSettingsPage /> },
          { path: "/security-settings", element: <SecuritySettingsPage /> },
          { path: "/admin", element: <AdminPage /> },
        ],
      },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
]);
