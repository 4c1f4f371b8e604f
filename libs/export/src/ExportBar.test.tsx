/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "@seo/ui/AppProviders";
import { clearToasts } from "@seo/ui/toastStore";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { ExportBar } from "./ExportBar";

// jsdom resolves jspdf's browser (ESM) build; the PDF is the same from its CommonJS build.
jest.mock("jspdf", () => jest.requireActual("jspdf/dist/jspdf.node.min.js"));
// jsdom lacks TextEncoder (jspdf needs it) and Blob#text.
Object.assign(globalThis, { TextEncoder: require("node:util").TextEncoder, TextDecoder: require("node:util").TextDecoder });
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

interface Download {
  name: string;
  type: string;
  text: string;
}
let downloads: Download[];
let pendingBlobs: Blob[];

beforeEach(() => {
  downloads = [];
  pendingBlobs = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    pendingBlobs.push(blob);
    return `blob:${pendingBlobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = pendingBlobs[Number(this.href.split(":")[1]) - 1]!;
    downloads.push({ name: this.download, type: blob.type, text: "" });
    const entry = downloads[downloads.length - 1]!;
    void readBlob(blob).then((t) => (entry.text = t));
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

const renderBar = (props: Partial<React.ComponentProps<typeof ExportBar>> = {}) =>
  render(
    <AppProviders>
      <ExportBar data={'Line one\n\nLine "two"'} filename="my-result" tool="HookGenie" {...props} />
    </AppProviders>,
  );

it("offers txt, csv and copy by default and PDF only when asked for", () => {
  const { unmount } = renderBar();
  expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Copy", "TXT", "CSV"]);
  unmount();
  renderBar({ formats: ["pdf", "copy", "txt"] });
  expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Copy", "TXT", "PDF"]);
});

it("downloads {filename}.txt and says so", async () => {
  renderBar();
  await userEvent.click(screen.getByRole("button", { name: "TXT" }));
  expect(await screen.findByText("Export Successful")).toBeInTheDocument();
  expect(screen.getByText("File exported as TXT")).toBeInTheDocument();
  await waitFor(() => expect(downloads[0]?.text).toBe('Line one\n\nLine "two"'));
  expect(downloads[0]).toMatchObject({ name: "my-result.txt", type: "text/plain;charset=utf-8" });
});

it("downloads {filename}.csv with every value quoted", async () => {
  renderBar({ data: [{ keyword: 'a "b"', volume: 10 }], filename: "keywords" });
  await userEvent.click(screen.getByRole("button", { name: "CSV" }));
  expect(await screen.findByText("File exported as CSV")).toBeInTheDocument();
  await waitFor(() => expect(downloads[0]?.text).toBe('"keyword","volume"\n"a ""b""","10"'));
  expect(downloads[0]?.name).toBe("keywords.csv");
});

it("downloads {filename}.pdf titled '{tool} Export'", async () => {
  renderBar({ formats: ["pdf"], filename: "seo-report", tool: "SeoSnapshot", data: "SEO Score: 90/100" });
  await userEvent.click(screen.getByRole("button", { name: "PDF" }));
  expect(await screen.findByText("File exported as PDF")).toBeInTheDocument();
  expect(downloads[0]).toMatchObject({ name: "seo-report.pdf", type: "application/pdf" });
  await waitFor(() => expect(downloads[0]?.text).toContain("(SeoSnapshot Export) Tj"));
  expect(downloads[0]?.text).toContain("(SEO Score: 90/100) Tj");
});

it("exports the report given as pdfData in the PDF, and the text in the other formats", async () => {
  renderBar({
    formats: ["pdf", "txt"],
    tool: "SeoSnapshot",
    data: "plain report",
    pdfData: { pdfReport: true, blocks: [{ type: "heading", text: "Checks" }] },
  });
  await userEvent.click(screen.getByRole("button", { name: "PDF" }));
  await waitFor(() => expect(downloads[0]?.text).toContain("(Checks) Tj"));
  expect(downloads[0]?.text).not.toContain("plain report");
  await userEvent.click(screen.getByRole("button", { name: "TXT" }));
  await waitFor(() => expect(downloads[1]?.text).toBe("plain report"));
});

it("copies with the clipboard API in a secure context", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderBar({ data: { result: "x" } });
  await userEvent.click(screen.getByRole("button", { name: "Copy" }));
  expect(await screen.findByText("Content copied to clipboard")).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('{\n  "result": "x"\n}');
});

it("falls back to a hidden text area outside a secure context", async () => {
  Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
  let copied = "";
  document.execCommand = jest.fn(() => {
    copied = (document.activeElement as HTMLTextAreaElement).value;
    return true;
  });
  renderBar({ data: "plain text" });
  await userEvent.click(screen.getByRole("button", { name: "Copy" }));
  expect(await screen.findByText("Content copied to clipboard")).toBeInTheDocument();
  expect(document.execCommand).toHaveBeenCalledWith("copy");
  expect(copied).toBe("plain text");
  expect(document.querySelector("textarea")).toBeNull();
});

it("reports a failed export", async () => {
  Object.defineProperty(window, "isSecureContext", { value: false, configurable: true });
  document.execCommand = jest.fn(() => false);
  jest.spyOn(console, "error").mockImplementation(() => {});
  renderBar();
  await userEvent.click(screen.getByRole("button", { name: "Copy" }));
  expect(await screen.findByText("Export Failed")).toBeInTheDocument();
  expect(screen.getByText("There was an error exporting your content")).toBeInTheDocument();
});

describe("formats the plan does not unlock", () => {
  const renderLocked = (unlocked: ("copy" | "txt" | "csv" | "pdf")[]) =>
    render(
      <AppProviders>
        <MemoryRouter initialEntries={["/hookgenie"]}>
          <ExportBar
            data={[{ headline: "A", score: 90 }]}
            filename="my-result"
            tool="HookGenie"
            formats={["copy", "txt", "csv"]}
            unlocked={unlocked}
          />
          <Routes>
            <Route path="/pricing" element={<h1>Pricing page</h1>} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );

  it("stay visible with a Pro mark; the unlocked ones stay buttons", () => {
    renderLocked(["copy", "txt"]);
    expect(screen.getByRole("button", { name: "Copy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "TXT" })).toBeInTheDocument();
    const csv = screen.getByRole("link", { name: "CSV Pro" });
    expect(csv).toHaveAttribute("href", "/pricing");
    expect(csv).toHaveTextContent("CSV Pro");
    expect(screen.queryByRole("button", { name: "CSV" })).not.toBeInTheDocument();
  });

  it("lead to /pricing instead of exporting", async () => {
    renderLocked(["copy", "txt"]);
    await userEvent.click(screen.getByRole("link", { name: "CSV Pro" }));
    expect(await screen.findByRole("heading", { name: "Pricing page" })).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it("with every format unlocked, nothing is locked and CSV exports", async () => {
    renderLocked(["copy", "txt", "csv"]);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "CSV" }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(["my-result.csv"]));
  });
});
