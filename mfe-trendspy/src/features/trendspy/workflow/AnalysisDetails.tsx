// What TrendSpy's step shows under its analysis: the keyword opportunities (a provider's trend,
// volume and difficulty in its colour, or an estimate's interest band, never a number) and the
// strategic insights.
import styled from "styled-components";
import { DIFFICULTY_THRESHOLDS, ESTIMATE_LABEL } from "@seo/trendspy-contract";
import type { TrendspyStepData } from "@seo/contracts/workflowStepData";
import { SubList } from "@seo/ui/workflowStepParts";
import { ResultList } from "@seo/ui/workflowStepRun";
import { figuresLine, hasFigures } from "../keywords";

const KeywordTable = styled.ul`
  list-style: none;
  margin: 0;
  display: grid;
  /* Doubled class: beats SubList's "> ul" bullet-list indent and muted colour. */
  && {
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  gap: 8px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .kw {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .stats {
    display: flex;
    gap: 8px;
    align-items: center;
    flex: none;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Difficulty = styled.span<{ $value: number }>`
  font-weight: 700;
  color: ${({ theme, $value }) =>
    $value < DIFFICULTY_THRESHOLDS.easy
      ? theme.colors.success
      : $value < DIFFICULTY_THRESHOLDS.medium
        ? theme.colors.warning
        : theme.colors.danger};
`;

const trendArrow = (trend: string) => (trend === "up" ? "↑" : trend === "down" ? "↓" : "→");

export function AnalysisDetails({ analysis }: { analysis: Pick<TrendspyStepData, "keywordData" | "insights"> }) {
  return (
    <>
      {analysis.keywordData.length > 0 ? (
        <SubList>
          <h4>Keyword Opportunities</h4>
          {analysis.keywordData.some((k) => !hasFigures(k)) ? <p data-testid="estimate-label">{ESTIMATE_LABEL}</p> : null}
          <KeywordTable>
            {analysis.keywordData.map((k) => (
              <li key={k.keyword}>
                <span className="kw">{k.keyword}</span>
                <span className="stats">
                  {hasFigures(k) ? (
                    <>
                      {k.trend ? <span title={`Trend: ${k.trend}`}>{trendArrow(k.trend)}</span> : null}
                      <span title="Monthly searches">{k.volume.toLocaleString("en-US")}</span>
                      {typeof k.difficulty === "number" ? (
                        <Difficulty $value={k.difficulty} title="Difficulty (0-100)">{`KD ${k.difficulty}`}</Difficulty>
                      ) : null}
                    </>
                  ) : (
                    <span title={typeof k.interestWhy === "string" ? k.interestWhy : ESTIMATE_LABEL}>{figuresLine(k)}</span>
                  )}
                </span>
              </li>
            ))}
          </KeywordTable>
        </SubList>
      ) : null}
      <ResultList title="Strategic Insights" items={analysis.insights} />
    </>
  );
}
