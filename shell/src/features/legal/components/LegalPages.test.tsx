/** @jest-environment jsdom */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import { HISTORY_RETENTION_DAYS } from "@seo/contracts/history";
import { browserLocation } from "@seo/ui/browserLocation";
import { SUPPORT_EMAIL } from "@seo/ui/brand";
import { renderWithApp } from "../../../testing/render";
import { SiteRoutes } from "../../../site/SiteApp";
import { preloadSiteFor, SITE_PAGES } from "../../../app/signedOutPages";
import { SignupPage } from "../../auth/components/SignupPage";
import { HISTORY_DAYS, PRIVACY_TITLE, PrivacyPage } from "./PrivacyPage";
import { TermsPage, TERMS_TITLE } from "./TermsPage";
import { TEMPLATE_NOTICE } from "./LegalPage";

beforeAll(() => Promise.all(["/", "/privacy", "/terms", "/signup"].map((p) => preloadSiteFor(p))), 60_000);

/** The page's headings as levels, in document order. */
const headingLevels = () => screen.getAllByRole("heading").map((h) => Number(h.tagName.slice(1)));

describe.each([
  ["/privacy", PRIVACY_TITLE, PrivacyPage],
  ["/terms", TERMS_TITLE, TermsPage],
] as const)("%s", (path, title, Page) => {
  it("has one h1, one main landmark, headings in order and the template notice at the top", () => {
    renderWithApp(<Page />, { route: path });
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([title]);
    const main = screen.getByRole("main");
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(within(main).getByRole("heading", { level: 1 })).toBeInTheDocument();
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    // never a skipped level: each heading at most one deeper than the one before
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1));
    const notice = screen.getByTestId("template-notice");
    expect(notice).toHaveTextContent(/This page is a template\..* review it with counsel before launch\./);
    expect(notice).toHaveTextContent(TEMPLATE_NOTICE);
    // the notice comes right after the h1, before any section
    expect(screen.getByRole("heading", { level: 1 }).nextElementSibling).toBe(notice);
  });

  it("is a prerendered site page, served without the app and linked from the footer", async () => {
    expect(SITE_PAGES.find((p) => p.path === path)).toMatchObject({ file: path.slice(1), title });
    jest.spyOn(browserLocation, "replace").mockImplementation(() => {});
    renderWithApp(<SiteRoutes />, { route: "/", user: null });
    const footer = await screen.findByRole("contentinfo");
    await userEvent.click(within(footer).getByRole("link", { name: path === "/privacy" ? "Privacy" : "Terms" }));
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(new RegExp(`^${path}$`));
    expect(browserLocation.replace).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it("leaves out the public header when shown under the signed-in navigation bar", () => {
    const { unmount } = renderWithApp(<Page />, { route: path });
    const banners = screen.queryAllByRole("banner").length;
    unmount();
    renderWithApp(<Page signedIn />, { route: path });
    expect(screen.queryAllByRole("banner").length).toBe(banners - 1);
  });
});

it("Privacy says what is collected, that Stripe holds the card, the cookies, retention, deletion, download, e-mail, subprocessors and contact", () => {
  renderWithApp(<PrivacyPage />, { route: "/privacy" });
  const main = screen.getByRole("main");
  const text = main.textContent!;
  for (const phrase of [
    "Your card details go straight from your browser to Stripe and are never sent to or stored by us",
    "a session cookie that keeps you signed in",
    "We use no advertising or analytics cookies",
    `${HISTORY_RETENTION_DAYS} days on Starter or without a plan`,
    "Stripe (payments and subscriptions)",
    "The AI model provider the operator has configured, if any",
    "We send e-mail the service needs",
  ]) {
    expect(text).toContain(phrase);
  }
  expect(HISTORY_DAYS).toBe(HISTORY_RETENTION_DAYS);
  expect(within(main).getByRole("link", { name: "Account › Delete account" })).toHaveAttribute("href", "/account#delete");
  expect(within(main).getByRole("link", { name: "Account › Your data › Download my data" })).toHaveAttribute(
    "href",
    "/account#data",
  );
  expect(within(main).getAllByRole("link", { name: SUPPORT_EMAIL })[0]).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
});

it("Terms state the trial, renewals, cancellation and the money-back guarantee as billing runs them", () => {
  renderWithApp(<TermsPage />, { route: "/terms" });
  const main = screen.getByRole("main");
  const text = main.textContent!;
  for (const phrase of [
    `The ${TRIAL_DAYS}-day Pro trial`,
    "A card is optional. Without one, the trial simply ends",
    "renews automatically every month",
    "your plan stays active until the end of the period you have paid for",
    `${MONEY_BACK_DAYS}-day money-back guarantee.`,
    `Within ${MONEY_BACK_DAYS} days of your first payment`,
    "refunded in full, once, and your plan ends at once",
    "Acceptable use",
    "Check facts, claims and figures before you publish",
    "Liability",
  ]) {
    expect(text).toContain(phrase);
  }
  expect(within(main).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  expect(within(main).getAllByRole("link", { name: "Dashboard › Billing" })[0]).toHaveAttribute("href", "/dashboard");
});

it("sign-up says what creating an account agrees to, linking the Terms and the Privacy Policy", () => {
  renderWithApp(<SignupPage />, { route: "/signup" });
  const agreement = screen.getByTestId("signup-agreement");
  expect(agreement).toHaveTextContent("By creating an account you agree to the Terms and Privacy Policy.");
  expect(within(agreement).getByRole("link", { name: "Terms" })).toHaveAttribute("href", "/terms");
  expect(within(agreement).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  // inside the form, before its button
  const form = agreement.closest("form")!;
  expect(within(form).getByRole("button", { name: "Create Account" })).toBeInTheDocument();
});

it("keeps zod out of the legal pages (they ship in the site's first-visit bundle)", () => {
  const dir = __dirname;
  for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."))) {
    const source = readFileSync(join(dir, file), "utf8");
    const imports = [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
    for (const spec of imports) {
      expect([spec, file]).toEqual([
        expect.stringMatching(
          /^(react|react-router-dom|styled-components|@seo\/ui\/brand|@seo\/contracts\/constants|\.{1,2}\/.*)$/,
        ),
        file,
      ]);
    }
  }
});
