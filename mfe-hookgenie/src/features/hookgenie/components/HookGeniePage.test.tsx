/** @jest-environment jsdom */
import { Suspense } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { HANDOFF_KEYS } from "@seo/contracts/handoff";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";
import { renderPage } from "@seo/ui/testing/renderToolPage";
import { expectMissingEntry, historyEntryRoutes } from "@seo/ui/testing/historyEntry";
import { expectTryFreePage, renderAsPlan, setupToolPageTests, submitWithCallHeld } from "@seo/ui/testing/toolTests";
import HookGeniePage from "./HookGeniePage";

const answer = {
  result: "1. 7 Meal Prep Tricks for Busy Parents\n2. Meal Prep Made Simple",
  tips: ["Lead with a number."],
  headlines: [
    { text: "Meal Prep Made Simple", score: 64, length: 21, limit: 70 },
    { text: "7 Meal Prep Tricks for Busy Parents", score: 88, length: 35, limit: 70 },
  ],
  source: "offline",
};

const location = setupToolPageTests();

/** Types the topic and presses Generate Headlines. */
async function generateFor(topic: string) {
  await userEvent.type(screen.getByLabelText("Topic/Product"), topic);
  await userEvent.click(screen.getByRole("button", { name: /Generate Headlines/ }));
}

it("reads 'Try Free - Generate Headlines' without access", () => {
  expectTryFreePage(<HookGeniePage />, "/hookgenie", "Try Free - Generate Headlines");
});

it("goes 'Generating...' → ranked headlines with score and length against the limit, tips and export", async () => {
  const call = await submitWithCallHeld(<HookGeniePage />, "/hookgenie", "POST /api/hookgenie", () => generateFor("meal prep"));
  expect(call.sent).toEqual({ topic: "meal prep", type: "headline", style: "professional" });
  await call.answer(answer);
  const rows = await screen.findAllByTestId("headline");
  expect(rows[0]).toHaveTextContent("7 Meal Prep Tricks for Busy Parents");
  expect(rows[0]).toHaveTextContent("88/100");
  expect(rows[0]).toHaveTextContent("35/70 chars");
  expect(rows[1]).toHaveTextContent("Meal Prep Made Simple");
  expect(screen.getByText("Headlines Generated!")).toBeInTheDocument();
  expect(screen.getByText("Lead with a number.")).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Export" })).toHaveTextContent("CopyTXTCSV");
});

it("a tool outside the plan: says so beside Generate with 'See plans', keeps the topic and stays", async () => {
  localStorage.setItem("sessionId", "s1");
  mockFetch({
    "GET /api/user/subscription": { body: subscription("single") },
    "POST /api/hookgenie": {
      status: 403,
      body: {
        error: "Your plan does not include this tool. Upgrade to use it.",
        code: "TOOL_NOT_IN_PLAN",
        redirectTo: "/pricing",
      },
    },
  });
  renderPage(<HookGeniePage />, "/hookgenie");
  await generateFor("meal prep");
  expect(await screen.findByRole("alert")).toHaveTextContent("Your plan does not include this tool. Upgrade to use it.");
  expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  expect(location.assign).not.toHaveBeenCalled();
  expect(screen.getByTestId("location")).toHaveTextContent("/hookgenie");
  expect(screen.getByLabelText("Topic/Product")).toHaveValue("meal prep");
});

it("moves focus to the headlines' heading and announces how many are ready", async () => {
  mockFetch({ "POST /api/hookgenie": { body: answer } });
  renderPage(<HookGeniePage />, "/hookgenie");
  await generateFor("meal prep");
  const heading = await screen.findByRole("heading", { name: "Generated Headlines" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByText("2 headlines ready")).toBeInTheDocument();
});

it("pre-fills the topic from Descripto's hand-off and deletes it", () => {
  mockFetch({});
  localStorage.setItem(
    HANDOFF_KEYS.hookgenie,
    JSON.stringify({ topic: "AeroFit", description: "Meet AeroFit", keywords: "shoes" }),
  );
  renderPage(<HookGeniePage />, "/hookgenie");
  expect(screen.getByLabelText("Topic/Product")).toHaveValue("AeroFit");
  expect(localStorage.getItem(HANDOFF_KEYS.hookgenie)).toBeNull();
});

it("keeps the hand-off when React throws the first render away (a suspended sibling, an interrupted route change)", async () => {
  mockFetch({});
  localStorage.setItem(
    HANDOFF_KEYS.hookgenie,
    JSON.stringify({ topic: "AeroFit", description: "Meet AeroFit", keywords: "shoes" }),
  );
  let ready = false;
  const pending = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 20));
  function SuspendOnce() {
    if (!ready) throw pending;
    return null;
  }
  renderPage(
    <Suspense fallback={<p>Loading</p>}>
      <HookGeniePage />
      <SuspendOnce />
    </Suspense>,
    "/hookgenie",
  );
  expect(await screen.findByLabelText("Topic/Product")).toHaveValue("AeroFit");
  expect(localStorage.getItem(HANDOFF_KEYS.hookgenie)).toBeNull();
});

