import { buildPdf, csvCell, exportFileName, pdfTitle, toCsv, toPlainText } from "./exportFormats";
import { textToBlocks, type PdfReport } from "./pdfReport";
import { extractPdfText, popplerText, shownTexts } from "./testing/pdfText";

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
    expect(csv).toBe('"keyword","volume","note"\n"running shoes","12000","say ""hi"""\n"trail, shoes","800",""');
  });

  it("turns text into one row per non-blank line", () => {
    expect(toCsv('1. First "hook"\n\n   \n2. Second, with comma\r\n')).toBe('"1. First ""hook"""\n"2. Second, with comma"');
  });

  it("writes cells a spreadsheet would run as a formula as text, with a leading quote", () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    for (const text of ["+1+1", "-1+1", "-", "@SUM(A1:A2)", "\t=1+1", "\r=1+1", "+cmd", "-2+3"]) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
    // inside the text, these characters are harmless and stay as they are
    expect(csvCell("a=1+1")).toBe('"a=1+1"');
    expect(csvCell(" tea @home")).toBe('" tea @home"');
  });

  it("leaves plain numbers, negative ones included, as numbers a spreadsheet can sum", () => {
    for (const value of [-5, "-5", "+3", "-1.5", "-0.25e3", 12000, 0]) expect(csvCell(value)).toBe(`"${value}"`);
  });

  it("neutralises formulas in every shape of export: header, rows, single values and text lines", () => {
    const csv = toCsv([{ "=niche": "=1+1", trend: -12, note: "@x" }]);
    expect(csv).toBe(`"'=niche","trend","note"\n"'=1+1","-12","'@x"`);
    expect(toCsv(["=1+1", "ok"])).toBe(`"'=1+1"\n"ok"`);
    expect(toCsv({ keyword: "+cmd" })).toBe(`"keyword"\n"'+cmd"`);
    expect(toCsv("=cmd|' /C calc'!A0\nplain")).toBe(`"'=cmd|' /C calc'!A0"\n"plain"`);
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
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(pdf.split(`(${line}) Tj`)).toHaveLength(2); // each line once, none cut
    expect(pdf).toContain(`(Page ${pages} of ${pages}) Tj`);
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

describe("PDF text outside WinAnsi", () => {
  // The shape of SeoSnapshot's report: checks as lines that start with ✓ or ✗.
  const report = [
    'SEO Snapshot for "Organic Cotton T-Shirts for Kids"',
    "",
    "SEO Score: 72/100 (Good)",
    "✓ Title length 50-60: 55 characters.",
    "✗ Call to action: no verb such as “Shop” or “Discover” — add one. (−6 of 10)",
    "  ✗ Keyword early in the title: it sits after the brand, long enough to be cut off when Google truncates the title on narrow mobile screens. (−4 of 8)",
    "− Not checked: no URL was given.",
    "Recommendations:",
    "1. 🚀 Lead with the benefit → “Soft organic tees” ≤ 60 chars, Привет",
  ].join("\n");

  const lineOf = (text: string, start: string) => text.split("\n").find((l) => l.includes(start)) ?? "";

  it("reads a passed and a failed check differently, with words instead of ' and \" for the marks", async () => {
    const pdf = await buildPdf(report, "SeoSnapshot");
    const text = extractPdfText(pdf);
    expect(lineOf(text, "Title length")).toBe("PASS Title length 50-60: 55 characters.");
    expect(lineOf(text, "Call to action")).toBe(
      "FAIL Call to action: no verb such as “Shop” or “Discover” — add one. (-6 of 10)",
    );
    expect(lineOf(text, "Keyword early")).toMatch(/^FAIL Keyword early in the title: .+/);
    expect(lineOf(text, "Not checked")).toBe("N/A Not checked: no URL was given.");
    expect(lineOf(text, "Lead with")).toBe("1. Lead with the benefit -> “Soft organic tees” <= 60 chars, ??????");
    // No string fell back to UCS-2 (two bytes per character: "✓ T" became 0x27 0x13 0x00 0x20 0x00 0x54).
    for (const shown of shownTexts(pdf)) expect(shown.bytes.filter((b) => b < 0x20)).toEqual([]);
    // The stand-ins the bug produced for ✓ (U+2713 -> 0x27 ') and − (U+2212 -> 0x22 ").
    for (const start of ["Title length", "Call to action", "Not checked"]) expect(lineOf(text, start)).not.toMatch(/^['"]/);
  });

  it("draws the marks as stroked lines in their colours, each before its word", async () => {
    const pdf = Buffer.from(await buildPdf("✓ passed\n✗ failed\n− none", "SeoSnapshot")).toString("latin1");
    const body = pdf.slice(pdf.indexOf("stream"), pdf.indexOf("endstream"));
    const marks = [...body.matchAll(/\nq\n([\d.]+ [\d.]+ [\d.]+) RG\n[\s\S]*?\nQ\n/g)].map(([block, rgb]) => ({
      rgb,
      strokes: (block.match(/\nS\n/g) ?? []).length,
      segments: (block.match(/ l\n/g) ?? []).length,
      at: body.indexOf(block),
    }));
    expect(marks.map(({ at: _, ...m }) => m)).toEqual([
      { rgb: "0.08 0.5 0.24", strokes: 1, segments: 2 }, // a check: one path with two segments, green
      { rgb: "0.73 0.11 0.11", strokes: 2, segments: 2 }, // a cross: two lines, red
      { rgb: "0.39 0.45 0.55", strokes: 1, segments: 1 }, // a dash: one line, grey
    ]);
    const words = ["(PASS) Tj", "(FAIL) Tj", "(N/A) Tj"].map((w) => body.indexOf(w));
    expect(words.every((at, i) => at > marks[i]!.at && (i === 2 || at < marks[i + 1]!.at))).toBe(true);
  });

  it("reads the same in poppler's pdftotext, where it is installed", async () => {
    const text = popplerText(await buildPdf(report, "SeoSnapshot")) ?? extractPdfText(await buildPdf(report, "SeoSnapshot"));
    expect(text).toMatch(/PASS\s+Title length 50-60/);
    expect(text).toMatch(/FAIL\s+Call to action/);
    expect(text).not.toMatch(/[\u0000-\u0008\u00fe\u00ff]/);
  });
});

describe("PDF as a document", () => {
  const date = new Date("2026-11-25T12:00:00Z");
  /** Each shown string with its font size and whether it is bold (the Tf before it: F1 Helvetica, F2 bold). */
  const styledTexts = (pdf: ArrayBuffer) => {
    const source = Buffer.from(pdf).toString("latin1");
    const out: { text: string; size: number; bold: boolean }[] = [];
    let size = 0;
    let bold = false;
    for (const m of source.matchAll(/\/F(\d+) ([\d.]+) Tf|\(((?:\\.|[^\\)])*)\) Tj/g)) {
      if (m[1]) [bold, size] = [m[1] === "2", Number(m[2])];
      else out.push({ text: m[3]!, size, bold });
    }
    return out;
  };
  const styleOf = (pdf: ArrayBuffer, text: string) => styledTexts(pdf).find((t) => t.text === text);

  it("opens with the product's name, the date and the title '{tool} Export'", async () => {
    const pdf = await buildPdf("Some text", "HookGenie", { date });
    const lines = extractPdfText(pdf).split("\n");
    expect(lines[0]).toBe("RankForge Exported 25 November 2026");
    expect(lines[1]).toBe("HookGenie Export");
    expect(styleOf(pdf, "HookGenie Export")).toMatchObject({ bold: true, size: 20 });
    expect(styleOf(pdf, "Some text")).toMatchObject({ bold: false, size: 12 });
    expect(lines.at(-1)).toBe("RankForge · HookGenie Export Page 1 of 1");
  });

  it("reads text into headings, paragraphs, lists and checks", () => {
    expect(
      textToBlocks("Intro line\n  indented\n\nRecommendations:\n1. First\n2. Second\n- a\n✓ Passed\n## Next\nLast."),
    ).toEqual([
      { type: "paragraph", text: "Intro line" },
      { type: "paragraph", text: "indented", indent: 1 },
      { type: "space" },
      { type: "heading", text: "Recommendations" },
      { type: "list", items: ["First", "Second"], ordered: true, start: 1 },
      { type: "list", items: ["a"], ordered: false },
      { type: "checks", items: [{ status: "pass", text: "Passed", indent: 0 }] },
      { type: "heading", text: "Next" },
      { type: "paragraph", text: "Last." },
    ]);
  });

  it("draws headings bold and larger than the text, wraps paragraphs and numbers list items", async () => {
    const long = "word ".repeat(40).trim();
    const pdf = await buildPdf(`Recommendations:\n1. ${long}\n2. Short one\n- a bullet\n\n${long}`, "SeoSnapshot", { date });
    expect(styleOf(pdf, "Recommendations")).toMatchObject({ bold: true, size: 14 });
    const text = extractPdfText(pdf);
    expect(text).toMatch(/^1\. word word/m);
    expect(text).toMatch(/^2\. Short one$/m);
    expect(text).toMatch(/^• a bullet$/m);
    // the long paragraph wraps onto lines of its own, none wider than the page's text column
    const wrapped = text.split("\n").filter((l) => /^(word ?)+$/.test(l));
    expect(wrapped.length).toBeGreaterThanOrEqual(2);
  });

  it("shows a report's score large, with its verdict in words, before its sections", async () => {
    const report: PdfReport = {
      pdfReport: true,
      subtitle: "SEO audit of “Kids tees”",
      blocks: [
        {
          type: "score",
          label: "Overall SEO score",
          score: 72,
          outOf: 100,
          verdict: "Good",
          tone: "warning",
          details: ["Title 80/100"],
        },
        { type: "heading", text: "Checks" },
        { type: "checks", items: [{ status: "fail", text: "Title: too long" }] },
      ],
    };
    const pdf = await buildPdf(report, "SeoSnapshot", { date });
    const lines = extractPdfText(pdf).split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "RankForge Exported 25 November 2026",
      "SeoSnapshot Export",
      "SEO audit of “Kids tees”",
      "OVERALL SEO SCORE",
      "72/100 Good",
      "Title 80/100",
      "Checks",
      "FAIL Title: too long",
    ]);
    expect(styleOf(pdf, "72/100")).toMatchObject({ bold: true, size: 30 });
    expect(styleOf(pdf, "Good")).toMatchObject({ bold: true, size: 18 });
    // the PDF's own title stays '{tool} Export'
    expect(Buffer.from(pdf).toString("latin1")).toContain("(SeoSnapshot Export) Tj");
  });
});
