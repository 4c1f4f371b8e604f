// Everything shown after an audit: score card, technical metrics, the search preview,
// recommendations and the detailed analysis of every check.
import type { ReactNode } from "react";
import styled from "styled-components";
import { Badge, type BadgeTone } from "@seo/ui/Badge";
import { ProgressBar } from "@seo/ui/ProgressBar";
import type { SeoCheck } from "@seo/contracts/tools";
import type { SeosnapshotRequest, SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { BulletList, Panel, SectionTitle } from "@seo/ui/layout";
import { PlainList } from "@seo/ui/PlainList";
import { VisuallyHidden } from "@seo/ui/VisuallyHidden";
import { descriptionVerdict, scoreBand, titleVerdict, toneText, type Tone } from "../scoreBand";
import { SerpPreview, type SerpCut } from "./SerpPreview";

// Fills (the dial, the bars, the card's tint) take a tone's mid shade; text takes its dark shade,
// which reads at 4.5:1 or more on white and on the card's light tint.
const toneColor = (tone: Tone) => ({ success: "#16a34a", warning: "#d97706", danger: "#dc2626" })[tone];

const ScoreCardBox = styled.section<{ $tone: Tone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  grid-template-columns: auto minmax(0, 1fr);
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ $tone }) => toneColor($tone)}55;
  background: ${({ $tone }) => toneColor($tone)}0f;
