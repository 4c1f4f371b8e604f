// The Pro SEO workflow, end to end in a real browser against `npm start`: from the dashboard through
// TrendSpy → Descripto → HookGenie → SeoSnapshot to the Markdown blog post and a completed project,
// with a reload half-way; a Starter user is refused with an explanation; another user cannot open
// the project. Screenshots of every screen at 1280 and 390 px go to /tmp/shots-workflow/.
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { signIn, type RunningProduct, productAndBrowserForFile } from "./harness";

const SHOTS = process.env.WORKFLOW_SHOTS_DIR ?? "/tmp/shots-workflow";
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// Unique per run: every product instance should have its own database, but while the services
// ignore EMBEDDED_DB_PORT (libs/db resolveDatabase always uses 5499) instances on one machine can
// share whichever embedded database listens there.
const RUN = Date.now().toString(36).slice(-5);
const PROJECT = `Trail Shoes Spring Launch ${RUN}`;
const PROJECT_FILE = `trail_shoes_spring_launch_${RUN}_blog_post.md`;
const NICHE = "trail running shoes";
const AUDIENCE = "Young professionals (25-35)";

let product: RunningProduct;
let browser: Browser;
/** Set by the Pro test, read by the later ones. */
let proProjectId: number | undefined;

productAndBrowserForFile((p, b) => {
  mkdirSync(SHOTS, { recursive: true });
  product = p;
  browser = b;
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors, except those `allow` matches. */
  problems: string[];
}

/** A fresh browser context signed in as `email`, collecting page errors and console errors. */
async function openAs(email: string, allow: RegExp[] = []): Promise<Session> {
  const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // Signing in starts from the signed-out /login page, whose session check answers 401 by design;
  // problems are collected from the signed-in page loads on.
  await signIn(page, product.baseUrl, email);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = `${m.text()} @ ${m.location().url}`;
    if (!allow.some((re) => re.test(text))) problems.push(`console: ${text}`);
  });
  return { context, page, problems };
}

/** Full-page (or, for modal dialogs, viewport) screenshots at 1280 and 390 px wide, then back to desktop size. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  for (const [label, viewport] of [
    ["1280", DESKTOP],
    ["390", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky navigation bar is drawn where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage });
  }
  await page.setViewportSize(DESKTOP);
}

/** The open toast showing `text` (Radix also announces it in a live region, which is not the toast). */
const toastWith = (page: Page, text: string) => page.locator("li[data-variant][data-state='open']", { hasText: text });

/** Closes open toasts (with their own close buttons) so they do not cover the screenshots. */
async function dismissToasts(page: Page) {
  const open = page.locator("li[data-variant][data-state='open']");
  while ((await open.count()) > 0) {
    await open.first().getByRole("button", { name: "Close" }).click();
    await page.waitForTimeout(150);
  }
}

async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: { "Content-Type": "application/json", "x-session-id": localStorage.getItem("sessionId") ?? "" },
        credentials: "include",
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
    },
    [method, path, body] as const,
  );
}

/** The first headline without numbering or quotes (SeoSnapshot's prefill from HookGenie's step). */
const firstHeadline = (result: string) =>
  (result.split(/\r?\n/).find((l) => l.trim()) ?? "")
    .trim()
    .replace(/^(?:\d+\s*[.):-]|[-*•])\s*/, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();

/** Runs a test body; on failure leaves a screenshot of the page beside the others. */
async function withFailureShot(page: Page, name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    await page.screenshot({ path: `${SHOTS}/FAILED-${name}.png`, fullPage: true }).catch(() => {});
    throw error;
  }
}

