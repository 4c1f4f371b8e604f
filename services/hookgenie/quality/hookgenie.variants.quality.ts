// HookGenie variants on the quality corpus: for each topic in each channel, three variants in a row
// (0-2, and 2-4) share at most one headline between any two of them, and each passes the corpus's
// own checks (ten or more lines, limits, grammar, figures and offers kept, no sale frame on a service).
import { mostShared, sharedLines } from "@seo/ai/text/variantOverlap";
import { generateHeadlines } from "../src/domain/offline/hookgenie";
import { reasonsFor, STYLES, TOPICS, TYPES } from "./hookgenie.quality";

/** The first variant of each run of three checked. */
const RUNS = [0, 2];
const MAX_SHARED = 1;

export function run() {
  const failures: { input: unknown; reasons: string[] }[] = [];
  let total = 0;
  TOPICS.forEach((c, i) => {
    TYPES.forEach((type, j) => {
      const style = STYLES[(i + j) % STYLES.length]!;
      for (const first of RUNS) {
        total++;
        const vs = [first, first + 1, first + 2];
        const rs = vs.map((variant) => generateHeadlines({ topic: c.topic, type, style, variant }));
        const reasons: string[] = [];
        const most = mostShared(
          rs.map((r) => (r.headlines ?? []).map((h) => h.text)),
          sharedLines,
        );
        if (most.count > MAX_SHARED)
          reasons.push(`variants ${vs.join(", ")} share ${most.count} lines: ${most.shared.join(" | ")}`);
        vs.forEach((v, k) => {
          if (v === 0) return; // the corpus checks the first variant
          reasons.push(...reasonsFor(c, type, rs[k]!).map((reason) => `variant ${v}: ${reason}`));
        });
        if (reasons.length)
          failures.push({
            input: { topic: c.topic.slice(0, 60), type, style, variants: vs },
            reasons: [...new Set(reasons)].slice(0, 6),
          });
      }
    });
  });
  return { tool: "hookgenie variants", total, passed: total - failures.length, failures };
}
