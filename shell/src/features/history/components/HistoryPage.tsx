// /history (signed in, every plan): every generation of the account, newest first, 25 at a time
// with "Load more"; filtered by tool, by a search (asked once the typing pauses) and by star; each
// entry starred, copied, opened on its tool page (`<route>?entry=<id>`) or deleted; selected
// entries or all of them deleted (all: after a confirmation). What the server keeps is its to say
// (keptForDays of the list): Starter and no plan 30 days, paid plans until deleted.
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { HistoryListEntry } from "@seo/contracts/history";
import { findTool } from "@seo/registry/registry";
import { copyText } from "@seo/export/browserExport";
import { errorMessage } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { SelectField, TextField } from "@seo/ui/FormField";
import { Spinner } from "@seo/ui/Spinner";
import { useToast } from "@seo/ui/toastStore";
import { Container } from "../../../components/layout";
import { useRegistry } from "../../../lib/registry";
import { routes } from "../../../lib/routes";
import { fetchEntry, useDeleteAll, useDeleteEntries, useHistoryList, useStarEntry } from "../api/history";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { HISTORY_TEXTS } from "../historyTexts";
import { DeleteAllDialog } from "./DeleteAllDialog";
import { HistoryItem } from "./HistoryItem";
import { MAIN_ID } from "@seo/ui/SkipLink";

/** How long the search box waits for the typing to pause before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 32px 0 72px;
  header {
    margin-bottom: 20px;
    display: grid;
    gap: 6px;
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: 800;
  }
  header p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  header a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

const Filters = styled.form`
  display: grid;
  gap: 12px;
  align-items: end;
  margin-bottom: 16px;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(160px, 220px) 1fr auto;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 40px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  .spacer {
    flex: 1;
  }
`;

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 10px;
`;

const Empty = styled.div`
  padding: 40px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: 8px;
  justify-items: center;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin-top: 16px;
`;

/** The text Copy puts on the clipboard: every tool's main text (`result`), else the whole answer. */
export function mainText(output: unknown): string {
  const result = (output as { result?: unknown } | null)?.result;
  return typeof result === "string" ? result : JSON.stringify(output, null, 2);
}

function Retention({ keptForDays }: { keptForDays: number | null }) {
  if (keptForDays === null) return <p>{HISTORY_TEXTS.keptForGood}</p>;
  return (
    <p>
      {HISTORY_TEXTS.keptFor(keptForDays)} <Link to={routes.pricing}>{HISTORY_TEXTS.upgrade}</Link>
    </p>
  );
}

