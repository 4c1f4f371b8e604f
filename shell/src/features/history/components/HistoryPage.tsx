// /history (signed in, every plan): every generation of the account, newest first, 25 at a time
// with "Load more"; filtered by tool, by a search (asked once the typing pauses) and by star; each
// entry starred, copied, opened on its tool page (`<route>?entry=<id>`) or deleted; selected
// entries or all of them deleted (after a confirmation). What the server keeps is its to say
// (keptForDays of the list): Starter and no plan 30 days, paid plans until deleted.
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { MAIN_ID } from "@seo/ui/SkipLink";
import { Container, PageTitle } from "../../../components/layout";
import { routes } from "../../../lib/routes";
import { useHistoryList } from "../api/history";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { useHistoryActions } from "../hooks/useHistoryActions";
import { HISTORY_TEXTS } from "../historyTexts";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
import { HistoryFilterBar, SelectionToolbar, type FilterValues } from "./HistoryControls";
import { HistoryEntries, LoadMore } from "./HistoryEntries";

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

function Retention({ keptForDays }: { keptForDays: number | null }) {
  if (keptForDays === null) return <p>{HISTORY_TEXTS.keptForGood}</p>;
  return (
    <p>
      {HISTORY_TEXTS.keptFor(keptForDays)} <Link to={routes.pricing}>{HISTORY_TEXTS.upgrade}</Link>
    </p>
  );
}

export function HistoryPage() {
  const [values, setValues] = useState<FilterValues>({ tool: "", search: "", starred: false });
  const [confirming, setConfirming] = useState<"selected" | "all" | null>(null);
  const { tool, starred } = values;
  const q = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const filters = useMemo(() => ({ tool, q, starred }), [tool, q, starred]);
  const list = useHistoryList(filters);
  const entries = useMemo(() => list.data?.pages.flatMap((p) => p.entries) ?? [], [list.data]);
  const actions = useHistoryActions(entries);
  const keptForDays = list.data?.pages[0]?.keptForDays;

  return (
    <Page>
      <Container>
        <PageTitle title={HISTORY_TEXTS.title} intro={HISTORY_TEXTS.intro}>
          {keptForDays !== undefined && <Retention keptForDays={keptForDays} />}
        </PageTitle>
        <HistoryFilterBar values={values} onChange={(patch) => setValues((prev) => ({ ...prev, ...patch }))} />
        {entries.length > 0 && (
          <SelectionToolbar
            allChosen={actions.chosen.length === entries.length}
            chosenCount={actions.chosen.length}
            deleting={actions.deletingSelected}
            onSelectAll={actions.selectAll}
            onDeleteSelected={() => setConfirming("selected")}
            onDeleteAll={() => setConfirming("all")}
          />
        )}
        <HistoryEntries list={list} entries={entries} filtered={Boolean(tool || q || starred)} actions={actions} />
        <LoadMore list={list} />
        {confirming === "selected" && (
          <ConfirmDeleteDialog
            title={HISTORY_TEXTS.deleteSelectedTitle(actions.chosen.length)}
            text={HISTORY_TEXTS.deleteSelectedText}
            confirmLabel={HISTORY_TEXTS.deleteConfirm}
            busy={actions.deletingEntries}
            onClose={() => setConfirming(null)}
            onConfirm={() => actions.deleteIds(actions.chosen, () => setConfirming(null))}
          />
        )}
        {confirming === "all" && (
          <ConfirmDeleteDialog
            title={HISTORY_TEXTS.deleteAllTitle}
            text={HISTORY_TEXTS.deleteAllText}
            confirmLabel={HISTORY_TEXTS.deleteAll}
            busy={actions.deletingAll}
            onClose={() => setConfirming(null)}
            onConfirm={() => actions.deleteAll(() => setConfirming(null))}
          />
        )}
      </Container>
    </Page>
  );
}