`;

const Dial = styled.div<{ $tone: Tone; $score: number }>`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: conic-gradient(${({ $tone }) => toneColor($tone)} ${({ $score }) => $score * 3.6}deg, #e2e8f0 0deg);
  .inner {
    width: 88px;
    height: 88px;
    border-radius: 50%;
    background: #fff;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    line-height: 1;
  }
  strong {
    font-size: 32px;
    font-weight: 800;
    color: ${({ theme, $tone }) => theme.colors[toneText($tone)]};
  }
  span {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;
const SubScores = styled.div<{ $tone: Tone }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 800;
    color: ${({ theme, $tone }) => theme.colors[toneText($tone)]};
  }
  label {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Metrics = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  div {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: grid;
    gap: 4px;
  }
  dt {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  dd {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 8px;
    flex-wrap: wrap;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const CheckRow = styled.li<{ $passed: boolean }>`
  display: grid;
  grid-template-columns: 18px minmax(0, 1fr) auto;
  gap: 2px ${({ theme }) => theme.space.sm};
  align-items: baseline;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $passed }) => ($passed ? theme.colors.successSoft : theme.colors.dangerSoft)}66;
  .mark {
    font-weight: 800;
    color: ${({ theme, $passed }) => ($passed ? theme.colors.successText : theme.colors.dangerText)};
  }
  .label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .message {
    grid-column: 2 / 4;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .points {
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: 700;
    white-space: nowrap;
  }
`;

const AreaTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-transform: capitalize;
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export function ScoreCard({ scores }: { scores: SeosnapshotResponse["scores"] }) {
  const band = scoreBand(scores.overall);
  return (
    <ScoreCardBox $tone={band.tone} aria-label="SEO score" data-tone={band.tone}>
      <Dial $tone={band.tone} $score={scores.overall}>
        <div className="inner">
          <strong data-testid="overall-score">{scores.overall}</strong>
          <span>/100</span>
        </div>
      </Dial>
      <SubScores $tone={band.tone}>
        <h3 data-testid="score-verdict">{band.label}</h3>
        {(["title", "description"] as const).map((k) => (
          <div key={k}>
            <label>
              <span>{k === "title" ? "Title" : "Description"}</span>
              <span>{scores[k]}/100</span>
            </label>
            <ProgressBar value={scores[k]} label={`${k} score`} fill={toneColor(scoreBand(scores[k]).tone)} height={8} />
          </div>
        ))}
      </SubScores>
    </ScoreCardBox>
  );
}

type Metrics = SeosnapshotResponse["metrics"] & Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" ? v : undefined);
const str = (v: unknown) => (typeof v === "string" ? v : undefined);
const bool = (v: unknown) => (typeof v === "boolean" ? v : undefined);

interface Verdict {
  tone: BadgeTone;
  text: string;
}

/** One measurement: what it is, its value, and the verdicts on it (a missing one shows nothing). */
function Metric({ term, value, verdicts }: { term: string; value: ReactNode; verdicts: (Verdict | undefined)[] }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        {value}
        {verdicts.map(
          (v) =>
            v && (
              <Badge key={v.text} $tone={v.tone} $size="sm" data-tone={v.tone}>
                {v.text}
              </Badge>
            ),
        )}
      </dd>
    </div>
  );
}

/** A yes/no verdict: success when it holds, else `otherwise`. */
const verdict = (holds: boolean, yes: string, no: string, otherwise: BadgeTone = "danger"): Verdict =>
  holds ? { tone: "success", text: yes } : { tone: otherwise, text: no };

function TechnicalMetrics({ metrics }: { metrics: Metrics }) {
  const title = titleVerdict(metrics);
  const desc = descriptionVerdict(metrics);
  const titlePx = num(metrics.titlePixelWidth);
  const keyword = str(metrics.focusKeyword);
  const inferred = bool(metrics.focusKeywordInferred);
  const inTitle = bool(metrics.keywordInTitle);
  const inDesc = bool(metrics.keywordInDescription);
  const urlLength = num(metrics.urlLength);
  return (
    <Metrics>
      <Metric term="Title Length" value={<>{metrics.titleLength} chars</>} verdicts={[{ tone: title.tone, text: title.label }]} />
      <Metric
        term="Description Length"
        value={<>{metrics.descriptionLength} chars</>}
        verdicts={[{ tone: desc.tone, text: desc.label }]}
      />
      {titlePx !== undefined && (
        <Metric
          term="Title Width (desktop)"
          value={<>{Math.round(titlePx)} / 600 px</>}
          verdicts={[verdict(titlePx <= 600, "Fits", "Cut")]}
        />
      )}
      {keyword && (
        <Metric
          term={inferred ? "Focus Keyphrase (inferred)" : "Focus Keyphrase"}
          value={<>“{keyword}”</>}
          verdicts={[
            inTitle === undefined ? undefined : verdict(inTitle, "In title", "Not in title"),
            inDesc === undefined ? undefined : verdict(inDesc, "In description", "Not in description"),
          ]}
        />
      )}
      {urlLength !== undefined && (
        <Metric
          term="URL Length"
          value={<>{urlLength} chars</>}
          verdicts={[verdict(urlLength <= 75, "Good", "Long", "warning")]}
        />
      )}
    </Metrics>
  );
}

/** The engine's cut when it sent one; otherwise a character-based estimate. */
function cutOf(text: string, shown: unknown, truncated: unknown, maxChars: number): SerpCut {
  if (typeof shown === "string" && typeof truncated === "boolean") return { shown, truncated };
  return text.length > maxChars
    ? { shown: `${text.slice(0, maxChars).trimEnd()}...`, truncated: true }
    : { shown: text, truncated: false };
}

function DetailedAnalysis({ checks }: { checks: SeoCheck[] }) {
  const areas = [...new Set(checks.map((c) => c.area))];
  return (
    <>
      {areas.map((area) => (
        <div key={area}>
          <AreaTitle>{area}</AreaTitle>
          <PlainList>
            {checks
              .filter((c) => c.area === area)
              .map((c) => (
                <CheckRow key={c.id} $passed={c.passed} data-testid={`check-${c.id}`}>
                  <span className="mark">
                    <span aria-hidden="true">{c.passed ? "✓" : "✗"}</span>
                    <VisuallyHidden>{c.passed ? "Passed:" : "Failed:"}</VisuallyHidden>
                  </span>
                  <span className="label">{c.label}</span>
                  <span className="points">
                    {c.pointsLost > 0 ? `−${c.pointsLost} of ${c.weight} pts` : `${c.weight}/${c.weight} pts`}
                  </span>
                  <span className="message">{c.message}</span>
                </CheckRow>
              ))}
          </PlainList>
        </div>
      ))}
    </>
  );
}

/**
 * The audit's results; `actions` (the report's export bar) sit right under the score, where the
 * user sees them, rather than at the end of a long page.
 */
export function SeoResults({
  data,
  input,
  actions,
}: {
  data: SeosnapshotResponse;
  input: SeosnapshotRequest;
  actions?: ReactNode;
}) {
  const m = data.metrics as Metrics;
  const url = input.url || undefined;
  return (
    <>
      <ScoreCard scores={data.scores} />
      {actions}
      <Panel aria-labelledby="seo-metrics">
        <SectionTitle id="seo-metrics">Technical Metrics</SectionTitle>
        <TechnicalMetrics metrics={m} />
      </Panel>
      <Panel aria-labelledby="seo-preview">
        <SectionTitle id="seo-preview">Search Result Preview</SectionTitle>
        <SerpPreview
          title={input.title}
          description={input.description}
          url={url}
          desktop={{
            title: cutOf(input.title, m.titlePreviewDesktop, m.titleTruncatedDesktop, 60),
            description: cutOf(input.description, m.descriptionPreviewDesktop, m.descriptionTruncatedDesktop, 160),
          }}
          mobile={{
            title: cutOf(input.title, m.titlePreviewMobile, m.titleTruncatedMobile, 78),
            description: cutOf(input.description, m.descriptionPreviewMobile, m.descriptionTruncatedMobile, 120),
          }}
        />
      </Panel>
      {data.recommendations.length > 0 && (
        <Panel aria-labelledby="seo-recommendations">
          <SectionTitle id="seo-recommendations">Recommendations</SectionTitle>
          <BulletList>
            {data.recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </BulletList>
        </Panel>
      )}
      {data.checks && data.checks.length > 0 && (
        <Panel aria-labelledby="seo-analysis">
          <SectionTitle id="seo-analysis">Detailed Analysis</SectionTitle>
          <DetailedAnalysis checks={data.checks} />
        </Panel>
      )}
    </>
  );
}
