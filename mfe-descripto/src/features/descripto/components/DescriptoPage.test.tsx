/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { CURRENT_WORKFLOW_PROJECT_KEY, HANDOFF_KEYS, WORKFLOW_MODE_KEY } from "@seo/contracts/handoff";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";
import { renderPage } from "@seo/ui/testing/renderToolPage";
import { expectMissingEntry } from "@seo/ui/testing/historyEntry";
import { expectTryFreePage, renderAsPlan, setupToolPageTests, submitWithCallHeld } from "@seo/ui/testing/toolTests";
import { Embedded } from "@seo/ui/embedded";
import { freeTriesUsage, inTurn, starterUsage } from "@seo/ui/testing/usage";
import DescriptoPage from "./DescriptoPage";

const answer = {
  result: "Meet the AeroFit running shoe.\n- Breathable mesh",
  suggestions: ["Add a size guide link."],
  seoChecks: [
    {
      id: "kw",
      area: "content",
      label: "Keyword density",
      passed: false,
      weight: 10,
      pointsLost: 5,
      message: "Use 'running shoes' once more.",
    },
  ],
  source: "offline",
};

const location = setupToolPageTests();

async function fill() {
  await userEvent.type(screen.getByLabelText("Product Name"), "AeroFit");
  await userEvent.type(screen.getByLabelText("Key Features"), "Breathable mesh");
  await userEvent.type(screen.getByLabelText("Target Audience"), "Runners");
}

it("reads 'Try Free - Generate Description' without access", () => {
  expectTryFreePage(<DescriptoPage />, "/descripto", "Try Free - Generate Description");
});

it("reads 'Generate Description' with access", async () => {
  renderAsPlan(<DescriptoPage />, "/descripto", "pro");
  expect(await screen.findByRole("button", { name: "Generate Description" })).toBeInTheDocument();
});

it("goes idle → 'Generating...' → description, tips and copy/txt export", async () => {
  const call = await submitWithCallHeld(<DescriptoPage />, "/descripto", "POST /api/descripto", async () => {
    await fill();
    await userEvent.selectOptions(screen.getByLabelText("Writing Tone"), "luxury");
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
  });
  expect(call.sent).toEqual({
    productName: "AeroFit",
    keyFeatures: "Breathable mesh",
    targetAudience: "Runners",
    tone: "luxury",
    keywords: "",
  });
  await call.answer(answer);
  expect(await screen.findByTestId("description-result")).toHaveTextContent("Meet the AeroFit running shoe.");
  expect(screen.getByText("Description Generated!")).toBeInTheDocument();
  expect(screen.getByText("Add a size guide link.")).toBeInTheDocument();
  expect(screen.getByText("SEO checks 0/1 passed")).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Export" })).toHaveTextContent("CopyTXT");
  expect(screen.queryByRole("button", { name: /Send to HookGenie/ })).toBeNull();
});

