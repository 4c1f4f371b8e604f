// Variants in a real browser against `npm start` (the offline engines): the Pro demo user generates a
// Descripto description, presses Regenerate twice and gets three tabs whose texts differ where it
// matters (any two share at most one prose sentence), each with its own exports; the newest of them
// opens again from the history (`/descripto?entry=<id>`) with its input in the form. HookGenie's
// Regenerate gives another set of headlines (at most one line in common).
import type { Page } from "playwright-core";
import { mostShared, sharedLines, sharedSentences } from "@seo/ai/text/variantOverlap";
import { apiCall, browserSuiteForFile, signIn } from "./harness";
import { collectPageErrors, SIGNED_OUT_SESSION_CHECK } from "./pageErrors";
import { generateWith } from "./toolForms";

const suite = browserSuiteForFile();

jest.setTimeout(120_000);

/** A signed-in Pro page that collects uncaught errors, console errors and failed API answers. */
async function openAsPro(): Promise<{ page: Page; errors: string[] }> {
  const context = await suite.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  let signedIn = false;
  // Before sign-in the shell asks who is signed in and is told 401.
  const errors = collectPageErrors(page, (answer) => answer === SIGNED_OUT_SESSION_CHECK && !signedIn);
  await signIn(page, suite.product.baseUrl, "pro@example.com");
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
    const result = await generateWith(page, suite.product.baseUrl, "descripto");
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
    await page.goto(`${suite.product.baseUrl}/descripto?entry=${newest.id}`);
    await page.getByTestId("description-result").waitFor();
    await expect(page.getByTestId("description-result").textContent()).resolves.toBe(texts[2]);
    await expect(page.getByLabel("Product Name", { exact: true }).inputValue()).resolves.toBe("AeroFit Trail Running Shoes");
    await page.getByRole("group", { name: "Export" }).waitFor();
    expect(errors).toEqual([]);
  });

  test("HookGenie: Regenerate gives another set of headlines", async () => {
    const { page, errors } = await openAsPro();
    await generateWith(page, suite.product.baseUrl, "hookgenie");
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
