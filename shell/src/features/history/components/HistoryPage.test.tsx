/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { HistoryListEntry, HistoryPage as Page } from "@seo/contracts/history";
import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { renderWithApp, testUser } from "../../../testing/render";
import { HISTORY_TEXTS } from "../historyTexts";
import { HistoryPage, SEARCH_DEBOUNCE_MS } from "./HistoryPage";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

const entry = (id: number, patch: Partial<HistoryListEntry> = {}): HistoryListEntry => ({
  id,
  tool: "descripto",
  source: "page",
  createdAt: new Date(Date.UTC(2026, 10, 28, 9, 0) - id * 60_000).toISOString(),
  starred: false,
  input: { productName: `Product ${id}` },
  summary: { title: `Product ${id}`, preview: `Description of product ${id}` },
  ...patch,
});
const pageOf = (entries: HistoryListEntry[], nextCursor: string | null = null, keptForDays: number | null = null): Page => ({
  entries,
  nextCursor,
  keptForDays,
});

type Reply = { status?: number; body: unknown };
/** fetch at the boundary: every request recorded (method, path with query, body); answered by `answer`. */
function serve(answer: (method: string, url: URL, body: unknown) => Reply | undefined) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    const reply = answer(method, url, body) ?? { status: 404, body: { error: "Not found" } };
    return fakeResponse(reply.status ?? 200, reply.body);
  }) as unknown as typeof fetch;
  return calls;
}
const lists = (calls: ReturnType<typeof serve>) => calls.filter((c) => c.method === "GET" && c.path === "/api/history");

/** The entries shown (toasts are list items too). */
const shownItems = () => within(screen.getByRole("list", { name: "Your generations" })).getAllByRole("listitem");

function renderPage() {
  return renderWithApp(<HistoryPage />, { route: "/history", path: "/history", user: testUser });
}

signedInAroundEachTest();

it("lists the entries newest first under one heading, each with its tool, time, title and preview", async () => {
  serve((method, url) =>
    url.pathname === "/api/history"
      ? { body: pageOf([entry(1, { source: "workflow" }), entry(2, { tool: "hookgenie" })]) }
      : undefined,
  );
  renderPage();
  const list = await screen.findByRole("list", { name: "Your generations" });
  const items = within(list).getAllByRole("listitem");
  expect(items.map((i) => within(i).getByRole("heading").textContent)).toEqual(["Product 1", "Product 2"]);
  expect(within(items[0]!).getByText("Descripto")).toBeInTheDocument();
  expect(within(items[0]!).getByText("Workflow")).toBeInTheDocument();
  expect(within(items[0]!).getByText("Description of product 1")).toBeInTheDocument();
  expect(within(items[1]!).getByText("HookGenie")).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(within(items[0]!).getByRole("link", { name: "Open Product 1" })).toHaveAttribute("href", "/descripto?entry=1");
  expect(within(items[1]!).getByRole("link", { name: "Open Product 2" })).toHaveAttribute("href", "/hookgenie?entry=2");
});

