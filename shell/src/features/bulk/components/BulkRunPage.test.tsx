/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BulkRow, BulkRun } from "@seo/contracts/bulk";
import { mockFetch, type Handler } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { BULK_TEXTS } from "../bulkTexts";
import { descriptoOutput, productRow, runOf } from "../testing/bulkFixtures";
import { BulkRunPage } from "./BulkRunPage";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

signedInAroundEachTest();

const RUN = "/api/bulk/runs/7";
const PAGE = `${RUN}/rows?offset=0&limit=25`;

function renderRun(routes: Record<string, Handler>) {
  const fetchMock = mockFetch(routes);
  const view = renderWithApp(<BulkRunPage />, {
    route: "/bulk/runs/7",
    path: "/bulk/runs/:runId",
    user: testUser,
    subscription: subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }),
  });
  return { ...view, fetchMock };
}

const callsTo = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([p, init]) => p === path && (init?.method ?? "GET") === method);
const bodyOf = (fetchMock: jest.Mock, method: string, path: string) =>
  JSON.parse(String(callsTo(fetchMock, method, path).at(-1)![1].body));
const rowsOf = (rows: BulkRow[], total = rows.length) => ({ body: { rows, total } });
const rowEl = (n: number) => within(screen.getByTestId(`row-${n}`));

describe("progress", () => {
  it("shows n of N on a progress bar, rows per second, time left and the status", async () => {
    renderRun({ [`GET ${RUN}`]: { body: runOf() }, [`GET ${PAGE}`]: rowsOf([]) });
    const bar = await screen.findByRole("progressbar", { name: BULK_TEXTS.progressLabel });
    expect(bar).toHaveAttribute("aria-valuenow", "12");
    expect(bar).toHaveAttribute("aria-valuemax", "50");
    expect(screen.getByTestId("run-count")).toHaveTextContent("12 of 50 rows");
    expect(screen.getByText("2.5 rows per second")).toBeInTheDocument();
    expect(screen.getByText("About 15 s left")).toBeInTheDocument();
    expect(screen.getByTestId("run-status")).toHaveTextContent("Running");
    expect(screen.getByRole("heading", { level: 1, name: "products.csv" })).toBeInTheDocument();
  });

  it("polls every second while the run runs and stops once it is done", async () => {
    const answers: BulkRun[] = [
      runOf({ done: 12 }),
      runOf({ done: 30, secondsLeft: 8 }),
      runOf({ status: "done", done: 50, secondsLeft: null, finishedAt: "2030-01-02T10:00:20.000Z" }),
    ];
    let polls = 0;
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: () => ({ body: answers[Math.min(polls++, answers.length - 1)] }),
      [`GET ${PAGE}`]: rowsOf([]),
    });
    const bar = await screen.findByRole("progressbar");
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "30"), { timeout: 2500 });
    await waitFor(() => expect(bar).toHaveAttribute("aria-valuenow", "50"), { timeout: 2500 });
    expect(screen.getAllByRole("status").some((s) => s.textContent === BULK_TEXTS.finished(50))).toBe(true);
    expect(screen.queryByRole("button", { name: BULK_TEXTS.cancel })).toBeNull();
    const asked = callsTo(fetchMock, "GET", RUN).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(callsTo(fetchMock, "GET", RUN)).toHaveLength(asked);
  }, 15_000);

  it("cancels only once confirmed", async () => {
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: { body: runOf() },
      [`GET ${PAGE}`]: rowsOf([]),
      [`POST ${RUN}/cancel`]: { body: runOf({ status: "cancelled", secondsLeft: null }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: BULK_TEXTS.cancel }));
    let dialog = screen.getByRole("alertdialog", { name: BULK_TEXTS.cancelTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: BULK_TEXTS.keepRunning }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(callsTo(fetchMock, "POST", `${RUN}/cancel`)).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: BULK_TEXTS.cancel }));
    dialog = screen.getByRole("alertdialog", { name: BULK_TEXTS.cancelTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: BULK_TEXTS.cancel }));
    await waitFor(() => expect(screen.getByTestId("run-status")).toHaveTextContent("Cancelled"));
    expect(callsTo(fetchMock, "POST", `${RUN}/cancel`)).toHaveLength(1);
    expect(screen.getAllByRole("status").some((s) => s.textContent === BULK_TEXTS.cancelled)).toBe(true);
    expect(screen.queryByRole("button", { name: BULK_TEXTS.cancel })).toBeNull();
  });

  it("a stopped run says why", async () => {
    renderRun({
      [`GET ${RUN}`]: {
        body: runOf({ status: "stopped", stopReason: "Your plan no longer includes bulk runs.", secondsLeft: null }),
      },
      [`GET ${PAGE}`]: rowsOf([]),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Your plan no longer includes bulk runs.");
    expect(screen.getByTestId("run-status")).toHaveTextContent("Stopped");
  });

  it("another user's or a missing run: not found", async () => {
    renderRun({ [`GET ${RUN}`]: { status: 404, body: { error: "Not found" } } });
    expect(await screen.findByRole("alert")).toHaveTextContent(BULK_TEXTS.runNotFound);
    expect(screen.getByRole("link", { name: BULK_TEXTS.backToRuns })).toHaveAttribute("href", "/bulk");
  });
});

