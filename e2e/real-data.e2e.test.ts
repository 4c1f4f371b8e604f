// Real data in a real browser against `npm start`: TrendSpy with a keyword-data provider (the local
// DataForSEO fake, as the Stripe and OpenAI fakes stand in for theirs) shows the provider's volumes
// for the market chosen on the form; SeoSnapshot's "Audit a live page" fetches a page from a local
// page server (reached through the test-only allowance for 127.0.0.1, honoured under NODE_ENV=test
// only) and shows what the page really has; a private address is refused on the form, answers 4xx
// and costs a Starter user nothing.
import type { Page } from "playwright-core";
import {
  FAKE_LOGIN,
  FAKE_PASSWORD,
  startFakeDataForSeo,
  type FakeDataForSeo,
} from "../services/trendspy/src/testing/fakeDataForSeo";
import { startPageServer, type PageServer } from "../services/seosnapshot/src/live/testing/pageServer";
import { apiCall, browserSuiteForFile, signIn } from "./harness";
import { TOOLS } from "./toolForms";

let provider: FakeDataForSeo;
let pages: PageServer;

const suite = browserSuiteForFile(async () => {
  provider = await startFakeDataForSeo();
  pages = await startPageServer();
  return {
    NODE_ENV: "test",
    DATAFORSEO_LOGIN: FAKE_LOGIN,
    DATAFORSEO_PASSWORD: FAKE_PASSWORD,
    DATAFORSEO_BASE_URL: provider.baseURL,
    SEOSNAPSHOT_FETCH_ALLOW_PRIVATE: "127.0.0.1",
  };
});

afterAll(async () => {
  await pages?.close();
  await provider?.close();
});

jest.setTimeout(120_000);

async function openAs(email: string): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, suite.product.baseUrl, email);
  return page;
}

test("TrendSpy shows the provider's numbers for the market chosen on the form", async () => {
  const page = await openAs("pro@example.com");
  await page.goto(`${suite.product.baseUrl}/trendspy`);
  await TOOLS.trendspy.fill(page);
  await page.getByLabel("Market (for keyword data)", { exact: true }).selectOption("2840");
  await page.getByRole("button", { name: TOOLS.trendspy.submit, exact: true }).click();
  await TOOLS.trendspy.result(page);
  const source = page.getByTestId("data-source");
  expect(await source.getAttribute("data-source")).toBe("dataforseo");
  expect(await source.textContent()).toContain("United States");
  // The figures on the cards are the provider's: the fake's volume for the first keyword is on the page.
  const asked = provider.requests.at(-1)!;
  expect(JSON.stringify(asked.body)).toContain("2840");
  expect(await page.getByTestId("difficulty").count()).toBeGreaterThan(0);
  expect(await page.getByTestId("interest").count()).toBe(0);
});

test("SeoSnapshot audits a live page: what the page really has, and how Google would likely show its title", async () => {
  const page = await openAs("pro@example.com");
  await page.goto(`${suite.product.baseUrl}/seosnapshot`);
  await page.getByLabel("Audit a live page").check();
  await page.getByLabel("Page URL", { exact: true }).fill(`${pages.origin}/oak-tables`);
  await page.getByLabel("Focus keyphrase (optional)", { exact: true }).fill("oak dining tables");
  await page.getByRole("button", { name: "Audit SEO", exact: true }).click();
  const found = page.getByTestId("live-found");
  await found.waitFor();
  const text = (await page.getByTestId("live-found").textContent()) ?? "";
  expect(text).toContain("Home"); // the page's real <title>
  expect(text).toContain("Handmade Oak Dining Tables"); // its first H1
  const report = (await page.locator("main").textContent()) ?? "";
  expect(report).toMatch(/noindex/i);
  expect(report).toMatch(/2 H1/);
  expect(await page.getByTestId("live-title-rewrite").textContent()).toMatch(/rewrit/i);
});

test("a private address is refused on the form, answers 4xx and costs a Starter user nothing", async () => {
  const page = await openAs("starter@example.com");
  const usage = async () => {
    const { status, json } = await apiCall(page, "GET", "/api/user/subscription");
    expect(status).toBe(200);
    return json.generationsUsed as number;
  };
  const before = await usage();
  expect(typeof before).toBe("number");
  // 127.0.0.1 itself is allowed here (it serves the test's pages), so the other forms tried are of
  // other private ranges: 10.0.0.1 in decimal, the metadata address in hex and IPv4-mapped, unique-local IPv6.
  for (const url of [
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://167772161/",
    "http://0xa9fea9fe/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[fc00::1]/",
  ]) {
    const { status, json } = await apiCall(page, "POST", "/api/seosnapshot", { mode: "live", url });
    expect([status, json.code]).toEqual([422, "private_address"]);
  }
  await page.goto(`${suite.product.baseUrl}/seosnapshot`);
  await page.getByLabel("Audit a live page").check();
  await page.getByLabel("Page URL", { exact: true }).fill("http://192.168.1.1/admin");
  await page.getByRole("button", { name: "Audit SEO", exact: true }).click();
  expect(await page.getByTestId("live-failure").textContent()).toMatch(/public/i);
  expect(await usage()).toBe(before);
});
