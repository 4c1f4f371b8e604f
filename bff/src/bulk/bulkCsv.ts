// Reading an uploaded CSV for a bulk run, all of it before anything runs: UTF-8 only (decoded
// strictly, a BOM is fine), a header row naming the tool's columns (in any order, any case), at most
// BULK_MAX_ROWS rows. A problem with the file as a whole is one message; a problem with a row is an
// error naming the row and column, from the tool's own request contract or from the bulk rules
// (cells that a spreadsheet would run as a formula, a row with too many or too few cells). Quoted
// cells may hold commas, quotes and line breaks. Pure: no HTTP, no database.
import { parse, CsvError } from "csv-parse/sync";
import { BULK_MAX_ROWS, type BulkCheck, type BulkRowError } from "@seo/contracts/bulk";
import type { BulkToolSpec } from "./bulkTools";

/** One valid row, its cells by column name; rowNumber 1 is the first row under the header. */
export interface BulkInputRow {
  rowNumber: number;
  input: Record<string, string>;
}

export type CsvReading =
  /** The file as a whole is refused (encoding, header, row count): nothing in it is looked at further. */
  { ok: false; error: string } | { ok: true; rows: BulkInputRow[]; check: BulkCheck };

const count = (n: number) => n.toLocaleString("en-US");

/** A check answer for a file refused as a whole. */
export const fileRefused = (error: string): BulkCheck => ({ error, rows: 0, validRows: 0, errors: [] });

export function readBulkCsv(spec: BulkToolSpec, bytes: Uint8Array): CsvReading {
  const text = decodeUtf8(bytes);
  if (text === null) return { ok: false, error: notUtf8Message(bytes) };
  if (text.trim() === "")
    return { ok: false, error: `The file is empty. Its first row must be the header: ${spec.columns.join(", ")}.` };

  let records: string[][];
  try {
    // Excel writes CRLF; a quote inside an unquoted cell (12" pizza) is kept as it is.
    records = parse(text, { bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  } catch (err) {
    if (err instanceof CsvError) return { ok: false, error: `The file is not valid CSV: ${csvProblem(err)}` };
    throw err;
  }

  const [header = [], ...body] = records;
  const headerError = checkHeader(spec, header);
  if (headerError) return { ok: false, error: headerError };
  const columnAt = header.map((name) => canonicalColumn(spec, name)!);

  // Blank lines and rows of empty cells (what spreadsheets leave at the end) are not rows; they keep
  // their number, so row N is still the N-th row under the header in the user's spreadsheet.
  const numbered = body
    .map((cells, i) => ({ rowNumber: i + 1, cells }))
    .filter(({ cells }) => cells.some((c) => c.trim() !== ""));
  if (numbered.length === 0) return { ok: false, error: "The file has a header row but no rows under it." };
  if (numbered.length > BULK_MAX_ROWS) {
    return {
      ok: false,
      error: `The file has ${count(numbered.length)} rows; a bulk run takes at most ${count(BULK_MAX_ROWS)}. Split it into smaller files.`,
    };
  }

  const rows: BulkInputRow[] = [];
  const errors: BulkRowError[] = [];
  for (const { rowNumber, cells } of numbered) {
    if (cells.length !== header.length) {
      errors.push({
        row: rowNumber,
        column: null,
        message: `This row has ${cells.length} cells but the header has ${header.length} columns (a comma or quote out of place?).`,
      });
      continue;
    }
    const input: Record<string, string> = {};
    for (const column of spec.columns) input[column] = "";
    cells.forEach((cell, i) => (input[columnAt[i]!] = cell));
    const rowErrors = cellErrors(spec, rowNumber, input);
    if (rowErrors.length) errors.push(...rowErrors);
    else rows.push({ rowNumber, input });
  }
  return { ok: true, rows, check: { rows: numbered.length, validRows: rows.length, errors } };
}

/** The text, or null when the bytes are not UTF-8 (a BOM is dropped). */
function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function notUtf8Message(bytes: Uint8Array): string {
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const what = utf16
    ? "The file is UTF-16 text, not UTF-8."
    : "The file is not UTF-8 text (it looks like Windows-1252, Latin-1 or another older encoding).";
  return `${what} Save it as "CSV UTF-8" and upload it again.`;
}

function csvProblem(err: CsvError): string {
  const line = (err as CsvError & { lines?: number }).lines;
  const where = line ? ` (line ${line})` : "";
  if (err.code === "CSV_QUOTE_NOT_CLOSED") return `a quoted cell is never closed${where}.`;
  return `${err.message.replace(/\.$/, "")}${where}.`;
}

/** The column a header cell names (trimmed, any case), or undefined. */
function canonicalColumn(spec: BulkToolSpec, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return spec.columns.find((c) => c.toLowerCase() === wanted);
}

function checkHeader(spec: BulkToolSpec, header: string[]): string | null {
  const expected = `The first row must be the header: ${spec.columns.join(", ")}.`;
  const known = header.map((name) => canonicalColumn(spec, name));
  if (known.every((c) => c === undefined)) return `The file has no header row. ${expected}`;
  const unknown = header
    .filter((_, i) => known[i] === undefined)
    .map((name) => (name.trim() === "" ? "(a column with no name)" : name.trim()));
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const c of known) {
    if (c === undefined) continue;
    if (seen.has(c)) duplicates.add(c);
    seen.add(c);
  }
  const missing = spec.columns.filter((c) => !seen.has(c));
  const problems = [
    missing.length ? `Missing ${missing.length === 1 ? "column" : "columns"}: ${missing.join(", ")}.` : "",
    unknown.length ? `Unknown ${unknown.length === 1 ? "column" : "columns"}: ${unknown.join(", ")}.` : "",
    duplicates.size ? `Duplicate ${duplicates.size === 1 ? "column" : "columns"}: ${[...duplicates].join(", ")}.` : "",
  ].filter(Boolean);
  return problems.length ? `${problems.join(" ")} ${expected}` : null;
}

/**
 * Characters a spreadsheet reads as the start of a formula (=, +, -, @), or that Excel drops before
 * reading one (tab, carriage return): such a cell is refused, whatever the column.
 */
const FORMULA_START: Record<string, string> = {
  "=": "=",
  "+": "+",
  "-": "-",
  "@": "@",
  "\t": "a tab",
  "\r": "a carriage return",
};

function formulaStart(cell: string): string | undefined {
  return FORMULA_START[cell[0] ?? ""] ?? FORMULA_START[cell.trimStart()[0] ?? ""];
}

/** Every problem of one row: the bulk rules first, then the tool's contract (one error per column). */
function cellErrors(spec: BulkToolSpec, row: number, input: Record<string, string>): BulkRowError[] {
  const errors: BulkRowError[] = [];
  const flagged = new Set<string>();
  for (const column of spec.columns) {
    const cell = input[column]!;
    const start = formulaStart(cell);
    let message: string | undefined;
    if (start) message = `Cells may not start with ${start} (spreadsheet formulas)`;
    else if (cell.includes("\u0000")) message = "Cells may not contain NUL characters";
    if (message) {
      errors.push({ row, column, message });
      flagged.add(column);
    }
  }
  const parsed = spec.request.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const column = typeof key === "string" && spec.columns.includes(key) ? key : null;
      if (column !== null && flagged.has(column)) continue;
      if (column !== null) flagged.add(column);
      errors.push({ row, column, message: issue.message });
    }
  }
  return errors;
}
