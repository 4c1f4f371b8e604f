// The generation history in a real browser against `npm start`: the Pro demo user generates with
// Descripto and HookGenie, finds both on /history (newest first), filters by tool, searches, stars
// an entry and filters by star, opens an entry on its tool page (`?entry=<id>`, the inputs filled
// in) and deletes one.
import type { Page } from "playwright-core";
import { historyPageSchema, type HistoryPage } from "@seo/contracts/history";
import { apiCall, browserSuiteForFile, signIn } from "./harness";
import { collectPageErrors, SIGNED_OUT_SESSION_CHECK } from "./pageErrors";
import { generateWith } from "./toolForms";

const suite = browserSuiteForFile();

jest.setTimeout(120_000);

const PRODUCT = "AeroFit Trail Running Shoes"; // what TOOLS.descripto.fill types
const TOPIC = "Meal prep for busy parents who want healthy dinners without the weeknight stress"; // TOOLS.hookgenie

/** A fresh browser context that collects uncaught errors, console errors and failed API answers. */
async function open(): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // Before sign-in the shell asks who is signed in and is told 401.
  const errors = collectPageErrors(page, (answer) => answer === SIGNED_OUT_SESSION_CHECK);
  return { page, errors };
}

/** The account's history as the API lists it, once it holds `count` entries (written in batches). */
async function historyOf(page: Page, count: number): Promise<HistoryPage> {
  for (let i = 0; i < 50; i++) {
    const { status, json } = await apiCall(page, "GET", "/api/history");
    expect(status).toBe(200);
    const list = historyPageSchema.parse(json);
    if (list.entries.length === count) return list;
    await page.waitForTimeout(100);
  }
  throw new Error(`the history never held ${count} entries`);
}

/** The titles of the entries /history shows, top to bottom. */
const shownTitles = (page: Page) => page.getByRole("list", { name: "Your generations" }).getByRole("heading").allTextContents();

/** Waits until /history shows exactly these titles. */
async function expectShown(page: Page, titles: string[]) {
  for (let i = 0; i < 50; i++) {
    if (JSON.stringify(await shownTitles(page)) === JSON.stringify(titles)) return;
    await page.waitForTimeout(100);
  }
  expect(await shownTitles(page)).toEqual(titles);
}

test("Pro: both generations newest first; filter by tool, search, star and the Starred filter, open in its tool, delete", async () => {
  const { page, errors } = await open();
  await signIn(page, suite.product.baseUrl, "pro@example.com");
  await generateWith(page, suite.product.baseUrl, "descripto");
  await generateWith(page, suite.product.baseUrl, "hookgenie");
  const stored = await historyOf(page, 2);
  const descripto = stored.entries.find((e) => e.tool === "descripto")!;

  // From the navbar, on every plan.
  await page.goto(`${suite.product.baseUrl}/dashboard`);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "History" }).click();
  await page.getByRole("heading", { level: 1, name: "History" }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/history");
  await page.getByText("Kept until you delete it.", { exact: true }).waitFor();
  await expectShown(page, [TOPIC, PRODUCT]);
  const list = page.getByRole("list", { name: "Your generations" });
  expect(await list.getByRole("listitem").first().getByText("HookGenie", { exact: true }).count()).toBe(1);

  // One tool, then every tool again.
  await page.getByLabel("Tool", { exact: true }).selectOption({ label: "Descripto" });
  await expectShown(page, [PRODUCT]);
  await page.getByLabel("Tool", { exact: true }).selectOption({ label: "All tools" });
  await expectShown(page, [TOPIC, PRODUCT]);

  // A search finds an entry by what was typed into the tool.
  await page.getByLabel("Search", { exact: true }).fill("weeknight STRESS");
  await expectShown(page, [TOPIC]);
  await page.getByLabel("Search", { exact: true }).fill("no entry says this");
  await page.getByRole("heading", { name: "Nothing matches" }).waitFor();
  await page.getByLabel("Search", { exact: true }).fill("");
  await expectShown(page, [TOPIC, PRODUCT]);

  // Star the description, then only the starred.
  const star = page.getByRole("button", { name: `Star ${PRODUCT}` });
  expect(await star.getAttribute("aria-pressed")).toBe("false");
  await star.click();
  await page.waitForFunction(
    (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute("aria-pressed") === "true",
    `Star ${PRODUCT}`,
  );
  await page.getByLabel("Starred", { exact: true }).check();
  await expectShown(page, [PRODUCT]);
  await page.getByLabel("Starred", { exact: true }).uncheck();
  await expectShown(page, [TOPIC, PRODUCT]);

  // Open: the tool page with the entry (its inputs filled in).
  await page.getByRole("link", { name: `Open ${PRODUCT}` }).click();
  await page.waitForURL(`**/descripto?entry=${descripto.id}`);
  await page.getByLabel("Product Name", { exact: true }).waitFor();
  await page.waitForFunction((name) => [...document.querySelectorAll("input")].some((i) => i.value === name), PRODUCT, {
    timeout: 15_000,
  });

  // Back to the history: delete the headlines.
  await page.goto(`${suite.product.baseUrl}/history`);
  await expectShown(page, [TOPIC, PRODUCT]);
  await page.getByRole("button", { name: `Delete ${TOPIC}` }).click();
  await page.getByText("1 entry deleted.", { exact: true }).first().waitFor();
  await expectShown(page, [PRODUCT]);
  const left = await historyOf(page, 1);
  expect(left.entries.map((e) => [e.id, e.starred])).toEqual([[descripto.id, true]]);
  expect(errors).toEqual([]);
});
