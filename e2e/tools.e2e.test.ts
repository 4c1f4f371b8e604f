// The four tool remotes in a real browser against `npm start`: each tool as the Pro demo user
// (generate, see the result, export in the formats the tool offers and check the files' contents),
// as a freshly signed-up user without a plan (the free tries, then /pricing or the TrendSpy toast),
// the hand-off chain TrendSpy → Descripto → HookGenie → SeoSnapshot for the admin, and the pages on
// a phone (no sideways scrolling). Set E2E_SHOTS_DIR to keep screenshots of every page idle and
// with results at 1280 and 390 px.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { apiCall, browserSuiteForFile, signIn, signUp } from "./harness";
import { collectPageErrors, SIGNED_OUT_SESSION_CHECK } from "./pageErrors";
import { TOOLS } from "./toolForms";

const FREE_TRIES = 2;
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

const suite = browserSuiteForFile({ FREE_TRIES_PER_DAY: String(FREE_TRIES) }, () => {
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

jest.setTimeout(120_000);

interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors, except those listed as expected. */
  errors: string[];
}

/**
 * A fresh browser context. Collects uncaught errors, console errors and failed API answers;
 * `expected` lists answers that belong to the scenario, e.g. "402 POST /api/descripto".
 */
async function open(width = 1280, expected: RegExp[] = []): Promise<Session> {
  const context = await suite.newContext({ acceptDownloads: true, viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  const errors = collectPageErrors(
    page,
    (answer) =>
      // Before sign-in the shell asks who is signed in and is told 401 (the client contract's session check).
      (answer === SIGNED_OUT_SESSION_CHECK && !page.url().includes("/api/") && !signedIn.has(page)) ||
      expected.some((re) => re.test(answer)),
  );
  return { context, page, errors };
}

const signedIn = new WeakSet<Page>();
async function signInAs(page: Page, email: string) {
  await signIn(page, suite.product.baseUrl, email);
  signedIn.add(page);
}
async function signUpFresh(page: Page) {
  await signUp(page, suite.product.baseUrl, undefined, { confirm: false });
  signedIn.add(page);
}

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await page.evaluate(() => window.scrollTo(0, 0)); // the sticky navbar sits where the page is scrolled
  await page.waitForTimeout(150); // let entrance transitions settle
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
  // Tall pages also in screen-sized parts, to be read at full size.
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  const part = width > 600 ? 1000 : 900;
  for (let y = 0, i = 1; height > part * 1.5 && y < height; y += part, i++) {
    await page.screenshot({
      path: path.join(SHOTS_DIR, `${name}-part${i}.png`),
      fullPage: true,
      clip: { x: 0, y, width, height: Math.min(part, height - y) },
    });
  }
}

/** A toast (or any text) shown exactly so. */
const seeText = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Nothing on the page is wider than the viewport (no sideways scrolling on phones). */
async function expectNoHorizontalOverflow(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The export bar named `name`, offering exactly `buttons`. */
async function exportBar(page: Page, name: string, buttons: string[]): Promise<Locator> {
  const bar = page.getByRole("group", { name });
  expect(await bar.getByRole("button").allTextContents()).toEqual(buttons);
  return bar;
}

/** Clicks an export button and returns the saved download's name and bytes. */
async function download(page: Page, bar: Locator, format: "TXT" | "CSV" | "PDF") {
  const [dl] = await Promise.all([page.waitForEvent("download"), bar.getByRole("button", { name: format, exact: true }).click()]);
  const file = await dl.path();
  if (!file) throw new Error(`download of ${format} failed: ${await dl.failure()}`);
  await seeText(page, `File exported as ${format}`);
  return { name: dl.suggestedFilename(), bytes: readFileSync(file) };
}

/** The CSV export's format: every value quoted, inner quotes doubled. */
const QUOTED_ROW = /^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/;
function csvRows(text: string): string[][] {
  const lines = text.split("\n");
  for (const line of lines) expect(line).toMatch(QUOTED_ROW);
  return lines.map((line) =>
    line
      .slice(1, -1)
      .split('","')
      .map((cell) => cell.replace(/""/g, '"')),
  );
}

/** The PDF export: a letter-size document titled '{tool} Export'. */
function expectPdf(bytes: Buffer, tool: string) {
  const text = bytes.toString("latin1");
  expect(text.startsWith("%PDF")).toBe(true);
  expect(text).toContain(`(${tool} Export) Tj`);
  expect(text).toMatch(/\/MediaBox \[0 0 612\.?0* 792\.?0*\]/);
  expect(text).toContain("/BaseFont /Helvetica");
}

type ToolName = keyof typeof TOOLS;

/** Signed in as the Pro demo user on the tool's page, idle (its screenshot taken). */
async function openToolAsPro(tool: ToolName, width = 1280): Promise<Session> {
  const session = await open(width);
  await signInAs(session.page, "pro@example.com");
  await session.page.goto(`${suite.product.baseUrl}/${tool}`);
  await session.page.getByTestId("idle-state").waitFor();
  await shot(session.page, `${tool}-${width}-idle`);
  return session;
}

async function generate(page: Page, tool: ToolName, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
  return TOOLS[tool].result(page);
}

describe("as the Pro demo user", () => {
  test("Descripto: a description in the chosen tone, tips, TXT export; no hand-off without plan all/admin", async () => {
    const { page, errors } = await openToolAsPro("descripto");
    await TOOLS.descripto.fill(page);
    const keywords = await page.getByLabel("SEO Keywords", { exact: true }).inputValue();
    // One chip, then its whole pack: each keyword once, comma separated.
    expect(keywords).toBe("free shipping, best seller, limited offer, buy online, customer favorite");
    const result = await generate(page, "descripto", "Generate Description");
    await seeText(page, "Description Generated!");
    const description = (await result.textContent())!;
    expect(description.length).toBeGreaterThan(200);
    expect(description).toMatch(/AeroFit Trail Running Shoes/);
    await page.getByRole("heading", { name: "Optimization Tips" }).waitFor();
    await shot(page, "descripto-1280-result");

    const bar = await exportBar(page, "Export", ["Copy", "TXT"]);
    const txt = await download(page, bar, "TXT");
    expect(txt.name).toBe("product-description.txt");
    expect(txt.bytes.toString("utf8")).toBe(description);
    expect(await page.getByRole("button", { name: /Send to HookGenie/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("HookGenie: a ranked list with scores and lengths, copy, TXT and CSV export", async () => {
    const { context, page, errors } = await openToolAsPro("hookgenie");
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.product.baseUrl });
    await TOOLS.hookgenie.fill(page);
    await generate(page, "hookgenie", "Generate Headlines");
    await seeText(page, "Headlines Generated!");
    const rows = page.getByTestId("headline");
    // Offline drafts are a few honest arrangements of the topic's own words, not a padded list.
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    const scores = (await rows.getByTitle("Headline score").allTextContents()).map((s) => Number(s.split("/")[0]));
    expect(scores.length).toBe(await rows.count());
    expect([...scores].sort((a, b) => b - a)).toEqual(scores); // best first
    await expect(rows.first().getByTitle("Length against the channel limit").textContent()).resolves.toMatch(/^\d+\/60 chars$/);
    await page.getByRole("heading", { name: "Writing Tips" }).waitFor();
    await shot(page, "hookgenie-1280-result");

    const bar = await exportBar(page, "Export", ["Copy", "TXT", "CSV"]);
    await bar.getByRole("button", { name: "Copy", exact: true }).click();
    await seeText(page, "Content copied to clipboard");
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    const txt = await download(page, bar, "TXT");
    expect(txt.name).toBe("hookgenie-headlines.txt");
    expect(txt.bytes.toString("utf8")).toBe(copied);
    const firstHeadline = (await rows.first().locator(".text").textContent())!;
    expect(copied).toContain(firstHeadline);

    const csv = await download(page, bar, "CSV");
    expect(csv.name).toBe("hookgenie-headlines.csv");
    const table = csvRows(csv.bytes.toString("utf8"));
    expect(table[0]).toEqual(["rank", "text", "score", "length", "limit"]);
    expect(table.length).toBe((await rows.count()) + 1);
    expect(table[1]).toEqual(["1", firstHeadline, String(scores[0]), String([...firstHeadline].length), "60"]);
    expect(await page.getByRole("button", { name: /Send to SeoSnapshot/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("TrendSpy: keyword cards with interest bands (estimates, no numbers), a cloud, analysis and insights; keyword CSV and analysis TXT", async () => {
    const { page, errors } = await openToolAsPro("trendspy");
    await TOOLS.trendspy.fill(page);
    const analysis = await generate(page, "trendspy", "Analyze Trends");
    await seeText(page, "Trend Analysis Complete!");
    const cards = page.getByTestId("keyword-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    // Long lists open at the top cards, with "Show all N keywords" for the rest.
    const showAll = page.getByRole("button", { name: /^Show all \d+ keywords$/ });
    if (await showAll.count()) await showAll.click();
    const count = await cards.count();
    for (const d of await page.getByTestId("difficulty").all()) {
      const value = Number((await d.textContent())!.split("/")[0]);
      expect(await d.getAttribute("data-tone")).toBe(value < 30 ? "success" : value < 60 ? "warning" : "danger");
    }
    expect(await page.getByTestId("cloud-word").count()).toBe(count);
    expect((await analysis.textContent())!.length).toBeGreaterThan(100);
    await page.getByRole("heading", { name: "Strategic Insights" }).waitFor();
    await shot(page, "trendspy-1280-result");

    const keywordBar = await exportBar(page, "Keywords", ["Copy", "CSV"]);
    const csv = await download(page, keywordBar, "CSV");
    expect(csv.name).toBe("trendspy-keywords.csv");
    const table = csvRows(csv.bytes.toString("utf8"));
    // Offline (no keyword-data provider in e2e): bands and the estimate label, never a number.
    expect(table[0]).toEqual(["keyword", "interest", "why", "intent", "source"]);
    for (const row of table.slice(1)) expect(row[4]).toBe("estimate — connect a data source for volumes");
    await seeText(page, "estimate — connect a data source for volumes");
    expect(await page.getByTestId("difficulty").count()).toBe(0);
    expect(table.length).toBe(count + 1);
    expect(table[1]![0]).toBe(await cards.first().getByRole("heading").textContent());

    const analysisBar = await exportBar(page, "Analysis", ["Copy", "TXT"]);
    const txt = await download(page, analysisBar, "TXT");
    expect(txt.name).toBe("trendspy-analysis.txt");
    expect(txt.bytes.toString("utf8")).toBe(await analysis.textContent());
    expect(await page.getByRole("button", { name: /Send to Descripto/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("SeoSnapshot: score card, metrics, search preview, recommendations, analysis; TXT and PDF export", async () => {
    const { page, errors } = await openToolAsPro("seosnapshot");
    await TOOLS.seosnapshot.fill(page);
    await expect(page.getByTestId("title-counter").textContent()).resolves.toBe("78/60");
    const card = await generate(page, "seosnapshot", "Audit SEO");
    await seeText(page, "SEO Audit Complete!");
    const score = Number(await page.getByTestId("overall-score").textContent());
    expect(score).toBeGreaterThan(0);
    expect(await card.getAttribute("data-tone")).toBe(score >= 80 ? "success" : score >= 60 ? "warning" : "danger");
    await card.getByText(score >= 80 ? "Excellent" : score >= 60 ? "Good" : "Need Improvement", { exact: true }).waitFor();
    for (const heading of ["Technical Metrics", "Search Result Preview", "Recommendations", "Detailed Analysis"]) {
      await page.getByRole("heading", { name: heading }).waitFor();
    }
    // The 78-character title is cut on desktop, and the preview says so.
    await page.getByText(/^On desktop, Google cuts the title/).waitFor();
    await shot(page, "seosnapshot-1280-result");
    await page.getByRole("tab", { name: "Mobile" }).click();
    await page.getByTestId("serp-mobile").waitFor();

    const bar = await exportBar(page, "Export report", ["Copy", "TXT", "PDF"]);
    const txt = await download(page, bar, "TXT");
    expect(txt.name).toBe("seo-snapshot-report.txt");
    expect(txt.bytes.toString("utf8")).toMatch(new RegExp(`${score}\\s*/\\s*100`));
    const pdf = await download(page, bar, "PDF");
    expect(pdf.name).toBe("seo-snapshot-report.pdf");
    expectPdf(pdf.bytes, "SeoSnapshot");
    expect(await page.getByRole("button", { name: "Complete Workflow" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test.each(Object.keys(TOOLS) as ToolName[])(
    "%s on a 390 px phone: no sideways scrolling, idle or with results",
    async (tool) => {
      const { page, errors } = await openToolAsPro(tool, 390);
      await expectNoHorizontalOverflow(page);
      await TOOLS[tool].fill(page);
      await generate(page, tool, TOOLS[tool].submit);
      await page.waitForTimeout(300);
      await expectNoHorizontalOverflow(page);
      await shot(page, `${tool}-390-result`);
      expect(errors).toEqual([]);
    },
  );
});

describe("as a freshly signed-up user without a plan", () => {
  // The refused generation: past the free tries, 402 (docs/decisions/0008-free-tries.md). The page
  // keeps the user's input and says why beside the button, with the trial in place (no redirect).
  const refused = [/^402 POST \/api\/(descripto|hookgenie|trendspy|seosnapshot)$/];

  test.each(Object.keys(TOOLS) as ToolName[])(
    `%s: 'Try Free' works ${FREE_TRIES} times (the tries left shown), then the refusal is said in place and the input kept`,
    async (tool) => {
      const { page, errors } = await open(1280, refused);
      await signUpFresh(page);
      await page.goto(`${suite.product.baseUrl}/${tool}`);
      await TOOLS[tool].fill(page);
      const label = tool === "seosnapshot" ? "Audit SEO" : `Try Free - ${TOOLS[tool].submit}`;
      await seeText(page, `${FREE_TRIES} free tries left today`);
      for (let i = 0; i < FREE_TRIES; i++) {
        await page.getByRole("button", { name: label, exact: true }).waitFor();
        await generate(page, tool, label);
        await page.getByRole("button", { name: label, exact: true }).waitFor(); // idle again
      }
      await seeText(page, "0 free tries left today");
      const input = page.locator("form").first().locator("input, textarea").first();
      const typed = await input.inputValue();
      expect(typed.length).toBeGreaterThan(0);
      await page.getByRole("button", { name: label, exact: true }).click();
      const alert = page.getByRole("alert").filter({ hasText: "You've used today's free tries." });
      await alert.waitFor();
      await alert.getByRole("link", { name: "Start your 3-day Pro trial — no card needed" }).waitFor();
      expect(page.url()).toBe(`${suite.product.baseUrl}/${tool}`);
      expect(await input.inputValue()).toBe(typed);
      expect(errors).toEqual([]);
    },
  );
});

test("the admin's hand-off chain TrendSpy → Descripto → HookGenie → SeoSnapshot pre-fills every page", async () => {
  const { page, errors } = await open();
  await signInAs(page, "admin@example.com");
  expect((await apiCall(page, "POST", "/api/admin/grant-access")).status).toBe(200);
  const project = await apiCall(page, "POST", "/api/workflow/projects", { projectName: "Coffee launch" });
  expect(project.status).toBeLessThan(300);
  // On TrendSpy and Descripto the hand-off to the next tool needs workflow mode and a current project.
  await page.evaluate((id) => {
    localStorage.setItem("workflowMode", "true");
    localStorage.setItem("currentWorkflowProject", String(id));
  }, project.json.id);

  // TrendSpy → Descripto: the first five keywords and the niche.
  await page.goto(`${suite.product.baseUrl}/trendspy`);
  await TOOLS.trendspy.fill(page);
  await generate(page, "trendspy", "Analyze Trends");
  const keywords = (await page.getByTestId("keyword-card").getByRole("heading").allTextContents()).slice(0, 5);
  await page.getByRole("button", { name: /Send to Descripto/ }).click();
  await page.waitForURL(`${suite.product.baseUrl}/descripto`);
  await expect(page.getByLabel("SEO Keywords", { exact: true }).inputValue()).resolves.toBe(keywords.join(", "));
  await expect(page.getByLabel("Target Audience", { exact: true }).inputValue()).resolves.toBe(
    "home coffee roasting equipment for beginners enthusiasts",
  );
  expect(await page.evaluate(() => localStorage.getItem("handoff:trendspy-to-descripto"))).toBeNull();

  // Descripto → HookGenie: the product name as the topic.
  await page.getByLabel("Product Name", { exact: true }).fill("RoastMate Home Coffee Roaster");
  await page.getByLabel("Key Features", { exact: true }).fill("Roasts 250 g in 12 minutes\nSmoke-free chaff collector");
  await generate(page, "descripto", "Generate Description");
  await page.getByRole("button", { name: /Send to HookGenie/ }).click();
  await page.waitForURL(`${suite.product.baseUrl}/hookgenie`);
  await expect(page.getByLabel("Topic/Product", { exact: true }).inputValue()).resolves.toBe("RoastMate Home Coffee Roaster");
  expect(await page.evaluate(() => localStorage.getItem("handoff:descripto-to-hookgenie"))).toBeNull();

  // HookGenie → SeoSnapshot: the first headline, 'Compelling content about {topic}', a URL from the topic.
  await generate(page, "hookgenie", "Generate Headlines");
  const first = (await page.getByTestId("headline").first().locator(".text").textContent())!;
  await page.getByRole("button", { name: /Send to SeoSnapshot/ }).click();
  await page.waitForURL(`${suite.product.baseUrl}/seosnapshot`);
  await expect(page.getByLabel("Page Title", { exact: true }).inputValue()).resolves.toBe(first);
  await expect(page.getByLabel("Meta Description", { exact: true }).inputValue()).resolves.toBe(
    "Compelling content about RoastMate Home Coffee Roaster",
  );
  await expect(page.getByLabel("Website URL (Optional)", { exact: true }).inputValue()).resolves.toMatch(
    /\/roastmate-home-coffee-roaster$/,
  );

  // 'Complete Workflow' clears the workflow and lands on the dashboard with its toast.
  await generate(page, "seosnapshot", "Audit SEO");
  await page.getByRole("button", { name: "Complete Workflow" }).click();
  await page.waitForURL(`${suite.product.baseUrl}/dashboard`);
  await seeText(page, "SEO Workflow Complete!");
  expect(
    await page.evaluate(() => [localStorage.getItem("workflowMode"), localStorage.getItem("currentWorkflowProject")]),
  ).toEqual([null, null]);
  expect(errors).toEqual([]);
});
