// How the /bulk screens call the API: the shell's request helper (session header and cookie) for
// JSON, a CSV body for uploads, every answer parsed with the contract's schema, and a failure read
// into the sentence the screen shows.
import type { z } from "zod";
import { bulkCheckSchema, type BulkCheck } from "@seo/contracts/bulk";
import { ApiError, apiRequest, errorBody, errorMessage, getSessionId, throwIfResNotOk } from "@seo/ui/api";
import { BULK_TEXTS } from "../bulkTexts";

/** A JSON call whose answer must match `schema`. */
export async function bulkJson<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const res = await apiRequest(method, path, body);
  return schema.parse(await res.json());
}

/** POSTs the file's bytes as they are (the server checks the encoding) as text/csv. */
export async function postCsv<S extends z.ZodType>(schema: S, path: string, file: Blob): Promise<z.infer<S>> {
  const res = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "text/csv", "x-session-id": getSessionId() },
    body: file,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return schema.parse(await res.json());
}

/** A refused upload that carries a check (a 400 for invalid rows or an unreadable file), or null. */
export function refusedCheck(error: unknown): BulkCheck | null {
  const parsed = bulkCheckSchema.safeParse(errorBody(error));
  return parsed.success ? parsed.data : null;
}

/** The server's own message, else a sentence for its status (413, 415, 403 ...), else a generic one. */
export function bulkFailure(error: unknown): string {
  const fallback = error instanceof ApiError ? BULK_TEXTS.refusedFallback[error.status] : undefined;
  return errorMessage(error, fallback ?? BULK_TEXTS.genericFailure);
}