describe("Descripto review", () => {
  const done = runOf({ status: "done", done: 3, total: 3, approved: 1, secondsLeft: null });
  const rows = [
    productRow(1, "Oak desk"),
    productRow(2, "Walnut shelf", { review: "approved" }),
    productRow(3, "Pine stool", { status: "failed", output: null, error: "The writer timed out." }),
  ];

  it("lists each row's product, description and status in a table", async () => {
    renderRun({ [`GET ${RUN}`]: { body: done }, [`GET ${PAGE}`]: rowsOf(rows) });
    const table = await screen.findByRole("table", { name: /All rows: Rows 1–3 of 3/ });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Row", "Product", "Description", "Status", "Actions"]);
    expect(within(table).getByRole("rowheader", { name: "Oak desk" })).toBeInTheDocument();
    expect(rowEl(1).getByText("Oak desk: a generated description.")).toBeInTheDocument();
    expect(rowEl(2).getByRole("button", { name: "Approve Walnut shelf" })).toHaveAttribute("aria-pressed", "true");
    expect(rowEl(3).getByText("The writer timed out.")).toBeInTheDocument();
    expect(rowEl(3).queryByRole("button", { name: /Approve/ })).toBeNull();
  });

  it("edits a description in place and saves it with PATCH editedText", async () => {
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: { body: done },
      [`GET ${PAGE}`]: rowsOf(rows),
      [`PATCH ${RUN}/rows/1`]: (init) => ({
        body: productRow(1, "Oak desk", { editedText: JSON.parse(String(init!.body)).editedText }),
      }),
    });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Oak desk" }));
    const box = rowEl(1).getByRole("textbox", { name: "Description of Oak desk" });
    expect(box).toHaveValue("Oak desk: a generated description.");
    expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, "A desk of solid oak, made to last.");
    await userEvent.click(rowEl(1).getByRole("button", { name: BULK_TEXTS.save }));
    expect(await rowEl(1).findByText("A desk of solid oak, made to last.")).toBeInTheDocument();
    expect(rowEl(1).getByText(BULK_TEXTS.edited)).toBeInTheDocument();
    expect(bodyOf(fetchMock, "PATCH", `${RUN}/rows/1`)).toEqual({ editedText: "A desk of solid oak, made to last." });
    expect(rowEl(1).getByRole("button", { name: "Edit Oak desk" })).toHaveFocus();
  });

  it("Cancel leaves the description as it was, without a call", async () => {
    const { fetchMock } = renderRun({ [`GET ${RUN}`]: { body: done }, [`GET ${PAGE}`]: rowsOf(rows) });
    await userEvent.click(await screen.findByRole("button", { name: "Edit Oak desk" }));
    await userEvent.type(rowEl(1).getByRole("textbox"), " more");
    await userEvent.click(rowEl(1).getByRole("button", { name: BULK_TEXTS.cancelEdit }));
    expect(rowEl(1).getByText("Oak desk: a generated description.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
  });

  it("Approve and Reject are toggles sent as PATCH review, and the run's approved count is read again", async () => {
    let approved = 1;
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: () => ({ body: { ...done, approved } }),
      [`GET ${PAGE}`]: rowsOf(rows),
      [`PATCH ${RUN}/rows/1`]: (init) => {
        const { review } = JSON.parse(String(init!.body));
        approved = review === "approved" ? 2 : 1;
        return { body: productRow(1, "Oak desk", { review }) };
      },
    });
    const approve = await screen.findByRole("button", { name: "Approve Oak desk" });
    expect(approve).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(approve);
    await waitFor(() =>
      expect(rowEl(1).getByRole("button", { name: "Approve Oak desk" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(bodyOf(fetchMock, "PATCH", `${RUN}/rows/1`)).toEqual({ review: "approved" });
    expect(await screen.findByText("2 approved.")).toBeInTheDocument();

    await userEvent.click(rowEl(1).getByRole("button", { name: "Approve Oak desk" }));
    await waitFor(() => expect(bodyOf(fetchMock, "PATCH", `${RUN}/rows/1`)).toEqual({ review: "pending" }));

    await userEvent.click(rowEl(1).getByRole("button", { name: "Reject Oak desk" }));
    await waitFor(() =>
      expect(rowEl(1).getByRole("button", { name: "Reject Oak desk" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(bodyOf(fetchMock, "PATCH", `${RUN}/rows/1`)).toEqual({ review: "rejected" });
  });

  it("Regenerate posts for one row and shows its new description", async () => {
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: { body: done },
      [`GET ${PAGE}`]: rowsOf(rows),
      [`POST ${RUN}/rows/3/regenerate`]: {
        body: productRow(3, "Pine stool", { output: descriptoOutput("A pine stool, new draft.") }),
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Regenerate Pine stool" }));
    expect(await rowEl(3).findByText("A pine stool, new draft.")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST", `${RUN}/rows/3/regenerate`)).toHaveLength(1);
  });

  it("Regenerate waits for the run to end", async () => {
    renderRun({ [`GET ${RUN}`]: { body: runOf() }, [`GET ${PAGE}`]: rowsOf([productRow(1, "Oak desk")], 50) });
    expect(await screen.findByRole("button", { name: "Regenerate Oak desk" })).toBeDisabled();
  });

  it("exports the approved rows as CSV, Shopify and WooCommerce from the server; none approved, none offered", async () => {
    const { unmount } = renderRun({ [`GET ${RUN}`]: { body: done }, [`GET ${PAGE}`]: rowsOf(rows) });
    const exports = within(await screen.findByRole("region", { name: BULK_TEXTS.exportTitle }));
    expect(exports.getByRole("link", { name: "CSV" })).toHaveAttribute("href", `${RUN}/export?format=csv`);
    expect(exports.getByRole("link", { name: "Shopify CSV" })).toHaveAttribute("href", `${RUN}/export?format=shopify`);
    expect(exports.getByRole("link", { name: "WooCommerce CSV" })).toHaveAttribute("href", `${RUN}/export?format=woocommerce`);
    unmount();

    renderRun({ [`GET ${RUN}`]: { body: { ...done, approved: 0 } }, [`GET ${PAGE}`]: rowsOf(rows) });
    const none = within(await screen.findByRole("region", { name: BULK_TEXTS.exportTitle }));
    expect(none.getByText(BULK_TEXTS.exportNone)).toBeInTheDocument();
    expect(none.queryByRole("link")).toBeNull();
    expect(none.getByRole("button", { name: "Shopify CSV" })).toBeDisabled();
  });

  it("pages 25 rows at a time from the server", async () => {
    const many = Array.from({ length: 25 }, (_, i) => productRow(i + 1, `Product ${i + 1}`));
    const next = [productRow(26, "Product 26")];
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: { body: { ...done, total: 26, done: 26 } },
      [`GET ${PAGE}`]: rowsOf(many, 26),
      [`GET ${RUN}/rows?offset=25&limit=25`]: rowsOf(next, 26),
    });
    expect(await screen.findByText("Rows 1–25 of 26", { selector: "p" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: BULK_TEXTS.next }));
    expect(await screen.findByRole("rowheader", { name: "Product 26" })).toBeInTheDocument();
    expect(callsTo(fetchMock, "GET", `${RUN}/rows?offset=25&limit=25`)).toHaveLength(1);
    expect(screen.getByRole("button", { name: BULK_TEXTS.next })).toBeDisabled();
  });

  it("filters to the approved rows (all rows read, a hundred at a time)", async () => {
    renderRun({
      [`GET ${RUN}`]: { body: done },
      [`GET ${PAGE}`]: rowsOf(rows),
      [`GET ${RUN}/rows?offset=0&limit=100`]: rowsOf(rows),
    });
    await screen.findByRole("rowheader", { name: "Oak desk" });
    await userEvent.selectOptions(screen.getByLabelText(BULK_TEXTS.filterLabel), "approved");
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Oak desk" })).toBeNull());
    expect(screen.getByRole("rowheader", { name: "Walnut shelf" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: /Approved: Rows 1–1 of 1/ })).toBeInTheDocument();
  });

  it("approves every done row not approved yet", async () => {
    const { fetchMock } = renderRun({
      [`GET ${RUN}`]: { body: done },
      [`GET ${PAGE}`]: rowsOf(rows),
      [`GET ${RUN}/rows?offset=0&limit=100`]: rowsOf(rows),
      [`PATCH ${RUN}/rows/1`]: { body: productRow(1, "Oak desk", { review: "approved" }) },
    });
    await userEvent.click(await screen.findByRole("button", { name: BULK_TEXTS.approveAll }));
    expect(await screen.findByText(BULK_TEXTS.approvedAll(1))).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH");
    expect(patches.map(([p, init]) => [p, JSON.parse(String(init?.body))])).toEqual([[`${RUN}/rows/1`, { review: "approved" }]]);
  });
});
