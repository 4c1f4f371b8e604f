// Bulk runs in a real browser against `npm start`: the Pro demo user uploads a 50-row Descripto CSV
// (made here), watches the progress, the BFF is restarted mid-run and the run still ends with 50
// done rows, each generated once (the account's data export lists one generation per product);
// then one description is edited, rows approved, and the Shopify CSV downloaded and parsed back.
// The bad files say what is wrong (a formula cell, a missing column, 1,001 rows, 2 MB) and start
// nothing; Starter sees the feature with an upgrade.
//
// To catch the run mid-way, the Descripto service is frozen (SIGSTOP) and let through a few rows at a
// time; it stays frozen while the BFF restarts, so the row in flight then is one the new BFF must
// give back and generate again.
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { browserSuiteForFile, signIn } from "./harness";
import { eventually, FrozenProcesses, signal } from "./faultKit";

const ROWS = 50;
const SHOPIFY_HEADER = ["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description"];

const suite = browserSuiteForFile(
  // One row at a time, so a frozen service holds exactly one row in flight; a frozen service's call
  // outlasts the BFF's restart instead of timing out.
  { BULK_CONCURRENCY: "1", PROXY_TIMEOUT_MS: "60000" },
);

jest.setTimeout(240_000);

/** Processes this file froze, continued after each test whatever happened. */
const frozen = new FrozenProcesses();
afterEach(() => frozen.thawAll());

async function open(): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  return { page, errors };
}

/** One API call from the test with a session id; status and JSON (or text). */
async function api(sessionId: string, method: string, path: string): Promise<{ status: number; json: any }> {
  const res = await fetch(`${suite.product.baseUrl}${path}`, {
    method,
    headers: { "x-session-id": sessionId },
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: text };
  }
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break. */
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csvOf = (rows: string[][]) => rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";

const HEADER = ["productName", "keyFeatures", "targetAudience", "tone", "keywords"];
const TONES = ["professional", "casual", "enthusiastic", "luxury", "technical"];
const productName = (i: number) => `Bulk Test Lamp ${i}`;
/** Rows 1..count in HEADER's columns; `patch` may change a row. */
function productRows(count: number, patch: (row: string[], i: number) => string[] = (r) => r): string[][] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + 1;
    return patch(
      [
        productName(i),
        // Commas, quotes and a line break inside quoted cells.
        `Brass body, ${i * 10} cm tall\n"Warm" 2700 K bulb included`,
        "Young professionals (25-35)",
        TONES[i % TONES.length]!,
        i % 2 ? "desk lamp, brass lamp" : "",
      ],
      i,
    );
  });
}
const productsCsv = (count: number, patch?: (row: string[], i: number) => string[]) =>
  csvOf([HEADER, ...productRows(count, patch)]);

async function choose(page: Page, name: string, text: string | Buffer) {
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
}

/** "12 of 50 rows" → 12. */
async function shownProgress(page: Page): Promise<number> {
  const text = (await page.getByTestId("run-count").textContent()) ?? "";
  const m = /^(\d+) of 50 rows$/.exec(text.trim());
  return m ? Number(m[1]) : -1;
}

