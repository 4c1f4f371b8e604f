// @ts-check
// What one `npm run bench` run measured, shared by the benchmarks that fill it and the summary that reads it.

/** The summary figures of this run, for the table printed at the end and written to the README. */
/**
 * @type {{
 *   addedP50?: number,
 *   throughput?: { ratio: number, bff: number, service: number, bffP99: number },
 *   pages?: Record<string, { files: number, kb: number, lcp: number | null }>,
 *   memory?: { total: number, db: number, bff: number },
 *   history?: { label: string, p50: number, p95: number }[],
 *   bulk?: { rows: number, seconds: number, rowsPerSecond: number },
 * }}
 */
export const figures = {};

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const fmt = (ms) => `${ms.toFixed(2)} ms`;