it("says how long history is kept: 30 days with an upgrade link, or until deleted", async () => {
  serve(() => ({ body: pageOf([entry(1)], null, 30) }));
  const { unmount } = renderPage();
  expect(await screen.findByText(/Your history is kept for 30 days\./)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Upgrade to keep it for good." })).toHaveAttribute("href", "/pricing");
  unmount();

  serve(() => ({ body: pageOf([entry(1)], null, null) }));
  renderPage();
  expect(await screen.findByText("Kept until you delete it.")).toBeInTheDocument();
  expect(screen.queryByRole("link", { name: /Upgrade/ })).not.toBeInTheDocument();
});

it("loads the next 25 with the cursor of the last page, and stops when there are no more", async () => {
  const first = Array.from({ length: 25 }, (_, i) => entry(i + 1));
  const calls = serve((_m, url) =>
    url.searchParams.get("cursor") === "c1" ? { body: pageOf([entry(26)]) } : { body: pageOf(first, "c1") },
  );
  renderPage();
  await screen.findByRole("list", { name: "Your generations" });
  expect(shownItems()).toHaveLength(25);
  expect(lists(calls)[0]!.query.get("limit")).toBe("25");
  await userEvent.click(screen.getByRole("button", { name: "Load more" }));
  await waitFor(() => expect(shownItems()).toHaveLength(26));
  expect(lists(calls).at(-1)!.query.get("cursor")).toBe("c1");
  expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
});

it("filters by tool and by star, and searches once the typing pauses", async () => {
  const calls = serve(() => ({ body: pageOf([entry(1)]) }));
  renderPage();
  await screen.findByRole("list", { name: "Your generations" });
  await userEvent.selectOptions(screen.getByLabelText("Tool"), "TrendSpy");
  await waitFor(() => expect(lists(calls).at(-1)!.query.get("tool")).toBe("trendspy"));
  await userEvent.click(screen.getByLabelText("Starred"));
  await waitFor(() => expect(lists(calls).at(-1)!.query.get("starred")).toBe("1"));

  jest.useFakeTimers();
  const before = lists(calls).length;
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(screen.getByLabelText("Search"), "50% off");
  expect(lists(calls)).toHaveLength(before); // nothing asked while typing
  await act(async () => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  jest.useRealTimers();
  await waitFor(() => expect(lists(calls).length).toBe(before + 1));
  const last = lists(calls).at(-1)!.query;
  expect([last.get("q"), last.get("tool"), last.get("starred")]).toEqual(["50% off", "trendspy", "1"]);
});

it("stars an entry: the button is pressed, named for the entry, and the change is sent", async () => {
  let starred = false;
  const calls = serve((method, url, body) => {
    if (method === "PATCH" && url.pathname === "/api/history/7") {
      starred = (body as { starred: boolean }).starred;
      return { body: { id: 7, starred } };
    }
    return { body: pageOf([entry(7, { starred })]) };
  });
  renderPage();
  const star = await screen.findByRole("button", { name: "Star Product 7" });
  expect(star).toHaveAttribute("aria-pressed", "false");
  await userEvent.click(star);
  await waitFor(() => expect(screen.getByRole("button", { name: "Star Product 7" })).toHaveAttribute("aria-pressed", "true"));
  expect(calls.find((c) => c.method === "PATCH")!.body).toEqual({ starred: true });
});

it("deletes the selected entries in one request once confirmed, and one entry by its own button", async () => {
  let shown = [entry(1), entry(2), entry(3)];
  const calls = serve((method, url, body) => {
    if (method === "POST" && url.pathname === "/api/history/delete") {
      const ids = (body as { ids: number[] }).ids;
      shown = shown.filter((e) => !ids.includes(e.id));
      return { body: { deleted: ids.length } };
    }
    if (method === "DELETE" && url.pathname === "/api/history/3") {
      shown = shown.filter((e) => e.id !== 3);
      return { body: { deleted: 1 } };
    }
    return { body: pageOf(shown) };
  });
  renderPage();
  const deleteSelected = await screen.findByRole("button", { name: "Delete selected" });
  expect(deleteSelected).toBeDisabled();
  await userEvent.click(screen.getByRole("checkbox", { name: "Select Product 1" }));
  await userEvent.click(screen.getByRole("checkbox", { name: "Select Product 2" }));
  await userEvent.click(screen.getByRole("button", { name: "Delete selected (2)" }));
  // Asked first; Cancel keeps them.
  let dialog = screen.getByRole("alertdialog", { name: HISTORY_TEXTS.deleteSelectedTitle(2) });
  expect(dialog).toHaveTextContent(HISTORY_TEXTS.deleteSelectedText);
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(calls.some((c) => c.method === "POST")).toBe(false);
  await userEvent.click(screen.getByRole("button", { name: "Delete selected (2)" }));
  dialog = screen.getByRole("alertdialog", { name: HISTORY_TEXTS.deleteSelectedTitle(2) });
  await userEvent.click(within(dialog).getByRole("button", { name: HISTORY_TEXTS.deleteConfirm }));
  expect(await screen.findByText("2 entries deleted.")).toBeInTheDocument();
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(calls.find((c) => c.method === "POST")!.body).toEqual({ ids: [1, 2] });
  await waitFor(() => expect(shownItems()).toHaveLength(1));

  await userEvent.click(screen.getByRole("button", { name: "Delete Product 3" }));
  expect(await screen.findByRole("heading", { name: HISTORY_TEXTS.emptyTitle })).toBeInTheDocument();
  expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/history/3"]);
});

it("deletes everything only once the dialog is confirmed", async () => {
  let shown = [entry(1), entry(2)];
  const calls = serve((method) => {
    if (method === "DELETE") {
      const deleted = shown.length;
      shown = [];
      return { body: { deleted } };
    }
    return { body: pageOf(shown) };
  });
  renderPage();
  await userEvent.click(await screen.findByRole("button", { name: "Delete all" }));
  let dialog = screen.getByRole("alertdialog", { name: HISTORY_TEXTS.deleteAllTitle });
  expect(dialog).toHaveTextContent(HISTORY_TEXTS.deleteAllText);
  await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(calls.some((c) => c.method === "DELETE")).toBe(false);

  await userEvent.click(screen.getByRole("button", { name: "Delete all" }));
  dialog = screen.getByRole("alertdialog");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete all" }));
  expect(await screen.findByText("2 entries deleted.")).toBeInTheDocument();
  expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path + c.query.toString())).toEqual(["/api/history"]);
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(await screen.findByRole("heading", { name: HISTORY_TEXTS.emptyTitle })).toBeInTheDocument();
});

it("Copy reads the whole entry and puts its text on the clipboard", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  serve((_m, url) =>
    url.pathname === "/api/history/4"
      ? { body: { ...entry(4), output: { result: "The full description.\n\nWith paragraphs.", suggestions: [] } } }
      : { body: pageOf([entry(4)]) },
  );
  renderPage();
  await userEvent.click(await screen.findByRole("button", { name: "Copy Product 4" }));
  expect(await screen.findByText(HISTORY_TEXTS.copied)).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith("The full description.\n\nWith paragraphs.");
});

it("says when nothing matches the filters, and offers another try when the list cannot load", async () => {
  let fail = true;
  serve((_m, url) => {
    if (fail) return { status: 503, body: { error: "Service unavailable" } };
    return { body: pageOf(url.searchParams.get("starred") ? [] : [entry(1)]) };
  });
  renderPage();
  expect(await screen.findByRole("alert", undefined, { timeout: 15_000 })).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  await screen.findByRole("list", { name: "Your generations" });
  await userEvent.click(screen.getByLabelText("Starred"));
  expect(await screen.findByRole("heading", { name: HISTORY_TEXTS.noMatchTitle })).toBeInTheDocument();
});
