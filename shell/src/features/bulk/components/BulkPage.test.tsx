/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { BULK_MAX_BYTES, type BulkCheck } from "@seo/contracts/bulk";
import { mockFetch, type Handler } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { BULK_TEXTS } from "../bulkTexts";
import { runOf } from "../testing/bulkFixtures";
import { BulkPage } from "./BulkPage";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

const pro = subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 });

signedInAroundEachTest();

function renderBulk(routes: Record<string, Handler> = {}, subscription: SubscriptionInfo | null = pro, route = "/bulk") {
  const fetchMock = mockFetch({ "GET /api/bulk/runs": { body: { runs: [] } }, ...routes });
  const view = renderWithApp(<BulkPage subscription={subscription} loading={false} />, {
    route,
    path: "/bulk",
    user: testUser,
    subscription,
  });
  return { ...view, fetchMock };
}

const csv = (
  name = "products.csv",
  text = "productName,keyFeatures,targetAudience,tone,keywords\nOak desk,solid oak,Families,professional,\n",
) => new File([text], name, { type: "text/csv" });
const calls = (fetchMock: jest.Mock, prefix: string) => fetchMock.mock.calls.filter(([p]) => String(p).startsWith(prefix));
const checkOf = (patch: Partial<BulkCheck>): BulkCheck => ({ rows: 3, validRows: 3, errors: [], ...patch });

describe("plans without bulk runs", () => {
  it.each([
    ["Starter", subscriptionOf({ hasAccess: true, plan: "starter", generationsRemaining: 5 })],
    [
      "a single-tool plan",
      subscriptionOf({ hasAccess: true, plan: "single", selectedTool: "descripto", generationsRemaining: -1 }),
    ],
    ["no plan", subscriptionOf({ hasAccess: false, plan: null })],
    ["a lapsed Pro plan", subscriptionOf({ hasAccess: false, plan: "pro", status: "canceled" })],
  ])("%s: the feature explained with an upgrade to /pricing, and no upload", async (_name, subscription) => {
    const { fetchMock } = renderBulk({}, subscription);
    expect(screen.getByRole("heading", { level: 1, name: BULK_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: BULK_TEXTS.upgradeTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: BULK_TEXTS.upgradeButton })).toHaveAttribute("href", "/pricing");
    expect(screen.queryByLabelText(BULK_TEXTS.fileLabel)).toBeNull();
    expect(calls(fetchMock, "/api/bulk")).toHaveLength(0);
  });
});

it("Pro: one h1, the tool choice, each tool's columns and template, and the recent runs linking to their pages", async () => {
  renderBulk({
    "GET /api/bulk/runs": { body: { runs: [runOf({ id: 3, fileName: "spring.csv", status: "done", done: 50 })] } },
  });
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  const descripto = screen.getByRole("radio", { name: /Descripto/ });
  expect(descripto).toBeChecked();
  expect(screen.getByRole("list", { name: BULK_TEXTS.columnsIntro }).textContent).toBe(
    "productNamekeyFeaturestargetAudiencetonekeywords",
  );
  expect(screen.getByRole("link", { name: BULK_TEXTS.template })).toHaveAttribute("href", "/api/bulk/template/descripto");

  await userEvent.click(screen.getByRole("radio", { name: /SeoSnapshot/ }));
  expect(screen.getByRole("radio", { name: /SeoSnapshot/ })).toBeChecked();
  expect(screen.getByRole("list", { name: BULK_TEXTS.columnsIntro }).textContent).toBe("titledescriptionurl");
  expect(screen.getByRole("link", { name: BULK_TEXTS.template })).toHaveAttribute("href", "/api/bulk/template/seosnapshot");
  expect(screen.getByTestId("location")).toHaveTextContent("/bulk?tool=seosnapshot");

  const recent = await screen.findByRole("link", { name: "spring.csv" });
  expect(recent).toHaveAttribute("href", "/bulk/runs/3");
  expect(within(recent.closest("tr")!).getByText("50 of 50 rows")).toBeInTheDocument();
});

it("refuses a file over the size limit before sending it, naming the limit", async () => {
  const { fetchMock } = renderBulk();
  const big = csv("huge.csv", "x".repeat(BULK_MAX_BYTES + 1));
  await userEvent.upload(screen.getByLabelText(BULK_TEXTS.fileLabel), big);
  expect(await screen.findByRole("alert")).toHaveTextContent("huge.csv is 1 MB; a bulk file can be at most 1 MB.");
  expect(calls(fetchMock, "/api/bulk/descripto")).toHaveLength(0);
  expect(screen.getByRole("button", { name: BULK_TEXTS.start })).toBeDisabled();
});

