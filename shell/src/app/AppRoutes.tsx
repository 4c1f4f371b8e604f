// The authentication state machine (loading, signed in, signed out) and the routes of each state.
import { Suspense, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import type { Registry } from "@seo/registry/registry";
import { useSubscription, useUser } from "@seo/ui/api";
import { SkipLink } from "@seo/ui/SkipLink";
import { PageSpinner } from "@seo/ui/Spinner";
import { RemoteModule } from "../components/RemoteModule";
import { ReconnectingIndicator } from "../components/ReconnectingIndicator";
import { takeLogoutRedirect, useLogout, useSignedOut } from "../features/auth/hooks/useLogout";
import { useRegistry } from "../lib/registry";
import { lazyPage } from "./lazyPage";
import { Flash, type FlashState } from "./Flash";
import { Navbar } from "./Navbar";
import {
  ForgotPasswordPage,
  LandingPage,
  LoginPage,
  PricingPage,
  PrivacyPage,
  ResetPasswordPage,
  SeoToolsPage,
  SignupPage,
  siteRoutes,
  TermsPage,
  UnsubscribePage,
  VerifyEmailPage,
} from "./signedOutPages";
import { routes } from "../lib/routes";

const AdminModelPage = lazyPage(() => import("../features/admin-model/components/AdminModelPage").then((m) => m.AdminModelPage));
const AccountPage = lazyPage(() => import("../features/account/components/AccountPage").then((m) => m.AccountPage));
const BulkPage = lazyPage(() => import("../features/bulk/components/BulkPage").then((m) => m.BulkPage));
const BulkRunPage = lazyPage(() => import("../features/bulk/components/BulkRunPage").then((m) => m.BulkRunPage));
const HistoryPage = lazyPage(() => import("../features/history/components/HistoryPage").then((m) => m.HistoryPage));
const CheckoutPage = lazyPage(() => import("../features/checkout/components/CheckoutPage").then((m) => m.CheckoutPage));
const DashboardPage = lazyPage(() => import("../features/dashboard/components/DashboardPage").then((m) => m.DashboardPage));
const HomePage = lazyPage(() => import("../features/home/components/HomePage").then((m) => m.HomePage));
const NotFoundPage = lazyPage(() => import("../features/not-found/components/NotFoundPage").then((m) => m.NotFoundPage));
const SuccessPage = lazyPage(() => import("../features/success/components/SuccessPage").then((m) => m.SuccessPage));

export const ACCOUNT_DELETED = "Your account was deleted.";

/** Every page's chunk (component tests load them up front, so no test waits on a module's first load). */
export function preloadPages(): Promise<unknown> {
  const pages = [
    LandingPage,
    LoginPage,
    SignupPage,
    PricingPage,
    SeoToolsPage,
    CheckoutPage,
    DashboardPage,
    HomePage,
    NotFoundPage,
    SuccessPage,
    AccountPage,
    BulkPage,
    BulkRunPage,
    HistoryPage,
    AdminModelPage,
    ForgotPasswordPage,
    ResetPasswordPage,
    VerifyEmailPage,
    UnsubscribePage,
    PrivacyPage,
    TermsPage,
  ];
  return Promise.all(pages.map((p) => p.preload()));
}

/** Tool routes and the remote module each renders (each module's default export), from the registry. */
export function toolRoutes(r: Registry): { path: string; remote: string; module: string }[] {
  return r.tools.map((t) => ({ path: t.route, remote: t.remote.name, module: t.remote.page.replace(/^\.\//, "") }));
}

function SignedOutRoutes() {
  const tools = toolRoutes(useRegistry());
  const location = useLocation();
  const [afterLogout, setAfterLogout] = useState(takeLogoutRedirect);
  // Arrived where the logout sent us: from here on the routes decide alone.
  const here = location.pathname + location.search;
  if (afterLogout && here === afterLogout.to) setAfterLogout(null);
  if (afterLogout && here !== afterLogout.to) return <Navigate to={afterLogout.to} state={afterLogout.state} replace />;
  return (
    <>
      <Flash />
      <Routes>
        {siteRoutes(
          // Visitors may 'Try Free' on the tools (a few free generations a day, counted by the BFF).
          tools.map((t) => <Route key={t.path} path={t.path} element={<RemoteModule remote={t.remote} module={t.module} />} />),
        )}
        <Route path={routes.dashboard} element={<Navigate to={routes.login} replace />} />
        <Route path={routes.account} element={<Navigate to={routes.login} replace />} />
        <Route path={routes.adminModel} element={<Navigate to={routes.login} replace />} />
        <Route path="*" element={<LandingPage />} />
      </Routes>
    </>
  );
}

function SignedInRoutes() {
  const tools = toolRoutes(useRegistry());
  const { user } = useUser();
  const { subscription, isLoading } = useSubscription({ enabled: true });
  const logout = useLogout();
  const signedOut = useSignedOut();
  const location = useLocation();
  if (!user) return null;
  const deleted: FlashState = { flash: ACCOUNT_DELETED };
  const onDashboard = location.pathname === routes.dashboard;
  const workflow = <RemoteModule remote="workflow" module="WorkflowApp" />;
  return (
    <>
      <Navbar user={user} onLogout={() => void logout(onDashboard ? routes.home : routes.login)} />
      <Routes>
        <Route
          path={routes.home}
          element={<HomePage user={user} subscription={subscription} subscriptionLoading={isLoading} />}
        />
        <Route
          path={routes.homeAlias}
          element={<HomePage user={user} subscription={subscription} subscriptionLoading={isLoading} />}
        />
        {tools.map((t) => (
          <Route key={t.path} path={t.path} element={<RemoteModule remote={t.remote} module={t.module} />} />
        ))}
        <Route path={routes.pricing} element={<PricingPage />} />
        <Route path={routes.checkout} element={<CheckoutPage />} />
        <Route path={routes.success} element={<SuccessPage />} />
        <Route
          path={routes.dashboard}
          element={
            <DashboardPage
              user={user}
              subscription={subscription}
              loading={isLoading}
              onLogout={() => void logout(routes.home)}
            />
          }
        />
        <Route path={routes.workflowProjects} element={workflow} />
        <Route path={routes.workflowProject} element={workflow} />
        <Route path={routes.seoTools} element={<SeoToolsPage signedIn />} />
        <Route path={routes.privacy} element={<PrivacyPage signedIn />} />
        <Route path={routes.terms} element={<TermsPage signedIn />} />
        <Route path={routes.account} element={<AccountPage onDeleted={() => signedOut({ to: routes.home, state: deleted })} />} />
        <Route path={routes.bulk} element={<BulkPage subscription={subscription} loading={isLoading} />} />
        <Route path={routes.bulkRun} element={<BulkRunPage />} />
        <Route path={routes.history} element={<HistoryPage />} />
        <Route path={routes.adminModel} element={<AdminModelPage />} />
        {/* E-mail links open these signed in too. */}
        <Route path={routes.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={routes.resetPassword} element={<ResetPasswordPage />} />
        <Route path={routes.verifyEmail} element={<VerifyEmailPage />} />
        <Route path={routes.unsubscribe} element={<UnsubscribePage />} />
        {/* Already signed in: the auth pages lead home. */}
        <Route path={routes.login} element={<Navigate to={routes.home} replace />} />
        <Route path={routes.signup} element={<Navigate to={routes.home} replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}

/**
 * Only a 401 from the session check signs the user out (a server blip must not). While the check or
 * the plan keeps failing for a transient reason (network, aborted request, 5xx) the user stays
 * signed in, the pages keep what they have (the spinner until the first answer) and a quiet
 * "Reconnecting…" shows until the server answers again.
 */
export function AppRoutes() {
  const { user, isLoading, isReconnecting } = useUser();
  const subscription = useSubscription({ enabled: user !== null });
  const reconnecting = isReconnecting || subscription.isReconnecting;
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner label="Loading" />}>
        {isLoading ? <PageSpinner label="Checking your session" /> : user ? <SignedInRoutes /> : <SignedOutRoutes />}
      </Suspense>
      {reconnecting && <ReconnectingIndicator />}
    </>
  );
}