describe("limits: the user stays on the page with their input", () => {
  const weekly = { status: 402, body: { error: "Weekly limit", code: "LIMIT_REACHED", redirectTo: "/pricing" } };

  it("Starter at 5/5: says why beside Generate, with 'See plans' in place, keeps the input and goes nowhere", async () => {
    localStorage.setItem("sessionId", "s1");
    const { calls } = mockFetch({
      "GET /api/user/subscription": { body: starterUsage(5, 0, "2026-12-02T12:00:00.000Z") },
      "POST /api/descripto": weekly,
    });
    renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(await screen.findByRole("button", { name: "Generate Description" }));
    const alert = await screen.findByTestId("generation-refused");
    expect(screen.getByRole("alert")).toContainElement(alert);
    expect(alert).toHaveTextContent("You've used your 5 generations this week. They reset on Wednesday, December 2.");
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    // Focus is back on the button, just above the reason and its link.
    await waitFor(() => expect(screen.getByRole("button", { name: "Generate Description" })).toHaveFocus());
    expect(location.assign).not.toHaveBeenCalled();
    expect(screen.getByTestId("location")).toHaveTextContent("/descripto");
    expect(screen.getByLabelText("Product Name")).toHaveValue("AeroFit");
    expect(screen.getByLabelText("Key Features")).toHaveValue("Breathable mesh");
    expect(screen.queryByText("Tool unavailable")).toBeNull();
    // A Starter subscriber cannot start the trial: billing is not even asked.
    expect(calls.some((c) => c.path === "/api/billing/subscription")).toBe(false);
  });

  it("a new user past the free tries is offered the Pro trial when they never had it", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({
      "GET /api/user/subscription": { body: freeTriesUsage(0) },
      "GET /api/billing/subscription": { body: { trialAvailable: true } },
      "POST /api/descripto": { status: 402, body: { error: "Free tries used", code: "FREE_TRIES_USED", redirectTo: "/pricing" } },
    });
    renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You've used today's free tries.");
    const trial = await screen.findByRole("link", { name: "Start your 3-day Pro trial — no card needed" });
    expect(trial).toHaveAttribute("href", "/pricing");
    expect(location.assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Product Name")).toHaveValue("AeroFit");
  });

  it("'See plans' once the trial was used", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({
      "GET /api/user/subscription": { body: freeTriesUsage(0) },
      "GET /api/billing/subscription": { body: { trialAvailable: false } },
      "POST /api/descripto": { status: 402, body: { error: "Free tries used", code: "FREE_TRIES_USED" } },
    });
    renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
    expect(await screen.findByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("link", { name: /Pro trial/ })).toBeNull();
  });

  it("embedded for a partner: the reason, but no link to our pricing page and no counts", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({
      "GET /api/user/subscription": { body: starterUsage(2, 3) },
      "POST /api/descripto": { status: 402, body: { error: "Choose a plan to use this tool.", code: "NO_PLAN" } },
    });
    renderPage(
      <Embedded>
        <DescriptoPage />
      </Embedded>,
      "/descripto",
    );
    await fill();
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a plan to use this tool.");
    expect(screen.queryByRole("link", { name: /See plans|Pro trial/ })).toBeNull();
    expect(screen.queryByTestId("generations-left")).toBeNull();
    expect(location.assign).not.toHaveBeenCalled();
  });
});

it("says 'n left this week' beside Generate and counts down after each generation", async () => {
  localStorage.setItem("sessionId", "s1");
  mockFetch({
    "GET /api/user/subscription": inTurn(starterUsage(2, 3), starterUsage(3, 2)),
    "POST /api/descripto": { body: answer },
  });
  renderPage(<DescriptoPage />, "/descripto");
  expect(await screen.findByTestId("generations-left")).toHaveTextContent("3 left this week");
  await fill();
  await userEvent.click(screen.getByRole("button", { name: "Generate Description" }));
  await screen.findByTestId("description-result");
  await waitFor(() => expect(screen.getByTestId("generations-left")).toHaveTextContent("2 left this week"));
});

it("says 'n free tries left today' without a plan, and nothing on an unlimited plan", async () => {
  localStorage.setItem("sessionId", "s1");
  mockFetch({ "GET /api/user/subscription": { body: freeTriesUsage(2) } });
  const view = renderPage(<DescriptoPage />, "/descripto");
  expect(await screen.findByTestId("generations-left")).toHaveTextContent("2 free tries left today");
  view.unmount();
  mockFetch({ "GET /api/user/subscription": { body: subscription("pro") } });
  renderPage(<DescriptoPage />, "/descripto");
  await screen.findByRole("button", { name: "Generate Description" });
  expect(screen.queryByTestId("generations-left")).toBeNull();
});

it("moves focus to the result's heading, scrolls it to the top and announces it", async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  mockFetch({ "POST /api/descripto": { body: answer } });
  renderPage(<DescriptoPage />, "/descripto");
  await fill();
  await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
  const heading = await screen.findByRole("heading", { name: "Generated Description" });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(heading).toHaveAttribute("tabindex", "-1");
  expect(scrollIntoView).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
  expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  expect(screen.getByText("Description ready")).toBeInTheDocument();
  expect(screen.getByText("Description ready").closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

it("keeps a user on the page with a clear toast when the tool is down (no trip to /pricing)", async () => {
  for (const failure of [
    { status: 502, body: { error: "Descripto service is unavailable" } },
    { status: 500, body: "" },
  ]) {
    mockFetch({ "POST /api/descripto": failure });
    const view = renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
    expect(await screen.findByText("Tool unavailable")).toBeInTheDocument();
    expect(screen.getByText("The tool is unavailable right now. Please try again in a moment.")).toBeInTheDocument();
    expect(location.assign).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Product Name/)).not.toHaveValue("");
    view.unmount();
  }
});

