/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { extractPdfText } from "@seo/export/testing/pdfText";
import { clearToasts } from "@seo/ui/toastStore";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { BULK_TEXTS } from "../bulkTexts";
import { pageRow, runOf } from "../testing/bulkFixtures";
import { BulkRunPage } from "./BulkRunPage";

// jsdom resolves jspdf's browser (ESM) build; the PDF is the same from its CommonJS build.
jest.mock("jspdf", () => jest.requireActual("jspdf/dist/jspdf.node.min.js"));
// jsdom lacks TextEncoder (jspdf needs it).
Object.assign(globalThis, { TextEncoder: require("node:util").TextEncoder, TextDecoder: require("node:util").TextDecoder });

const readBlob = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

let downloads: { name: string; blob: Blob }[];
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("sessionId", "s1");
  downloads = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blobs.push(blob)}`);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs[Number(this.href.split(":")[1]) - 1]! });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

const RUN = "/api/bulk/runs/9";
const pages = [
  pageRow(1, "Oak desks for home offices", 72, [
    { label: "Title length", message: "The title is 70 characters; keep it under 60." },
  ]),
  pageRow(2, "Shelves", 45, [{ label: "Focus keyword", message: "The description never names the focus keyword." }]),
  pageRow(3, "Handmade pine stools", 90),
];

function renderReport() {
  const fetchMock = mockFetch({
    [`GET ${RUN}`]: {
      body: runOf({ id: 9, tool: "seosnapshot", fileName: "pages.csv", status: "done", total: 3, done: 3, secondsLeft: null }),
    },
    [`GET ${RUN}/rows?offset=0&limit=100`]: { body: { rows: pages, total: 3 } },
  });
  renderWithApp(<BulkRunPage />, {
    route: "/bulk/runs/9",
    path: "/bulk/runs/:runId",
    user: testUser,
    subscription: subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }),
  });
  return fetchMock;
}

const order = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((h) => h.textContent);

it("lists every page with its URL and score, sortable by score from the column header", async () => {
  renderReport();
  await screen.findByRole("rowheader", { name: /Shelves/ });
  expect(order()).toEqual([
    "Oak desks for home officeshttps://shop.example/1",
    "Shelveshttps://shop.example/2",
    "Handmade pine stoolshttps://shop.example/3",
  ]);
  const header = screen.getByRole("columnheader", { name: /Score/ });
  expect(header).toHaveAttribute("aria-sort", "none");
  const scores = () => screen.getAllByTestId("page-score").map((s) => s.textContent);
  expect(scores()).toEqual(["72", "45", "90"]);

  await userEvent.click(within(header).getByRole("button", { name: /Score/ }));
  expect(header).toHaveAttribute("aria-sort", "ascending");
  expect(scores()).toEqual(["45", "72", "90"]);

  await userEvent.click(within(header).getByRole("button", { name: /Score/ }));
  expect(header).toHaveAttribute("aria-sort", "descending");
  expect(scores()).toEqual(["90", "72", "45"]);
});

it("opens a page's row to its issues and recommendations", async () => {
  renderReport();
  const toggle = await screen.findByRole("button", { name: "Issues of Shelves" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
  expect(details).not.toBeVisible();
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  expect(details).toBeVisible();
  expect(within(details).getByText("The description never names the focus keyword.")).toBeInTheDocument();
  expect(within(details).getByText("Fix: focus keyword")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Issues of Handmade pine stools" }));
  expect(screen.getByText(BULK_TEXTS.noIssues)).toBeInTheDocument();
});

it("exports the CSV from the server and one PDF report of every page, made in the browser", async () => {
  const fetchMock = renderReport();
  await screen.findByRole("rowheader", { name: /Shelves/ });
  expect(screen.getByRole("link", { name: BULK_TEXTS.exportCsv })).toHaveAttribute("href", `${RUN}/export?format=csv`);

  // Lowest score first: the report follows the table's order.
  await userEvent.click(screen.getByRole("button", { name: /Score/ }));
  const asked = fetchMock.mock.calls.length;
  await userEvent.click(screen.getByRole("button", { name: BULK_TEXTS.pdfReport }));
  expect(await screen.findByText("File exported as PDF")).toBeInTheDocument();
  expect(fetchMock.mock.calls).toHaveLength(asked); // built from what the page has
  expect(downloads).toHaveLength(1);
  expect(downloads[0]!.name).toBe("pages-seo-report.pdf");
  expect(downloads[0]!.blob.type).toBe("application/pdf");
  const text = extractPdfText(await readBlob(downloads[0]!.blob));
  expect(text).toContain("SeoSnapshot Export");
  expect(text).toContain("Bulk SEO report: pages.csv");
  expect(text).toContain("3 of 3 pages audited · average score 69/100");
  const at = (s: string) => text.indexOf(s);
  expect(at("Row 2: Shelves")).toBeGreaterThan(-1);
  expect(at("Row 2: Shelves")).toBeLessThan(at("Row 1: Oak desks for home offices"));
  expect(at("Row 1: Oak desks for home offices")).toBeLessThan(at("Row 3: Handmade pine stools"));
  // The audit's ✗ lines come out as FAIL marks, not as broken UCS-2 text.
  expect(text).toMatch(/FAIL\s+Focus keyword: The description never names the focus keyword\./);
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalled());
  // The toast's screen-reader announcement settles on the next frames.
  await act(() => new Promise((r) => setTimeout(r, 100)));
});
