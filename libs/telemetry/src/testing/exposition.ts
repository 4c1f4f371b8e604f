// Test helper: reads Prometheus exposition text (what /metrics answers) the way a query would.

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The sum of every series of `name` whose labels include `labels` (0 when none matches). */
export function seriesValue(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split("\n")) {
    const m = LINE.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries([...(m[2] ?? "").matchAll(LABEL)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) total += Number(m[3]);
  }
  return total;
}

/** How much a series grew between two scrapes. */
export const grew = (before: string, after: string, name: string, labels: Record<string, string> = {}): number =>
  seriesValue(after, name, labels) - seriesValue(before, name, labels);
