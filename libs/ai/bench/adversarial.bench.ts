// Times each tool's offline engine on hostile inputs inside its contract's limits (long single
// words, repeated words, unicode, punctuation runs ...): one request must never hold a service's
// event loop. Every tool in the registry keeps its cases in <service dir>/bench/adversarial.bench.ts
// (exporting `adversarialCase`). `npm run bench` (scripts/bench.mjs) calls benchAdversarial().
import { performance } from "node:perf_hooks";
import { registry } from "@seo/registry/registry";
import type { ToolDefinition } from "../src/engine";
import { hostileTexts } from "./hostileText";

export interface AdversarialInput {
  name: string;
  input: unknown;
}

export interface AdversarialBenchCase {
  tool: string;
  /** A good request, run first to load the dictionaries and warm the JIT. */
  baseline: unknown;
  inputs: AdversarialInput[];
  /** The whole offline answer for one raw request body: contract parsing, engine, finishing rules. */
  run(input: unknown): unknown;
}

export interface AdversarialRow {
  tool: string;
  inputs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  slowest: string;
}

/**
 * A good request with one field (or every listed field at once) replaced by each hostile text of
 * that field's contract limit.
 */
export function hostileInputs(base: Record<string, unknown>, limits: Record<string, number>): AdversarialInput[] {
  const out: AdversarialInput[] = [];
  for (const [field, max] of Object.entries(limits))
    for (const h of hostileTexts(max)) out.push({ name: `${field}: ${h.name}`, input: { ...base, [field]: h.text } });
  const fields = Object.entries(limits);
  const all = fields.map(([, max]) => hostileTexts(max));
  all[0]!.forEach((h, i) =>
    out.push({
      name: `every field: ${h.name}`,
      input: { ...base, ...Object.fromEntries(fields.map(([f], j) => [f, all[j]![i]!.text])) },
    }),
  );
  return out;
}

/** The offline engine's answer to a raw request body, as a service gives it (without HTTP). */
export function offlineAnswer<In, Out, M, C>(tool: ToolDefinition<In, Out, M, C>, request: { parse(raw: unknown): In }) {
  return (raw: unknown): Out => {
    const input = request.parse(raw);
    const out = tool.offline(input);
    if (out instanceof Promise) throw new Error(`${tool.name}: the adversarial benchmark times synchronous engines only`);
    return tool.finish ? tool.finish(input, out) : out;
  };
}

/** Each registered tool's adversarial case. The template literal lets esbuild bundle every match. */
export function adversarialCases(): AdversarialBenchCase[] {
  return registry.tools.map((t) => {
    const dir = t.service.dir.replace(/^services\//, "");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`../../../services/${dir}/bench/adversarial.bench.ts`) as { adversarialCase: AdversarialBenchCase };
    return mod.adversarialCase;
  });
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Times every hostile input of one tool `repeat` times (caches warm after the first round). */
export function timeAdversarial(c: AdversarialBenchCase, repeat = 3): AdversarialRow {
  for (let i = 0; i < 5; i++) c.run(c.baseline);
  const samples: Array<{ ms: number; name: string }> = [];
  for (let r = 0; r < repeat; r++)
    for (const { name, input } of c.inputs) {
      const t0 = performance.now();
      c.run(input);
      samples.push({ ms: performance.now() - t0, name });
    }
  samples.sort((a, b) => a.ms - b.ms);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil((p / 100) * samples.length) - 1))]!;
  const max = samples[samples.length - 1]!;
  return {
    tool: c.tool,
    inputs: c.inputs.length,
    p50Ms: round(at(50).ms),
    p99Ms: round(at(99).ms),
    maxMs: round(max.ms),
    slowest: max.name,
  };
}

export function benchAdversarial(repeat = 3): AdversarialRow[] {
  return adversarialCases().map((c) => timeAdversarial(c, repeat));
}