it("sends the first headline, 'Compelling content about {topic}' and a slug URL to SeoSnapshot (plan admin)", async () => {
  renderAsPlan(<HookGeniePage />, "/hookgenie", "admin", { "POST /api/hookgenie": { body: answer } });
  await userEvent.type(screen.getByLabelText("Topic/Product"), "Meal Prep & Planning");
  await userEvent.click(await screen.findByRole("button", { name: "Generate Headlines" }));
  await userEvent.click(await screen.findByRole("button", { name: /Send to SeoSnapshot/ }));
  expect(JSON.parse(localStorage.getItem(HANDOFF_KEYS.seosnapshot)!)).toEqual({
    title: "7 Meal Prep Tricks for Busy Parents",
    description: "Compelling content about Meal Prep & Planning",
    url: "https://www.example.com/meal-prep-planning",
  });
  expect(screen.getByTestId("location")).toHaveTextContent("/seosnapshot");
});

it("hides 'Send to SeoSnapshot' from plan pro", async () => {
  renderAsPlan(<HookGeniePage />, "/hookgenie", "pro", { "POST /api/hookgenie": { body: answer } });
  await userEvent.type(screen.getByLabelText("Topic/Product"), "meal prep");
  await userEvent.click(await screen.findByRole("button", { name: "Generate Headlines" }));
  await screen.findAllByTestId("headline");
  expect(screen.queryByRole("button", { name: /Send to SeoSnapshot/ })).toBeNull();
});

describe("variants and history entries", () => {
  const second = {
    ...answer,
    result: "1. Meal Prep for the Week Ahead",
    headlines: [{ text: "Meal Prep for the Week Ahead", score: 80, length: 28, limit: 60 }],
  };
  const rowTexts = () => screen.getAllByTestId("headline").map((r) => r.querySelector(".text")!.textContent);

  it("Regenerate asks for the same topic, channel and style as variant 1 and shows the new set in its own tab", async () => {
    localStorage.setItem("sessionId", "s1");
    const replies = [answer, second];
    const { calls } = mockFetch({
      "GET /api/user/subscription": { body: subscription("pro") },
      "POST /api/hookgenie": () => Promise.resolve(fakeResponse(200, replies.shift())),
    });
    renderPage(<HookGeniePage />, "/hookgenie");
    await userEvent.type(screen.getByLabelText("Topic/Product"), "meal prep");
    await userEvent.click(await screen.findByRole("button", { name: "Generate Headlines" }));
    await screen.findByRole("tab", { name: "Variant 1" });
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("tab", { name: "Variant 2" })).toHaveAttribute("aria-selected", "true");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { topic: "meal prep", type: "headline", style: "professional" },
      { topic: "meal prep", type: "headline", style: "professional", variant: 1 },
    ]);
    expect(rowTexts()).toEqual(["Meal Prep for the Week Ahead"]);
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByRole("group", { name: "Export" }));
    await userEvent.click(screen.getByRole("tab", { name: "Variant 1" }));
    expect(rowTexts()).toEqual(["7 Meal Prep Tricks for Busy Parents", "Meal Prep Made Simple"]);
    expect(screen.getByRole("group", { name: "Export" })).toHaveTextContent("CopyTXTCSV");
  });

  it("?entry= fills the topic, channel and style and shows the stored set; a 404 says it no longer exists", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch(
      historyEntryRoutes(
        3,
        "hookgenie",
        { input: { topic: "balcony garden", type: "title", style: "informative" }, output: second },
        { source: "workflow", createdAt: "2026-11-21T09:00:00.000Z", starred: true },
      ),
    );
    const view = renderPage(<HookGeniePage />, "/hookgenie?entry=3");
    expect(await screen.findByRole("tab", { name: "Variant 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("Topic/Product")).toHaveValue("balcony garden");
    expect(screen.getByLabelText("Content Type")).toHaveValue("title");
    expect(rowTexts()).toEqual(["Meal Prep for the Week Ahead"]);
    expect(screen.getByRole("group", { name: "Export" })).toBeInTheDocument();
    view.unmount();

    await expectMissingEntry(<HookGeniePage />, "/hookgenie?entry=4", "Topic/Product");
  });
});
