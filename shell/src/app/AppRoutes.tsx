// The authentication state machine (SPEC.md section 4) and the routes of each state (section 2).
import { Suspense, useEffect, useState } from "react";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import type { Registry } from "@seo/registry/registry";
import { useSubscription, useUser } from "@seo/ui/api";
import { PageSpinner } from "@seo/ui/Spinner";
import { RemoteModule } from "../components/RemoteModule";
import { ReconnectingIndicator } from "../components/ReconnectingIndicator";
import { takeLogoutRedirect, useLogout } from "../features/auth/hooks/useLogout";
import { useRegistry } from "../lib/registry";
import { lazyPage } from "./lazyPage";
import { Navbar } from "./Navbar";
import { LandingPage, LoginPage, PricingPage, SeoToolsPage, SignupPage, siteRoutes } from "./signedOutPages";

const CheckoutPage = lazyPage(() => import("../features/checkout/components/CheckoutPage").then((m) => m.CheckoutPage));
const DashboardPage = lazyPage(() => import("../features/dashboard/components/DashboardPage").then((m) => m.DashboardPage));
const HomePage = lazyPage(() => import("../features/home/components/HomePage").then((m) => m.HomePage));
const NotFoundPage = lazyPage(() => import("../features/not-found/components/NotFoundPage").then((m) => m.NotFoundPage));
const SuccessPage = lazyPage(() => import("../features/success/components/SuccessPage").then((m) => m.SuccessPage));

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
  useEffect(() => {
    if (afterLogout && location.pathname === afterLogout) setAfterLogout(null);
  }, [afterLogout, location.pathname]);
  if (afterLogout && location.pathname !== afterLogout) return <Navigate to={afterLogout} replace />;
  return (
    <Routes>
      {siteRoutes(
        // Visitors may 'Try Free' on the tools (DESIGN.md decision 2).
        tools.map((t) => <Route key={t.path} path={t.path} element={<RemoteModule remote={t.remote} module={t.module} />} />),
      )}
      <Route path="/dashboard" element={<Navigate to="/login" replace />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}

function SignedInRoutes() {
  const tools = toolRoutes(useRegistry());
  const { user } = useUser();
  const { subscription, isLoading } = useSubscription({ enabled: true });
  const logout = useLogout();
  const location = useLocation();
  if (!user) return null;
  const onDashboard = location.pathname === "/dashboard";
  const workflow = <RemoteModule remote="workflow" module="WorkflowApp" />;
  return (
    <>
      <Navbar user={user} onLogout={() => void logout(onDashboard ? "/" : "/login")} />
      <Routes>
        <Route path="/" element={<HomePage user={user} subscription={subscription} subscriptionLoading={isLoading} />} />
        <Route path="/home" element={<HomePage user={user} subscription={subscription} subscriptionLoading={isLoading} />} />
        {tools.map((t) => (
          <Route key={t.path} path={t.path} element={<RemoteModule remote={t.remote} module={t.module} />} />
        ))}
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/success" element={<SuccessPage />} />
        <Route
          path="/dashboard"
          element={
            <DashboardPage user={user} subscription={subscription} loading={isLoading} onLogout={() => void logout("/")} />
          }
        />
        <Route path="/workflow-projects" element={workflow} />
        <Route path="/workflow-projects/:projectId/*" element={workflow} />
        <Route path="/seo-tools" element={<SeoToolsPage />} />
        {/* Already signed in: the auth pages lead home. */}
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="/signup" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}

/**
 * Only a 401 from the session check signs the user out (DESIGN.md decision 12). While the check or
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
      <Suspense fallback={<PageSpinner label="Loading" />}>
        {isLoading ? <PageSpinner label="Checking your session" /> : user ? <SignedInRoutes /> : <SignedOutRoutes />}
      </Suspense>
      {reconnecting && <ReconnectingIndicator />}
    </>
  );
}