export function HistoryPage() {
  const registry = useRegistry();
  const { toast } = useToast();
  const [tool, setTool] = useState("");
  const [search, setSearch] = useState("");
  const [starred, setStarred] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ tool, q, starred }), [tool, q, starred]);
  const list = useHistoryList(filters);
  const star = useStarEntry();
  const remove = useDeleteEntries();
  const removeAll = useDeleteAll();
  const [copying, setCopying] = useState<number | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmAll, setConfirmAll] = useState(false);

  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.entries) ?? [], [list.data]);
  // Only what is on screen counts as selected (a deleted or filtered-out entry drops out).
  const chosen = entries.filter((e) => selected.has(e.id)).map((e) => e.id);
  const keptForDays = list.data?.pages[0]?.keptForDays;
  const filtered = Boolean(tool || q || starred);

  const select = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const failed = (error: unknown, fallback: string) =>
    toast({ title: "Something went wrong", description: errorMessage(error, fallback), variant: "destructive" });
  const deleteIds = (ids: number[]) =>
    remove.mutate(ids, {
      onSuccess: (deleted) => {
        setSelected(new Set());
        toast({ title: HISTORY_TEXTS.deleted(deleted), variant: "success" });
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
  const openPath = (entry: HistoryListEntry) => {
    const route = findTool(entry.tool, registry)?.route;
    return route ? `${route}?entry=${entry.id}` : null;
  };

  return (
    <Page>
      <Container>
        <header>
          <h1>{HISTORY_TEXTS.title}</h1>
          <p>{HISTORY_TEXTS.intro}</p>
          {keptForDays !== undefined && <Retention keptForDays={keptForDays} />}
        </header>

        <Filters role="search" aria-label="Filter your history" onSubmit={(e) => e.preventDefault()}>
          <SelectField
            id="history-tool"
            label="Tool"
            value={tool}
            onChange={(e) => setTool(e.target.value)}
            empty="All tools"
            options={registry.tools.map((t) => t.id)}
            labels={Object.fromEntries(registry.tools.map((t) => [t.id, t.title]))}
          />
          <TextField
            id="history-search"
            label="Search"
            type="search"
            placeholder="A product, topic, keyword or phrase"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Check>
            <input type="checkbox" checked={starred} onChange={(e) => setStarred(e.target.checked)} />
            Starred
          </Check>
        </Filters>

        {entries.length > 0 && (
          <Toolbar>
            <Check>
              <input
                type="checkbox"
                checked={chosen.length === entries.length}
                onChange={(e) => setSelected(new Set(e.target.checked ? entries.map((x) => x.id) : []))}
              />
              Select all shown
            </Check>
            <span className="spacer" />
            <Button
              size="sm"
              variant="outline"
              disabled={chosen.length === 0}
              busy={remove.isPending && (remove.variables?.length ?? 0) > 1}
              onClick={() => deleteIds(chosen)}
            >
              {HISTORY_TEXTS.deleteSelected(chosen.length)}
            </Button>
            <Button size="sm" variant="destructive" onClick={() => setConfirmAll(true)}>
              {HISTORY_TEXTS.deleteAll}
            </Button>
          </Toolbar>
        )}

        {list.isPending ? (
          <Spinner label={HISTORY_TEXTS.loading} />
        ) : list.isError && !list.data ? (
          <Empty>
            <p role="alert">{errorMessage(list.error, HISTORY_TEXTS.loadFailed)}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Empty>
        ) : entries.length === 0 ? (
          <Empty>
            <h2>{filtered ? HISTORY_TEXTS.noMatchTitle : HISTORY_TEXTS.emptyTitle}</h2>
            <p>{filtered ? HISTORY_TEXTS.noMatchText : HISTORY_TEXTS.emptyText}</p>
            {!filtered && (
              <ButtonLink as={Link} to={routes.dashboard} $variant="outline" $size="sm">
                Go to your tools
              </ButtonLink>
            )}
          </Empty>
        ) : (
          <List aria-label="Your generations" aria-busy={list.isFetching || undefined}>
            {entries.map((entry) => (
              <HistoryItem
                key={entry.id}
                entry={entry}
                toolTitle={findTool(entry.tool, registry)?.title ?? entry.tool}
                openPath={openPath(entry)}
                selected={selected.has(entry.id)}
                onSelect={(on) => select(entry.id, on)}
                onStar={(on) =>
                  star.mutate({ id: entry.id, starred: on }, { onError: (error) => failed(error, HISTORY_TEXTS.starFailed) })
                }
                onCopy={() => void copy(entry)}
                onDelete={() => deleteIds([entry.id])}
                busy={{
                  star: star.isPending && star.variables?.id === entry.id,
                  copy: copying === entry.id,
                  delete: remove.isPending && remove.variables?.length === 1 && remove.variables[0] === entry.id,
                }}
              />
            ))}
          </List>
        )}

        {list.hasNextPage && (
          <More>
            {list.isFetchNextPageError && <p role="alert">{errorMessage(list.error, HISTORY_TEXTS.loadFailed)}</p>}
            <Button variant="outline" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {HISTORY_TEXTS.loadMore}
            </Button>
          </More>
        )}

        {confirmAll && (
          <DeleteAllDialog
            busy={removeAll.isPending}
            onClose={() => setConfirmAll(false)}
            onConfirm={() =>
              removeAll.mutate(undefined, {
                onSuccess: (deleted) => {
                  setConfirmAll(false);
                  setSelected(new Set());
                  toast({ title: HISTORY_TEXTS.deleted(deleted), variant: "success" });
                },
                onError: (error) => failed(error, HISTORY_TEXTS.deleteFailed),
              })
            }
          />
        )}
      </Container>
    </Page>
  );
}
