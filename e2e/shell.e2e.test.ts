// The shell, end to end against `npm start`: sign up, sign out and sign in through the forms, the
// access redirects between home and dashboard, the Starter weekly counter after a real generation,
// the admin activation, pricing to checkout, the not-found page, and a tour of the public and
// signed-in pages at desktop and phone width (no console errors, no sideways scrolling), and the
// signed-out pages on the wire: readable without JavaScript, within the 120 KB JavaScript budget.
// Set SHOTS_DIR=/tmp/shots to also save a screenshot of every toured page.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { mailboxLink, signIn, type RunningProduct, productAndBrowserForFile } from "./harness";

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let problems: string[];

jest.setTimeout(60_000);

productAndBrowserForFile((p, b) => {
  product = p;
  browser = b;
});

/** A fresh browser context per test; console errors and page errors are collected in `problems`. */
async function openPage(width = 1280, height = 900): Promise<Page> {
  context = await browser.newContext({ viewport: { width, height }, baseURL: product.baseUrl });
  problems = [];
  const page = await context.newPage();
  watch(page);
  return page;
}

function watch(page: Page) {
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()} (${m.location().url})`);
  });
}

afterEach(async () => {
  await context?.close();
});

let counter = 0;
function uniqueEmail() {
  return `e2e-${Date.now().toString(36)}-${++counter}@example.com`;
}

async function signUpThroughForm(page: Page, firstName = "Maya", lastName = "Lopez") {
  const email = uniqueEmail();
  await page.goto("/signup");
  await expectHeading(page, "Create Account");
  await page.getByText("Join to start optimizing your SEO").waitFor();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("s3cret-pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("s3cret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  return email;
}

async function expectHeading(page: Page, name: string | RegExp) {
  await page.getByRole("heading", { name }).first().waitFor({ timeout: 15_000 });
}

async function toast(page: Page, title: string) {
  const item = page.getByRole("status").filter({ hasText: title });
  await item.first().waitFor({ timeout: 10_000 });
  return item.first();
}

test("sign up through the form lands signed in, on home without access", async () => {
  const page = await openPage();
  await signUpThroughForm(page, "Maya", "Lopez");

  await toast(page, "Account Created!");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByText("Welcome, Maya").first().waitFor();
  await page.getByText("Choose a subscription plan to access your SEO tools").waitFor();
  expect(await page.getByRole("link", { name: /Choose Plan/ }).count()).toBe(4);
  await page.getByRole("button", { name: "Logout" }).waitFor();

  // Signed in for real: a reload keeps the user.
  await page.reload();
  await page.getByText("Choose a subscription plan to access your SEO tools").waitFor();
  expect(problems).toEqual([]);
});

test("sign up with a taken e-mail shows 'Signup Failed' and stays on the form", async () => {
  const page = await openPage();
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Last name").fill("Taken");
  await page.getByLabel("Email").fill("pro@example.com");
  await page.getByLabel("Password", { exact: true }).fill("s3cret-pass");
  await page.getByLabel("Confirm password", { exact: true }).fill("s3cret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await toast(page, "Signup Failed");
  expect(new URL(page.url()).pathname).toBe("/signup");
});

test("sign out, then sign in through the form: 'Welcome back!' and a full page load to /", async () => {
  const page = await openPage();
  const email = await signUpThroughForm(page, "Noah", "Berg");
  await page.getByText("Welcome, Noah").first().waitFor();

  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL((u) => u.pathname === "/login");
  await expectHeading(page, "Welcome Back");
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeNull();
  // Signed out on the server too: the user call is refused.
  const user = await page.evaluate(async () => (await fetch("/api/auth/user", { credentials: "include" })).status);
  expect(user).toBe(401);

  // Wrong password first: the error toast, still on /login.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await toast(page, "Login Failed");
  expect(new URL(page.url()).pathname).toBe("/login");

  // Mark the document: a full page load replaces it.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
  await page.getByLabel("Password", { exact: true }).fill("s3cret-pass");
  await page.getByRole("button", { name: "Sign In" }).click();
  const welcome = await toast(page, "Welcome back!");
  expect(await welcome.textContent()).toContain("You've been logged in successfully.");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByText("Choose a subscription plan to access your SEO tools").waitFor();
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined();
  // The welcome is still there on the newly loaded page.
  await toast(page, "Welcome back!");
  expect(await page.evaluate(() => localStorage.getItem("sessionId"))).toBeTruthy();
  expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
});

test("a user with access is sent from home to the dashboard", async () => {
  const page = await openPage();
  await signIn(page, product.baseUrl, "pro@example.com");
  await page.goto("/home");
  await page.waitForURL((u) => u.pathname === "/dashboard");
  await page.getByText("Pro Plan").first().waitFor();
  await page.getByRole("button", { name: "Start New SEO Project" }).waitFor();
  await page.getByRole("button", { name: "Manage Projects" }).waitFor();
  await page
    .getByRole("button", { name: /^LAUNCH/ })
    .nth(3)
    .waitFor();
  expect(await page.getByRole("button", { name: /^LAUNCH/ }).count()).toBe(4);
  expect(await page.getByText("Pro Only").count()).toBe(0);
  expect(problems).toEqual([]);
});

test("a user without access is sent from the dashboard back home", async () => {
  const page = await openPage();
  await signUpThroughForm(page, "Iris", "Quinn");
  await page.getByText("Welcome, Iris").first().waitFor();
  await page.goto("/dashboard");
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByText("Choose a subscription plan to access your SEO tools").waitFor();
});

test("the Starter dashboard counts a real generation", async () => {
  const page = await openPage();
  const sessionId = await signIn(page, product.baseUrl, "starter@example.com");
  await page.goto("/dashboard");
  await page.getByText("Starter Plan").first().waitFor();
  const usage = page.getByTestId("usage-card");
  const before = Number((await usage.getByText(/\d+\/5 generations used/).textContent())!.match(/(\d+)\/5/)![1]);
  expect(before).toBeLessThan(5);
  await page
    .getByText(`${5 - before} left`)
    .first()
    .waitFor();
  await page.getByText("Pro Only").waitFor();
  await page.getByTestId("workflow-card").getByRole("link", { name: "Upgrade to Pro" }).waitFor();

  const res = await page.evaluate(async (sid) => {
    const r = await fetch("/api/seosnapshot", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-session-id": sid },
      body: JSON.stringify({
        title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts",
        description: "Slim RFID-blocking bifold wallets in full-grain leather, hand-stitched, with free engraving.",
      }),
    });
    return r.status;
  }, sessionId);
  expect(res).toBe(200);

  await page.reload();
  await usage.getByText(`${before + 1}/5 generations used`).waitFor();
  await page
    .getByText(`${4 - before} left`)
    .first()
    .waitFor();
  await usage.getByText(/Resets /).waitFor();
  const bar = usage.getByRole("progressbar");
  expect(await bar.getAttribute("aria-valuenow")).toBe(String(before + 1));
  expect(problems).toEqual([]);
});

test("the admin activates admin access: toast, reload, every tool", async () => {
  const page = await openPage();
  await signIn(page, product.baseUrl, "admin@example.com");
  await page.goto("/dashboard");
  await page.getByText("No Plan").first().waitFor();
  // Stays on the dashboard (the activation card lives here) even without access.
  await page.waitForTimeout(400);
  expect(new URL(page.url()).pathname).toBe("/dashboard");

  const loads: string[] = [];
  page.on("load", () => loads.push(page.url()));
  await page.getByRole("button", { name: "Activate Admin Access" }).click();
  const granted = await toast(page, "Admin Access Granted");
  expect(await granted.textContent()).toContain("You now have access to all tools.");
  // The toast shows before the reload or, left across it, on the reloaded page.
  if (loads.length === 0) await page.waitForEvent("load", { timeout: 10_000 });
  expect(loads.length).toBeGreaterThanOrEqual(1);

  await page.getByText("Admin Access").first().waitFor();
  expect(await page.getByRole("button", { name: "Activate Admin Access" }).count()).toBe(0);
  await page
    .getByRole("button", { name: /^LAUNCH/ })
    .nth(3)
    .waitFor();
  expect(await page.getByRole("button", { name: /^LAUNCH/ }).count()).toBe(4);
  await page.getByRole("button", { name: "Start New SEO Project" }).waitFor();
  expect(problems).toEqual([]);
});

test("pricing: the Starter purchase opens /checkout and Pro's trial opens /checkout?plan=pro&trial=true", async () => {
  const page = await openPage();
  const email = await signUpThroughForm(page, "Lena", "Ortiz");
  await page.getByText("Welcome, Lena").first().waitFor();
  // Buying needs a confirmed address: the link the product mailed (the dev mailbox here).
  await page.goto(await mailboxLink(product.baseUrl, email, /\/verify-email\?token=/));
  await page.getByText("Your e-mail is confirmed.").first().waitFor();
  await page.goto("/dashboard");

  await page.getByRole("link", { name: "View Plans" }).first().click();
  await page.waitForURL((u) => u.pathname === "/pricing");
  await expectHeading(page, "Simple Pricing");
  await page.getByText("Start with a 3-day free trial").first().waitFor();

  await page.getByTestId("plan-starter").getByRole("button", { name: "Get Starter" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout", { timeout: 15_000 });
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("checkoutData"))) ?? "{}");
  expect(stored).toMatchObject({ plan: "starter", amount: 19 });
  expect(typeof stored.clientSecret).toBe("string");

  await page.goto("/pricing");
  await page.getByTestId("plan-pro").getByRole("button", { name: "Start Free Trial" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout", { timeout: 15_000 });
  const params = new URL(page.url()).searchParams;
  expect(params.get("plan")).toBe("pro");
  expect(params.get("trial")).toBe("true");
  expect(params.get("client_secret")).toBeTruthy();
  expect(problems).toEqual([]);
});

test("an unknown path: the not-found page when signed in, the landing page when signed out", async () => {
  const page = await openPage();
  await page.goto("/no-such-page");
  await page.getByText("10K+").waitFor();
  await page
    .getByRole("link", { name: /Start Free Trial/ })
    .first()
    .waitFor();

  await signIn(page, product.baseUrl, "pro@example.com");
  await page.goto("/no-such-page");
  await expectHeading(page, /Page Not Found/);
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await page.waitForURL((u) => u.pathname === "/dashboard");
  await page.getByText("Pro Plan").first().waitFor();
});

/** The signed-out pages (prerendered) and a text each shows once it is there. */
const SIGNED_OUT_PAGES = [
  { name: "landing", path: "/", ready: "10K+" },
  { name: "seo-tools", path: "/seo-tools", ready: "Start Free Trial" },
  { name: "login", path: "/login", ready: "Welcome Back" },
  { name: "signup", path: "/signup", ready: "Create Account" },
  { name: "pricing", path: "/pricing", ready: "Simple Pricing" },
];

describe("page tour at desktop and phone width", () => {
  const pages: { name: string; path: string; as?: string; ready: string }[] = [
    ...SIGNED_OUT_PAGES,
    { name: "dashboard-starter", path: "/dashboard", as: "starter@example.com", ready: "generations used" },
    { name: "dashboard-pro", path: "/dashboard", as: "pro@example.com", ready: "Manage Projects" },
    { name: "pricing-signed-in", path: "/pricing", as: "pro@example.com", ready: "Simple Pricing" },
    { name: "not-found", path: "/nope", as: "pro@example.com", ready: "Page Not Found" },
  ];
  const shots = process.env.SHOTS_DIR;
  if (shots) mkdirSync(shots, { recursive: true });

  for (const width of [1280, 390]) {
    test(`${width} px: no console errors and nothing wider than the screen`, async () => {
      const page = await openPage(width, width > 500 ? 900 : 844);
      const report: string[] = [];
      for (const p of pages) {
        await context.clearCookies();
        await page.goto("/login");
        await page.evaluate(() => localStorage.clear());
        if (p.as) await signIn(page, product.baseUrl, p.as);
        problems = [];
        await page.goto(p.path);
        await page.getByText(p.ready).first().waitFor({ state: "attached", timeout: 15_000 });
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) report.push(`${p.name}: ${overflow}px wider than the screen`);
        if (p.as) {
          // The signed-in bar keeps the product name, the welcome and Logout on screen at every width.
          const bar = page.getByRole("banner").first();
          for (const text of ["RankForge", "Welcome,", "Logout"]) {
            const box = await bar.getByText(text, { exact: false }).first().boundingBox();
            if (!box || box.width < 4 || box.x < 0 || box.x + box.width > width + 1)
              report.push(`${p.name}: navbar "${text}" not fully visible`);
          }
        }
        report.push(...problems.map((x) => `${p.name}: ${x}`));
        if (shots) await page.screenshot({ path: path.join(shots, `${p.name}-${width}.png`), fullPage: true });
      }
      expect(report).toEqual([]);
    }, 120_000);
  }
});

describe("the signed-out pages on the wire", () => {
  test("are readable with JavaScript switched off (prerendered HTML)", async () => {
    context = await browser.newContext({ baseURL: product.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    const missing: string[] = [];
    for (const p of SIGNED_OUT_PAGES) {
      await page.goto(p.path);
      if ((await page.getByText(p.ready).count()) === 0) missing.push(`${p.path}: no "${p.ready}"`);
    }
    expect(missing).toEqual([]);
  });

  // The first-visit budget (docs/performance.md): at most 120 KB of JavaScript, compressed, on a first visit (a size, not a time).
  test("a first visit downloads at most 120 KB of compressed JavaScript", async () => {
    const report: Record<string, { files: number; kb: number; uncompressed: string[] }> = {};
    for (const p of SIGNED_OUT_PAGES) {
      context = await browser.newContext({ baseURL: product.baseUrl });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const scripts = new Map<string, { url: string; encoding: string; length: number; bytes: number }>();
      cdp.on("Network.responseReceived", (e) => {
        if (e.type !== "Script") return;
        const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        scripts.set(e.requestId, {
          url: e.response.url,
          encoding: String(headers["content-encoding"] ?? "none"),
          length: Number(headers["content-length"] ?? Infinity),
          bytes: 0,
        });
      });
      cdp.on("Network.loadingFinished", (e) => {
        const script = scripts.get(e.requestId);
        if (script) script.bytes = e.encodedDataLength;
      });
      await page.goto(p.path, { waitUntil: "networkidle" });
      await page.getByText(p.ready).first().waitFor();
      const files = [...scripts.values()];
      report[p.path] = {
        files: files.length,
        kb: Math.round(files.reduce((n, f) => n + f.bytes, 0) / 1024),
        // a file of a few hundred bytes (the session gate) is not worth compressing
        uncompressed: files.filter((f) => f.length > 1024 && !["br", "gzip"].includes(f.encoding)).map((f) => f.url),
      };
      await context.close();
    }
    for (const [pagePath, r] of Object.entries(report)) {
      expect({ page: pagePath, uncompressed: r.uncompressed }).toEqual({ page: pagePath, uncompressed: [] });
      expect({ page: pagePath, withinBudget: r.kb <= 120, kb: r.kb }).toEqual({ page: pagePath, withinBudget: true, kb: r.kb });
    }
  });
});
