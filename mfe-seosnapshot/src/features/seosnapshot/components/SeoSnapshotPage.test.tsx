/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HANDOFF_KEYS, WORKFLOW_MODE_KEY } from "@seo/contracts/handoff";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";
import { renderPage } from "@seo/ui/testing/renderToolPage";
import { expectMissingEntry, historyEntryRoutes } from "@seo/ui/testing/historyEntry";
import { renderAsPlan, setupToolPageTests, submitWithCallHeld } from "@seo/ui/testing/toolTests";
import { extractPdfText, popplerText } from "@seo/export/testing/pdfText";
import SeoSnapshotPage from "./SeoSnapshotPage";

// jsdom resolves jspdf's browser (ESM) build; the PDF is the same from its CommonJS build.
jest.mock("jspdf", () => jest.requireActual("jspdf/dist/jspdf.node.min.js"));
// jsdom lacks TextEncoder, which jspdf needs.
Object.assign(globalThis, { TextEncoder: require("node:util").TextEncoder, TextDecoder: require("node:util").TextDecoder });

const TITLE = "Organic Cotton T-Shirts for Kids | Soft, Durable and Eco Friendly Clothing";
const DESCRIPTION = "Shop soft organic cotton t-shirts for kids.";
const audit = {
  result: "SEO Score: 72/100 (Good)",
  scores: { overall: 72, title: 80, description: 55 },
  metrics: {
    titleLength: TITLE.length,
    titleOptimal: false,
    descriptionLength: DESCRIPTION.length,
    descriptionOptimal: false,
    titlePixelWidth: 690,
    titleTruncatedDesktop: true,
    titlePreviewDesktop: "Organic Cotton T-Shirts for Kids | Soft, Durable and Eco...",
    titleTruncatedMobile: false,
    titlePreviewMobile: TITLE,
    descriptionTruncatedDesktop: false,
    descriptionPreviewDesktop: DESCRIPTION,
    descriptionTruncatedMobile: false,
    descriptionPreviewMobile: DESCRIPTION,
    focusKeyword: "Organic Cotton T-Shirts",
    focusKeywordInferred: true,
    keywordInTitle: true,
    keywordInDescription: false,
  },
  recommendations: ["Shorten the title to 60 characters: Organic Cotton T-Shirts for Kids | GreenThreads"],
  checks: [
    {
      id: "title-length",
      area: "title",
      label: "Title length 50-60",
      passed: false,
      weight: 20,
      pointsLost: 12,
      message: "75 characters: too long.",
    },
    {
      id: "desc-cta",
      area: "description",
      label: "Call to action",
      passed: true,
      weight: 10,
      pointsLost: 0,
      message: "Starts with Shop.",
    },
  ],
  source: "offline",
};

const location = setupToolPageTests();

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText("Page Title"), TITLE);
  await userEvent.type(screen.getByLabelText("Meta Description"), DESCRIPTION);
  await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
}

it("always reads 'Audit SEO', even without access", () => {
  mockFetch({});
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  expect(screen.getByTestId("idle-state")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Audit SEO" })).toBeEnabled();
  expect(screen.queryByText(/Try Free/)).toBeNull();
});

it("shows 'Generating...' while pending, then the score card, preview, recommendations and analysis", async () => {
  const call = await submitWithCallHeld(<SeoSnapshotPage />, "/seosnapshot", "POST /api/seosnapshot", fillAndSubmit);
  expect(call.sent).toEqual({ title: TITLE, description: DESCRIPTION });

  await call.answer(audit);

  expect(await screen.findByTestId("overall-score")).toHaveTextContent("72");
  expect(screen.getByLabelText("SEO score")).toHaveAttribute("data-tone", "warning");
  expect(screen.getByText("Good")).toBeInTheDocument();
  expect(screen.getByText("SEO Audit Complete!")).toBeInTheDocument();
  expect(screen.getByText("Your overall SEO score is 72/100.")).toBeInTheDocument();
  expect(screen.getByText("Technical Metrics")).toBeInTheDocument();
  expect(screen.getByText("690 / 600 px")).toBeInTheDocument();
  // No keyphrase was typed: the one the audit inferred is shown as inferred.
  expect(screen.getByText("Focus Keyphrase (inferred)")).toBeInTheDocument();
  expect(screen.getByText("“Organic Cotton T-Shirts”")).toBeInTheDocument();
  // Desktop cuts the title: the hidden words are shown struck through.
  expect(screen.getByTestId("serp-desktop")).toHaveTextContent("Organic Cotton T-Shirts for Kids | Soft, Durable and Eco...");
  expect(screen.getByTitle("Cut off in search results")).toHaveTextContent("Friendly Clothing");
  await userEvent.click(screen.getByRole("tab", { name: "Mobile" }));
  expect(screen.getByText("Nothing is cut on mobile.")).toBeInTheDocument();
  expect(screen.getByText(audit.recommendations[0]!)).toBeInTheDocument();
  expect(screen.getByTestId("check-title-length")).toHaveTextContent("−12 of 20 pts");
  expect(screen.getByTestId("check-desc-cta")).toHaveTextContent("10/10 pts");
  expect(screen.getByRole("button", { name: "Audit SEO" })).toBeEnabled();
  // The report exports as copy, txt and pdf, from a bar right under the score, above the metrics.
  const bar = screen.getByRole("group", { name: "Export report" });
  expect(bar).toHaveTextContent("CopyTXTPDF");
  const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(screen.getByLabelText("SEO score"), bar)).toBe(true);
  expect(follows(bar, screen.getByText("Technical Metrics"))).toBe(true);
  expect(screen.getByLabelText("SEO score").nextElementSibling).toBe(bar);
});

