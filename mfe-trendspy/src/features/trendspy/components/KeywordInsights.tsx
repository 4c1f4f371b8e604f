// Keyword opportunity cards and the keyword cloud: a provider's volume, difficulty and trend, or for
// an estimate its relative interest band and why, never a number (docs/decisions/0028).
import { useState } from "react";
import styled from "styled-components";
import { Badge } from "@seo/ui/Badge";
import { PlainList } from "@seo/ui/PlainList";
import type { KeywordData } from "@seo/trendspy-contract";
import { ExpandToggle } from "./ExpandToggle";
import { cloudSize, difficultyTone, formatVolume, hasFigures, type DifficultyTone } from "../keywords";

// Dark enough for small text on white (4.5:1 and up): green, amber, red.
const TONE_COLORS: Record<DifficultyTone, string> = { success: "#15803d", warning: "#b45309", danger: "#b91c1c" };

const Grid = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;

const CardBox = styled.li`
  display: grid;
  gap: 8px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition: box-shadow ${({ theme }) => theme.transitions.normal};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  header {
    display: flex;
    gap: 8px;
    align-items: start;
    justify-content: space-between;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 700;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 10px;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

const Arrow = styled.span<{ $trend: string }>`
  font-weight: 800;
  font-size: 18px;
  line-height: 1;
  color: ${({ $trend }) => ($trend === "up" ? "#16a34a" : $trend === "down" ? "#dc2626" : "#64748b")};
`;

const Meter = styled.div<{ $color: string; $value: number }>`
  height: 6px;
  border-radius: 999px;
  background: #e2e8f0;
  overflow: hidden;
  &::after {
    content: "";
    display: block;
    height: 100%;
    width: ${({ $value }) => $value}%;
    background: ${({ $color }) => $color};
  }
`;

const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/** An estimate's band as a card shows it. */
const BAND_TONE = { high: "#15803d", medium: "#b45309", low: "#64748b" } as const;
const bandOf = (k: KeywordData) => k.interest ?? "low";

function trendArrow(trend: string | null) {
  if (trend === "up") return { symbol: "↑", label: "Trending up" };
  if (trend === "down") return { symbol: "↓", label: "Trending down" };
  return { symbol: "→", label: "Stable" };
}

/** Cards shown before 'Show all': on a phone 19 stacked cards made a 6,000 px page. */
export const KEYWORD_CARDS_PREVIEW = 8;

/** The keyword's intent and, for an estimate, the 'estimate' badge. */
function KeywordBadges({ k }: { k: KeywordData }) {
  const intent = str(k.intent);
  return (
    <div style={{ display: "flex", gap: 6, flexWrap: "wrap" }}>
      {intent && (
        <Badge $tone="info" $size="sm">
          {intent}
        </Badge>
      )}
      {k.estimate === true && (
        <Badge $tone="neutral" $size="sm" title="Relative interest from keyword shape, not search data">
          estimate
        </Badge>
      )}
    </div>
  );
}

/** An estimate's card: its relative interest band and why, no figures. */
function InterestCard({ k }: { k: KeywordData }) {
  return (
    <CardBox data-testid="keyword-card">
      <header>
        <h3>{k.keyword}</h3>
      </header>
      <dl>
        <dt>Interest</dt>
        <dd data-testid="interest" data-band={bandOf(k)} style={{ color: BAND_TONE[bandOf(k)] }}>
          {bandOf(k)} (relative)
        </dd>
      </dl>
      {k.interestWhy && <small data-testid="interest-why">{k.interestWhy}</small>}
      <KeywordBadges k={k} />
    </CardBox>
  );
}

/** A provider's card: volume, difficulty with its meter, CPC and the trend. */
function FiguresCard({ k }: { k: KeywordData & { volume: number } }) {
  const tone = difficultyTone(k.difficulty);
  const arrow = trendArrow(k.trend);
  const band = str(k.difficultyBand);
  return (
    <CardBox data-testid="keyword-card">
      <header>
        <h3>{k.keyword}</h3>
        {k.trend && (
          <Arrow $trend={k.trend} aria-label={arrow.label} title={arrow.label}>
            {arrow.symbol}
          </Arrow>
        )}
      </header>
      <dl>
        <dt>Volume</dt>
        <dd>{formatVolume(k.volume)}/mo</dd>
        {typeof k.difficulty === "number" && (
          <>
            <dt>Difficulty</dt>
            <dd data-testid="difficulty" data-tone={tone} style={{ color: TONE_COLORS[tone] }}>
              {k.difficulty}/100{band ? ` · ${band}` : ""}
            </dd>
          </>
        )}
        {typeof k.cpc === "number" && (
          <>
            <dt>CPC</dt>
            <dd data-testid="cpc">
              {k.cpc.toFixed(2)}
              {k.currency ? ` ${k.currency}` : ""}
            </dd>
          </>
        )}
      </dl>
      {typeof k.difficulty === "number" && <Meter $color={TONE_COLORS[tone]} $value={k.difficulty} aria-hidden="true" />}
      <KeywordBadges k={k} />
    </CardBox>
  );
}

export function KeywordCards({ keywords }: { keywords: KeywordData[] }) {
  const [showAll, setShowAll] = useState(false);
  const folded = keywords.length > KEYWORD_CARDS_PREVIEW && !showAll;
  const visible = folded ? keywords.slice(0, KEYWORD_CARDS_PREVIEW) : keywords;
  return (
    <>
      <Grid id="t-keyword-cards" aria-label="Keyword opportunities">
        {visible.map((k) => (hasFigures(k) ? <FiguresCard key={k.keyword} k={k} /> : <InterestCard key={k.keyword} k={k} />))}
      </Grid>
      {keywords.length > KEYWORD_CARDS_PREVIEW && (
        <ExpandToggle
          expanded={showAll}
          controls="t-keyword-cards"
          onToggle={() => setShowAll((v) => !v)}
          style={{ justifySelf: "start" }}
        >
          {showAll ? "Show fewer keywords" : `Show all ${keywords.length} keywords`}
        </ExpandToggle>
      )}
    </>
  );
}

const Cloud = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 14px;
  align-items: baseline;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(135deg, rgba(59, 130, 246, 0.06), rgba(6, 182, 212, 0.08));
  span {
    font-weight: 700;
    line-height: 1.2;
  }
`;

const BAND_SIZE = { high: 28, medium: 20, low: 14 } as const;

export function KeywordCloud({ keywords }: { keywords: KeywordData[] }) {
  const volumes = keywords.filter(hasFigures).map((k) => k.volume);
  const min = Math.min(...volumes);
  const max = Math.max(...volumes);
  const shuffled = [...keywords].sort((a, b) => a.keyword.localeCompare(b.keyword));
  return (
    <Cloud aria-label="Keyword cloud">
      {shuffled.map((k) =>
        hasFigures(k) ? (
          <span
            key={k.keyword}
            data-testid="cloud-word"
            title={`${formatVolume(k.volume)} searches/month`}
            style={{ fontSize: cloudSize(k.volume, min, max), color: TONE_COLORS[difficultyTone(k.difficulty)] }}
          >
            {k.keyword}
          </span>
        ) : (
          <span
            key={k.keyword}
            data-testid="cloud-word"
            title={`${bandOf(k)} relative interest (estimate)`}
            style={{ fontSize: BAND_SIZE[bandOf(k)], color: BAND_TONE[bandOf(k)] }}
          >
            {k.keyword}
          </span>
        ),
      )}
    </Cloud>
  );
}
