// Accessibility of every screen, for every role, at desktop (1280) and phone (390) width, against
// `npm start` in Chromium: axe-core (WCAG 2.0-2.2 A/AA and best practices) on each page idle, with
// results, with a dialog open, with a form's errors and with a toast showing. Any serious or
// critical violation, or a structural one (landmarks, one main, one h1, heading order), fails.
// A11Y_REPORT=1 prints the counts per rule (for the closing note), blocking or not.
import type { Page } from "playwright-core";
import { axeFindings, describeFinding, findingsTable, type Finding } from "./a11y";
import { browserSuiteForFile, signIn, signUp } from "./harness";
import { TOOLS } from "./toolForms";

const suite = browserSuiteForFile();
const all: Finding[] = [];
const timings: string[] = [];

jest.setTimeout(240_000);

afterAll(() => {
  if (process.env.A11Y_REPORT) console.log(`axe findings (${all.length})\n${findingsTable(all)}\n${timings.join("\n")}`);
});

const WIDTHS = [1280, 390] as const;

async function open(width: number): Promise<Page> {
  const context = await suite.newContext({
    viewport: { width, height: width > 600 ? 900 : 844 },
    baseURL: suite.product.baseUrl,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

/** Waits until the page has settled: requests done and remotes loaded (no busy region left). */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !!document.querySelector("h1, h2"), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  // Toasts and focus rings fade in: scan what is there after they finished.
  await page.waitForTimeout(150);
}

/** A scan session for one role at one width: every scan is kept; `blocking` lists what must fail. */
function scanner(role: string, width: number) {
  const found: Finding[] = [];
  return {
    async visit(page: Page, path: string, label = path) {
      await page.goto(path);
      await this.scan(page, label);
    },
    /** Scans the page once it has settled. */
    async scan(page: Page, label: string) {
      await settle(page);
      const started = Date.now();
      const findings = await axeFindings(page, `${role} ${width}px ${label}`);
      if (process.env.A11Y_REPORT) timings.push(`${role} ${width}px ${label}: axe ${Date.now() - started} ms`);
      found.push(...findings);
      all.push(...findings);
    },
    blocking: () => found.filter((f) => f.blocking),
  };
}
type Scanner = ReturnType<typeof scanner>;

/**
 * A role's tour at both widths side by side (a page each, in one browser: the waits of one overlap
 * the other's work), then fails on anything blocking at either width.
 */
function tourAtBothWidths(role: string, tour: (s: Scanner, page: Page, width: number) => Promise<void>) {
  return async () => {
    const scanners = await Promise.all(
      WIDTHS.map(async (width) => {
        const s = scanner(role, width);
        await tour(s, await open(width), width);
        return s;
      }),
    );
    expect(scanners.flatMap((s) => s.blocking()).map(describeFinding)).toEqual([]);
  };
}

async function generate(page: Page, tool: keyof typeof TOOLS) {
  await page.goto(`/${tool}`);
  await settle(page);
  const form = TOOLS[tool];
  await form.fill(page);
  await page.getByRole("button", { name: form.submit, exact: true }).click();
  await form.result(page);
}

test(
  "a visitor's pages: landing, pricing, sign-in, sign-up, password reset, SEO tools, legal, not found",
  tourAtBothWidths("visitor", async (s, page) => {
    for (const path of ["/", "/pricing", "/login", "/signup", "/forgot-password", "/seo-tools", "/privacy", "/terms"])
      await s.visit(page, path);
    await s.visit(page, "/no-such-page", "not found");
    await s.visit(page, "/reset-password?token=not-a-token", "reset link");
    await s.visit(page, "/verify-email?token=not-a-token", "confirm link");

    // A form's errors and a toast.
    await page.goto("/signup");
    await settle(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await s.scan(page, "sign-up errors");
    await page.goto("/login");
    await settle(page);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("status").filter({ hasText: "Login Failed" }).first().waitFor();
    await s.scan(page, "sign-in failed toast");
  }),
);

test(
  "a new user without a plan: home, pricing, checkout, a free try, account, history, locked pages",
  tourAtBothWidths("new user", async (s, page) => {
    await signUp(page, suite.product.baseUrl);
    for (const path of ["/", "/pricing", "/account", "/history", "/workflow-projects", "/bulk", "/dashboard"])
      await s.visit(page, path);
    await s.visit(page, "/checkout?plan=starter", "checkout starter");
    await page.getByRole("button", { name: /^Pay / }).click();
    await s.scan(page, "checkout errors");

    await page.goto("/pricing");
    await settle(page);
    await page.getByTestId("plan-pro").getByRole("button", { name: "Start Free Trial" }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    await s.scan(page, "checkout pro trial");

    await generate(page, "descripto");
    await s.scan(page, "descripto free try result");
  }),
);

test(
  "Starter: dashboard, each tool with results, history, account, the workflow and bulk upgrade pages",
  tourAtBothWidths("starter", async (s, page) => {
    // Each width's own Starter account (five generations a week each), bought through the card form.
    await signUp(page, suite.product.baseUrl);
    await page.goto("/pricing");
    await settle(page);
    await page.getByTestId("plan-starter").getByRole("button", { name: "Get Starter" }).click();
    await page.waitForURL((u) => u.pathname === "/checkout");
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry date").fill("12 / 34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: "Pay $19.00" }).click();
    await page.waitForURL((u) => u.pathname === "/success");
    await s.scan(page, "success");
    await s.visit(page, "/dashboard");
    // Cancelling asks first: the dialog, then Escape keeps the plan.
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("alertdialog").waitFor();
    await s.scan(page, "cancel subscription dialog");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    for (const tool of Object.keys(TOOLS) as (keyof typeof TOOLS)[]) {
      await generate(page, tool);
      await s.scan(page, `${tool} result`);
    }
    for (const path of ["/history", "/account", "/workflow-projects", "/bulk"]) await s.visit(page, path);
  }),
);

test(
  "Pro: dashboard, tools, the workflow from a new project to the blog post, bulk, history, account dialogs",
  tourAtBothWidths("pro", async (s, page, width) => {
    await signIn(page, suite.product.baseUrl, "pro@example.com");
    await s.visit(page, "/dashboard");
    await generate(page, "hookgenie");
    await s.scan(page, "hookgenie result");
    await generate(page, "trendspy");
    await s.scan(page, "trendspy result");

    await s.visit(page, "/workflow-projects");
    await page
      .getByRole("button", { name: /Create Your First Project|New Project/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Create New SEO Project" });
    await dialog.waitFor();
    await s.scan(page, "create project dialog");
    await dialog.getByLabel("Project Name").fill(`Accessible launch ${width}`);
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL(/\?step=trendspy$/);
    await s.scan(page, "workflow step 1");
    await page.getByLabel("Target Niche").fill("trail running shoes for beginners");
    await page.getByRole("button", { name: "Analyze Trends" }).click();
    await page.getByRole("region", { name: "Trend Analysis" }).waitFor();
    await s.scan(page, "workflow step 1 analysis");
    await page.getByRole("button", { name: "Select Keywords & Continue" }).click();
    await page.getByRole("checkbox").first().check();
    await page.getByRole("radio").first().check();
    await s.scan(page, "workflow step 1 selection");
    await page.getByRole("button", { name: "Continue to Descripto" }).click();
    await page.waitForURL(/\?step=descripto$/);
    await settle(page);
    await page.getByLabel("Product Name").fill("Ridgeline Trail Runner");
    await page.getByLabel("Key Features").fill("Grippy lugged outsole\nWaterproof breathable upper");
    await page.getByRole("button", { name: "Generate Description" }).click();
    await page.getByRole("region", { name: "Generated Description" }).waitFor();
    await s.scan(page, "workflow step 2 result");
    await page.getByRole("button", { name: "Continue to HookGenie" }).click();
    await page.waitForURL(/\?step=hookgenie$/);
    await page.getByRole("button", { name: "Generate Headlines" }).click();
    await page.getByRole("region", { name: "Generated Headlines" }).waitFor();
    await s.scan(page, "workflow step 3 result");
    await page.getByRole("button", { name: "Complete with SeoSnapshot" }).click();
    await page.waitForURL(/\?step=seosnapshot$/);
    await page.getByRole("button", { name: "Generate SEO Analysis" }).click();
    await page.getByRole("heading", { name: "Your Complete Blog Post" }).waitFor();
    await s.scan(page, "workflow step 4 blog post");
    await page.getByRole("button", { name: "Complete Workflow" }).click();
    await page.waitForURL(/\/workflow-projects$/);
    await s.scan(page, "workflow projects list");
    await generate(page, "descripto");
    await s.scan(page, "descripto result");
    await generate(page, "seosnapshot");
    await s.scan(page, "seosnapshot result");

    for (const path of ["/bulk", "/history", "/account"]) await s.visit(page, path);
    await page.getByRole("button", { name: "Delete account", exact: true }).click();
    await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
    await s.scan(page, "delete account dialog");
  }),
);

test(
  "admin: home with its notices, the model page, the dashboard after activation",
  tourAtBothWidths("admin", async (s, page) => {
    await signIn(page, suite.product.baseUrl, "admin@example.com");
    for (const path of ["/", "/admin/model", "/pricing"]) await s.visit(page, path);
  }),
);
