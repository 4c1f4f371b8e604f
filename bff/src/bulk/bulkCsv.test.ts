// What a user's CSV becomes before anything runs: the whole file refused with one message naming
// the encoding, the columns or the limit, or each bad row named with its column and the reason.
import { BULK_MAX_ROWS } from "@seo/contracts/bulk";
import { readBulkCsv, type CsvReading } from "./bulkCsv";
import { bulkToolSpec } from "./bulkTools";

const descripto = bulkToolSpec("descripto")!;
const seosnapshot = bulkToolSpec("seosnapshot")!;
const HEADER = "productName,keyFeatures,targetAudience,tone,keywords";
const GOOD = 'AeroBrew Travel Coffee Maker,"Lightweight, 12-hour battery",Busy professionals,casual,travel coffee';

const read = (text: string, spec = descripto) => readBulkCsv(spec, Buffer.from(text, "utf8"));
const refusal = (r: CsvReading) => (r.ok ? `accepted: ${JSON.stringify(r.check)}` : r.error);
const accepted = (r: CsvReading) => {
  if (!r.ok) throw new Error(`refused: ${r.error}`);
  return r;
};

describe("a bulk CSV", () => {
  it("gives each valid row its cells by column, numbered from the first row under the header", () => {
    const r = accepted(read(`${HEADER}\n${GOOD}\n${GOOD.replace("AeroBrew", "Nimbus")}\n`));
    expect(r.check).toEqual({ rows: 2, validRows: 2, errors: [] });
    expect(r.rows[1]).toEqual({
      rowNumber: 2,
      input: {
        productName: "Nimbus Travel Coffee Maker",
        keyFeatures: "Lightweight, 12-hour battery",
        targetAudience: "Busy professionals",
        tone: "casual",
        keywords: "travel coffee",
      },
    });
  });

  it("takes a BOM, CRLF line ends, header columns in any order and case, and quoted line breaks inside a cell", () => {
    const text = `\uFEFFTone,PRODUCTNAME,keywords,targetAudience,keyFeatures\r\ncasual,Socks,,Hikers,"Merino wool\r\nCushioned heel\r\n""Lifetime"" guarantee"\r\n`;
    const r = accepted(read(text));
    expect(r.check.errors).toEqual([]);
    expect(r.rows[0]!.input).toEqual({
      productName: "Socks",
      keyFeatures: 'Merino wool\r\nCushioned heel\r\n"Lifetime" guarantee',
      targetAudience: "Hikers",
      tone: "casual",
      keywords: "",
    });
  });

  it("refuses a file that is not UTF-8, naming the encoding to save it in", () => {
    const latin1 = Buffer.from(`${HEADER}\nCaf\xe9 Cr\xe8me,Rich,Families with children,casual,\n`, "latin1");
    const r = readBulkCsv(descripto, latin1);
    expect(refusal(r)).toMatch(/not UTF-8 text.*Save it as "CSV UTF-8"/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEADER}\n`, "utf16le")]);
    expect(refusal(readBulkCsv(descripto, utf16))).toMatch(/UTF-16 text, not UTF-8/);
  });

  it("refuses a file without its header row, naming the columns it needs", () => {
    expect(refusal(read(`${GOOD}\n`))).toBe(
      "The file has no header row. The first row must be the header: productName, keyFeatures, targetAudience, tone, keywords.",
    );
    expect(refusal(read(""))).toMatch(/^The file is empty/);
  });

  it("names missing, unknown and duplicate header columns", () => {
    expect(refusal(read("productName,keyFeatures,targetAudience\nA,B,C\n"))).toMatch(/^Missing columns: tone, keywords\./);
    expect(refusal(read(`${HEADER},price\n${GOOD},10\n`))).toMatch(/^Unknown column: price\./);
    expect(refusal(read(`${HEADER},productName\n${GOOD},x\n`))).toMatch(/^Duplicate column: productName\./);
    expect(refusal(read(`${HEADER},\n${GOOD},\n`))).toMatch(/^Unknown column: \(a column with no name\)\./);
  });

  it("takes up to the row limit and refuses one row more, naming the limit", () => {
    const rows = (n: number) => `${HEADER}\n${Array.from({ length: n }, () => GOOD).join("\n")}\n`;
    expect(accepted(read(rows(BULK_MAX_ROWS))).check.validRows).toBe(BULK_MAX_ROWS);
    expect(refusal(read(rows(BULK_MAX_ROWS + 1)))).toBe(
      "The file has 1,001 rows; a bulk run takes at most 1,000. Split it into smaller files.",
    );
  });

  it("skips blank lines and rows of empty cells without renumbering the rows after them", () => {
    const r = accepted(read(`${HEADER}\n${GOOD}\n\n,,,,\n${GOOD}\n`));
    expect(r.rows.map((row) => row.rowNumber)).toEqual([1, 4]);
    expect(refusal(read(`${HEADER}\n,,,,\n`))).toBe("The file has a header row but no rows under it.");
  });

  it("names a row with too many or too few cells", () => {
    const r = accepted(read(`${HEADER}\n${GOOD},extra\nA,B,C\n${GOOD}\n`));
    expect(r.check).toEqual({
      rows: 3,
      validRows: 1,
      errors: [
        { row: 1, column: null, message: "This row has 6 cells but the header has 5 columns (a comma or quote out of place?)." },
        { row: 2, column: null, message: "This row has 3 cells but the header has 5 columns (a comma or quote out of place?)." },
      ],
    });
  });

  it("refuses cells a spreadsheet would run as a formula, naming the row, the column and the character", () => {
    const r = accepted(
      read(
        [
          HEADER,
          '=HYPERLINK("http://evil.example"),Features,Hikers,casual,',
          "Socks,+1+1,Hikers,casual,",
          "Socks,Features,-2+3,casual,",
          "Socks,Features,Hikers,casual,@SUM(A1)",
          'Socks,"\tTabbed",Hikers,casual,',
          'Socks,"  =1+1",Hikers,casual,',
        ].join("\n"),
      ),
    );
    expect(r.check.validRows).toBe(0);
    expect(r.check.errors).toEqual([
      { row: 1, column: "productName", message: "Cells may not start with = (spreadsheet formulas)" },
      { row: 2, column: "keyFeatures", message: "Cells may not start with + (spreadsheet formulas)" },
      { row: 3, column: "targetAudience", message: "Cells may not start with - (spreadsheet formulas)" },
      { row: 4, column: "keywords", message: "Cells may not start with @ (spreadsheet formulas)" },
      { row: 5, column: "keyFeatures", message: "Cells may not start with a tab (spreadsheet formulas)" },
      { row: 6, column: "keyFeatures", message: "Cells may not start with = (spreadsheet formulas)" },
    ]);
  });

  it("checks every row with the tool's own request contract, one error per column", () => {
    const r = accepted(read(`${HEADER}\n ,Features,Hikers,loud,\n${"x".repeat(201)},Features,Hikers,casual,\n`));
    expect(r.check.errors).toEqual([
      { row: 1, column: "productName", message: "Required" },
      { row: 1, column: "tone", message: expect.stringContaining("professional") },
      { row: 2, column: "productName", message: "Must be at most 200 characters" },
    ]);
    const pages = accepted(read("title,description,url\nHome,Our shop,not a url\n", seosnapshot));
    expect(pages.check.errors).toEqual([{ row: 1, column: "url", message: "Must be a valid URL" }]);
  });

  it("refuses a quoted cell that is never closed, and keeps a stray quote inside an unquoted cell", () => {
    expect(refusal(read(`${HEADER}\nSocks,"Merino,Hikers,casual,\n`))).toMatch(
      /^The file is not valid CSV: a quoted cell is never closed/,
    );
    const r = accepted(read(`${HEADER}\n12" Pizza Stone,Cordierite,Families with children,casual,\n`));
    expect(r.rows[0]!.input.productName).toBe('12" Pizza Stone');
  });

  it("refuses NUL characters, which the database cannot store", () => {
    const r = accepted(read(`${HEADER}\nSo\u0000cks,Features,Hikers,casual,\n`));
    expect(r.check.errors).toEqual([{ row: 1, column: "productName", message: "Cells may not contain NUL characters" }]);
  });
});
