// Partner embedding in a real browser against `npm start`: the partner demo page (scripts/
// partner-demo.mjs) on :8090 embeds SeoSnapshot with the demo key and audits anonymously, its CSS
// and the tool's stay apart; the same snippet on :8091 gets no tool; an unknown key is refused; a
// partner's per-visitor limit shows its message.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { FrameLocator, Page } from "playwright-core";
import { expectAccessible } from "./a11y";
import { apiCall, browserSuiteForFile, signIn } from "./harness";

const root = path.resolve(__dirname, "..");
const partnerPages: ChildProcess[] = [];

/** The partner demo page on a port, embedding from the product under test. */
function startPartnerPage(port: number): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.join(root, "scripts/partner-demo.mjs"), "--port", String(port), "--product", suite.product.baseUrl],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  partnerPages.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      output += d;
      if (output.includes("partner demo page at")) resolve();
    });
    child.stderr!.on("data", (d) => (output += d));
    child.on("exit", (code) => reject(new Error(`partner page on :${port} exited (${code}): ${output}`)));
  });
}

const suite = browserSuiteForFile({}, async () => {
  await Promise.all([startPartnerPage(8090), startPartnerPage(8091)]);
});

afterAll(() => {
  for (const child of partnerPages) child.kill("SIGTERM");
});

jest.setTimeout(120_000);

async function open(url: string): Promise<{ page: Page; frame: FrameLocator; errors: string[] }> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url);
  return { page, frame: page.frameLocator("iframe"), errors };
}

async function audit(frame: FrameLocator) {
  await frame
    .getByLabel("Page Title", { exact: true })
    .fill("Handmade Leather Wallets for Men | Slim RFID Bifold Gifts That Last");
  await frame
    .getByLabel("Meta Description", { exact: true })
    .fill(
      "Slim RFID-blocking leather bifold wallets for men, hand-stitched from full-grain leather. Free engraving and a lifetime guarantee.",
    );
  await frame.getByRole("button", { name: "Audit SEO" }).click();
}

it("a page on :8090 embeds SeoSnapshot, audits anonymously, and neither page's CSS reaches the other", async () => {
  const { page, frame, errors } = await open("http://localhost:8090/");
  const partnerStylesBefore = await page.locator("style").count();
  await frame.getByLabel("Page Title", { exact: true }).waitFor({ timeout: 60_000 });
  await page.locator('#events [data-event="ready"]').waitFor();

  // The partner's loud CSS (green Courier headings, red dashed buttons) does not reach the tool.
  const button = frame.getByRole("button", { name: "Audit SEO" });
  const buttonStyle = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, border: s.borderStyle };
  });
  expect(buttonStyle.background).not.toBe("rgb(255, 0, 0)");
  expect(buttonStyle.border).not.toBe("dashed");
  const toolHeading = await frame
    .locator("h1")
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(toolHeading).not.toBe("rgb(0, 128, 0)");

  await audit(frame);
  await frame.getByLabel("SEO score").waitFor({ timeout: 30_000 });
  // The partner page heard the result, and the frame grew to its content.
  await page.locator('#events [data-event="result"]').waitFor();
  expect(await page.locator('#events [data-event="result"]').textContent()).toMatch(/^result: score \d+$/);
  const height = await page.locator("iframe").evaluate((el) => (el as HTMLIFrameElement).style.height);
  expect(height).not.toBe("600px");
  // The embedded tool with its results meets WCAG 2.2 AA (the partner's own page is the partner's).
  await expectAccessible(page, "embedded SeoSnapshot with results", ["iframe", "body"]);

  // And the tool's styles (global reset, fonts, backgrounds) did not restyle the partner's page.
  const partner = await page.evaluate(() => ({
    body: getComputedStyle(document.body).backgroundColor,
    bodyFont: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.getElementById("partner-heading")!).color,
    margin: getComputedStyle(document.body).marginTop,
  }));
  expect(partner).toEqual({ body: "rgb(250, 240, 230)", bodyFont: "Georgia, serif", heading: "rgb(0, 128, 0)", margin: "0px" });
  expect(await page.locator("style").count()).toBe(partnerStylesBefore);
  expect(errors).toEqual([]);
});

it("the same snippet on :8091 (not in the key's origins) gets no working tool", async () => {
  const { page, frame } = await open("http://localhost:8091/");
  await frame.getByText("This site may not embed this tool").waitFor({ timeout: 30_000 });
  expect(await frame.getByLabel("Page Title", { exact: true }).count()).toBe(0);
  expect(await page.locator('#events [data-event="ready"]').count()).toBe(0);

  // Even a page that claims to be :8090 gets nothing: the server renders the tool, but its
  // frame-ancestors makes the browser refuse to show it inside :8091.
  const forged = await open("http://localhost:8091/");
  await forged.page.evaluate((base) => {
    const frame = document.createElement("iframe");
    frame.id = "forged";
    frame.src = `${base}/embed/seosnapshot?key=pk_test_demo&origin=${encodeURIComponent("http://localhost:8090")}`;
    document.body.appendChild(frame);
  }, suite.product.baseUrl);
  await forged.page.waitForTimeout(8_000); // long enough for the tool to appear if it were allowed
  for (const f of forged.page.frames()) {
    expect(await f.getByRole("button", { name: "Audit SEO" }).count()).toBe(0);
  }
});

it("an unknown key is refused", async () => {
  const { frame } = await open("http://localhost:8090/?key=pk_unknown_partner");
  await frame.getByText("This embed is not active").waitFor({ timeout: 30_000 });
  expect(await frame.getByLabel("Page Title", { exact: true }).count()).toBe(0);
});

it("past the partner's per-visitor limit the visitor sees the friendly message and the partner hears 'quota'", async () => {
  // The admin creates a partner with one call per visitor per day, through the API.
  const context = await suite.newContext();
  const adminPage = await context.newPage();
  await signIn(adminPage, suite.product.baseUrl, "admin@example.com");
  // The designated admin activates its rights first (the dashboard's "Activate Admin Access").
  expect((await apiCall(adminPage, "POST", "/api/admin/grant-access")).status).toBe(200);
  const created = await apiCall(adminPage, "POST", "/api/admin/partners", {
    name: "One-a-day Shop",
    allowedOrigins: ["http://localhost:8090"],
    monthlyQuota: 100,
    visitorDailyLimit: 1,
  });
  expect(created.status).toBe(201);
  const key = created.json.partner.key as string;

  const { page, frame } = await open(`http://localhost:8090/?key=${key}`);
  await audit(frame);
  await frame.getByLabel("SEO score").waitFor({ timeout: 60_000 });
  await frame.getByRole("button", { name: "Audit SEO" }).click();
  const notice = frame.locator('[data-embed-notice="quota"]');
  await notice.waitFor({ timeout: 30_000 });
  expect(await notice.textContent()).toContain(
    "You've reached today's free limit for SeoSnapshot on this site. Come back tomorrow, or use RankForge for unlimited access.",
  );
  expect(await notice.getByRole("link", { name: "Open RankForge" }).getAttribute("href")).toBe(
    `${suite.product.baseUrl}/seosnapshot`,
  );
  await page.locator('#events [data-event="quota"]').waitFor();
  // one message, the embed's: the tool page adds no "Tool unavailable" toast of its own
  await page.waitForTimeout(500);
  expect(await frame.getByText("Tool unavailable").count()).toBe(0);
});
