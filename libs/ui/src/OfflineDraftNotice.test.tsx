/** @jest-environment jsdom */
// "Offline draft": once per result written by the offline engine, in a tool page's variant tabs and
// in a workflow step; an admin also gets the way to Admin › Model.
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { SESSION_STORAGE_KEY, SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { createQueryClient } from "@seo/ui/queryClient";
import { OFFLINE_DRAFT_TEXTS } from "@seo/ui/OfflineDraftNotice";
import { variantResults } from "@seo/ui/VariantTabs";
import { ToolWorkflowStep } from "@seo/ui/workflowStepRun";
import { mockFetch, subscription } from "@seo/ui/testing/fetchMock";

type Out = { result: string; source?: "openai" | "offline" };
const variants = (...outputs: Out[]) => ({
  variants: outputs.map((output, i) => ({ variant: i, input: {}, output })),
  active: 0,
  select: () => {},
  regenerate: () => {},
  pending: false,
  canRegenerate: true,
});

function renderResults(results: ReturnType<typeof variants>) {
  const queryClient = createQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>
        {variantResults(results, (v) => (
          <p>{v.output.result}</p>
        ))}
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}

afterEach(() => localStorage.clear());

describe("the Offline draft notice", () => {
  it("labels an offline result once, with one line a user can act on", async () => {
    mockFetch({});
    renderResults(variants({ result: "A plain draft.", source: "offline" }));
    const notice = screen.getByRole("note");
    expect(notice).toHaveTextContent(OFFLINE_DRAFT_TEXTS.label);
    expect(notice).toHaveTextContent("Written only from the facts you entered.");
    expect(within(notice).queryByRole("link")).toBeNull();
    expect(screen.getAllByText(OFFLINE_DRAFT_TEXTS.label)).toHaveLength(1);
    expect(screen.getByText("A plain draft.")).toBeInTheDocument();
  });

  it("says nothing for a model's answer", () => {
    mockFetch({});
    renderResults(variants({ result: "Fluent copy.", source: "openai" }, { result: "Older.", source: "offline" }));
    expect(screen.getByText("Fluent copy.")).toBeInTheDocument();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("tells an admin where to connect a model", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "sid-admin");
    mockFetch({ "GET /api/user/subscription": { body: subscription("admin") } });
    renderResults(variants({ result: "A plain draft.", source: "offline" }));
    const link = await screen.findByRole("link", { name: /Connect a model for fuller copy in Admin › Model/ });
    expect(link).toHaveAttribute("href", "/admin/model");
  });

  it("shows a non-admin signed-in user no admin link", async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, "sid-pro");
    mockFetch({ "GET /api/user/subscription": { body: subscription("pro") } });
    const { queryClient } = renderResults(variants({ result: "A plain draft.", source: "offline" }));
    await waitFor(() => expect(queryClient.getQueryData(SUBSCRIPTION_QUERY_KEY)).toMatchObject({ plan: "pro" }));
    expect(screen.getByRole("note")).toHaveTextContent(OFFLINE_DRAFT_TEXTS.label);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("labels a workflow step's result when the offline engine wrote it", () => {
    mockFetch({});
    const step = {
      position: { number: 1, total: 4, accent: "#000", gradient: "#000" },
      next: { label: "Continue", title: "Next", final: false },
      results: { copy: jest.fn(), download: jest.fn() },
    };
    const props = {
      id: "t",
      step,
      title: "Step",
      description: "A step",
      icon: () => null,
      form: <form aria-label="step form" />,
      result: { title: "Result", text: "A plain draft.", filename: "r" },
    };
    const { rerender } = render(
      <AppProviders queryClient={createQueryClient()}>
        <ToolWorkflowStep {...props} run={{ saving: false, save: async () => {}, offline: true }} />
      </AppProviders>,
    );
    expect(screen.getByRole("note")).toHaveTextContent(OFFLINE_DRAFT_TEXTS.label);
    rerender(
      <AppProviders queryClient={createQueryClient()}>
        <ToolWorkflowStep {...props} run={{ saving: false, save: async () => {}, offline: false }} />
      </AppProviders>,
    );
    expect(screen.queryByRole("note")).toBeNull();
  });
});
