// POST /api/seosnapshot with mode "live", through the service's Koa app and a local page server
// (reached through the explicit test allowance): pages audited, each failure a 422 with a code and
// a message for the form, bad URLs a 400 naming the field, and the focus keyphrase changing the checks.
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { seosnapshotResponseSchema, type LiveFinding } from "@seo/seosnapshot-contract";
import { createApp } from "../app";
import { liveFetchSettings, liveUserAgent } from "./liveSettings";
import { startPageServer, type PageServer } from "./testing/pageServer";

const secret = "seosnapshot-live-test-secret";
const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
const identity = { userId: "17", plan: "starter" };
const resolve = async (host: string) => (host === "shop.example" ? ["127.0.0.1"] : Promise.reject(new Error("ENOTFOUND")));
let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const allowing = () =>
  createApp(config, undefined, {
    liveFetch: { userAgent: liveUserAgent(config.appUrl), resolve, allowPrivate: ["127.0.0.1"], timeoutMs: 1_000 },
  }).callback();
const strict = () => createApp(config).callback();
const audit = (app: ReturnType<typeof allowing>, body: object) => signedAs(app, identity, secret).post("/api/seosnapshot", body);
const finding = (findings: LiveFinding[], id: string) => findings.find((f) => f.id === id);

describe("auditing a live page", () => {
  it("audits what the page really holds: title, description, H1, canonical, robots, social tags, hreflang, JSON-LD, lang", async () => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}/hiking-backpacks` });
    expect(res.status).toBe(200);
    const body = seosnapshotResponseSchema.parse(res.body);
    const live = body.live!;
    expect(live.page).toEqual({
      title: "Waterproof Hiking Backpacks for Weekend Trails | TrailLite",
      description:
        "Light waterproof hiking backpacks with a laptop sleeve, 28 litres of space and a lifetime warranty. Free delivery in 2 days. Shop TrailLite today.",
      h1: "Waterproof Hiking Backpacks",
      h1Count: 1,
      canonical: `${server.origin}/hiking-backpacks`,
      robotsMeta: "index, follow",
      openGraph: {
        title: "Waterproof Hiking Backpacks | TrailLite",
        description: "Light, waterproof, 28 litres.",
        image: "https://cdn.example.com/backpack.jpg",
      },
      twitter: { card: "summary_large_image", title: "Waterproof Hiking Backpacks" },
      hreflang: [
        { lang: "en-gb", href: `${server.origin}/hiking-backpacks` },
        { lang: "de", href: `${server.origin}/de/wanderrucksaecke` },
      ],
      jsonLdTypes: ["Product", "Organization", "BreadcrumbList"],
      jsonLdErrors: 0,
      lang: "en-GB",
    });
    // The snippet audit scored the page's real title and description.
    expect(live.audited.title).toBe(live.page.title);
    expect(body.metrics.titleLength).toBe(live.page.title!.length);
    expect(live.findings.filter((f) => f.severity === "critical" || f.severity === "warning")).toEqual([]);
    expect(live.titleRewrite.likely).toBe(false);
    expect(body.result).toMatch(/^Live page: http:\/\/127\.0\.0\.1:\d+\/hiking-backpacks\n/);
    expect(body.result).toContain("SEO Score:");
  });

  it("finds a poor page's problems: noindex, two H1s, a canonical elsewhere, hreflang without itself, broken JSON-LD, boilerplate title", async () => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}/oak-tables` });
    expect(res.status).toBe(200);
    const { live } = seosnapshotResponseSchema.parse(res.body);
    const f = live!.findings;
    expect(finding(f, "noindex")).toMatchObject({ severity: "critical", message: expect.stringContaining("robots meta tag") });
    expect(finding(f, "h1")).toMatchObject({ severity: "warning", message: expect.stringContaining("2 H1 headings") });
    expect(finding(f, "canonical")).toMatchObject({
      severity: "warning",
      message: expect.stringContaining("https://www.example.com/other-page"),
    });
    expect(finding(f, "hreflang")?.severity).toBe("warning");
    expect(finding(f, "json-ld")?.severity).toBe("warning");
    expect(finding(f, "lang")?.severity).toBe("warning");
    expect(finding(f, "open-graph")?.message).toContain("og:title, og:description, og:image");
    expect(finding(f, "description")?.severity).toBe("warning");
    expect(live!.page.xRobotsTag).toBe("noarchive");
    expect(live!.titleRewrite).toMatchObject({ likely: true, shownTitle: "Handmade Oak Dining Tables" });
  });

  it("explains a likely title rewrite: too wide and a repeated brand", async () => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}/landlords` });
    const { live } = seosnapshotResponseSchema.parse(res.body);
    expect(live!.page.title).toContain("Smith & Co | Smith & Co");
    expect(live!.titleRewrite).toMatchObject({ likely: true, shownTitle: "Accountants for landlords in Leeds" });
    expect(live!.titleRewrite.reasons.join(" ")).toMatch(/"Smith & Co" appears twice/);
    expect(live!.titleRewrite.reasons.join(" ")).toMatch(/px wide/);
  });

  it("a one-word title under a fuller H1 is likely shown as the H1", async () => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}/one-word` });
    const { live } = seosnapshotResponseSchema.parse(res.body);
    expect(live!.titleRewrite).toMatchObject({ likely: true, shownTitle: "Women's Trail Running Shoes" });
    expect(live!.titleRewrite.reasons.join(" ")).toMatch(/"Shoes" is too short/);
  });

  it("follows redirects and reports them", async () => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}/hops/2` });
    expect(res.status).toBe(200);
    expect(res.body.live.redirects).toEqual([`${server.origin}/hops/1`, `${server.origin}/hops/0`]);
    expect(res.body.live.finalUrl).toBe(`${server.origin}/hops/0`);
  });

  it("checks the focus keyphrase given: it changes the title, description and H1 checks", async () => {
    const inferred = (await audit(allowing(), { mode: "live", url: `${server.origin}/hiking-backpacks` })).body;
    const given = (
      await audit(allowing(), { mode: "live", url: `${server.origin}/hiking-backpacks`, focusKeyphrase: "trail running shoes" })
    ).body;
    expect(inferred.metrics.focusKeywordInferred).toBe(true);
    expect(finding(inferred.live.findings, "h1-keyphrase")?.severity).toBe("ok");
    expect(given.metrics).toMatchObject({
      focusKeyword: "trail running shoes",
      focusKeywordInferred: false,
      keywordInTitle: false,
    });
    expect(finding(given.live.findings, "h1-keyphrase")).toMatchObject({
      severity: "warning",
      message: 'The H1 does not mention the focus keyphrase "trail running shoes": work it into the heading.',
    });
    expect(given.scores.title).toBeLessThan(inferred.scores.title);
  });
});

describe("a live page that cannot be audited: 422 with a code and a message", () => {
  it.each([
    ["http_error", "/missing", "The page answered 404 (Not Found): check the address, or audit a page that loads."],
    ["http_error", "/broken", "The page answered 500 (Internal Server Error): check the address, or audit a page that loads."],
    ["not_html", "/json", "That address is not an HTML page (it answered application/json); audit a web page."],
    ["redirect_loop", "/loop-a", "The page redirects in a loop, so there is no page to audit."],
    ["too_many_redirects", "/hops/6", "The page redirected more than 5 times; audit the address it finally lands on instead."],
    ["too_large", "/huge", "The page is larger than 2 MB, more than SeoSnapshot audits."],
    ["timeout", "/slow", "The page took longer than 1 seconds to load; try again later."],
  ])("%s (%s)", async (code, path, error) => {
    const res = await audit(allowing(), { mode: "live", url: `${server.origin}${path}` });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error, code, requestId: expect.any(String) });
  });

  it("unreachable: a closed port", async () => {
    const closed = await startPageServer();
    await closed.close();
    const res = await audit(allowing(), { mode: "live", url: `${closed.origin}/` });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "unreachable", error: expect.stringContaining("We couldn't reach that page") });
  });

  it.each([
    ["the local page server without the allowance", () => `${server.origin}/hiking-backpacks`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a decimal loopback", () => `http://2130706433:${server.port}/`],
    ["an IPv4-mapped loopback", () => `http://[::ffff:127.0.0.1]:${server.port}/`],
  ])("private_address: %s", async (_name, url) => {
    const res = await audit(strict(), { mode: "live", url: url() });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: "private_address",
      error: "That address is not public: SeoSnapshot only audits pages on the public internet.",
    });
  });

  it("private_address: a public-looking name that redirects to a private address", async () => {
    const res = await audit(allowing(), {
      mode: "live",
      url: `http://shop.example:${server.port}/redirect?to=${encodeURIComponent("http://10.0.0.1/admin")}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("private_address");
  });
});

describe("live requests the contract refuses: 400 naming the field", () => {
  const refused: [object, string, string | undefined][] = [
    [{ mode: "live" }, "url", "Required"],
    [{ mode: "live", url: "" }, "url", "Required"],
    [{ mode: "live", url: "not a url" }, "url", "Must be a valid URL"],
    [{ mode: "live", url: "ftp://example.com/page" }, "url", "Must start with http:// or https://"],
    [{ mode: "live", url: "javascript:alert(1)" }, "url", "Must start with http:// or https://"],
    [{ mode: "live", url: "https://user:pass@example.com/" }, "url", "Must not contain a user name or password"],
    [{ mode: "live", url: `https://example.com/${"a".repeat(2048)}` }, "url", "Must be at most 2048 characters"],
    [
      { mode: "live", url: "https://example.com/", focusKeyphrase: "x".repeat(101) },
      "focusKeyphrase",
      "Must be at most 100 characters",
    ],
    [{ mode: "crawl", url: "https://example.com/" }, "mode", undefined],
  ];
  it.each(refused.map(([body, field, message]) => [JSON.stringify(body).slice(0, 70), body, field, message] as const))(
    "%s",
    async (_name, body, field, message) => {
      const res = await audit(strict(), body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
      if (message) expect(res.body.error).toBe(`Invalid ${field}: ${message}`);
    },
  );

  it("still audits a snippet without a mode, as before", async () => {
    const res = await audit(strict(), { title: "Hiking Backpacks | TrailLite", description: "Light, waterproof bags." });
    expect(res.status).toBe(200);
    expect(res.body.live).toBeUndefined();
  });
});

describe("the test-only allowance", () => {
  it("is honoured under NODE_ENV=test only", () => {
    const env = { SEOSNAPSHOT_FETCH_ALLOW_PRIVATE: "127.0.0.1, ::1" };
    expect(liveFetchSettings({ appUrl: "http://localhost:3000", nodeEnv: "test" }, env)).toMatchObject({
      allowPrivate: ["127.0.0.1", "::1"],
      ignoredAllowance: false,
    });
    const prod = liveFetchSettings({ appUrl: "https://app.example.com", nodeEnv: "production" }, env);
    expect(prod.allowPrivate).toBeUndefined();
    expect(prod).toMatchObject({ ignoredAllowance: true, userAgent: "RankForgeSeoSnapshot/1.0 (+https://app.example.com)" });
    expect(liveFetchSettings({ appUrl: "http://localhost:3000", nodeEnv: "development" }, env).allowPrivate).toBeUndefined();
    expect(liveFetchSettings({ appUrl: "http://localhost:3000", nodeEnv: "test" }, {}).allowPrivate).toBeUndefined();
  });
});