test("a 50-row Descripto CSV runs with progress, survives a BFF restart mid-run, is reviewed and exported for Shopify", async () => {
  const { page, errors } = await open();
  const sessionId = await signIn(page, suite.product.baseUrl, "pro@example.com");
  await page.goto(`${suite.product.baseUrl}/dashboard`);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Bulk" }).click();
  await page.getByRole("heading", { level: 1, name: "Bulk runs" }).waitFor();

  await choose(page, "lamps.csv", productsCsv(ROWS));
  await page.getByText(`${ROWS} rows ready`, { exact: true }).waitFor();

  // The run starts with Descripto frozen: nothing moves until the test lets rows through.
  const descripto = suite.product.pids().descripto!;
  frozen.freeze(descripto);
  await page.getByRole("button", { name: "Start run" }).click();
  await page.waitForURL(/\/bulk\/runs\/\d+$/, { timeout: 15_000 });
  const runId = Number(/\/bulk\/runs\/(\d+)$/.exec(page.url())![1]);
  await page.getByRole("heading", { level: 1, name: "lamps.csv" }).waitFor();
  await page.getByRole("progressbar", { name: "Rows processed" }).waitFor();

  // A few rows through, then frozen again.
  const runNow = async () => (await api(sessionId, "GET", `/api/bulk/runs/${runId}`)).json;
  frozen.thaw(descripto);
  await eventually("a few rows are done", async () => (await runNow()).done >= 5, 30_000, 10);
  frozen.freeze(descripto);
  await eventually("the page shows the rows done so far", async () => (await shownProgress(page)) >= 5, 10_000);
  const before = await runNow();
  expect(before.done).toBeLessThan(ROWS);
  expect(["running", "queued"]).toContain(before.status);
  await page.getByText("rows per second").first().waitFor();

  // The BFF restarts while a row is in flight (its call waits on the frozen service).
  const bff = suite.product.pids().bff!;
  signal(bff, "SIGTERM");
  await eventually("the supervisor restarted the BFF", async () => (suite.product.pids().bff ?? bff) !== bff, 60_000);
  await eventually("the new BFF answers", async () => (await api(sessionId, "GET", "/api/auth/user")).status === 200, 60_000);
  frozen.thaw(descripto);

  // The page, still open, follows the run to its end.
  await eventually("the page shows the run done", async () => (await shownProgress(page)) === ROWS, 120_000, 500);
  await page.getByTestId("run-status").filter({ hasText: "Done" }).waitFor({ timeout: 15_000 });
  await page.getByText(`Finished: ${ROWS} rows generated.`).waitFor();

  const run = await runNow();
  expect(run).toMatchObject({ status: "done", total: ROWS, done: ROWS, failed: 0 });
  const { json: listed } = await api(sessionId, "GET", `/api/bulk/runs/${runId}/rows?offset=0&limit=${ROWS}`);
  expect(listed.total).toBe(ROWS);
  expect(listed.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
  for (const row of listed.rows) {
    expect(row.status).toBe("done");
    expect(row.input.productName).toBe(productName(row.rowNumber));
    expect(JSON.stringify(row.output)).toContain(productName(row.rowNumber));
  }
  // Each product generated once: one generation per product in the account's history (it is
  // written in batches, so the count is read until it settles).
  const generationsPerProduct = async () => {
    const { json } = await api(sessionId, "GET", "/api/account/export");
    const counts = new Map<string, number>();
    for (const g of json.generationHistory as { toolType: string; inputData: { productName?: string } | null }[]) {
      const name = g.inputData?.productName ?? "";
      if (g.toolType === "descripto" && name.startsWith("Bulk Test Lamp ")) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return counts;
  };
  await eventually("every product's generation is in the history", async () => (await generationsPerProduct()).size === ROWS);
  await new Promise((r) => setTimeout(r, 2_000));
  const counts = await generationsPerProduct();
  expect(counts.size).toBe(ROWS);
  expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);

  // Review: edit the first description in place, approve it, then every other done row.
  const first = productName(1);
  const edited = `Edited in review: ${first}, a brass desk lamp with a warm 2700 K bulb.`;
  await page.getByRole("button", { name: `Edit ${first}`, exact: true }).click();
  const box = page.getByRole("textbox", { name: `Description of ${first}` });
  await box.fill(edited);
  await page.getByTestId("row-1").getByRole("button", { name: "Save" }).click();
  await page.getByTestId("row-1").getByText(edited).waitFor();
  await page.getByRole("button", { name: `Approve ${first}`, exact: true }).click();
  await page.locator(`button[aria-label="Approve ${first}"][aria-pressed="true"]`).waitFor();
  await page.getByRole("button", { name: "Approve all done rows" }).click();
  await page.getByText(`Approved ${ROWS - 1} rows.`).waitFor({ timeout: 60_000 });
  await page.getByText(`${ROWS} approved.`).waitFor();

  // The Shopify CSV, downloaded as a user would, parsed back.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Export approved rows" }).getByRole("link", { name: "Shopify CSV" }).click(),
  ]);
  const file = await download.path();
  if (!file) throw new Error(`the Shopify CSV did not download: ${await download.failure()}`);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const records: string[][] = parse(readFileSync(file, "utf8"), { bom: true });
  expect(records[0]).toEqual(SHOPIFY_HEADER);
  const body = records.slice(1);
  expect(body).toHaveLength(ROWS);
  const byTitle = new Map(body.map((r) => [r[1]!, r]));
  expect([...byTitle.keys()].sort()).toEqual(Array.from({ length: ROWS }, (_, i) => productName(i + 1)).sort());
  const handles = body.map((r) => r[0]!);
  expect(new Set(handles).size).toBe(ROWS);
  for (const h of handles) expect(h).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(byTitle.get(first)![0]).toBe("bulk-test-lamp-1");
  expect(byTitle.get(first)![2]).toContain(edited);
  expect(byTitle.get(productName(2))![2]).toMatch(/^<(?:p|ul)>/);
  expect(byTitle.get(productName(2))![2]).not.toContain(edited);

  expect(errors).toEqual([]);
});

