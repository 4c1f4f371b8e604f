// Shared set-up of the tools' tests: the page tests' hooks (a clean storage, full page loads caught,
// toasts and mocks cleared), the step tests' hooks (a stored session), and a tool's form rendered on
// its own with the props its page or step gives it; what a page shows a visitor without access; and
// a page's run with its tool's call held, to see it generating.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { AppProviders } from "@seo/ui/AppProviders";
import { browserLocation } from "@seo/ui/browserLocation";
import { createQueryClient } from "@seo/ui/queryClient";
import { clearToasts } from "@seo/ui/toastStore";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { fakeResponse } from "./fakeResponse";
import { mockFetch, subscription, type Route } from "./fetchMock";
import { renderPage } from "./renderToolPage";

/** Before each page test: empty storage, full page loads recorded in `assign` instead of made. */
export function setupToolPageTests() {
  const spies = { assign: undefined as unknown as jest.SpyInstance };
  beforeEach(() => {
    localStorage.clear();
    spies.assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => clearToasts());
  });
  return spies;
}

/** Before each workflow step test: a stored session, as the workflow has. */
export function setupWorkflowStepTests() {
  beforeEach(() => localStorage.setItem("sessionId", "test-session"));
  afterEach(() => {
    act(() => clearToasts());
    jest.restoreAllMocks();
  });
}

/** The props a tool's form gets from its page or step, with a mock for what it submits. */
export function toolFormProps(screen: ToolScreen, submitLabel = "Generate") {
  return { screen, onSubmit: jest.fn(), pending: false, submitLabel };
}

/** Presses the form's `button` and waits for its one submission: the values the form submitted. */
export async function submittedValues(props: ReturnType<typeof toolFormProps>, button: string): Promise<unknown> {
  await userEvent.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
  return props.onSubmit.mock.calls[0][0];
}

export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** A page without access (no session, no subscription): the idle panel, and 'Try Free - …' on the button. */
export function expectTryFreePage(page: ReactElement, path: string, button: string) {
  mockFetch({});
  renderPage(page, path);
  expect(screen.getByTestId("idle-state")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: button })).toBeInTheDocument();
}

/** A signed-in user of `plan` on the page, the BFF answering `routes` as well: the fetch mock's calls. */
export function renderAsPlan(page: ReactElement, path: string, plan: string, routes: Record<string, Route> = {}) {
  localStorage.setItem("sessionId", "s1");
  const mock = mockFetch({ "GET /api/user/subscription": { body: subscription(plan) }, ...routes });
  renderPage(page, path);
  return mock;
}

/**
 * The page with its tool's `call` ("POST /api/…") held: `submit` fills the form and presses its button, which must then
 * read 'Generating...' and be disabled. Returns the body the page sent and `answer`, which has the call answer 200.
 */
export async function submitWithCallHeld(page: ReactElement, path: string, call: string, submit: () => Promise<void>) {
  let reply!: (r: Response) => void;
  const { calls } = mockFetch({ [call]: () => new Promise((r) => (reply = r)) });
  renderPage(page, path);
  await submit();
  expect(await screen.findByRole("button", { name: /Generating\.\.\./ })).toBeDisabled();
  return {
    sent: calls.find((c) => c.method === "POST")?.body,
    answer: (body: unknown) => act(async () => reply(fakeResponse(200, body))),
  };
}
