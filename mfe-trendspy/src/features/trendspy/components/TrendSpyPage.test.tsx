/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { CURRENT_WORKFLOW_PROJECT_KEY, HANDOFF_KEYS, WORKFLOW_MODE_KEY } from "@seo/contracts/handoff";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";
import { renderPage } from "@seo/ui/testing/renderToolPage";
import { expectMissingEntry, historyEntryRoutes } from "@seo/ui/testing/historyEntry";
import { expectTryFreePage, setupToolPageTests, submitWithCallHeld } from "@seo/ui/testing/toolTests";
import TrendSpyPage from "./TrendSpyPage";

const kw = (keyword: string, difficulty: number, volume: number, trend: string) => ({
  keyword,
  trend,
  volume,
  difficulty,
  difficultyBand: "easy",
  intent: "informational",
  estimate: false,
});
const answer = {
  result: "Market overview\n- coffee roasting at home:\n  ~1K searches",
  keywordData: [
    kw("coffee roasting", 29, 12000, "up"),
    kw("best home coffee roaster", 30, 900, "down"),
    kw("how to roast coffee", 59, 4400, "stable"),
    kw("coffee roaster price", 60, 300, "up"),
    kw("green coffee beans", 12, 2000, "up"),
    kw("roast levels", 5, 100, "up"),
  ],
  insights: ["Quick wins: target 'roast levels' first."],
  dataSource: "dataforseo",
  dataLabel: "DataForSEO · United Kingdom · English",
  source: "offline",
};

const location = setupToolPageTests();

/** Types the niche and presses Analyze Trends. */
async function analyze(niche: string) {
  await userEvent.type(screen.getByLabelText("Target Niche"), niche);
  await userEvent.click(screen.getByRole("button", { name: /Analyze Trends/ }));
}

it("sends the market chosen on the form and shows why provider data is missing", async () => {
  const { calls } = mockFetch({
    "POST /api/trendspy": async () =>
      fakeResponse(200, {
        ...estimateAnswer,
        notice: "Keyword data unavailable: DataForSEO's rate limit was reached; try again in a minute — showing estimates.",
      }),
  });
  renderPage(<TrendSpyPage />, "/trendspy");
  await userEvent.type(screen.getByLabelText("Target Niche"), "zapatillas running");
  await userEvent.selectOptions(screen.getByLabelText("Market (for keyword data)"), "Spain · Spanish");
  await userEvent.click(screen.getByRole("button", { name: /Analyze Trends/ }));
  expect(await screen.findByTestId("data-notice")).toHaveTextContent(
    "Keyword data unavailable: DataForSEO's rate limit was reached",
  );
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({ niche: "zapatillas running", locationCode: 2724 });
});

const band = (keyword: string, interest: "high" | "medium" | "low") => ({
  keyword,
  interest,
  interestWhy:
    interest === "high" ? "The head term: the broadest search in this set." : "A word added to the head term: a narrower search.",
  trend: null,
  volume: null,
  difficulty: null,
  intent: "informational",
  estimate: true,
});
const estimateAnswer = {
  result: "Keyword research\n- coffee roasting:\n  High relative interest · informational · The head term.",
  keywordData: [band("coffee roasting", "high"), band("coffee roasting tips", "medium"), band("how to roast coffee", "low")],
  insights: ["Relative interest bands are estimates."],
  dataSource: "estimate",
  dataLabel: "estimate — connect a data source for volumes",
  source: "offline",
};

it("offline: bands with their reason and the estimate label, never a number", async () => {
  mockFetch({ "POST /api/trendspy": async () => fakeResponse(200, estimateAnswer) });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee roasting");
  const cards = await screen.findAllByTestId("keyword-card");
  expect(cards).toHaveLength(3);
  expect(screen.getAllByTestId("interest").map((d) => d.getAttribute("data-band"))).toEqual(["high", "medium", "low"]);
  expect(cards[0]).toHaveTextContent("The head term: the broadest search in this set.");
  expect(screen.getByTestId("data-source")).toHaveTextContent("estimate — connect a data source for volumes");
  expect(screen.queryAllByTestId("difficulty")).toHaveLength(0);
  for (const card of cards) expect(card.textContent).not.toMatch(/\d/);
});

it("Copy puts the keywords on the clipboard as readable lines, not JSON", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  mockFetch({ "POST /api/trendspy": async () => fakeResponse(200, estimateAnswer) });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee roasting");
  await screen.findAllByTestId("keyword-card");
  const keywords = screen.getByRole("group", { name: "Keywords" });
  await userEvent.click(within(keywords).getByRole("button", { name: "Copy" }));
  await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
  expect(writeText.mock.calls[0]![0]).toBe(
    [
      "Keyword opportunities (estimate — connect a data source for volumes)",
      "coffee roasting — high interest (relative, estimate) · intent: informational",
      "coffee roasting tips — medium interest (relative, estimate) · intent: informational",
      "how to roast coffee — low interest (relative, estimate) · intent: informational",
    ].join("\n"),
  );
});

