// Above the list: the filters (tool, search, starred) and, once there are entries, the selection
// toolbar (select all shown, delete selected, delete all).
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { SelectField, TextField } from "@seo/ui/FormField";
import { useRegistry } from "../../../lib/registry";
import { HISTORY_TEXTS } from "../historyTexts";

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

export interface FilterValues {
  tool: string;
  search: string;
  starred: boolean;
}

export function HistoryFilterBar({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
}) {
  const registry = useRegistry();
  return (
    <Filters role="search" aria-label="Filter your history" onSubmit={(e) => e.preventDefault()}>
      <SelectField
        id="history-tool"
        label="Tool"
        value={values.tool}
        onChange={(e) => onChange({ tool: e.target.value })}
        empty="All tools"
        options={registry.tools.map((t) => t.id)}
        labels={Object.fromEntries(registry.tools.map((t) => [t.id, t.title]))}
      />
      <TextField
        id="history-search"
        label="Search"
        type="search"
        placeholder="A product, topic, keyword or phrase"
        value={values.search}
        maxLength={200}
        onChange={(e) => onChange({ search: e.target.value })}
      />
      <Check>
        <input type="checkbox" checked={values.starred} onChange={(e) => onChange({ starred: e.target.checked })} />
        Starred
      </Check>
    </Filters>
  );
}

export function SelectionToolbar({
  allChosen,
  chosenCount,
  deleting,
  onSelectAll,
  onDeleteSelected,
  onDeleteAll,
}: {
  allChosen: boolean;
  chosenCount: number;
  deleting: boolean;
  onSelectAll: (on: boolean) => void;
  onDeleteSelected: () => void;
  onDeleteAll: () => void;
}) {
  return (
    <Toolbar>
      <Check>
        <input type="checkbox" checked={allChosen} onChange={(e) => onSelectAll(e.target.checked)} />
        Select all shown
      </Check>
      <span className="spacer" />
      <Button size="sm" variant="outline" disabled={chosenCount === 0} busy={deleting} onClick={onDeleteSelected}>
        {HISTORY_TEXTS.deleteSelected(chosenCount)}
      </Button>
      <Button size="sm" variant="destructive" onClick={onDeleteAll}>
        {HISTORY_TEXTS.deleteAll}
      </Button>
    </Toolbar>
  );
}