it("pre-fills from TrendSpy's hand-off, deletes it, and sends topic, description and keywords on to HookGenie", async () => {
  localStorage.setItem("sessionId", "s1");
  localStorage.setItem(WORKFLOW_MODE_KEY, "true");
  localStorage.setItem(CURRENT_WORKFLOW_PROJECT_KEY, "7");
  localStorage.setItem(
    HANDOFF_KEYS.descripto,
    JSON.stringify({
      keywords: ["trail shoes", "running shoes"],
      niche: "trail running",
      sourceData: { result: "- trail shoes:" },
    }),
  );
  mockFetch({ "GET /api/user/subscription": { body: subscription("all") }, "POST /api/descripto": { body: answer } });
  renderPage(<DescriptoPage />, "/descripto");
  expect(screen.getByLabelText("SEO Keywords")).toHaveValue("trail shoes, running shoes");
  expect(screen.getByLabelText("Target Audience")).toHaveValue("trail running enthusiasts");
  expect(localStorage.getItem(HANDOFF_KEYS.descripto)).toBeNull();

  await userEvent.type(screen.getByLabelText("Product Name"), "AeroFit");
  await userEvent.type(screen.getByLabelText("Key Features"), "Grippy sole");
  await userEvent.click(screen.getByRole("button", { name: "Generate Description" }));
  await userEvent.click(await screen.findByRole("button", { name: /Send to HookGenie/ }));
  expect(JSON.parse(localStorage.getItem(HANDOFF_KEYS.hookgenie)!)).toEqual({
    topic: "AeroFit",
    description: answer.result,
    keywords: "trail shoes, running shoes",
  });
  expect(screen.getByTestId("location")).toHaveTextContent("/hookgenie");
});

it("hides 'Send to HookGenie' for plan all without workflow mode", async () => {
  renderAsPlan(<DescriptoPage />, "/descripto", "all", { "POST /api/descripto": { body: answer } });
  await fill();
  await userEvent.click(await screen.findByRole("button", { name: "Generate Description" }));
  await screen.findByTestId("description-result");
  expect(screen.queryByRole("button", { name: /Send to HookGenie/ })).toBeNull();
});