it("reads 'Try Free - Analyze Trends' without access", () => {
  expectTryFreePage(<TrendSpyPage />, "/trendspy", "Try Free - Analyze Trends");
});

it("with provider data: 'Generating...' → keyword cards (trend, volume, difficulty colours, intent), the source, cloud, analysis, insights", async () => {
  const call = await submitWithCallHeld(<TrendSpyPage />, "/trendspy", "POST /api/trendspy", async () => {
    await userEvent.type(screen.getByLabelText("Target Niche"), "coffee roasting");
    await userEvent.selectOptions(screen.getByLabelText("Category (Optional)"), "Food & Recipes");
    await userEvent.click(screen.getByRole("button", { name: /Analyze Trends/ }));
  });
  expect(call.sent).toEqual({ niche: "coffee roasting", category: "Food & Recipes" });
  await call.answer(answer);

  const cards = await screen.findAllByTestId("keyword-card");
  expect(cards).toHaveLength(6);
  expect(cards[0]).toHaveTextContent("coffee roasting");
  expect(cards[0]).toHaveTextContent("12K/mo");
  expect(cards[0]).toHaveTextContent("informational");
  expect(cards[0]).not.toHaveTextContent("estimate");
  expect(screen.getByTestId("data-source")).toHaveTextContent("DataForSEO · United Kingdom · English");
  expect(screen.getAllByLabelText("Trending up")).toHaveLength(4);
  expect(screen.getAllByLabelText("Trending down")).toHaveLength(1);
  expect(screen.getAllByTestId("difficulty").map((d) => d.getAttribute("data-tone"))).toEqual([
    "success",
    "warning",
    "warning",
    "danger",
    "success",
    "success",
  ]);
  const cloud = screen.getAllByTestId("cloud-word");
  const size = (word: string) => parseInt(cloud.find((w) => w.textContent === word)!.style.fontSize, 10);
  expect(size("coffee roasting")).toBeGreaterThan(size("roast levels"));
  expect(screen.getByTestId("trend-analysis")).toHaveTextContent("Market overview");
  expect(screen.getByText("Quick wins: target 'roast levels' first.")).toBeInTheDocument();
  expect(screen.getByText("Trend Analysis Complete!")).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Keywords" })).toHaveTextContent("CopyCSV");
  expect(screen.getByRole("group", { name: "Analysis" })).toHaveTextContent("CopyTXT");
});

it("shows the 'Generation Failed' toast on failure and stays on the page", async () => {
  mockFetch({ "POST /api/trendspy": { status: 502, body: { error: "Upstream down" } } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee");
  expect(await screen.findByText("Generation Failed")).toBeInTheDocument();
  expect(screen.getByText("Failed to analyze trends. Please try again.")).toBeInTheDocument();
  expect(location.assign).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole("button", { name: /Analyze Trends/ })).toBeEnabled());
});