test("a Pro user runs a project from the dashboard through all four steps to the blog post", async () => {
  const { context, page, problems } = await openAs("pro@example.com");
  const started = Date.now();
  await withFailureShot(page, "pro", async () => {
    // Dashboard → the project list, empty on a fresh product.
    const before = (await api(page, "GET", "/api/workflow/projects")).body as unknown[];
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole("button", { name: "Start New SEO Project" }).click();
    await page.waitForURL(/\/workflow-projects$/);
    await page.getByRole("heading", { name: "SEO Workflow Projects" }).waitFor();
    await expectVisible(page, "Why Use the Workflow System?");
    if (before.length === 0) {
      await page.getByText("No Projects Yet").waitFor();
      await shoot(page, "01-list-empty");
      await page.getByRole("button", { name: "Create Your First Project" }).click();
    } else {
      console.warn(`pro@example.com already has ${before.length} projects: this product shares its database; no empty state`);
      await page.getByRole("article").first().waitFor();
      await page.getByRole("button", { name: "New Project" }).click();
    }

    // Create a project: the button stays disabled until the name is not blank.
    const dialog = page.getByRole("dialog", { name: "Create New SEO Project" });
    await dialog.waitFor();
    const create = dialog.getByRole("button", { name: "Create Project" });
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Project Name").fill("   ");
    expect(await create.isDisabled()).toBe(true);
    await dialog.getByLabel("Project Name").fill(PROJECT);
    await shoot(page, "02-create-dialog", { fullPage: false });
    await create.click();

    // Step 1: TrendSpy.
    await page.waitForURL(/\/workflow-projects\/\d+\?step=trendspy$/);
    proProjectId = Number(/\/workflow-projects\/(\d+)/.exec(page.url())![1]);
    await page.getByRole("heading", { name: `SEO Workflow: ${PROJECT}` }).waitFor();
    await page.getByLabel("Target Niche").fill(NICHE);
    await page.getByLabel("Category (Optional)").selectOption("Health & Fitness");
    await page.getByRole("button", { name: "Analyze Trends" }).click();
    await page.getByRole("region", { name: "Trend Analysis" }).waitFor();
    // Nothing saved yet: the button reads "Analyze Trends" until there is saved data (then "Re-analyze Trends").
    expect(await page.getByRole("button", { name: "Analyze Trends" }).count()).toBe(1);
    await dismissToasts(page);
    await shoot(page, "03-trendspy-analysis");

    // Selection: at most 3 keywords, and an audience, before moving on.
    await page.getByRole("button", { name: "Select Keywords & Continue" }).click();
    await page.getByText("Selected: 0/3 keywords").waitFor();
    await page.getByRole("button", { name: "Continue to Descripto" }).click();
    await toastWith(page, "Please select at least 1 keyword and target audience before continuing.").waitFor();
    const boxes = page.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    await page.getByText("Selected: 3/3 keywords").waitFor();
    expect(await boxes.nth(3).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { disabled: false, checked: false }).count()).toBe(0);
    // Unticking one frees the others again.
    await boxes.nth(2).uncheck();
    expect(await boxes.nth(3).isDisabled()).toBe(false);
    await boxes.nth(3).check();
    const keywords: string[] = [];
    for (const i of [0, 1, 3]) keywords.push(((await boxes.nth(i).locator("xpath=..").innerText()).split("\n")[0] ?? "").trim());
    expect(keywords.every(Boolean)).toBe(true);
    await page.getByRole("button", { name: "Continue to Descripto" }).click();
    await toastWith(page, "Please select at least 1 keyword and target audience before continuing.").waitFor();
    await page.getByRole("radio", { name: AUDIENCE }).check();
    await dismissToasts(page);
    await shoot(page, "04-trendspy-select");
    await page.getByRole("button", { name: "Continue to Descripto" }).click();

    // Step 2: Descripto, prefilled from TrendSpy; the saved data survives a reload.
    await page.waitForURL(/\?step=descripto$/);
    const checkDescriptoPrefill = async () => {
      await page.getByRole("complementary", { name: "Data from TrendSpy" }).waitFor();
      expect(await page.getByLabel("Target Audience").inputValue()).toBe(AUDIENCE);
      expect(await page.getByLabel("SEO Keywords").inputValue()).toBe(keywords.join(", "));
      expect(await page.getByLabel("Writing Tone").inputValue()).toBe("professional");
    };
    await checkDescriptoPrefill();
    await page.reload();
    await checkDescriptoPrefill();
    await page.getByLabel("Product Name").fill("Ridgeline Trail Runner");
    await page.getByLabel("Key Features").fill("Grippy lugged outsole\nWaterproof breathable upper\nRock plate underfoot");
    await page.getByRole("button", { name: "Generate Description" }).click();
    const description = page.getByRole("region", { name: "Generated Description" });
    await description.waitFor();
    expect((await description.innerText()).length).toBeGreaterThan(80);
    await dismissToasts(page);
    await shoot(page, "05-descripto");

    // Back at TrendSpy the saved analysis, niche and choices are restored.
    await page.goto(`${product.baseUrl}/workflow-projects/${proProjectId}?step=trendspy`);
    await page.getByRole("button", { name: "Re-analyze Trends" }).waitFor();
    expect(await page.getByLabel("Target Niche").inputValue()).toBe(NICHE);
    expect(await page.getByLabel("Category (Optional)").inputValue()).toBe("Health & Fitness");
    await page.getByRole("button", { name: "Select Keywords & Continue" }).click();
    await page.getByText("Selected: 3/3 keywords").waitFor();
    expect(await page.getByRole("radio", { name: AUDIENCE }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("region", { name: "Trend Analysis" }).waitFor();

    // Descripto again: the unsaved description is gone, so generate it once more and move on.
    await page.goto(`${product.baseUrl}/workflow-projects/${proProjectId}?step=descripto`);
    await checkDescriptoPrefill();
    await page.getByLabel("Product Name").fill("Ridgeline Trail Runner");
    await page.getByLabel("Key Features").fill("Grippy lugged outsole\nWaterproof breathable upper\nRock plate underfoot");
    await page.getByRole("button", { name: "Generate Description" }).click();
    await description.waitFor();
    await page.getByRole("button", { name: "Continue to HookGenie" }).click();

    // Step 3: HookGenie, topic: the product and its main feature, at most 60 characters.
    await page.waitForURL(/\?step=hookgenie$/);
    await page.getByRole("complementary", { name: "Data from Descripto" }).waitFor();
    const afterDescripto = (await api(page, "GET", `/api/workflow/projects/${proProjectId}`)).body as { descriptoData: string };
    const descriptoData = JSON.parse(afterDescripto.descriptoData) as {
      result: string;
      productName: string;
      keyFeatures: string;
    };
    expect(descriptoData.productName).toBe("Ridgeline Trail Runner");
    const topic = await page.getByLabel("Topic/Product").inputValue();
    expect(topic).toBe("Ridgeline Trail Runner: Grippy lugged outsole");
    expect(await page.getByLabel("Content Type").inputValue()).toBe("headline");
    expect(await page.getByLabel("Style").inputValue()).toBe("compelling");
    await page.getByRole("button", { name: "Generate Headlines" }).click();
    const headlines = page.getByRole("region", { name: "Generated Headlines" });
    await headlines.waitFor();
    await dismissToasts(page);
    await shoot(page, "06-hookgenie");
    await page.getByRole("button", { name: "Complete with SeoSnapshot" }).click();

    // Step 4: SeoSnapshot, title from the first headline, after a reload.
    await page.waitForURL(/\?step=seosnapshot$/);
    await page.reload();
    await page.getByRole("complementary", { name: "Data from HookGenie" }).waitFor();
    const saved = await api(page, "GET", `/api/workflow/projects/${proProjectId}`);
    expect(saved.status).toBe(200);
    const project = saved.body as { hookgenieData: string; descriptoData: string; currentStep: string };
    expect(project.currentStep).toBe("seosnapshot");
    const headlineResult = (JSON.parse(project.hookgenieData) as { result: string }).result;
    const title = firstHeadline(headlineResult);
    expect(title.length).toBeGreaterThan(10);
    expect(await page.getByLabel("Page Title").inputValue()).toBe(title);
    // Descripto's meta description: 120-156 characters.
    const meta = await page.getByLabel("Meta Description").inputValue();
    const savedDescripto = JSON.parse(project.descriptoData) as { result: string; metaDescription?: string };
    expect(meta.length).toBeGreaterThanOrEqual(120);
    expect(meta.length).toBeLessThanOrEqual(156);
    expect(savedDescripto.metaDescription).toBe(meta);
    await shoot(page, "07-seosnapshot-form");
    await page.getByRole("button", { name: "Generate SEO Analysis" }).click();
    const score = page.getByRole("region", { name: "SEO Score" });
    await score.waitFor();
    expect(await score.innerText()).toMatch(/\d{1,3}\/100 · (Excellent|Good|Need Improvement)/);
    await page.getByRole("heading", { name: "Your Complete Blog Post" }).waitFor();

    // The Markdown download: name, title, features, keywords and tags.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Markdown" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(PROJECT_FILE);
    const markdown = readFileSync((await download.path())!, "utf8");
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    expect(markdown).toContain(
      "## Key Features\n\n- Grippy lugged outsole\n- Waterproof breathable upper\n- Rock plate underfoot",
    );
    expect(markdown).toContain(`## SEO Keywords\n\n${keywords.map((k) => `- ${k}`).join("\n")}`);
    expect(markdown).toContain(keywords.map((k) => `#${k.replace(/\s+/g, "")}`).join(" "));
    expect((await page.getByTestId("blog-post-markdown").innerText()).trimEnd()).toBe(markdown.trimEnd());
    await dismissToasts(page);
    await shoot(page, "08-seosnapshot-result");

    // Complete: back at the list, completed 4/4, with Export instead of Continue.
    await page.getByRole("button", { name: "Complete Workflow" }).click();
    await page.waitForURL(/\/workflow-projects$/);
    const card = page.getByRole("article", { name: PROJECT });
    await card.getByText("Completed").waitFor();
    await card.getByText("4/4 steps").waitFor();
    await card.getByRole("button", { name: "Export" }).waitFor();
    const done = await api(page, "GET", `/api/workflow/projects/${proProjectId}`);
    expect(done.body).toMatchObject({ status: "completed", currentStep: "completed" });

    // A second project, left at step 1, so the list shows both kinds of card. ("Workflow Complete!"
    // shows at the top right, over the list's "New Project": closed first, as a user would.)
    await dismissToasts(page);
    await page.getByRole("button", { name: "New Project" }).click();
    await page
      .getByRole("dialog", { name: "Create New SEO Project" })
      .getByLabel("Project Name")
      .fill(`Holiday Gift Guide ${RUN}`);
    await page.getByRole("button", { name: "Create Project" }).click();
    await page.waitForURL(/\?step=trendspy$/);
    await page.getByRole("button", { name: "Back to Projects" }).click();
    await page
      .getByRole("article", { name: `Holiday Gift Guide ${RUN}` })
      .getByRole("button", { name: "Start" })
      .waitFor();
    await dismissToasts(page);
    await shoot(page, "09-list-projects");
  });
  expect(problems).toEqual([]);
  console.log(`Pro workflow walk-through took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await context.close();
}, 240_000);

test("a Starter user sees the workflow greyed out and, at its address, an upgrade explanation", async () => {
  // The refused API calls are logged by the browser as failed resources; nothing else may be.
  const { context, page, problems } = await openAs("starter@example.com", [/status of 403/]);
  await page.goto(`${product.baseUrl}/dashboard`);
  const card = page.getByTestId("workflow-card");
  await card.getByText("Pro Only").waitFor();
  await shoot(page, "10-starter-dashboard");
  expect(await card.getByRole("button", { name: "Start New SEO Project" }).count()).toBe(0);
  // Greyed out: the card's contents are desaturated (the upgrade button keeps its colour).
  const filters = await card.evaluate((el) => [el, ...el.querySelectorAll("*")].map((e) => getComputedStyle(e).filter));
  expect(filters.some((f) => f.includes("grayscale"))).toBe(true);
  await card.getByRole("link", { name: /Upgrade to Pro/ }).waitFor();

  const refused = await api(page, "GET", "/api/workflow/projects");
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "/pricing", error: expect.any(String) });
  const create = await api(page, "POST", "/api/workflow/projects", { projectName: "Sneaky" });
  expect(create.status).toBe(403);

  await page.goto(`${product.baseUrl}/workflow-projects`);
  await page.getByRole("heading", { name: "Upgrade to Pro to use the SEO Workflow" }).waitFor();
  expect(await page.getByText("No Projects Yet").count()).toBe(0);
  expect(await page.getByRole("button", { name: "New Project" }).count()).toBe(0);
  await shoot(page, "10-starter-refused-list");

  // A project address gives the same explanation, not an error.
  await page.goto(`${product.baseUrl}/workflow-projects/${proProjectId ?? 1}?step=descripto`);
  await page.getByRole("heading", { name: "Upgrade to Pro to use the SEO Workflow" }).waitFor();

  await page.getByRole("button", { name: "Upgrade to Pro" }).click();
  await page.waitForURL(/\/pricing$/);
  await page.getByText("Simple Pricing").first().waitFor();
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

test("another user cannot open the Pro user's project", async () => {
  expect(proProjectId).toBeDefined();
  const { context, page, problems } = await openAs("admin@example.com", [/status of 404/]);
  const granted = await api(page, "POST", "/api/admin/grant-access");
  expect(granted.status).toBe(200);

  const theirs = await api(page, "GET", `/api/workflow/projects/${proProjectId}`);
  expect(theirs.status).toBe(404);
  expect((await api(page, "PUT", `/api/workflow/projects/${proProjectId}`, { status: "completed" })).status).toBe(404);
  expect((await api(page, "DELETE", `/api/workflow/projects/${proProjectId}`)).status).toBe(404);

  await page.goto(`${product.baseUrl}/workflow-projects/${proProjectId}?step=seosnapshot`);
  await page.getByRole("heading", { name: "Project Not Found" }).waitFor();
  expect(await page.getByText(PROJECT).count()).toBe(0);
  await shoot(page, "11-not-found");
  await page.getByRole("button", { name: "Back to Projects" }).click();
  await page.waitForURL(/\/workflow-projects$/);
  await page.getByRole("heading", { name: "Your Projects" }).waitFor();
  await page.waitForLoadState("networkidle");
  expect(await page.getByRole("article", { name: PROJECT }).count()).toBe(0);
  // The empty list, for the screenshots, when this user has no projects of its own.
  if ((await page.getByText("No Projects Yet").count()) > 0) await shoot(page, "01-list-empty-admin");
  expect(problems).toEqual([]);
  await context.close();
}, 120_000);

async function expectVisible(page: Page, text: string) {
  expect(await page.getByText(text).first().isVisible()).toBe(true);
}
