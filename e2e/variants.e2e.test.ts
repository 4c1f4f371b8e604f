// Variants in a real browser against `npm start` (the offline engines): the Pro demo user generates a
// Descripto description, presses Regenerate twice and gets three tabs whose texts differ where it
// matters (any two share at most one prose sentence), each with its own exports; the newest of them
// opens again from the history (`/descripto?entry=<id>`) with its input in the form. HookGenie's
// Regenerate gives another set of headlines (at most one line in common).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { mostShared, sharedLines, sharedSentences } from "@seo/ai/text/variantOverlap";
import { apiCall, signIn, type RunningProduct, productAndBrowserForFile } from "./harness";
import { TOOLS } from "./toolForms";

let product: RunningProduct;
let browser: Browser;

productAndBrowserForFile((p, b) => {
  product = p;
  browser = b;
});

jest.setTimeout(120_000);

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A signed-in Pro page that collects uncaught errors, console errors and failed API answers. */
async function openAsPro(): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  let signedIn = false;
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() < 400) return;
    const line = `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`;
    // Before sign-in the shell asks who is signed in and is told 401.
    if (line === "401 GET /api/auth/user" && !signedIn) return;
    errors.push(`response: ${line}`);
  });
  await signIn(page, product.baseUrl, "pro@example.com");
  signedIn = true;
  return { page, errors };
}

/** Presses Regenerate and waits for the new tab, selected. */
async function regenerate(page: Page, tab: string) {
  await page.getByRole("button", { name: "Regenerate", exact: true }).click();
  await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: tab }).waitFor();
}

describe("Regenerate as the Pro demo user", () => {
  test("Descripto: three variants in three tabs, materially different, each with its exports; the last opens from the history", async () => {
    const { page, errors } = await openAsPro();
    await page.goto(`${product.baseUrl}/descripto`);
    await page.getByTestId("idle-state").waitFor();
    await TOOLS.descripto.fill(page);
    await page.getByRole("button", { name: TOOLS.descripto.submit, exact: true }).click();
    const result = await TOOLS.descripto.result(page);
    await page.locator(`[role="tab"][aria-selected="true"]`, { hasText: "Variant 1" }).waitFor();
    const texts = [(await result.textContent())!];
    await regenerate(page, "Variant 2");
    texts.push((await page.getByTestId("description-result").textContent())!);
    await regenerate(page, "Variant 3");
    texts.push((await page.getByTestId("description-result").textContent())!);

    const tabs = page.getByRole("tablist", { name: "Variants" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Variant 1", "Variant 2", "Variant 3"]);
    for (const text of texts) expect(text).toMatch(/AeroFit Trail Running Shoes/);
    expect(new Set(texts).size).toBe(3);
    const { shared } = mostShared(texts, sharedSentences);
    expect(shared.length <= 1 ? [] : shared).toEqual([]);

    // Each tab shows its own text with its own export bar.
    for (const [i, text] of texts.entries()) {
      await tabs.nth(i).click();
      const panel = page.getByRole("tabpanel");
      await expect(panel.getByTestId("description-result").textContent()).resolves.toBe(text);
      expect(await panel.getByRole("group", { name: "Export" }).getByRole("button").allTextContents()).toEqual(["Copy", "TXT"]);
    }

    // Each variant is a generation of its own in the history; the newest opens on the tool page.
    const history = await apiCall(page, "GET", "/api/history?tool=descripto&limit=3");
    expect(history.status).toBe(200);
    const newest = history.json.entries[0];
    expect(newest.input).toMatchObject({ productName: "AeroFit Trail Running Shoes", variant: 2 });
    await page.goto(`${product.baseUrl}/descripto?entry=${newest.id}`);
    await page.getByTestId("description-result").waitFor();
    await expect(page.getByTestId("description-result").textContent()).resolves.toBe(texts[2]);
    await expect(page.getByLabel("Product Name", { exact: true }).inputValue()).resolves.toBe("AeroFit Trail Running Shoes");
    await page.getByRole("group", { name: "Export" }).waitFor();
    expect(errors).toEqual([]);
  });

  test("HookGenie: Regenerate gives another set of headlines", async () => {
    const { page, errors } = await openAsPro();
    await page.goto(`${product.baseUrl}/hookgenie`);
    await page.getByTestId("idle-state").waitFor();
    await TOOLS.hookgenie.fill(page);
    await page.getByRole("button", { name: TOOLS.hookgenie.submit, exact: true }).click();
    await TOOLS.hookgenie.result(page);
    const rows = () => page.getByTestId("headline").locator(".text").allTextContents();
    const first = await rows();
    await regenerate(page, "Variant 2");
    const second = await rows();
    // Offline, each set is a few arrangements of the topic's own words (services/hookgenie offline engine).
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(second.length).toBeGreaterThanOrEqual(3);
    const { shared } = mostShared([first, second], sharedLines);
    expect(shared.length <= 1 ? [] : shared).toEqual([]);
    // The first set is still there, in its tab.
    await page.getByRole("tab", { name: "Variant 1", exact: true }).click();
    expect(await rows()).toEqual(first);
    await page.getByRole("tabpanel").getByRole("group", { name: "Export" }).waitFor();
    expect(errors).toEqual([]);
  });
});
