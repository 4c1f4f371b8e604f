// TrendSpy's service with DataForSEO (a local fake): the provider's numbers and market, or the
// estimate with a clear notice, never an invented number.
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { ESTIMATE_LABEL, trendspyResponseSchema } from "@seo/trendspy-contract";
import { FAKE_LOGIN, FAKE_PASSWORD, startFakeDataForSeo, type FakeDataForSeo } from "./testing/fakeDataForSeo";
import { createApp } from "./app";

const secret = "trendspy-keyword-data-secret";
let fake: FakeDataForSeo;
beforeEach(async () => {
  fake = await startFakeDataForSeo();
});
afterEach(() => fake.close());

function post(env: Record<string, string>, body: Record<string, unknown>) {
  const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret, DATAFORSEO_BASE_URL: fake.baseURL, ...env });
  return signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post("/api/trendspy", body);
}
const creds = { DATAFORSEO_LOGIN: FAKE_LOGIN, DATAFORSEO_PASSWORD: FAKE_PASSWORD };

describe("trendspy with a keyword-data provider", () => {
  it("shows the provider's numbers for the market chosen on the form", async () => {
    const res = await post(creds, { niche: "zapatillas running", locationCode: 2724 });
    expect(res.status).toBe(200);
    const body = trendspyResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      dataSource: "dataforseo",
      dataLabel: "DataForSEO · Spain · Spanish",
      market: { locationCode: 2724, location: "Spain", languageCode: "es", language: "Spanish" },
    });
    expect(body.notice).toBeUndefined();
    expect(body.keywordData[0]).toMatchObject({
      keyword: "zapatillas running",
      volume: 40500,
      difficulty: 64,
      cpc: 0.77,
      estimate: false,
      trend: "up",
    });
    expect(body.result).toMatch(
      /^- zapatillas running:\n {2}40,500 searches\/month · difficulty 64\/100 · CPC \$0\.77 · trend up$/m,
    );
    expect(fake.requests[0]!.body[0]).toMatchObject({ location_code: 2724, language_code: "es" });
  });

  it.each([
    [{ http: 401 as const }, "DataForSEO refused the login or password"],
    [{ http: 402 as const, code: 40200 }, "the DataForSEO account balance is too low"],
    [{ http: 429 as const, code: 40202 }, "DataForSEO's rate limit was reached"],
    [{ http: 500 as const, code: 50000 }, "DataForSEO is not answering"],
    [{ taskCode: 40501, message: "Invalid Field." }, "DataForSEO answered 40501"],
  ])("falls back to the honest estimate with a notice on %j", async (failure, why) => {
    fake.fail(failure);
    const res = await post(creds, { niche: "running shoes" });
    expect(res.status).toBe(200);
    const body = trendspyResponseSchema.parse(res.body);
    expect(body.notice).toMatch(
      new RegExp(`^Keyword data unavailable: ${why.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.* — showing estimates\\.$`),
    );
    expect(body).toMatchObject({ dataSource: "estimate", dataLabel: ESTIMATE_LABEL });
    for (const k of body.keywordData) expect(k).toMatchObject({ volume: null, difficulty: null, trend: null, estimate: true });
  });

  it("says which variable is missing when only half the credentials are set", async () => {
    const res = await post({ DATAFORSEO_LOGIN: FAKE_LOGIN }, { niche: "running shoes" });
    const body = trendspyResponseSchema.parse(res.body);
    expect(body.notice).toBe("Keyword data unavailable: DATAFORSEO_PASSWORD is not set — showing estimates.");
    expect(fake.requests).toHaveLength(0);
  });

  it("without a provider: no number anywhere in the API answer", async () => {
    const res = await post({}, { niche: "running shoes" });
    const body = trendspyResponseSchema.parse(res.body);
    expect(body.notice).toBeUndefined();
    expect(body.dataLabel).toBe(ESTIMATE_LABEL);
    expect(JSON.stringify(body)).not.toMatch(/"(volume|difficulty|cpc)":\d/);
    expect(`${body.result}${body.insights.join("")}`).not.toMatch(/searches\/month|\d+\/100/);
  });

  it("rejects a market that is not on the form's list", async () => {
    const res = await post(creds, { niche: "running shoes", locationCode: 9999 });
    expect(res.status).toBe(400);
  });
});
