// How /history shows an entry: a title and a one-line preview, read from the entry's input and
// output by the templates of its tool's registry entry (`history`, see schema.ts). The registry is
// the one place that knows which field of a tool's contract names an entry (Descripto's product,
// TrendSpy's seed) and which part of its answer previews it; this file only reads templates.
import type { ToolEntry } from "./registry";

export interface HistorySummary {
  title: string;
  preview: string;
}

export const SUMMARY_TITLE_MAX = 100;
export const SUMMARY_PREVIEW_MAX = 160;
/** A "*" path gives at most this many values (TrendSpy's top keywords). */
const LIST_MAX = 5;
/** Without a template: the tool's main text (every tool contract's `result`). */
const DEFAULT_PREVIEW = ["{output.result}"];

/** The scalar values at `path` ("output.keywordData.*.keyword"), in order. */
function valuesAt(path: string, entry: { input: unknown; output: unknown }): string[] {
  const [root, ...segments] = path.split(".");
  let nodes: unknown[] = [root === "input" ? entry.input : root === "output" ? entry.output : undefined];
  for (const segment of segments) {
    nodes = nodes.flatMap((node) => {
      if (segment === "*") return Array.isArray(node) ? node : [];
      if (node === null || typeof node !== "object") return [];
      return Object.hasOwn(node, segment) ? [(node as Record<string, unknown>)[segment]] : [];
    });
  }
  return nodes
    .filter((v): v is string | number | boolean => ["string", "number", "boolean"].includes(typeof v))
    .map((v) => String(v).replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** A placeholder's text: its first alternative with a value; a list's first values joined. */
function placeholderText(placeholder: string, entry: { input: unknown; output: unknown }): string {
  for (const alternative of placeholder.split("|")) {
    const values = valuesAt(alternative, entry);
    if (values.length > 0) return values.slice(0, LIST_MAX).join(", ");
  }
  return "";
}

/** The template with its placeholders filled; "" when every placeholder is empty. */
function render(template: string, entry: { input: unknown; output: unknown }): string {
  let filled = false;
  const text = template.replace(/\{([^{}]*)\}/g, (_m, placeholder: string) => {
    const value = placeholderText(placeholder, entry);
    if (value) filled = true;
    return value;
  });
  return filled ? text.trim() : "";
}

/** At most `max` characters, cut at a word where one is near, with an ellipsis. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:·-]+$/, "")}…`;
}

/** An entry's title and preview, by its tool's templates (an unknown tool: its id and the result). */
export function historySummary(tool: ToolEntry | undefined, toolId: string, input: unknown, output: unknown): HistorySummary {
  const entry = { input, output };
  const title = tool?.history ? render(tool.history.title, entry) : "";
  const preview = (tool?.history?.preview ?? DEFAULT_PREVIEW).map((part) => render(part, entry)).filter(Boolean);
  return {
    title: clip(title || tool?.title || toolId, SUMMARY_TITLE_MAX),
    preview: clip(preview.join(" · "), SUMMARY_PREVIEW_MAX),
  };
}
