// A tool page opened from the history (`<tool route>?entry=<id>`): GET /api/history/:id, checked
// against the page's own contract, so the page can fill its form with the entry's input and show its
// output as the first variant. Not when embedded for a partner or signed out (no session of ours),
// and not for another tool's entry. A 404 (deleted, or not this user's) says so in a short notice.
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import type { z } from "zod";
import { historyApi, historyEntrySchema, historyIdSchema } from "@seo/contracts/history";
import { ApiError, apiRequest, hasStoredSession } from "@seo/ui/api";
import { useEmbedded } from "@seo/ui/embedded";

export const HISTORY_ENTRY_PARAM = "entry";

export const HISTORY_ENTRY_TEXTS = {
  missing: "This history entry no longer exists.",
  failed: "This history entry could not be loaded. Please try again.",
} as const;

export interface OpenedEntry<Input, Output> {
  id: number;
  createdAt: string;
  /** The request as it was sent (its `variant` among it, when it had one). */
  input: Partial<Input> & { variant?: number };
  output: Output;
}

export type HistoryEntryState<Input, Output> =
  | { status: "none" }
  | { status: "loading"; id: number }
  | { status: "loaded"; entry: OpenedEntry<Input, Output> }
  | { status: "missing" | "failed"; notice: string };

class EntryMissing extends Error {}

/** The entry's id in the page's address, when it names one. */
function entryIdOf(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const parsed = historyIdSchema.safeParse(Number(raw));
  return parsed.success ? parsed.data : undefined;
}

export function useHistoryEntry<Input, Output>(
  toolId: string,
  schemas: { input: z.ZodType<Input>; output: z.ZodType<Output> },
): HistoryEntryState<Input, Output> {
  const [params] = useSearchParams();
  const embedded = useEmbedded();
  const raw = params.get(HISTORY_ENTRY_PARAM);
  const id = entryIdOf(raw);
  const wanted = raw !== null && !embedded && hasStoredSession();
  const query = useQuery({
    queryKey: [historyApi.list, "entry", id ?? raw],
    enabled: wanted && id !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async (): Promise<OpenedEntry<Input, Output>> => {
      let body: unknown;
      try {
        body = await (await apiRequest("GET", historyApi.entry(id!))).json();
      } catch (error) {
        throw error instanceof ApiError && error.status === 404 ? new EntryMissing() : error;
      }
      const entry = historyEntrySchema.parse(body);
      // Another tool's entry opened on this page is not one this page can show.
      if (entry.tool !== toolId) throw new EntryMissing();
      const output = schemas.output.safeParse(entry.output);
      if (!output.success) throw new EntryMissing();
      const input = entry.input && typeof entry.input === "object" ? (entry.input as Record<string, unknown>) : {};
      // The form checks the values again; fields this version no longer knows are left out by its schema.
      const parsedInput = schemas.input.safeParse(input);
      return {
        id: entry.id,
        createdAt: entry.createdAt,
        input: (parsedInput.success ? { ...parsedInput.data, variant: input.variant } : input) as OpenedEntry<
          Input,
          Output
        >["input"],
        output: output.data,
      };
    },
  });
  if (!wanted) return { status: "none" };
  if (id === undefined) return { status: "missing", notice: HISTORY_ENTRY_TEXTS.missing };
  if (query.data) return { status: "loaded", entry: query.data };
  if (query.error)
    return query.error instanceof EntryMissing
      ? { status: "missing", notice: HISTORY_ENTRY_TEXTS.missing }
      : { status: "failed", notice: HISTORY_ENTRY_TEXTS.failed };
  return { status: "loading", id };
}

/**
 * The page's form start: the entry's input once it has arrived (under a key of its own, so the
 * form starts again from it), else the page's usual starting values.
 */
export function entryFormStart<Input, Output>(
  state: HistoryEntryState<Input, Output>,
  fallback: Partial<Input>,
): { key: string; defaultValues: Partial<Input> } {
  if (state.status !== "loaded") return { key: "form", defaultValues: fallback };
  const { variant: _variant, ...input } = state.entry.input;
  // A field the entry left empty keeps the form's own default.
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return { key: `entry-${state.entry.id}`, defaultValues: given as Partial<Input> };
}

/** The entry's result, to show as the first variant (useVariants' `initial`). */
export function entryResult<Input, Output>(state: HistoryEntryState<Input, Output>) {
  return state.status === "loaded" ? { input: state.entry.input as Input, output: state.entry.output } : undefined;
}
