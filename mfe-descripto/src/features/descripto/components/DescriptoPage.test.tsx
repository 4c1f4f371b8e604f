/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { CURRENT_WORKFLOW_PROJECT_KEY, HANDOFF_KEYS, WORKFLOW_MODE_KEY } from "@seo/contracts/handoff";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";
import { renderPage } from "@seo/ui/testing/renderToolPage";
import { setupToolPageTests } from "@seo/ui/testing/toolTests";
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
  mockFetch({});
  renderPage(<DescriptoPage />, "/descripto");
  expect(screen.getByTestId("idle-state")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Try Free - Generate Description" })).toBeInTheDocument();
});

it("reads 'Generate Description' with access", async () => {
  localStorage.setItem("sessionId", "s1");
  mockFetch({ "GET /api/user/subscription": { body: subscription("pro") } });
  renderPage(<DescriptoPage />, "/descripto");
  expect(await screen.findByRole("button", { name: "Generate Description" })).toBeInTheDocument();
});

it("goes idle → 'Generating...' → description, tips and copy/txt export", async () => {
  let reply!: (r: Response) => void;
  const { calls } = mockFetch({ "POST /api/descripto": () => new Promise((r) => (reply = r)) });
  renderPage(<DescriptoPage />, "/descripto");
  await fill();
  await userEvent.selectOptions(screen.getByLabelText("Writing Tone"), "luxury");
  await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
  expect(await screen.findByRole("button", { name: /Generating\.\.\./ })).toBeDisabled();
  expect(calls.find((c) => c.method === "POST")?.body).toEqual({
    productName: "AeroFit",
    keyFeatures: "Breathable mesh",
    targetAudience: "Runners",
    tone: "luxury",
    keywords: "",
  });
  await act(async () => reply(fakeResponse(200, answer)));
  expect(await screen.findByTestId("description-result")).toHaveTextContent("Meet the AeroFit running shoe.");
  expect(screen.getByText("Description Generated!")).toBeInTheDocument();
  expect(screen.getByText("Add a size guide link.")).toBeInTheDocument();
  expect(screen.getByText("SEO checks 0/1 passed")).toBeInTheDocument();
  expect(screen.getByRole("group", { name: "Export" })).toHaveTextContent("CopyTXT");
  expect(screen.queryByRole("button", { name: /Send to HookGenie/ })).toBeNull();
});

it("redirects to /pricing with a full page load when the plan refuses", async () => {
  mockFetch({
    "POST /api/descripto": { status: 402, body: { error: "Limit", code: "FREE_TRIES_USED", redirectTo: "/pricing" } },
  });
  renderPage(<DescriptoPage />, "/descripto");
  await fill();
  await userEvent.click(screen.getByRole("button", { name: /Generate Description/ }));
  await waitFor(() => expect(location.assign).toHaveBeenCalledWith("/pricing"));
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
  localStorage.setItem("sessionId", "s1");
  mockFetch({ "GET /api/user/subscription": { body: subscription("all") }, "POST /api/descripto": { body: answer } });
  renderPage(<DescriptoPage />, "/descripto");
  await fill();
  await userEvent.click(await screen.findByRole("button", { name: "Generate Description" }));
  await screen.findByTestId("description-result");
  expect(screen.queryByRole("button", { name: /Send to HookGenie/ })).toBeNull();
});
