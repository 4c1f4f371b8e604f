// The signed-out pages that are prerendered at build (scripts/prerender.mjs) and served as the
// "site": the landing page, sign-in, sign-up, pricing and the SEO landing page. One definition,
// used by the whole shell's signed-out routes (AppRoutes) and by the site's own small bundle
// (shell/src/site), which hydrates the prerendered HTML without the federation runtime.
import type { ReactNode } from "react";
import { Outlet, Route } from "react-router-dom";
import { PublicHeader } from "../components/PublicHeader";
import { lazyPage } from "./lazyPage";

export const LandingPage = lazyPage(() => import("../features/landing/components/LandingPage").then((m) => m.LandingPage));
export const LoginPage = lazyPage(() => import("../features/auth/components/LoginPage").then((m) => m.LoginPage));
export const SignupPage = lazyPage(() => import("../features/auth/components/SignupPage").then((m) => m.SignupPage));
export const PricingPage = lazyPage(() => import("../features/pricing/components/PricingPage").then((m) => m.PricingPage));
export const SeoToolsPage = lazyPage(() => import("../features/seo-landing/components/SeoToolsPage").then((m) => m.SeoToolsPage));

/** Path -> page of every prerendered page (scripts/prerender.mjs renders these paths). */
const SITE_PAGES = {
  "/": LandingPage,
  "/login": LoginPage,
  "/signup": SignupPage,
  "/pricing": PricingPage,
  "/seo-tools": SeoToolsPage,
} as const;

export const SITE_PATHS = Object.keys(SITE_PAGES);

/** The page a signed-out visitor sees at `pathname`, to preload before hydrating. */
export function preloadSiteFor(pathname: string): Promise<unknown> {
  return (SITE_PAGES[pathname as keyof typeof SITE_PAGES] ?? LandingPage).preload();
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
  return [
    <Route key="/" path="/" element={<LandingPage />} />,
    <Route key="/login" path="/login" element={<LoginPage />} />,
    <Route key="/signup" path="/signup" element={<SignupPage />} />,
    <Route key="/seo-tools" path="/seo-tools" element={<SeoToolsPage />} />,
    <Route key="public" element={<PublicLayout />}>
      <Route path="/pricing" element={<PricingPage />} />
      {publicLayoutChildren}
    </Route>,
  ];
}
