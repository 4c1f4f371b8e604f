// What the /history page does to its entries: select (only what is shown counts), star, copy (the
// entry's main text, read on demand), delete one, the selected or all; each failure is a toast.
import { useState } from "react";
import type { HistoryListEntry } from "@seo/contracts/history";
import { copyText } from "@seo/export/browserExport";
import { errorMessage } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { fetchEntry, useDeleteAll, useDeleteEntries, useStarEntry } from "../api/history";
import { HISTORY_TEXTS } from "../historyTexts";

/** The text Copy puts on the clipboard: every tool's main text (`result`), else the whole answer. */
export function mainText(output: unknown): string {
  const result = (output as { result?: unknown } | null)?.result;
  return typeof result === "string" ? result : JSON.stringify(output, null, 2);
}

export function useHistoryActions(entries: HistoryListEntry[]) {
  const { toast } = useToast();
  const star = useStarEntry();
  const remove = useDeleteEntries();
  const removeAll = useDeleteAll();
  const [copying, setCopying] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Only what is on screen counts as selected (a deleted or filtered-out entry drops out).
  const chosen = entries.filter((e) => selected.has(e.id)).map((e) => e.id);

  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const failed = (error: unknown, fallback: string) =>
    toast({ title: "Something went wrong", description: errorMessage(error, fallback), variant: "destructive" });
  const deleted = (count: number) => {
    setSelected(new Set());
    toast({ title: HISTORY_TEXTS.deleted(count), variant: "success" });
  };
  const deleteIds = (ids: number[], onDone?: () => void) =>
    remove.mutate(ids, {
      onSuccess: (count) => {
        onDone?.();
        deleted(count);
      },
      onError: (error) => failed(error, HISTORY_TEXTS.deleteFailed),
    });
  const deleteAll = (onDone: () => void) =>
    removeAll.mutate(undefined, {
      onSuccess: (count) => {
        onDone();
        deleted(count);
      },
      onError: (error) => failed(error, HISTORY_TEXTS.deleteFailed),
    });
  const copy = async (entry: HistoryListEntry) => {
    setCopying(entry.id);
    try {
      await copyText(mainText((await fetchEntry(entry.id)).output));
      toast({ title: HISTORY_TEXTS.copied, variant: "success" });
    } catch (error) {
      failed(error, HISTORY_TEXTS.copyFailed);
    } finally {
      setCopying(null);
    }
  };
  const starEntry = (id: number, on: boolean) =>
    star.mutate({ id, starred: on }, { onError: (error) => failed(error, HISTORY_TEXTS.starFailed) });
  const busy = (id: number) => ({
    star: star.isPending && star.variables?.id === id,
    copy: copying === id,
    delete: remove.isPending && remove.variables?.length === 1 && remove.variables[0] === id,
  });

  return {
    selected,
    chosen,
    select,
    selectAll: (on: boolean) => setSelected(new Set(on ? entries.map((x) => x.id) : [])),
    deleteIds,
    deleteAll,
    copy,
    starEntry,
    busy,
    deletingSelected: remove.isPending && (remove.variables?.length ?? 0) > 1,
    deletingEntries: remove.isPending,
    deletingAll: removeAll.isPending,
  };
}
