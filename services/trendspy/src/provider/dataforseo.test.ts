import { MARKETS } from "@seo/trendspy-contract";
import { FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo, type FakeDataForSeo } from "../testing/fakeDataForSeo";
import { createDataForSeoProvider, dataForSeoFromConfig, KeywordDataError } from "./dataforseo";

const spain = MARKETS.find((m) => m.locationCode === 2724)!;
let fake: FakeDataForSeo;
beforeEach(async () => {
  fake = await startFakeDataForSeo();
});
afterEach(() => fake.close());

const provider = (over: Partial<{ login: string; password: string; timeoutMs: number }> = {}) =>
  createDataForSeoProvider({ login: FAKE_LOGIN, password: FAKE_PASSWORD, baseURL: fake.baseURL, timeoutMs: 2000, ...over });
const ask = (p = provider()) =>
  p.research({ seed: "zapatillas running", ideas: ["mejores zapatillas running"], market: spain, languageCode: "es" });

describe("DataForSEO adapter", () => {
  it("asks Labs' keyword_ideas with HTTP Basic, the market's location and language, and reads volume, difficulty, CPC and 12 months", async () => {
    const rows = await ask();
    expect(fake.requests[0]).toMatchObject({
      path: "/v3/dataforseo_labs/google/keyword_ideas/live",
      authorization: `Basic ${Buffer.from(`${FAKE_LOGIN}:${FAKE_PASSWORD}`).toString("base64")}`,
      body: [{ keywords: ["zapatillas running"], location_code: 2724, language_code: "es", include_seed_keyword: true }],
    });
    expect(rows[0]).toMatchObject({ keyword: "zapatillas running", volume: 40500, difficulty: 64, cpc: 0.77 });
    expect(rows[0]!.monthlySearches).toHaveLength(12);
    // Oldest first.
    const m = rows[0]!.monthlySearches;
    expect(m[0]!.year * 12 + m[0]!.month).toBeLessThan(m[11]!.year * 12 + m[11]!.month);
    expect(rows.length).toBeGreaterThan(3);
  });

  it("falls back to Google Ads search volume for the seed and TrendSpy's ideas when Labs has none (no difficulty there)", async () => {
    fake.labsEmpty(true);
    const rows = await ask();
    expect(fake.requests[1]).toMatchObject({
      path: "/v3/keywords_data/google_ads/search_volume/live",
      body: [{ keywords: ["zapatillas running", "mejores zapatillas running"], location_code: 2724, language_code: "es" }],
    });
    expect(rows).toEqual([
      expect.objectContaining({ keyword: "zapatillas running", volume: 40500, difficulty: null, cpc: 0.77 }),
      expect.objectContaining({ keyword: "mejores zapatillas running", volume: 8100 }),
    ]);
  });

  it.each([
    [{ http: 401 as const }, "credentials", /refused the login or password/],
    [{ http: 402 as const, code: 40200, message: "Payment Required." }, "balance", /balance is too low/],
    [{ http: 429 as const, code: 40202, message: "Rate limit per minute exceeded." }, "rate limit", /rate limit/],
    [{ http: 503 as const, code: 50301, message: "Service Unavailable." }, "unavailable", /not answering \(50301\)/],
    [
      { taskCode: 40501, message: "Invalid Field: 'location_code'." },
      "provider",
      /answered 40501 \("Invalid Field: 'location_code'\."\)/,
    ],
  ])("turns %j into a clear %s error", async (failure, kind, message) => {
    fake.fail(failure);
    const err = await ask().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(KeywordDataError);
    expect(err).toMatchObject({ kind, message: expect.stringMatching(message) });
  });

  it("refuses wrong credentials with the variables to check", async () => {
    const err = await ask(provider({ password: "wrong" })).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: "credentials", message: expect.stringMatching(/DATAFORSEO_PASSWORD/) });
  });

  it("gives up after its timeout", async () => {
    fake.fail({ delayMs: 500 });
    await expect(ask(provider({ timeoutMs: 100 }))).rejects.toMatchObject({ kind: "timeout" });
  });

  it("is off without credentials and names the missing half", () => {
    const base = { baseURL: "http://x", timeoutMs: 1 };
    expect(dataForSeoFromConfig(base)).toEqual({ provider: null });
    expect(dataForSeoFromConfig({ ...base, login: "a" })).toEqual({ provider: null, missing: "DATAFORSEO_PASSWORD is not set" });
    expect(dataForSeoFromConfig({ ...base, login: "a", password: "b" }).provider?.name).toBe("dataforseo");
  });
});
