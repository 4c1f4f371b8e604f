// The exported files, parsed back as an importer would: the importers' exact columns, unique
// Shopify handles, the description as escaped HTML, the user's edit winning, and no cell a
// spreadsheet would run as a formula.
import { parse } from "csv-parse/sync";
import {
  descriptionHtml,
  exportBulkRows,
  SHOPIFY_COLUMNS,
  slugOf,
  templateCsv,
  uniqueHandles,
  WOOCOMMERCE_COLUMNS,
  type ExportRow,
} from "./bulkExport";
import { readBulkCsv } from "./bulkCsv";
import { bulkToolSpec } from "./bulkTools";

const descripto = bulkToolSpec("descripto")!;
const seosnapshot = bulkToolSpec("seosnapshot")!;

const product = (rowNumber: number, productName: string, extra: Partial<ExportRow> = {}): ExportRow => ({
  rowNumber,
  input: { productName, keyFeatures: "Merino wool", targetAudience: "Hikers", tone: "casual", keywords: "hiking socks" },
  output: {
    result: `Meet ${productName}.\n\nHere's what you get:\n- Merino wool\n- Cushioned <heel> & toe\n\nGrab a pair.`,
    suggestions: [],
    seoTitle: `${productName} | Hiking Socks`,
    metaDescription: `${productName}: merino hiking socks for long days.`,
  },
  editedText: null,
  ...extra,
});

const records = (csv: string) => parse(csv, { bom: true }) as string[][];

describe("bulk exports", () => {
  it("writes a Shopify product CSV with Shopify's column names, one unique handle per product", () => {
    const csv = exportBulkRows(descripto, "shopify", [
      product(1, "Nimbus Socks"),
      product(2, "Nimbus Socks"),
      product(3, "Café Crème Mug"),
    ]);
    const [header, ...rows] = records(csv);
    expect(header).toEqual(["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description"]);
    expect(header).toEqual([...SHOPIFY_COLUMNS]);
    expect(rows.map((r) => r[0])).toEqual(["nimbus-socks", "nimbus-socks-2", "cafe-creme-mug"]);
    expect(rows[0]).toEqual([
      "nimbus-socks",
      "Nimbus Socks",
      "<p>Meet Nimbus Socks.</p>\n<p>Here&#39;s what you get:</p>\n<ul><li>Merino wool</li><li>Cushioned &lt;heel&gt; &amp; toe</li></ul>\n<p>Grab a pair.</p>",
      "Nimbus Socks | Hiking Socks",
      "Nimbus Socks: merino hiking socks for long days.",
    ]);
  });

  it("writes a WooCommerce product CSV with the importer's default column names", () => {
    const [header, row] = records(exportBulkRows(descripto, "woocommerce", [product(1, "Nimbus Socks")]));
    expect(header).toEqual([...WOOCOMMERCE_COLUMNS]);
    expect(Object.fromEntries(header!.map((h, i) => [h, row![i]]))).toEqual({
      Type: "simple",
      Name: "Nimbus Socks",
      Published: "1",
      "Short description": "Nimbus Socks: merino hiking socks for long days.",
      Description: expect.stringMatching(/^<p>Meet Nimbus Socks\.<\/p>/),
      "Meta: _yoast_wpseo_title": "Nimbus Socks | Hiking Socks",
      "Meta: _yoast_wpseo_metadesc": "Nimbus Socks: merino hiking socks for long days.",
    });
  });

  it("writes the inputs and texts as a plain CSV; the user's edit wins over the generated text", () => {
    const csv = exportBulkRows(descripto, "csv", [product(1, "Nimbus Socks", { editedText: "My own words." })]);
    expect(csv.startsWith("\uFEFF")).toBe(true); // Excel reads it as UTF-8
    const [header, row] = records(csv);
    expect(header).toEqual([
      "productName",
      "keyFeatures",
      "targetAudience",
      "tone",
      "keywords",
      "description",
      "seoTitle",
      "metaDescription",
    ]);
    expect(row![5]).toBe("My own words.");
    const [, shopifyRow] = records(
      exportBulkRows(descripto, "shopify", [product(1, "Nimbus Socks", { editedText: "My own words." })]),
    );
    expect(shopifyRow![2]).toBe("<p>My own words.</p>");
  });

  it("neutralises every cell a spreadsheet would run as a formula", () => {
    const evil = product(1, "Socks", {
      editedText: '=HYPERLINK("http://evil.example","Click")',
      output: { result: "x", suggestions: [], seoTitle: "+cmd|' /C calc'!A0", metaDescription: "@SUM(A1)" },
    });
    const [, row] = records(exportBulkRows(descripto, "csv", [evil]));
    expect(row!.slice(5)).toEqual(['\'=HYPERLINK("http://evil.example","Click")', "'+cmd|' /C calc'!A0", "'@SUM(A1)"]);
    const [, shopify] = records(exportBulkRows(descripto, "shopify", [evil]));
    expect(shopify![3]).toBe("'+cmd|' /C calc'!A0");
  });

  it("writes SeoSnapshot's pages with their score and issues", () => {
    const page: ExportRow = {
      rowNumber: 1,
      input: { title: "Leather Wallets", description: "Handmade wallets.", url: "https://example.com/w" },
      output: {
        result: "r",
        scores: { overall: 72, title: 80, description: 60 },
        metrics: {},
        recommendations: ["Lengthen the description"],
        checks: [
          { id: "a", area: "title", label: "Title length", passed: true, weight: 10, pointsLost: 0, message: "Fine." },
          {
            id: "b",
            area: "description",
            label: "Length",
            passed: false,
            weight: 10,
            pointsLost: 8,
            message: "The description is too short.",
          },
        ],
      },
      editedText: null,
    };
    const [header, row] = records(exportBulkRows(seosnapshot, "csv", [page]));
    expect(header).toEqual(["title", "description", "url", "score", "titleScore", "descriptionScore", "issues"]);
    expect(row).toEqual([
      "Leather Wallets",
      "Handmade wallets.",
      "https://example.com/w",
      "72",
      "80",
      "60",
      "The description is too short.",
    ]);
  });

  it("offers a template whose example rows pass the check", () => {
    for (const spec of [descripto, seosnapshot]) {
      const reading = readBulkCsv(spec, Buffer.from(templateCsv(spec), "utf8"));
      expect(reading.ok && reading.check).toEqual({ rows: 2, validRows: 2, errors: [] });
    }
  });

  it("makes handles from any name", () => {
    expect(slugOf('  Crème Brûlée & Co. — 12" Set!  ')).toBe("creme-brulee-and-co-12-set");
    expect(
      uniqueHandles([
        { name: "日本茶", rowNumber: 7 },
        { name: "a", rowNumber: 8 },
        { name: "A", rowNumber: 9 },
      ]),
    ).toEqual(["product-7", "a", "a-2"]);
    expect(descriptionHtml("One line\nnext line\n\n1. first\n2. second")).toBe(
      "<p>One line<br>next line</p>\n<ul><li>first</li><li>second</li></ul>",
    );
  });
});
