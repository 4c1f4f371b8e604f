// The files a bulk run exports. Descripto: its approved rows as a plain CSV (the input columns and
// the generated texts), as a Shopify product CSV and as a WooCommerce product CSV (the importers'
// own column names). SeoSnapshot: every audited page with its score and issues. The user's edit of
// a description wins over the generated one. Every cell goes through the export rule that keeps a
// spreadsheet from running it as a formula. Pure: no HTTP, no database.
import { stringify } from "csv-stringify/sync";
import type { BulkExportFormat, BulkTool } from "@seo/contracts/bulk";
import { spreadsheetSafeText } from "@seo/export/exportFormats";
import type { BulkToolSpec } from "./bulkTools";

/** What an export reads of a row. */
export interface ExportRow {
  rowNumber: number;
  input: Record<string, string>;
  output: unknown;
  editedText: string | null;
}

/** Shopify's product CSV columns (the importer matches them by name). */
export const SHOPIFY_COLUMNS = ["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description"] as const;
/**
 * WooCommerce's product CSV importer maps these names without help; "Meta: <key>" columns become the
 * product's meta data, here the SEO title and description in the keys Yoast SEO reads.
 */
export const WOOCOMMERCE_COLUMNS = [
  "Type",
  "Name",
  "Published",
  "Short description",
  "Description",
  "Meta: _yoast_wpseo_title",
  "Meta: _yoast_wpseo_metadesc",
] as const;

/** The formats each tool exports (the contract lists them all). */
export const EXPORT_FORMATS_OF: Record<BulkTool, readonly BulkExportFormat[]> = {
  descripto: ["csv", "shopify", "woocommerce"],
  seosnapshot: ["csv"],
};

/** Descripto exports what the user approved (texts to publish); SeoSnapshot every page it audited. */
export const EXPORTS_APPROVED_ONLY: Record<BulkTool, boolean> = { descripto: true, seosnapshot: false };

const text = (v: unknown): string => (typeof v === "string" ? v : "");
const field = (output: unknown, key: string): unknown =>
  typeof output === "object" && output !== null ? (output as Record<string, unknown>)[key] : undefined;

/** The description as the user approved it: their edit, else the generated text. */
export const descriptionOf = (row: ExportRow): string => row.editedText ?? text(field(row.output, "result"));

/** CSV text: a header row, then the rows; every cell written as text a spreadsheet will not run. */
function csv(header: readonly string[], rows: string[][], opts: { bom: boolean }): string {
  return stringify([[...header], ...rows], {
    bom: opts.bom,
    record_delimiter: "windows",
    cast: { string: (value) => spreadsheetSafeText(value) },
  });
}

/** The downloadable template: the header row and the tool's two example rows. */
export function templateCsv(spec: BulkToolSpec): string {
  return csv(
    spec.columns,
    spec.examples.map((example) => spec.columns.map((c) => example[c] ?? "")),
    { bom: true },
  );
}

export function exportBulkRows(spec: BulkToolSpec, format: BulkExportFormat, rows: ExportRow[]): string {
  if (spec.tool === "seosnapshot") return seosnapshotCsv(rows);
  if (format === "shopify") return shopifyCsv(rows);
  if (format === "woocommerce") return woocommerceCsv(rows);
  const header = [...spec.columns, "description", "seoTitle", "metaDescription"];
  return csv(
    header,
    rows.map((row) => [
      ...spec.columns.map((c) => row.input[c] ?? ""),
      descriptionOf(row),
      text(field(row.output, "seoTitle")),
      text(field(row.output, "metaDescription")),
    ]),
    // A byte-order mark, so that Excel reads the file as UTF-8.
    { bom: true },
  );
}

function shopifyCsv(rows: ExportRow[]): string {
  const handles = uniqueHandles(rows.map((r) => ({ name: r.input.productName ?? "", rowNumber: r.rowNumber })));
  return csv(
    SHOPIFY_COLUMNS,
    rows.map((row, i) => [
      handles[i]!,
      row.input.productName ?? "",
      descriptionHtml(descriptionOf(row)),
      text(field(row.output, "seoTitle")),
      text(field(row.output, "metaDescription")),
    ]),
    { bom: false },
  );
}

function woocommerceCsv(rows: ExportRow[]): string {
  return csv(
    WOOCOMMERCE_COLUMNS,
    rows.map((row) => [
      "simple",
      row.input.productName ?? "",
      "1",
      text(field(row.output, "metaDescription")),
      descriptionHtml(descriptionOf(row)),
      text(field(row.output, "seoTitle")),
      text(field(row.output, "metaDescription")),
    ]),
    { bom: false },
  );
}

function seosnapshotCsv(rows: ExportRow[]): string {
  return csv(
    ["title", "description", "url", "score", "titleScore", "descriptionScore", "issues"],
    rows.map((row) => {
      const scores = field(row.output, "scores");
      const score = (key: string) => {
        const v = field(scores, key);
        return typeof v === "number" ? String(v) : "";
      };
      return [
        row.input.title ?? "",
        row.input.description ?? "",
        row.input.url ?? "",
        score("overall"),
        score("title"),
        score("description"),
        issuesOf(row.output).join("\n"),
      ];
    }),
    { bom: true },
  );
}

/** What an audit found wrong: its failed checks, else its recommendations. */
export function issuesOf(output: unknown): string[] {
  const checks = field(output, "checks");
  if (Array.isArray(checks) && checks.length > 0) {
    return checks
      .filter((c) => field(c, "passed") === false)
      .map((c) => text(field(c, "message")))
      .filter(Boolean);
  }
  const recommendations = field(output, "recommendations");
  return Array.isArray(recommendations) ? recommendations.map(text).filter(Boolean) : [];
}

/** A Shopify handle: lower-case letters, digits and hyphens ("Nimbus Merino Socks" → "nimbus-merino-socks"). */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200)
    .replace(/-+$/, "");
}

/** One handle per product, unique in the file: a repeated name gets -2, -3 …; a name with no letters a handle from its row. */
export function uniqueHandles(products: { name: string; rowNumber: number }[]): string[] {
  const taken = new Set<string>();
  return products.map(({ name, rowNumber }) => {
    const base = slugOf(name) || `product-${rowNumber}`;
    let handle = base;
    for (let n = 2; taken.has(handle); n++) handle = `${base}-${n}`;
    taken.add(handle);
    return handle;
  });
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const BULLET = /^\s*(?:[-*•–]|\d+[.)])\s+/;

/**
 * A plain-text description as HTML: paragraphs (blank-line separated) become <p>, runs of bullet
 * lines ("- ", "• ", "1. ") a <ul>; single line breaks inside a paragraph a <br>. Everything escaped.
 */
export function descriptionHtml(description: string): string {
  const html: string[] = [];
  for (const block of description.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (paragraph.length) html.push(`<p>${paragraph.map(escapeHtml).join("<br>")}</p>`);
      if (items.length) html.push(`<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`);
      paragraph = [];
      items = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length) flush();
        items.push(line.replace(BULLET, ""));
      } else {
        if (items.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return html.join("\n");
}
