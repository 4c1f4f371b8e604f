// The list itself: loading, a failure with "Try again", empty (no history, or nothing matches the
// filters), the entries, and "Load more" while there are older ones.
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { HistoryListEntry } from "@seo/contracts/history";
import { findTool } from "@seo/registry/registry";
import { errorMessage } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Spinner } from "@seo/ui/Spinner";
import { useRegistry } from "../../../lib/registry";
import { routes } from "../../../lib/routes";
import type { useHistoryList } from "../api/history";
import type { useHistoryActions } from "../hooks/useHistoryActions";
import { HISTORY_TEXTS } from "../historyTexts";
import { HistoryItem } from "./HistoryItem";

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

type HistoryList = ReturnType<typeof useHistoryList>;

function NoEntries({ filtered }: { filtered: boolean }) {
  return (
    <Empty>
      <h2>{filtered ? HISTORY_TEXTS.noMatchTitle : HISTORY_TEXTS.emptyTitle}</h2>
      <p>{filtered ? HISTORY_TEXTS.noMatchText : HISTORY_TEXTS.emptyText}</p>
      {!filtered && (
        <ButtonLink as={Link} to={routes.dashboard} $variant="outline" $size="sm">
          Go to your tools
        </ButtonLink>
      )}
    </Empty>
  );
}

export function HistoryEntries({
  list,
  entries,
  filtered,
  actions,
}: {
  list: HistoryList;
  entries: HistoryListEntry[];
  filtered: boolean;
  actions: ReturnType<typeof useHistoryActions>;
}) {
  const registry = useRegistry();
  const openPath = (entry: HistoryListEntry) => {
    const route = findTool(entry.tool, registry)?.route;
    return route ? `${route}?entry=${entry.id}` : null;
  };
  if (list.isPending) return <Spinner label={HISTORY_TEXTS.loading} />;
  if (list.isError && !list.data) {
    return (
      <Empty>
        <p role="alert">{errorMessage(list.error, HISTORY_TEXTS.loadFailed)}</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (entries.length === 0) return <NoEntries filtered={filtered} />;
  return (
    <List aria-label="Your generations" aria-busy={list.isFetching || undefined}>
      {entries.map((entry) => (
        <HistoryItem
          key={entry.id}
          entry={entry}
          toolTitle={findTool(entry.tool, registry)?.title ?? entry.tool}
          openPath={openPath(entry)}
          selected={actions.selected.has(entry.id)}
          onSelect={(on) => actions.select(entry.id, on)}
          onStar={(on) => actions.starEntry(entry.id, on)}
          onCopy={() => void actions.copy(entry)}
          onDelete={() => actions.deleteIds([entry.id])}
          busy={actions.busy(entry.id)}
        />
      ))}
    </List>
  );
}

export function LoadMore({ list }: { list: HistoryList }) {
  if (!list.hasNextPage) return null;
  return (
    <More>
      {list.isFetchNextPageError && <p role="alert">{errorMessage(list.error, HISTORY_TEXTS.loadFailed)}</p>}
      <Button variant="outline" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {HISTORY_TEXTS.loadMore}
      </Button>
    </More>
  );
}
