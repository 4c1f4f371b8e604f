// HookGenie variants on the quality corpus: for each topic in each channel, Regenerate four times
// (variants 0-3). Two variants in a row share at most one line, or the later one says that its set
// repeats (a short topic has only so many arrangements of its own words: offline, another set is
// other arrangements of the same facts, never invented lines); every variant passes the corpus's own
// checks (grammar, facts kept, casing, limits, nothing invented). `run(produce)` as in hookgenie.quality.ts.
import { mostShared, sharedLines } from "@seo/ai/text/variantOverlap";
import type { Produce, QualityReport } from "@seo/ai/quality/report";
import type { HookgenieResponse } from "@seo/hookgenie-contract";
import { hookgenieTool, type HookgenieInput } from "../src/domain/hookgenieTool";
import { inputFor, reasonsFor, STYLES, TOPICS, TYPES } from "./hookgenie.quality";

export { hookgenieTool as definition } from "../src/domain/hookgenieTool";

const VARIANTS = [0, 1, 2, 3];
const MAX_SHARED = 1;
/** How an answer says its set repeats an earlier one (hookgenie.ts), so a repeat is never passed off as new. */
const SAYS_REPEAT = /repeats the first|this is set \d+ again/i;

const offline: Produce<HookgenieInput, HookgenieResponse> = (input) => hookgenieTool.offline(input);

export async function run(produce: Produce<HookgenieInput, HookgenieResponse> = offline): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  let total = 0;
  for (const [i, c] of TOPICS.entries()) {
    for (const [j, type] of TYPES.entries()) {
      const style = STYLES[(i + j) % STYLES.length]!;
      total++;
      const rs: HookgenieResponse[] = [];
      for (const variant of VARIANTS) rs.push(await produce(inputFor(c, type, style, variant)));
      const reasons: string[] = [];
      for (let k = 1; k < rs.length; k++) {
        const pair = [rs[k - 1]!, rs[k]!].map((r) => (r.headlines ?? []).map((h) => h.text));
        const most = mostShared(pair, sharedLines);
        const said = rs[k]!.tips.some((t) => SAYS_REPEAT.test(t));
        if (most.count > MAX_SHARED && !said)
          reasons.push(
            `variants ${k - 1} and ${k} share ${most.count} lines without saying so: ${most.shared.slice(0, 3).join(" | ")}`,
          );
        reasons.push(...reasonsFor(c, type, rs[k]!).map((r) => `variant ${k}: ${r}`));
      }
      if (reasons.length)
        failures.push({
          input: { topic: c.topic.slice(0, 60), type, style, variants: VARIANTS },
          reasons: [...new Set(reasons)].slice(0, 6),
        });
    }
  }
  return { tool: "hookgenie variants", total, passed: total - failures.length, failures };
}

/** How many cases of a report's run had a variant that repeats its set (offline: too few arrangements for another). */
export async function repeatedSets(
  produce: Produce<HookgenieInput, HookgenieResponse> = offline,
): Promise<{ cases: number; repeating: number }> {
  let cases = 0;
  let repeating = 0;
  for (const [i, c] of TOPICS.entries())
    for (const [j, type] of TYPES.entries()) {
      cases++;
      const r = await produce(inputFor(c, type, STYLES[(i + j) % STYLES.length]!, 1));
      if (r.tips.some((t) => SAYS_REPEAT.test(t))) repeating++;
    }
  return { cases, repeating };
}
