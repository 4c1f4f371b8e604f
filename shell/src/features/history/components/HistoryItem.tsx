// One entry of the list: select, star, what it was (tool, where, when), its title and preview,
// and Open (its tool page with it loaded), Copy (its text) and Delete.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { HistoryListEntry } from "@seo/contracts/history";
import { Badge } from "@seo/ui/Badge";
import { Button, ButtonLink } from "@seo/ui/Button";
import { CopyIcon, TrashIcon } from "@seo/ui/icons";
import { HISTORY_TEXTS } from "../historyTexts";

const Item = styled.li`
  display: grid;
  grid-template-columns: auto auto 1fr;
  gap: 10px 12px;
  align-items: start;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  input[type="checkbox"] {
    width: 18px;
    height: 18px;
    margin-top: 4px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Body = styled.div`
  min-width: 0;
  display: grid;
  gap: 6px;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .preview {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
`;

const Star = styled.button<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.textSubtle)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StarIcon = ({ filled }: { filled: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill={filled ? "currentColor" : "none"}
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
  </svg>
);

/** "Nov 28, 2026, 9:41 AM" in the reader's time zone. */
export const entryTime = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A small action on the entry, named for screen readers with the entry's title ("Copy <title>"). */
function EntryAction({
  verb,
  icon,
  title,
  busy,
  onClick,
}: {
  verb: string;
  icon: ReactNode;
  title: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant="ghost" icon={icon} busy={busy} onClick={onClick} aria-label={`${verb} ${title}`}>
      {verb}
    </Button>
  );
}

export interface HistoryItemProps {
  entry: HistoryListEntry;
  toolTitle: string;
  /** The tool page that opens this entry, or null when the tool is gone. */
  openPath: string | null;
  selected: boolean;
  onSelect(selected: boolean): void;
  onStar(starred: boolean): void;
  onCopy(): void;
  onDelete(): void;
  busy: { star: boolean; copy: boolean; delete: boolean };
}

export function HistoryItem({
  entry,
  toolTitle,
  openPath,
  selected,
  onSelect,
  onStar,
  onCopy,
  onDelete,
  busy,
}: HistoryItemProps) {
  const { title, preview } = entry.summary;
  return (
    <Item>
      <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={`Select ${title}`} />
      <Star
        type="button"
        $on={entry.starred}
        aria-pressed={entry.starred}
        aria-label={`Star ${title}`}
        title={entry.starred ? "Starred" : "Star"}
        disabled={busy.star}
        onClick={() => onStar(!entry.starred)}
      >
        <StarIcon filled={entry.starred} />
      </Star>
      <Body>
        <div className="meta">
          <Badge $tone="primary">{toolTitle}</Badge>
          {entry.source !== "page" && <Badge $tone="neutral">{HISTORY_TEXTS.sources[entry.source]}</Badge>}
          <time dateTime={entry.createdAt}>{entryTime(entry.createdAt)}</time>
        </div>
        <h2>{title}</h2>
        {preview && <p className="preview">{preview}</p>}
        <Actions>
          {openPath && (
            <ButtonLink as={Link} to={openPath} $variant="outline" $size="sm" aria-label={`Open ${title}`}>
              Open
            </ButtonLink>
          )}
          <EntryAction verb="Copy" icon={<CopyIcon size={16} />} title={title} busy={busy.copy} onClick={onCopy} />
          <EntryAction verb="Delete" icon={<TrashIcon size={16} />} title={title} busy={busy.delete} onClick={onDelete} />
        </Actions>
      </Body>
    </Item>
  );
}