describe("variants and history entries", () => {
  const second = { ...answer, result: "For runners: AeroFit.\n- Breathable mesh\n\nOrder AeroFit today." };
  const third = { ...answer, result: "AeroFit for runners:\n- Breathable mesh\n\nGrab AeroFit." };

  it("Regenerate asks again with the same input and the next variant; each result is a tab with its own exports", async () => {
    localStorage.setItem("sessionId", "s1");
    const replies = [answer, second, third];
    const { calls } = mockFetch({
      "GET /api/user/subscription": { body: subscription("pro") },
      "POST /api/descripto": () => Promise.resolve(fakeResponse(200, replies.shift())),
    });
    renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(await screen.findByRole("button", { name: "Generate Description" }));
    expect(await screen.findByRole("tab", { name: "Variant 1" })).toHaveAttribute("aria-selected", "true");

    // Regenerate twice, with the form changed in between: the variants keep the input they started from.
    await userEvent.type(screen.getByLabelText("Product Name"), " Pro");
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("tab", { name: "Variant 2" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByRole("tab", { name: "Variant 3" })).toHaveAttribute("aria-selected", "true");
    const posts = calls.filter((c) => c.method === "POST").map((c) => c.body as Record<string, unknown>);
    expect(posts.map((b) => b.variant)).toEqual([undefined, 1, 2]);
    for (const b of posts) expect(b.productName).toBe("AeroFit");
    // Every call is a generation: the usage is asked for again after each one.
    expect(calls.filter((c) => c.path === "/api/user/subscription").length).toBeGreaterThanOrEqual(4);

    expect(screen.getAllByRole("tab")).toHaveLength(3);
    expect(screen.getByTestId("description-result")).toHaveTextContent("AeroFit for runners:");
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByRole("group", { name: "Export" }));
    await userEvent.click(screen.getByRole("tab", { name: "Variant 1" }));
    expect(screen.getByTestId("description-result")).toHaveTextContent("Meet the AeroFit running shoe.");
    expect(screen.getByRole("tabpanel")).toContainElement(screen.getByRole("group", { name: "Export" }));
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Variant 1");
    // Arrow keys move along the tabs.
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Variant 2" })).toHaveFocus();
    expect(screen.getByTestId("description-result")).toHaveTextContent("For runners: AeroFit.");
  });

  it("a failed Regenerate keeps the variants there are", async () => {
    let n = 0;
    mockFetch({
      "POST /api/descripto": () =>
        Promise.resolve(n++ === 0 ? fakeResponse(200, answer) : fakeResponse(502, { error: "Descripto service is unavailable" })),
    });
    renderPage(<DescriptoPage />, "/descripto");
    await fill();
    await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
    await screen.findByRole("tab", { name: "Variant 1" });
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText("Tool unavailable")).toBeInTheDocument();
    expect(screen.getAllByRole("tab")).toHaveLength(1);
    expect(screen.getByTestId("description-result")).toHaveTextContent("Meet the AeroFit running shoe.");
  });

  const entry = {
    id: 7,
    tool: "descripto",
    source: "page",
    createdAt: "2026-11-20T10:00:00.000Z",
    starred: false,
    input: {
      productName: "Nimbus Socks",
      keyFeatures: "Merino wool",
      targetAudience: "Hikers",
      tone: "luxury",
      keywords: "hiking socks",
      variant: 2,
    },
    output: { ...answer, result: "Nimbus Socks, considered in every detail." },
  };

  it("?entry= fills the form with the entry's input and shows its output as the first variant, with its exports", async () => {
    localStorage.setItem("sessionId", "s1");
    const { calls } = mockFetch({
      "GET /api/user/subscription": { body: subscription("pro") },
      "GET /api/history/7": { body: entry },
      "POST /api/descripto": { body: second },
    });
    renderPage(<DescriptoPage />, "/descripto?entry=7");
    expect(await screen.findByTestId("description-result")).toHaveTextContent("Nimbus Socks, considered in every detail.");
    expect(screen.getByLabelText("Product Name")).toHaveValue("Nimbus Socks");
    expect(screen.getByLabelText("Key Features")).toHaveValue("Merino wool");
    expect(screen.getByLabelText("Writing Tone")).toHaveValue("luxury");
    expect(screen.getByLabelText("SEO Keywords")).toHaveValue("hiking socks");
    expect(screen.getByRole("tab", { name: "Variant 1" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("group", { name: "Export" })).toBeInTheDocument();
    // Regenerate goes on from the entry's variant.
    await userEvent.click(screen.getByRole("button", { name: "Regenerate" }));
    await screen.findByRole("tab", { name: "Variant 2" });
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ productName: "Nimbus Socks", variant: 3 });
  });

  it("an entry that no longer exists (404) says so over the empty form", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({ "GET /api/history/8": { status: 404, body: { error: "Not found" } } });
    await expectMissingEntry(<DescriptoPage />, "/descripto?entry=8", "Product Name");
    expect(screen.getByTestId("idle-state")).toBeInTheDocument();
  });

  it("another tool's entry is not shown on this page", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({ "GET /api/history/7": { body: { ...entry, tool: "hookgenie" } } });
    renderPage(<DescriptoPage />, "/descripto?entry=7");
    expect(await screen.findByText("This history entry no longer exists.")).toBeInTheDocument();
    expect(screen.queryByRole("tab")).toBeNull();
  });

  it("signed out, or embedded for a partner, the page asks for no history entry", async () => {
    const { calls } = mockFetch({ "GET /api/history/7": { body: entry } });
    renderPage(<DescriptoPage />, "/descripto?entry=7");
    expect(screen.getByTestId("idle-state")).toBeInTheDocument();
    localStorage.setItem("sessionId", "s1");
    const view = renderPage(
      <Embedded>
        <DescriptoPage />
      </Embedded>,
      "/descripto?entry=7",
    );
    await act(async () => {});
    expect(calls.filter((c) => c.path.startsWith("/api/history"))).toEqual([]);
    expect(screen.getAllByTestId("idle-state")).toHaveLength(2);
    view.unmount();
  });
});
