import { buildPdf, csvCell, exportFileName, pdfTitle, toCsv, toPlainText } from "./exportFormats";

const pdfText = (buf: ArrayBuffer) => Buffer.from(buf).toString("latin1");
const pageCount = (pdf: string) => (pdf.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe("file names", () => {
  it("are {filename}.txt, .csv and .pdf", () => {
    expect(exportFileName("descripto-description", "txt")).toBe("descripto-description.txt");
    expect(exportFileName("keywords", "csv")).toBe("keywords.csv");
    expect(exportFileName("seo-report", "pdf")).toBe("seo-report.pdf");
  });
});

describe("plain text", () => {
  it("keeps text and writes structures as indented JSON", () => {
    expect(toPlainText("Hello\nworld")).toBe("Hello\nworld");
    expect(toPlainText({ a: 1, b: ["x"] })).toBe('{\n  "a": 1,\n  "b": [\n    "x"\n  ]\n}');
  });
});

describe("CSV", () => {
  it("quotes every value and doubles inner quotes", () => {
    expect(csvCell('The "best" shoe')).toBe('"The ""best"" shoe"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });

  it("uses the first object's keys as the header row", () => {
    const csv = toCsv([
      { keyword: "running shoes", volume: 12000, note: 'say "hi"' },
      { keyword: "trail, shoes", volume: 800, extra: "ignored" },
    ]);
    expect(csv).toBe(
      '"keyword","volume","note"\n"running shoes","12000","say ""hi"""\n"trail, shoes","800",""',
    );
  });

  it("turns text into one row per non-blank line", () => {
    expect(toCsv('1. First "hook"\n\n   \n2. Second, with comma\r\n')).toBe('"1. First ""hook"""\n"2. Second, with comma"');
  });

  it("writes a list of plain values one per row", () => {
    expect(toCsv(["a", 'b"c'])).toBe('"a"\n"b""c"');
  });
});

describe("PDF", () => {
  it("is letter size in 12 pt Helvetica, titled '{tool} Export', with the text", async () => {
    const pdf = pdfText(await buildPdf("SEO Score: 87/100\nTitle is 55 characters", "SeoSnapshot"));
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdfTitle("SeoSnapshot")).toBe("SeoSnapshot Export");
    expect(pdf).toContain("/Title (SeoSnapshot Export)");
    expect(pdf).toContain("(SeoSnapshot Export) Tj");
    expect(pdf).toMatch(/\/MediaBox \[0 0 612\.?0* 792\.?0*\]/);
    expect(pdf).toContain("/BaseFont /Helvetica");
    expect(pdf).toMatch(/\/F\d+ 12 Tf/);
    expect(pdf).toContain("(SEO Score: 87/100) Tj");
    expect(pdf).toContain("(Title is 55 characters) Tj");
    expect(pageCount(pdf)).toBe(1);
  });

  it("paginates long content instead of cutting it", async () => {
    const lines = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}`);
    const pdf = pdfText(await buildPdf(lines.join("\n"), "Descripto"));
    expect(pageCount(pdf)).toBe(3);
    for (const line of ["Line 1", "Line 60", "Line 120"]) expect(pdf).toContain(`(${line}) Tj`);
    const boxes = pdf.match(/\/MediaBox \[[^\]]+\]/g) ?? [];
    expect(new Set(boxes).size).toBe(1);
  });

  it("wraps long lines to the page width and writes structures as JSON", async () => {
    const pdf = pdfText(await buildPdf({ keyword: "x".repeat(10), words: "word ".repeat(60).trim() }, "TrendSpy"));
    expect(pdf).toContain("(TrendSpy Export) Tj");
    expect(pdf).toContain('(  "keyword": "xxxxxxxxxx",) Tj');
    expect((pdf.match(/\((?: {2}"words": ")?(?:word ?)+"?\) Tj/g) ?? []).length).toBeGreaterThan(1);
  });
});
