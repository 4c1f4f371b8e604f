// A tool page's results as tabs, "Variant 1", "Variant 2" …, with Regenerate beside them: an ARIA
// tablist (arrow keys, Home and End move between tabs; only the active tab is in the tab order) over
// one tabpanel that shows the active variant, its own exports included.
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { Stack } from "@seo/ui/layout";
import { isOfflineDraft, OfflineDraftNotice } from "@seo/ui/OfflineDraftNotice";

export const VARIANT_TEXTS = {
  tablist: "Variants",
  tab: (n: number) => `Variant ${n}`,
  regenerate: "Regenerate",
  regenerating: "Regenerating...",
  regenerateHint: "Another draft of the same input. It counts as a generation.",
} as const;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Tab = styled.button`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 6px 12px;
  min-height: 32px;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  cursor: pointer;
  &[aria-selected="true"] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 1px 3px rgba(15, 23, 42, 0.12);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

export interface VariantTabsProps<V> {
  variants: readonly V[];
  active: number;
  onSelect(index: number): void;
  /** The variant's number as the tab says it (1 for the first draft). */
  labelOf?(variant: V, index: number): number;
  /** Regenerate: asks for the next variant; absent where the page offers none. */
  regenerate?: { onClick(): void; pending: boolean; disabled?: boolean };
  /** The active variant's content. */
  children(variant: V): ReactNode;
}

export function VariantTabs<V>({ variants, active, onSelect, labelOf, regenerate, children }: VariantTabsProps<V>) {
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = variants[active];
  if (current === undefined) return null;
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = variants.length - 1;
    const to =
      event.key === "ArrowRight"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (to === undefined) return;
    event.preventDefault();
    onSelect(to);
    tabs.current[to]?.focus();
  };

  return (
    <Stack>
      <Bar>
        <TabList role="tablist" aria-label={VARIANT_TEXTS.tablist} onKeyDown={move}>
          {variants.map((v, i) => (
            <Tab
              key={tabId(i)}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={i === active}
              aria-controls={panelId}
              tabIndex={i === active ? 0 : -1}
              onClick={() => onSelect(i)}
            >
              {VARIANT_TEXTS.tab(labelOf ? labelOf(v, i) : i + 1)}
            </Tab>
          ))}
        </TabList>
        {regenerate && (
          <Button
            variant="outline"
            size="sm"
            busy={regenerate.pending}
            disabled={regenerate.disabled}
            title={VARIANT_TEXTS.regenerateHint}
            onClick={regenerate.onClick}
          >
            {regenerate.pending ? VARIANT_TEXTS.regenerating : VARIANT_TEXTS.regenerate}
          </Button>
        )}
      </Bar>
      {/* Keyed by the tab: each variant's panel starts with its own state (an expanded section stays its own). */}
      <Stack key={active} role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
        {children(current)}
      </Stack>
    </Stack>
  );
}

/** What variantResults reads of a page's useVariants result. */
interface VariantResults<V> {
  variants: readonly V[];
  active: number;
  select(index: number): void;
  regenerate(): void;
  pending: boolean;
  canRegenerate: boolean;
}

/**
 * A tool page's result area: the tabs of its useVariants result with Regenerate, each variant drawn
 * by `render` under the "Offline draft" notice when the offline engine wrote it; null before the
 * first result, so the page shows its idle text.
 */
export function variantResults<V extends { output: unknown }>(
  results: VariantResults<V>,
  render: (variant: V) => ReactNode,
): ReactNode {
  if (!results.variants.length) return null;
  return (
    <VariantTabs
      variants={results.variants}
      active={results.active}
      onSelect={results.select}
      regenerate={{ onClick: results.regenerate, pending: results.pending, disabled: !results.canRegenerate }}
    >
      {(variant) => (
        <>
          {isOfflineDraft(variant.output) && <OfflineDraftNotice />}
          {render(variant)}
        </>
      )}
    </VariantTabs>
  );
}