test("bad files say what is wrong and start nothing: a formula cell, a missing column, 1,001 rows, 2 MB", async () => {
  const { page, errors } = await open();
  const sessionId = await signIn(page, suite.product.baseUrl, "pro@example.com");
  const runsBefore = (await api(sessionId, "GET", "/api/bulk/runs")).json.runs.length;
  await page.goto(`${suite.product.baseUrl}/bulk`);
  await page.getByRole("heading", { level: 1, name: "Bulk runs" }).waitFor();
  const start = page.getByRole("button", { name: "Start run" });

  // A formula in row 3's keywords: named by row and column in the table, nothing can start.
  await choose(
    page,
    "formula.csv",
    productsCsv(4, (r, i) => (i === 3 ? [...r.slice(0, 4), '=HYPERLINK("http://evil.example","click")'] : r)),
  );
  const table = page.getByRole("table", { name: /1 problem in 1 row/ });
  await table.waitFor();
  const cells = await table.locator("tbody tr").first().locator("td").allTextContents();
  expect(cells[0]).toBe("3");
  expect(cells[1]).toBe("keywords");
  expect(cells[2]).toMatch(/formula/i);
  expect(await start.isDisabled()).toBe(true);
  await page.getByRole("button", { name: "Drop the 1 invalid row and start" }).waitFor();

  // The header without the keywords column.
  const missing = csvOf([HEADER.slice(0, 4), ...productRows(2).map((r) => r.slice(0, 4))]);
  await choose(page, "missing.csv", missing);
  await page
    .getByRole("alert")
    .filter({ hasText: /Missing column: keywords/ })
    .waitFor();
  expect(await start.isDisabled()).toBe(true);

  // 1,001 rows.
  await choose(page, "too-many.csv", productsCsv(1001));
  await page
    .getByRole("alert")
    .filter({ hasText: /1,001 rows.*at most 1,000/ })
    .waitFor();
  expect(await start.isDisabled()).toBe(true);

  // 2 MB: refused in the browser before anything is sent.
  const checks: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/bulk/descripto/check")) checks.push(r.url());
  });
  await choose(page, "huge.csv", Buffer.alloc(2 * 1024 * 1024, "a"));
  await page.getByRole("alert").filter({ hasText: "huge.csv is 2 MB; a bulk file can be at most 1 MB." }).waitFor();
  expect(checks).toEqual([]);
  expect(await start.isDisabled()).toBe(true);

  expect((await api(sessionId, "GET", "/api/bulk/runs")).json.runs).toHaveLength(runsBefore);
  expect(errors).toEqual([]);
});

test("Starter sees bulk runs explained with an upgrade instead of the upload", async () => {
  const { page } = await open();
  await signIn(page, suite.product.baseUrl, "starter@example.com");
  await page.goto(`${suite.product.baseUrl}/bulk`);
  await page.getByRole("heading", { name: "Bulk runs come with Pro" }).waitFor();
  expect(await page.getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/pricing");
  expect(await page.getByLabel("CSV file").count()).toBe(0);
});