it.each([
  [85, "Excellent", "success"],
  [59, "Need Improvement", "danger"],
])("colours a score of %i as %s", async (overall, label, tone) => {
  mockFetch({ "POST /api/seosnapshot": { body: { ...audit, scores: { overall, title: 70, description: 70 } } } });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  expect(await screen.findByText(label)).toBeInTheDocument();
  expect(screen.getByLabelText("SEO score")).toHaveAttribute("data-tone", tone);
});

it("a refused audit is explained beside 'Audit SEO' with the trial offer; the snippet stays and nobody leaves", async () => {
  mockFetch({
    "POST /api/seosnapshot": {
      status: 402,
      body: { error: "You've used your free tries for today.", code: "FREE_TRIES_USED", redirectTo: "/pricing" },
    },
  });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  expect(await screen.findByRole("alert")).toHaveTextContent("You've used today's free tries.");
  // A visitor has never had the trial: it is offered (signing up comes first, on the pricing page).
  expect(screen.getByRole("link", { name: "Start your 3-day Pro trial — no card needed" })).toHaveAttribute("href", "/pricing");
  expect(location.assign).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Page Title")).toHaveValue(TITLE);
  expect(screen.getByLabelText("Meta Description")).toHaveValue(DESCRIPTION);
});

it("moves focus to the audit's heading, above the score, and announces the score", async () => {
  mockFetch({ "POST /api/seosnapshot": { body: audit } });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  const heading = await screen.findByRole("heading", { name: "Audit Results" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading.compareDocumentPosition(screen.getByTestId("overall-score")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByText("SEO audit ready: score 72/100")).toBeInTheDocument();
});

it("pre-fills from HookGenie's hand-off and then deletes it", () => {
  mockFetch({});
  localStorage.setItem(
    HANDOFF_KEYS.seosnapshot,
    JSON.stringify({
      title: "10 Ways to Sleep Better",
      description: "Compelling content about sleep",
      url: "https://example.com/sleep",
    }),
  );
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  expect(screen.getByLabelText("Page Title")).toHaveValue("10 Ways to Sleep Better");
  expect(screen.getByLabelText("Meta Description")).toHaveValue("Compelling content about sleep");
  expect(screen.getByLabelText("Website URL (Optional)")).toHaveValue("https://example.com/sleep");
  expect(localStorage.getItem(HANDOFF_KEYS.seosnapshot)).toBeNull();
});

it("offers 'Complete Workflow' to plan all/admin: clears the workflow, toasts, goes to /dashboard", async () => {
  localStorage.setItem("sessionId", "s1");
  localStorage.setItem(WORKFLOW_MODE_KEY, "true");
  mockFetch({
    "GET /api/user/subscription": { body: subscription("admin") },
    "POST /api/seosnapshot": { body: audit },
  });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  await userEvent.click(await screen.findByRole("button", { name: "Complete Workflow" }));
  expect(screen.getByText("SEO Workflow Complete!")).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  expect(localStorage.getItem(WORKFLOW_MODE_KEY)).toBeNull();
});

it("hides 'Complete Workflow' from other plans", async () => {
  renderAsPlan(<SeoSnapshotPage />, "/seosnapshot", "pro", { "POST /api/seosnapshot": { body: audit } });
  await fillAndSubmit();
  await screen.findByTestId("overall-score");
  expect(screen.queryByRole("button", { name: "Complete Workflow" })).toBeNull();
});

it("calls a description the audit passes Optimal in the success tone, and a title it does not pass Too long", async () => {
  mockFetch({
    "POST /api/seosnapshot": {
      body: { ...audit, metrics: { ...audit.metrics, descriptionLength: 132, descriptionOptimal: true } },
    },
  });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  await screen.findByTestId("overall-score");
  const optimal = screen.getByText("Optimal");
  expect(optimal).toHaveAttribute("data-tone", "success");
  expect(screen.getByText("Too long")).toHaveAttribute("data-tone", "danger");
  expect(screen.getByTestId("score-verdict")).toHaveTextContent("Good");
});

it("exports a PDF report in which passed and failed checks read PASS and FAIL, not ' and \"", async () => {
  // The report lines as the audit engine writes them.
  const result = [
    `SEO Snapshot for "${TITLE}"`,
    "",
    "SEO Score: 72/100 (Good)",
    "✗ Title length 50-60: 75 characters: too long. (−12 of 20)",
    "✓ Call to action: Starts with “Shop”.",
  ].join("\n");
  // PDF is a Pro format (Starter and free tries get copy and TXT): a Pro user.
  localStorage.setItem("sessionId", "s1");
  mockFetch({
    "GET /api/user/subscription": { body: subscription("pro") },
    "POST /api/seosnapshot": { body: { ...audit, result } },
  });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blobs.push(blob)}`);
  URL.revokeObjectURL = jest.fn();
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  await userEvent.click(await screen.findByRole("button", { name: "PDF" }));
  expect(await screen.findByText("File exported as PDF")).toBeInTheDocument();
  expect(saved).toEqual(["seo-snapshot-report.pdf"]);

  const pdf = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blobs[0]!);
  });
  const lines = extractPdfText(pdf).split("\n");
  // A report: the product and the tool, the score large with its verdict in words, then sections.
  expect(lines[0]).toMatch(/^RankForge Exported \d{1,2} \w+ \d{4}$/);
  expect(lines.slice(1, 5)).toEqual(["SeoSnapshot Export", `SEO audit of “${TITLE}”`, "OVERALL SEO SCORE", "72/100 Good"]);
  expect(lines).toContain("Title 80/100 (Excellent) · Description 55/100 (Need Improvement)");
  for (const heading of ["Audited snippet", "Lengths", "Recommendations", "Title checks", "Meta description checks"]) {
    expect(lines).toContain(heading);
  }
  expect(lines).toContain(
    `• Meta description: ${DESCRIPTION.length} characters: Too short (the audit passes 120-156 characters)`,
  );
  expect(lines.indexOf("Recommendations")).toBeLessThan(lines.indexOf("Title checks"));
  expect(lines).toContain("FAIL Title length 50-60: 75 characters: too long. (-12 of 20)");
  expect(lines).toContain("PASS Call to action: Starts with Shop.");
  expect(lines.filter((l) => /^['"]/.test(l))).toEqual([]);
  // A second reader agrees where poppler is installed.
  const poppler = popplerText(pdf) ?? lines.join("\n");
  expect(poppler).toMatch(/FAIL\s+Title length 50-60/);
  expect(poppler).toMatch(/PASS\s+Call to action/);
});

it("shows PDF locked with a Pro mark to a visitor, leading to /pricing", async () => {
  mockFetch({ "POST /api/seosnapshot": { body: audit } });
  renderPage(<SeoSnapshotPage />, "/seosnapshot");
  await fillAndSubmit();
  const pdf = await screen.findByRole("link", { name: "PDF Pro" });
  expect(pdf).toHaveAttribute("href", "/pricing");
  expect(screen.getByRole("button", { name: "TXT" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "PDF" })).not.toBeInTheDocument();
});

describe("variants and history entries", () => {
  const rewritten = {
    ...audit,
    recommendations: ["Suggested title: Kids' Organic Cotton T-Shirts – Soft and Durable"],
    metrics: { ...audit.metrics, suggestedTitle: "Kids' Organic Cotton T-Shirts – Soft and Durable" },
  };

  it("Regenerate audits the same snippet as variant 1: the same score, other rewrites, each tab with its report exports", async () => {
    const { fakeResponse } = await import("@seo/ui/testing/fakeResponse");
    const replies = [audit, rewritten];
    const { calls } = mockFetch({ "POST /api/seosnapshot": () => Promise.resolve(fakeResponse(200, replies.shift())) });
    renderPage(<SeoSnapshotPage />, "/seosnapshot");
    await userEvent.type(screen.getByLabelText("Page Title"), TITLE);
    await userEvent.type(screen.getByLabelText("Meta Description"), DESCRIPTION);
    await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
    await screen.findByRole("tab", { name: "Variant 1" });
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("tab", { name: "Variant 2" })).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { title: TITLE, description: DESCRIPTION },
      { title: TITLE, description: DESCRIPTION, variant: 1 },
    ]);
    expect(screen.getByText(rewritten.recommendations[0]!)).toBeInTheDocument();
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByRole("group", { name: "Export report" }));
    await userEvent.click(screen.getByRole("tab", { name: "Variant 1" }));
    expect(screen.getByText(audit.recommendations[0]!)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Export report" })).toBeInTheDocument();
  });

  it("?entry= fills title and description and shows the stored audit; a 404 says it no longer exists", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch(
      historyEntryRoutes(
        9,
        "seosnapshot",
        { input: { title: TITLE, description: DESCRIPTION }, output: audit },
        { source: "bulk" },
      ),
    );
    const view = renderPage(<SeoSnapshotPage />, "/seosnapshot?entry=9");
    expect(await screen.findByText(audit.recommendations[0]!)).toBeInTheDocument();
    expect(screen.getByLabelText("Page Title")).toHaveValue(TITLE);
    expect(screen.getByLabelText("Meta Description")).toHaveValue(DESCRIPTION);
    expect(screen.getByRole("group", { name: "Export report" })).toBeInTheDocument();
    view.unmount();
    await expectMissingEntry(<SeoSnapshotPage />, "/seosnapshot?entry=10", "Page Title");
  });
});

describe("auditing a live page", () => {
  const PAGE_URL = "https://www.example.com/oak-tables";
  const live = {
    requestedUrl: PAGE_URL,
    finalUrl: PAGE_URL,
    redirects: [],
    status: 200,
    contentType: "text/html",
    bytes: 1200,
    page: {
      title: "Home",
      h1: "Handmade Oak Dining Tables",
      h1Count: 2,
      canonical: "https://www.example.com/other-page",
      robotsMeta: "noindex",
      openGraph: {},
      twitter: {},
      hreflang: [{ lang: "fr", href: "https://www.example.com/fr/" }],
      jsonLdTypes: ["Product"],
      jsonLdErrors: 0,
      lang: "en",
    },
    audited: { title: "Home", description: "", url: PAGE_URL },
    findings: [
      { id: "noindex", severity: "critical", message: "The page asks not to be indexed (noindex in the robots meta tag)." },
      { id: "h1", severity: "warning", message: "The page has 2 H1 headings: keep one." },
    ],
    titleRewrite: { likely: true, shownTitle: "Handmade Oak Dining Tables", reasons: ['"Home" says nothing about the page.'] },
  };

  it("switches to 'Audit a live page', requires the URL, sends mode live and shows what the page holds", async () => {
    const { calls } = mockFetch({ "POST /api/seosnapshot": { body: { ...audit, live } } });
    renderPage(<SeoSnapshotPage />, "/seosnapshot");
    expect(screen.getByRole("radio", { name: "Check a snippet" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "Audit a live page" }));
    expect(screen.queryByLabelText("Page Title")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
    expect(await screen.findByText("Required")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Page URL"), "ftp://example.com/x");
    await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
    expect(await screen.findByText("Must start with http:// or https://")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await userEvent.clear(screen.getByLabelText("Page URL"));
    await userEvent.type(screen.getByLabelText("Page URL"), PAGE_URL);
    await userEvent.type(screen.getByLabelText("Focus keyphrase (optional)"), "oak dining tables");
    await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
    expect(await screen.findByRole("heading", { name: "Live Page" })).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      mode: "live",
      url: PAGE_URL,
      focusKeyphrase: "oak dining tables",
    });
    const found = screen.getByTestId("live-found");
    expect(found).toHaveTextContent("Handmade Oak Dining Tables (+1 more H1)");
    expect(found).toHaveTextContent("https://www.example.com/other-page");
    expect(found).toHaveTextContent("meta: noindex");
    expect(found).toHaveTextContent("fr → https://www.example.com/fr/");
    expect(found).toHaveTextContent("Product");
    expect(screen.getByTestId("live-noindex")).toHaveTextContent("Critical");
    expect(screen.getByTestId("live-title-rewrite")).toHaveTextContent("Likely rewritten: “Handmade Oak Dining Tables”");
    // The score card and the snippet analysis are about the page's own title.
    expect(screen.getByTestId("overall-score")).toHaveTextContent("72");
  });

  it("shows why a page could not be audited in the form's error area", async () => {
    mockFetch({
      "POST /api/seosnapshot": {
        status: 422,
        body: {
          error: "That address is not public: SeoSnapshot only audits pages on the public internet.",
          code: "private_address",
        },
      },
    });
    renderPage(<SeoSnapshotPage />, "/seosnapshot");
    await userEvent.click(screen.getByRole("radio", { name: "Audit a live page" }));
    await userEvent.type(screen.getByLabelText("Page URL"), "http://169.254.169.254/latest/meta-data/");
    await userEvent.click(screen.getByRole("button", { name: "Audit SEO" }));
    expect(await screen.findByTestId("live-failure")).toHaveTextContent(
      "That address is not public: SeoSnapshot only audits pages on the public internet.",
    );
    expect(location.assign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("radio", { name: "Check a snippet" }));
    expect(screen.queryByTestId("live-failure")).toBeNull();
  });
});
