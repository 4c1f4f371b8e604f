import type { z } from "zod";

/** Reads one of a project's JSON text fields with its schema; null when empty or unreadable. */
export function readStepData<S extends z.ZodType>(schema: S, json: string | null | undefined): z.output<S> | null {
  if (!json || !json.trim()) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed == null || typeof parsed !== "object") return null;
    const result = schema.safeParse(parsed);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Parses JSON text for export; text that is not JSON is kept as it is. */
export function parseJsonLenient(json: string | null | undefined): unknown {
  if (json == null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
}
