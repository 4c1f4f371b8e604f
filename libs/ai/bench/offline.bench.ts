// Times each tool's offline engine on its own varied, realistic inputs. Every tool in the registry
// keeps its inputs in <service dir>/bench/offline.bench.ts (exporting `benchCase`). `npm run bench`
// (scripts/bench.mjs) and libs/ai/bench/offline.bench.test.ts call benchOffline().
import { performance } from "node:perf_hooks";
import { registry } from "@seo/registry/registry";
import type { OfflineBenchCase } from "./benchCase";

export interface BenchRow {
  tool: string;
  n: number;
  p50Ms: number;
  p99Ms: number;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 1000) / 1000;
}

function time({ tool, run }: OfflineBenchCase, iterations: number): BenchRow {
  for (let i = 0; i < 20; i++) run(i); // warm up the JIT and caches
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    run(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { tool, n: iterations, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99) };
}

/** Each registered tool's bench case. The template literal lets esbuild bundle every match. */
export function benchCases(): OfflineBenchCase[] {
  return registry.tools.map((t) => {
    const dir = t.service.dir.replace(/^services\//, "");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`../../../services/${dir}/bench/offline.bench.ts`) as { benchCase: OfflineBenchCase };
    return mod.benchCase;
  });
}

export function benchOffline(iterations = 500): BenchRow[] {
  return benchCases().map((c) => time(c, iterations));
}
