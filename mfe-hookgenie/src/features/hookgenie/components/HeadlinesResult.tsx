// The ranked headlines HookGenie's page shows: each with its score and its length against the
// channel's limit, the exports (with a CSV of the ranking), the hand-off, then the writing tips.
import styled from "styled-components";
import type { Headline, HookgenieResponse, HookType } from "@seo/hookgenie-contract";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { useExportFormats } from "@seo/ui/api";
import { ExportBar } from "@seo/export/ExportBar";
import { Actions, ListPanel, Panel, SectionTitle } from "@seo/ui/layout";
import { PlainList } from "@seo/ui/PlainList";
import { TYPE_LABELS } from "../headlines";

const Row = styled.li`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: 6px ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:first-child {
    border-color: #f97316;
    box-shadow: 0 6px 18px rgba(249, 115, 22, 0.15);
  }
  .rank {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-weight: 800;
    font-size: 12px;
  }
  &:first-child .rank {
    background: linear-gradient(135deg, #f97316 0%, #ec4899 100%);
    color: #fff;
  }
  .text {
    font-weight: 600;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  .meta {
    grid-column: 2;
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
  /* Side by side from tablet width up; on phones the headline keeps the width, its score under it. */
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 32px minmax(0, 1fr) auto;
    .meta {
      grid-column: 3;
      justify-content: flex-end;
      flex-wrap: nowrap;
    }
  }
`;

const scoreTone = (score: number) => (score >= 80 ? "success" : score >= 60 ? "warning" : "danger");

export function HeadlinesResult({
  data,
  headlines,
  type,
  sendOn,
}: {
  data: HookgenieResponse;
  headlines: readonly Headline[];
  type: HookType;
  /** The hand-off button, when the plan offers it. */
  sendOn: { label: string; onClick(): void } | null;
}) {
  const exportFormats = useExportFormats("hookgenie");
  return (
    <>
      <Panel aria-labelledby="h-result">
        <Actions>
          <SectionTitle id="h-result">Generated {TYPE_LABELS[type]}s</SectionTitle>
          <Badge $tone="neutral">{headlines.length} variants, best first</Badge>
        </Actions>
        <PlainList as="ol" aria-label="Ranked headlines">
          {headlines.map((h, i) => (
            <Row key={`${i}-${h.text}`} data-testid="headline">
              <span className="rank">{i + 1}</span>
              <span className="text">{h.text}</span>
              <span className="meta">
                {h.score > 0 && (
                  <Badge $tone={scoreTone(h.score)} $size="sm" title="Headline score">
                    {h.score}/100
                  </Badge>
                )}
                <Badge $tone={h.length <= h.limit ? "neutral" : "danger"} $size="sm" title="Length against the channel limit">
                  {h.length}/{h.limit} chars
                </Badge>
              </span>
            </Row>
          ))}
        </PlainList>
        <Actions>
          <ExportBar
            data={data.result}
            csvData={headlines.map((h, i) => ({ rank: i + 1, text: h.text, score: h.score, length: h.length, limit: h.limit }))}
            filename="hookgenie-headlines"
            tool="HookGenie"
            formats={["copy", "txt", "csv"]}
            unlocked={exportFormats}
          />
          {sendOn && headlines.length > 0 && (
            <Button variant="secondary" onClick={sendOn.onClick}>
              {sendOn.label} →
            </Button>
          )}
        </Actions>
      </Panel>
      <ListPanel id="h-tips" title="Writing Tips" items={data.tips} />
    </>
  );
}
