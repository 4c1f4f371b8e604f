// The signed-out pages that are prerendered at build (scripts/prerender.mjs) and served as the
// "site": the landing page, sign-in, sign-up, pricing, the SEO landing page, and the pages e-mail
// links open (forgotten password, reset, address confirmation, unsubscribe: a first visit too), and
// the Privacy and Terms pages.
// One definition, used by the whole shell's signed-out routes (AppRoutes) and by the site's own
// small bundle (shell/src/site), which hydrates the prerendered HTML without the federation runtime.
import type { ReactNode } from "react";
import { Outlet, Route } from "react-router-dom";
import { PublicHeader } from "../components/PublicHeader";
import { lazyPage } from "./lazyPage";
import { routes } from "../lib/routes";

export const LandingPage = lazyPage(() => import("../features/landing/components/LandingPage").then((m) => m.LandingPage));
export const LoginPage = lazyPage(() => import("../features/auth/components/LoginPage").then((m) => m.LoginPage));
export const SignupPage = lazyPage(() => import("../features/auth/components/SignupPage").then((m) => m.SignupPage));
export const PricingPage = lazyPage(() => import("../features/pricing/components/PricingPage").then((m) => m.PricingPage));
export const SeoToolsPage = lazyPage(() => import("../features/seo-landing/components/SeoToolsPage").then((m) => m.SeoToolsPage));
export const ForgotPasswordPage = lazyPage(() =>
  import("../features/auth/components/ForgotPasswordPage").then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import("../features/auth/components/ResetPasswordPage").then((m) => m.ResetPasswordPage),
);
export const VerifyEmailPage = lazyPage(() =>
  import("../features/auth/components/VerifyEmailPage").then((m) => m.VerifyEmailPage),
);
export const PrivacyPage = lazyPage(() => import("../features/legal/components/PrivacyPage").then((m) => m.PrivacyPage));
export const TermsPage = lazyPage(() => import("../features/legal/components/TermsPage").then((m) => m.TermsPage));
export const UnsubscribePage = lazyPage(() =>
  import("../features/account/components/UnsubscribePage").then((m) => m.UnsubscribePage),
);

/**
 * Every prerendered page: its path, the file scripts/prerender.mjs writes it to
 * (shell/dist/prerendered/<file>.html, which the BFF and nginx serve for that path), its <title>
 * (the product name is appended) and the HTML template its <head> comes from (shell/dist/site/).
 * Add a signed-out page here and it is routed, prerendered and served.
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: routes.home, file: "index", page: LandingPage },
  { path: routes.login, file: "login", title: "Sign in", page: LoginPage },
  { path: routes.signup, file: "signup", title: "Start your free trial", page: SignupPage },
  { path: routes.pricing, file: "pricing", title: "Pricing", page: PricingPage, inPublicLayout: true },
  // The SEO landing page is prerendered from its own template, so crawlers read its meta tags without running JavaScript.
  { path: routes.seoTools, file: "seo-tools", template: "seo-tools.html", page: SeoToolsPage },
  // E-mail links' pages: rendered without their ?token=, they read it once hydrated (lib/linkToken.ts).
  { path: routes.forgotPassword, file: "forgot-password", title: "Forgot password", page: ForgotPasswordPage },
  { path: routes.resetPassword, file: "reset-password", title: "Set a new password", page: ResetPasswordPage },
  { path: routes.verifyEmail, file: "verify-email", title: "Confirm your e-mail", page: VerifyEmailPage },
  { path: routes.unsubscribe, file: "unsubscribe", title: "E-mail preferences", page: UnsubscribePage },
  // The legal pages, linked from the footer, sign-up and checkout: readable before any script runs.
  { path: routes.privacy, file: "privacy", title: "Privacy Policy", page: PrivacyPage },
  { path: routes.terms, file: "terms", title: "Terms of Service", page: TermsPage },
];

export interface SitePage {
  path: string;
  /** The file name under shell/dist/prerendered/: "/" is index, any other page its path's name. */
  file: string;
  title?: string;
  template?: string;
  page: ReturnType<typeof lazyPage>;
  /** Under the public header (PublicLayout) rather than on a page of its own. */
  inPublicLayout?: boolean;
}

export const SITE_PATHS = SITE_PAGES.map((p) => p.path);

/** The page a signed-out visitor sees at `pathname`, to preload before hydrating. */
export function preloadSiteFor(pathname: string): Promise<unknown> {
  return (SITE_PAGES.find((p) => p.path === pathname)?.page ?? LandingPage).preload();
}

export function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <Outlet />
    </>
  );
}

/**
 * The site's routes, as `<Route>` elements for a `<Routes>` of the caller's (AppRoutes adds the
 * tools' "Try Free" routes under the same PublicLayout; the site sends those to the whole shell).
 */
export function siteRoutes(publicLayoutChildren: ReactNode = null) {
  const route = ({ path, page: Page }: SitePage) => <Route key={path} path={path} element={<Page />} />;
  return [
    ...SITE_PAGES.filter((p) => !p.inPublicLayout).map(route),
    <Route key="public" element={<PublicLayout />}>
      {SITE_PAGES.filter((p) => p.inPublicLayout).map(route)}
      {publicLayoutChildren}
    </Route>,
  ];
}
