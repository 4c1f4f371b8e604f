import { parseLivePage } from "./parsePage";
import { liveFindings, titleRewrite } from "./liveChecks";
import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";

const URL_ = "https://shop.example/tables/oak";
const audit = (titlePixelWidth = 400) =>
  ({ metrics: { titlePixelWidth, titlePreviewDesktop: "cut..." } }) as unknown as SeosnapshotResponse;

describe("reading a live page", () => {
  it("reads broken markup as a browser would: entities decoded, whitespace collapsed, an svg's title ignored", () => {
    const page = parseLivePage(
      `<HTML LANG=de><svg><title>Logo</title></svg><TITLE>  Tische &amp;
      Stühle </TITLE><META NAME="Description" CONTENT="Eiche &ndash; handgemacht"><h1>Oak<br>Tables<h1>Second</h1>`,
      URL_,
    );
    expect(page).toMatchObject({
      lang: "de",
      title: "Tische & Stühle",
      description: "Eiche – handgemacht",
      h1: "Oak Tables",
      h1Count: 2,
    });
  });

  it("takes the first of each tag, resolves relative links, and reads property= and name= alike", () => {
    const page = parseLivePage(
      `<link rel="canonical" href="../chairs"><link rel="canonical" href="/second">
       <meta name="og:title" content="By name"><meta property="og:title" content="Second">
       <meta property="twitter:card" content="summary">
       <link rel="alternate" hreflang="x-default" href="/">`,
      URL_,
      ["noindex", "nofollow"],
    );
    expect(page).toMatchObject({
      canonical: "https://shop.example/chairs",
      openGraph: { title: "By name" },
      twitter: { card: "summary" },
      hreflang: [{ lang: "x-default", href: "https://shop.example/" }],
      xRobotsTag: "noindex, nofollow",
    });
  });

  it("collects JSON-LD types from arrays and @graph, and counts blocks that are not JSON", () => {
    const page = parseLivePage(
      `<script type="application/ld+json">[{"@type":"Recipe"},{"@type":["HowTo","Thing"]}]</script>
       <script type="application/ld+json">{"@graph":[{"@type":"WebSite"}]}</script>
       <script type="application/ld+json">{"@type": "Broken",</script>
       <script>var x = {"@type":"NotJsonLd"}</script>`,
      URL_,
    );
    expect(page.jsonLdTypes).toEqual(["Recipe", "HowTo", "Thing", "WebSite"]);
    expect(page.jsonLdErrors).toBe(1);
  });
});

describe("how Google would likely show the title", () => {
  it("a missing title: likely built from the H1", () => {
    const page = parseLivePage("<h1>Oak Dining Tables</h1>", URL_);
    expect(titleRewrite(page, audit())).toMatchObject({ likely: true, shownTitle: "Oak Dining Tables" });
  });
  it("a title that fits and agrees with the H1: likely shown as written", () => {
    const page = parseLivePage("<title>Oak Dining Tables | Woodworks</title><h1>Oak dining tables</h1>", URL_);
    expect(titleRewrite(page, audit())).toMatchObject({ likely: false });
  });
  it("a title and an H1 that share no words: the H1 is sometimes shown", () => {
    const page = parseLivePage("<title>Summer Sale Now On</title><h1>Handmade oak dining tables</h1>", URL_);
    expect(titleRewrite(page, audit())).toMatchObject({ likely: true, shownTitle: "Handmade oak dining tables" });
  });
});

describe("a page without a title or description", () => {
  it("says the snippet scores are for what Google would likely show instead", () => {
    const page = parseLivePage(
      '<meta property="og:description" content="Solid oak, made to order."><h1>Oak Dining Tables</h1>',
      URL_,
    );
    const findings = liveFindings(page, URL_, { metrics: { focusKeyword: "oak tables" } } as unknown as SeosnapshotResponse);
    expect(findings.find((f) => f.id === "title")?.message).toBe(
      'The page has no <title>: Google makes one up, usually from the H1 or og:title. The snippet scores below are for "Oak Dining Tables", what it would likely show.',
    );
    expect(findings.find((f) => f.id === "description")?.message).toMatch(/scores below are for its og:description\.$/);
  });
});