it("moves focus to the research's first heading and announces the keyword opportunities", async () => {
  mockFetch({ "POST /api/trendspy": { body: answer } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee");
  const heading = await screen.findByRole("heading", { name: "Keyword Opportunities" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText("6 keyword opportunities ready")).toBeInTheDocument();
});

it("sends the first 5 keywords, the niche and sourceData to Descripto in workflow mode (plan all)", async () => {
  localStorage.setItem("sessionId", "s1");
  localStorage.setItem(WORKFLOW_MODE_KEY, "true");
  localStorage.setItem(CURRENT_WORKFLOW_PROJECT_KEY, "3");
  mockFetch({ "GET /api/user/subscription": { body: subscription("all") }, "POST /api/trendspy": { body: answer } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await userEvent.type(screen.getByLabelText("Target Niche"), "coffee roasting");
  await userEvent.click(await screen.findByRole("button", { name: "Analyze Trends" }));
  await userEvent.click(await screen.findByRole("button", { name: /Send to Descripto/ }));
  const stored = JSON.parse(localStorage.getItem(HANDOFF_KEYS.descripto)!);
  expect(stored.keywords).toEqual([
    "coffee roasting",
    "best home coffee roaster",
    "how to roast coffee",
    "coffee roaster price",
    "green coffee beans",
  ]);
  expect(stored.niche).toBe("coffee roasting");
  expect(stored.sourceData.result).toBe(answer.result);
  expect(screen.getByTestId("location")).toHaveTextContent("/descripto");
});

it("hides 'Send to Descripto' without a current workflow project", async () => {
  localStorage.setItem("sessionId", "s1");
  localStorage.setItem(WORKFLOW_MODE_KEY, "true");
  mockFetch({ "GET /api/user/subscription": { body: subscription("admin") }, "POST /api/trendspy": { body: answer } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await userEvent.type(screen.getByLabelText("Target Niche"), "coffee");
  await userEvent.click(await screen.findByRole("button", { name: "Analyze Trends" }));
  await screen.findAllByTestId("keyword-card");
  expect(screen.queryByRole("button", { name: /Send to Descripto/ })).toBeNull();
});

it("keeps the last analysis on screen while a re-run is pending and after it is refused", async () => {
  let second!: (r: Response) => void;
  let n = 0;
  mockFetch({
    "POST /api/trendspy": () => (++n === 1 ? Promise.resolve(fakeResponse(200, answer)) : new Promise((r) => (second = r))),
  });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee roasting");
  expect(await screen.findAllByTestId("keyword-card")).toHaveLength(6);
  await userEvent.click(screen.getByRole("button", { name: /Analyze Trends/ }));
  expect(await screen.findByRole("button", { name: /Generating\.\.\./ })).toBeDisabled();
  expect(screen.getAllByTestId("keyword-card")).toHaveLength(6);
  await act(async () => second(fakeResponse(402, { error: "Free tries used", code: "FREE_TRIES_USED", redirectTo: "/pricing" })));
  // The refusal is said beside the button, in place of the toast it used to be.
  expect(await screen.findByRole("alert")).toHaveTextContent("You've used today's free tries.");
  expect(screen.getByRole("link", { name: /See plans|Pro trial/ })).toHaveAttribute("href", "/pricing");
  expect(screen.queryByText("Generation Failed")).toBeNull();
  expect(screen.getByLabelText("Target Niche")).toHaveValue("coffee roasting");
  expect(screen.getAllByTestId("keyword-card")).toHaveLength(6);
  expect(screen.queryByTestId("idle-state")).toBeNull();
});

it("shows the top 8 keyword cards of a long list, with 'Show all' for the rest", async () => {
  const many = {
    ...answer,
    keywordData: Array.from({ length: 19 }, (_, i) => ({ ...answer.keywordData[0]!, keyword: `coffee keyword ${i + 1}` })),
  };
  mockFetch({ "POST /api/trendspy": { body: many } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee roasting");
  expect(await screen.findAllByTestId("keyword-card")).toHaveLength(8);
  await userEvent.click(screen.getByRole("button", { name: "Show all 19 keywords" }));
  expect(screen.getAllByTestId("keyword-card")).toHaveLength(19);
  await userEvent.click(screen.getByRole("button", { name: "Show fewer keywords" }));
  expect(screen.getAllByTestId("keyword-card")).toHaveLength(8);
});

it("opens a long analysis at its first lines, with 'Show full analysis' for the rest", async () => {
  const long = { ...answer, result: Array.from({ length: 40 }, (_, i) => `- line ${i + 1}`).join("\n") };
  mockFetch({ "POST /api/trendspy": { body: long } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee");
  const toggle = await screen.findByRole("button", { name: "Show full analysis" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(screen.getByTestId("trend-analysis")).toHaveTextContent("- line 40"); // all there for copy and search
  await userEvent.click(toggle);
  expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
});

it("shows a short analysis whole, without a toggle", async () => {
  mockFetch({ "POST /api/trendspy": { body: answer } });
  renderPage(<TrendSpyPage />, "/trendspy");
  await analyze("coffee");
  await screen.findByTestId("trend-analysis");
  expect(screen.queryByRole("button", { name: "Show full analysis" })).toBeNull();
});

describe("variants and history entries", () => {
  const angle = { ...answer, result: "By search intent\n- coffee roaster price:\n  ~300 searches" };

  it("Regenerate asks for the same niche as variant 1; both analyses stay, each tab with its own exports", async () => {
    const replies = [answer, angle];
    const { calls } = mockFetch({ "POST /api/trendspy": () => Promise.resolve(fakeResponse(200, replies.shift())) });
    renderPage(<TrendSpyPage />, "/trendspy");
    await analyze("coffee roasting");
    await screen.findByRole("tab", { name: "Variant 1" });
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("tab", { name: "Variant 2" })).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { niche: "coffee roasting" },
      { niche: "coffee roasting", variant: 1 },
    ]);
    expect(screen.getByTestId("trend-analysis")).toHaveTextContent("By search intent");
    const panel = screen.getByRole("tabpanel");
    expect(panel).toContainElement(screen.getByRole("group", { name: "Keywords" }));
    expect(panel).toContainElement(screen.getByRole("group", { name: "Analysis" }));
    await userEvent.click(screen.getByRole("tab", { name: "Variant 1" }));
    expect(screen.getByTestId("trend-analysis")).toHaveTextContent("Market overview");
  });

  it("?entry= fills the niche and shows the stored research; a 404 says it no longer exists", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch(
      historyEntryRoutes(5, "trendspy", { input: { niche: "coffee roasting", category: "Food & Recipes" }, output: answer }),
    );
    const view = renderPage(<TrendSpyPage />, "/trendspy?entry=5");
    expect(await screen.findAllByTestId("keyword-card")).toHaveLength(6);
    expect(screen.getByLabelText("Target Niche")).toHaveValue("coffee roasting");
    expect(screen.getByRole("tab", { name: "Variant 1" })).toHaveAttribute("aria-selected", "true");
    view.unmount();
    await expectMissingEntry(<TrendSpyPage />, "/trendspy?entry=6", "Target Niche");
  });
});