it("a valid file: checked as text/csv, 'N rows ready', and Start run posts it and opens the run", async () => {
  const { fetchMock } = renderBulk({
    "POST /api/bulk/descripto/check": { body: checkOf({ rows: 3, validRows: 3 }) },
    "POST /api/bulk/descripto/runs?fileName=my%20products.csv": {
      status: 201,
      body: runOf({ id: 7, status: "queued", done: 0 }),
    },
  });
  const file = csv("my products.csv");
  await userEvent.upload(screen.getByLabelText(BULK_TEXTS.fileLabel), file);
  expect(await screen.findByRole("status")).toHaveTextContent("3 rows ready");
  const [, init] = calls(fetchMock, "/api/bulk/descripto/check")[0]!;
  expect(init).toMatchObject({ method: "POST", body: file, headers: { "Content-Type": "text/csv", "x-session-id": "s1" } });

  await userEvent.click(screen.getByRole("button", { name: BULK_TEXTS.start }));
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/bulk/runs/7"));
  const [, start] = calls(fetchMock, "/api/bulk/descripto/runs")[0]!;
  expect(start).toMatchObject({ method: "POST", body: file });
});

it("row errors: the table of row, column and message, Start disabled, and dropping the invalid rows starts with skipInvalid=1", async () => {
  const { fetchMock } = renderBulk({
    "POST /api/bulk/descripto/check": {
      body: checkOf({
        rows: 5,
        validRows: 3,
        errors: [
          { row: 2, column: "productName", message: "productName is required." },
          { row: 4, column: "keywords", message: "A cell may not start with = (a spreadsheet formula)." },
        ],
      }),
    },
    "POST /api/bulk/descripto/runs?fileName=products.csv&skipInvalid=1": { status: 201, body: runOf({ id: 8, total: 3 }) },
  });
  // Dropped on the drop zone rather than chosen.
  fireEvent.drop(screen.getByTestId("bulk-drop-zone"), { dataTransfer: { files: [csv()] } });
  const table = await screen.findByRole("table", { name: /2 problems in 2 rows/ });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent),
  ).toEqual(["Row", "Column", "Message"]);
  const cells = within(table)
    .getAllByRole("row")
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );
  expect(cells).toEqual([
    ["2", "productName", "productName is required."],
    ["4", "keywords", "A cell may not start with = (a spreadsheet formula)."],
  ]);
  expect(screen.getByRole("button", { name: BULK_TEXTS.start })).toBeDisabled();
  expect(calls(fetchMock, "/api/bulk/descripto/runs")).toHaveLength(0);

  await userEvent.click(screen.getByRole("button", { name: "Drop the 2 invalid rows and start" }));
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/bulk/runs/8"));
  expect(calls(fetchMock, "/api/bulk/descripto/runs")).toHaveLength(1);
});

it("a file with no valid row offers no way to start", async () => {
  renderBulk({
    "POST /api/bulk/descripto/check": {
      body: checkOf({
        rows: 1,
        validRows: 0,
        errors: [{ row: 1, column: null, message: "The row has 7 cells; the header has 5." }],
      }),
    },
  });
  await userEvent.upload(screen.getByLabelText(BULK_TEXTS.fileLabel), csv());
  expect(await screen.findByText("(whole row)")).toBeInTheDocument();
  expect(screen.getByText(BULK_TEXTS.noValidRows)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: BULK_TEXTS.start })).toBeDisabled();
  expect(screen.queryByRole("button", { name: /invalid row/ })).toBeNull();
});

describe("the server's refusals show in an alert", () => {
  it.each<[string, Handler, string]>([
    [
      "a file-level problem in a 400 check",
      { status: 400, body: { error: "The header row is missing the column keywords.", rows: 0, validRows: 0, errors: [] } },
      "The header row is missing the column keywords.",
    ],
    [
      "a 400 with only an error",
      { status: 400, body: { error: "The file has 1,001 rows; a bulk run takes at most 1,000." } },
      "The file has 1,001 rows; a bulk run takes at most 1,000.",
    ],
    ["a 413 without a JSON body", { status: 413, body: "" }, BULK_TEXTS.refusedFallback[413]!],
    ["a 415", { status: 415, body: { error: "Send the file as text/csv." } }, "Send the file as text/csv."],
  ])("%s", async (_name, reply, message) => {
    renderBulk({ "POST /api/bulk/descripto/check": reply });
    await userEvent.upload(screen.getByLabelText(BULK_TEXTS.fileLabel), csv());
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: BULK_TEXTS.start })).toBeDisabled();
  });

  it("a 403 on start (the plan lapsed meanwhile)", async () => {
    renderBulk({
      "POST /api/bulk/descripto/check": { body: checkOf({}) },
      "POST /api/bulk/descripto/runs?fileName=products.csv": {
        status: 403,
        body: { error: "Bulk runs are part of the Pro plan.", code: "bulk_not_in_plan" },
      },
    });
    await userEvent.upload(screen.getByLabelText(BULK_TEXTS.fileLabel), csv());
    await userEvent.click(await screen.findByRole("button", { name: BULK_TEXTS.start }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Bulk runs are part of the Pro plan.");
    expect(screen.getByTestId("location")).toHaveTextContent("/bulk");
  });
});

it("refuses a dropped file that is not a CSV", async () => {
  const { fetchMock } = renderBulk();
  fireEvent.drop(screen.getByTestId("bulk-drop-zone"), {
    dataTransfer: { files: [new File(["x"], "products.xlsx", { type: "application/vnd.ms-excel" })] },
  });
  expect(await screen.findByRole("alert")).toHaveTextContent(BULK_TEXTS.notCsv);
  expect(calls(fetchMock, "/api/bulk/descripto")).toHaveLength(0);
});
