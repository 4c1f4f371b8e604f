// axe-core over a page in the real browser: the WCAG 2.0-2.2 A and AA rules and axe's best
// practices. A serious or critical violation fails, and so do the structural moderate ones (one
// main, landmarks, heading order, one h1): every browser suite can call `expectAccessible` on the
// screens it reaches; the accessibility suite tours every screen for every role at both widths.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** axe's experimental rules are included: label-content-name-mismatch (WCAG 2.5.3) is one. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice", "experimental"];

/** Moderate rules that are about the page's structure: fixed, so they fail like serious ones. */
export const STRUCTURAL_RULES = new Set([
  "region",
  "landmark-one-main",
  "landmark-unique",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-main-is-top-level",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "page-has-heading-one",
  "heading-order",
]);

export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first few elements, with their HTML. */
  nodes: string[];
  blocking: boolean;
}

/**
 * Runs axe on the page as it is now (frames included) and returns what it found; `within` limits it
 * to one frame's document (["iframe", "body"]: the embedded tool, not the partner's page around it).
 */
export async function axeFindings(page: Page, screen: string, within?: string[]): Promise<Finding[]> {
  // Only violations are reported in full (passes and "incomplete" are not needed): faster scans.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(AXE_TAGS);
  if (within) builder.include(within);
  const results = await builder.analyze();
  return results.violations.map((v) => {
    const impact = v.impact ?? "minor";
    return {
      screen,
      rule: v.id,
      impact,
      help: v.help,
      nodes: v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")} :: ${n.html.slice(0, 160)}`),
      blocking: impact === "serious" || impact === "critical" || STRUCTURAL_RULES.has(v.id),
    };
  });
}

/** Fails with a readable list when axe finds anything blocking on the page as it is now. */
export async function expectAccessible(page: Page, screen: string, within?: string[]): Promise<void> {
  const blocking = (await axeFindings(page, screen, within)).filter((f) => f.blocking);
  expect(blocking.map(describeFinding)).toEqual([]);
}

export function describeFinding(f: Finding): string {
  return `${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join("\n    ")}`;
}

/** Counts per rule and impact, as a Markdown table (for the closing note and the console). */
export function findingsTable(findings: Finding[]): string {
  const byRule = new Map<string, { impact: string; count: number; screens: Set<string> }>();
  for (const f of findings) {
    const row = byRule.get(f.rule) ?? { impact: f.impact, count: 0, screens: new Set() };
    row.count += 1;
    row.screens.add(f.screen);
    byRule.set(f.rule, row);
  }
  const rows = [...byRule.entries()].sort((a, b) => b[1].count - a[1].count);
  return [
    "| rule | impact | screens | examples |",
    "|---|---|---|---|",
    ...rows.map(([rule, r]) => `| ${rule} | ${r.impact} | ${r.count} | ${[...r.screens].slice(0, 3).join("; ")} |`),
  ].join("\n");
}
