// Keyboard only, against `npm start` in Chromium: every flow below is done with Tab, Shift+Tab, typing,
// Enter, Space and Escape; no clicks. Each stop Tab lands on must show a visible focus indicator
// (an outline or a ring). Covered: the skip link, sign-up and sign-in, a generation with each tool and
// its exports, the workflow from a new project to the Markdown download, buying Starter with the
// test card, the account's delete dialog (focus kept inside, returned on Escape) and F8 to the toasts.
import type { Locator, Page } from "playwright-core";
import { browserSuiteForFile, signIn, signUp } from "./harness";

const suite = browserSuiteForFile();

jest.setTimeout(180_000);

async function open(width = 1280): Promise<Page> {
  const context = await suite.newContext({
    viewport: { width, height: 900 },
    baseURL: suite.product.baseUrl,
    acceptDownloads: true,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

interface Focused {
  tag: string;
  name: string;
  /** An outline or a box-shadow is drawn around it. */
  ringed: boolean;
  inDialog: boolean;
}

/** The focused element: its tag, a name as a user would read it (label, aria-label or text). */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: "body", name: "", ringed: true, inDialog: false };
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? "";
    const name = (el.getAttribute("aria-label") || labelled || el.textContent || "").replace(/\s+/g, " ").trim();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== "none";
    return {
      tag: el.tagName.toLowerCase(),
      name,
      ringed: outline || ring,
      inDialog: !!el.closest('[role="dialog"], [role="alertdialog"]'),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches; fails if it never does within
 * `max` presses, or if a stop on the way shows no focus indicator.
 */
async function tabTo(page: Page, name: string | RegExp, { max = 150, back = false } = {}): Promise<Focused> {
  const unringed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const f = await focused(page);
    if (!f.ringed) unringed.push(`${f.tag} "${f.name.slice(0, 40)}"`);
    const hit = typeof name === "string" ? f.name === name : name.test(f.name);
    if (hit) {
      expect(unringed).toEqual([]);
      return f;
    }
  }
  throw new Error(`Tab never reached ${name} in ${max} presses`);
}

/** Tabs to a field by its label and types into it. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  await tabTo(page, label);
  await page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
async function activate(page: Page, name: string | RegExp, opts?: { max?: number }) {
  await tabTo(page, name, opts);
  await page.keyboard.press("Enter");
}

/** Starts from the top of the page as a keyboard user does after a page load. */
async function fromTop(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator("body").focus();
}

/** On the workflow's `step` once `ready` shows, the keyboard starting from the top of the page. */
async function atWorkflowStep(page: Page, step: string, ready: Locator) {
  await page.waitForURL(new RegExp(`\\?step=${step}$`));
  await ready.waitFor();
  await fromTop(page);
}

test("the first Tab on a page is 'Skip to content', and Enter moves focus into the main content", async () => {
  const page = await open();
  for (const path of ["/", "/login", "/pricing"]) {
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.keyboard.press("Tab");
    expect((await focused(page)).name).toBe("Skip to content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  }
});

test("sign up, sign out and sign in with the keyboard", async () => {
  const page = await open();
  const email = `kbd-${Date.now().toString(36)}@example.com`;
  await page.goto("/signup");
  await page.getByRole("heading", { name: "Create Account" }).waitFor();
  await fromTop(page);
  await typeInto(page, "First name", "Kim");
  await typeInto(page, "Last name", "Keys");
  await typeInto(page, "Email", email);
  await typeInto(page, "Password", "s3cret-pass");
  await typeInto(page, "Confirm password", "s3cret-pass");
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByText("Welcome, Kim").first().waitFor();

  await fromTop(page);
  await activate(page, "Logout");
  await page.waitForURL((u) => u.pathname === "/login");
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await fromTop(page);
  await typeInto(page, "Email", email);
  await typeInto(page, "Password", "s3cret-pass");
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByText("Welcome, Kim").first().waitFor();
});

test("F8 moves focus to a toast that announced a failed sign-in", async () => {
  const page = await open();
  await page.goto("/login");
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await fromTop(page);
  await typeInto(page, "Email", "nobody@example.com");
  await typeInto(page, "Password", "wrong-password");
  await page.keyboard.press("Enter");
  await page.getByRole("status").filter({ hasText: "Login Failed" }).first().waitFor();
  await page.keyboard.press("F8");
  const region = await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute("aria-label"));
  expect(region).toMatch(/Notifications/);
});

const TOOLS_BY_KEYBOARD = [
  {
    path: "/descripto",
    fill: [
      ["Product Name", "Linen Apron with Pockets"],
      ["Key Features", "Stonewashed European linen\nTwo deep front pockets"],
      ["Target Audience", "home bakers"],
    ],
    submit: "Generate Description",
    result: "description-result",
    exports: ["Copy", "TXT"],
  },
  {
    path: "/hookgenie",
    fill: [["Topic/Product", "Linen aprons for home bakers"]],
    submit: "Generate Headlines",
    result: "headline",
    exports: ["TXT"],
  },
  {
    path: "/trendspy",
    fill: [["Target Niche", "sourdough baking at home"]],
    submit: "Analyze Trends",
    result: "keyword-card",
    exports: ["CSV"],
  },
  {
    path: "/seosnapshot",
    fill: [
      ["Page Title", "Linen Aprons for Home Bakers | Two Deep Pockets"],
      [
        "Meta Description",
        "Stonewashed linen aprons with two deep pockets for home bakers. Soft from the first wear, machine washable and made to last. Free shipping over $50.",
      ],
    ],
    submit: "Audit SEO",
    result: "overall-score",
    exports: ["TXT", "PDF"],
  },
] as const;

test.each(TOOLS_BY_KEYBOARD)("$path: fill, generate and export with the keyboard (Pro)", async (tool) => {
  const page = await open();
  await signIn(page, suite.product.baseUrl, "pro@example.com");
  await page.goto(tool.path);
  await page.getByRole("button", { name: tool.submit, exact: true }).waitFor();
  await fromTop(page);
  for (const [label, text] of tool.fill) await typeInto(page, label, text);
  await activate(page, tool.submit);
  await page.getByTestId(tool.result).first().waitFor();
  // The result takes the focus (or it is announced and in view): the next Tab goes on from there.
  for (const format of tool.exports) {
    if (format === "Copy") {
      await activate(page, "Copy", { max: 80 });
      continue;
    }
    const [download] = await Promise.all([page.waitForEvent("download"), activate(page, format, { max: 80 })]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${format.toLowerCase()}$`));
  }
});

test("the workflow from a new project to the Markdown download, with the keyboard", async () => {
  const page = await open();
  await signIn(page, suite.product.baseUrl, "pro@example.com");
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Start New SEO Project" }).waitFor();
  await fromTop(page);
  await activate(page, "Start New SEO Project");
  await page.waitForURL(/\/workflow-projects$/);
  await page.getByRole("heading", { name: "SEO Workflow Projects" }).waitFor();
  await fromTop(page);
  await activate(page, /^(Create Your First Project|New Project)$/);
  await page.getByRole("dialog", { name: "Create New SEO Project" }).waitFor();
  // The dialog took the focus.
  expect((await focused(page)).inDialog).toBe(true);
  await typeInto(page, "Project Name", "Keyboard launch");
  await activate(page, "Create Project");

  await atWorkflowStep(page, "trendspy", page.getByLabel("Target Niche"));
  await typeInto(page, "Target Niche", "trail running shoes for beginners");
  await activate(page, "Analyze Trends");
  await page.getByRole("region", { name: "Trend Analysis" }).waitFor();
  await activate(page, "Select Keywords & Continue", { max: 200 });
  await page.getByRole("checkbox").first().waitFor();
  await fromTop(page);
  await tabTo(
    page,
    (await page
      .getByRole("checkbox")
      .first()
      .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, " ").trim() ?? "")) || /./,
    { max: 250 },
  );
  await page.keyboard.press("Space");
  await page.getByText("Selected: 1/3 keywords").waitFor();
  const audience = await page
    .getByRole("radio")
    .first()
    .evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, " ").trim() ?? "");
  await tabTo(page, audience, { max: 250 });
  await page.keyboard.press("Space");
  await activate(page, "Continue to Descripto", { max: 250 });

  await atWorkflowStep(page, "descripto", page.getByLabel("Product Name"));
  await typeInto(page, "Product Name", "Ridgeline Trail Runner");
  await typeInto(page, "Key Features", "Grippy lugged outsole\nWaterproof breathable upper");
  await activate(page, "Generate Description");
  await page.getByRole("region", { name: "Generated Description" }).waitFor();
  await activate(page, "Continue to HookGenie", { max: 200 });

  await atWorkflowStep(page, "hookgenie", page.getByRole("button", { name: "Generate Headlines" }));
  await activate(page, "Generate Headlines");
  await page.getByRole("region", { name: "Generated Headlines" }).waitFor();
  await activate(page, "Complete with SeoSnapshot", { max: 200 });

  await atWorkflowStep(page, "seosnapshot", page.getByRole("button", { name: "Generate SEO Analysis" }));
  await activate(page, "Generate SEO Analysis");
  await page.getByRole("heading", { name: "Your Complete Blog Post" }).waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), activate(page, "Download Markdown", { max: 200 })]);
  expect(download.suggestedFilename()).toMatch(/\.md$/);
});

test("buying Starter with the test card, with the keyboard", async () => {
  const page = await open();
  await signUp(page, suite.product.baseUrl);
  await page.goto("/pricing");
  await page.getByTestId("plan-starter").waitFor();
  await fromTop(page);
  await activate(page, "Get Starter");
  await page.waitForURL((u) => u.pathname === "/checkout");
  await page.getByLabel("Card number").waitFor();
  await fromTop(page);
  await typeInto(page, "Card number", "4242424242424242");
  await typeInto(page, "Expiry date", "1234");
  await typeInto(page, "CVC", "123");
  await activate(page, /^Pay \$19\.00$/);
  await page.waitForURL((u) => u.pathname === "/success");
  await page.getByText("Payment Successful").first().waitFor();
});

test("the delete-account dialog keeps focus inside, and Escape closes it and returns focus", async () => {
  const page = await open();
  await signUp(page, suite.product.baseUrl);
  await page.goto("/account");
  await page.getByRole("button", { name: "Delete account", exact: true }).waitFor();
  await fromTop(page);
  await activate(page, "Delete account", { max: 200 });
  await page.getByRole("alertdialog", { name: "Delete your account?" }).waitFor();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect((await focused(page)).inDialog).toBe(true);
  }
  await page.keyboard.press("Escape");
  await page.getByRole("alertdialog").waitFor({ state: "detached" });
  expect((await focused(page)).name).toBe("Delete account");
});
