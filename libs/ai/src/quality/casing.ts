// Names and acronyms the client capitalised that a draft lowers ("Manchester" -> "manchester",
// "B2B" -> "b2b"): the lower-casing a template does to fit a slot, which a reader takes for a typo.
import { entitiesOf, isShouting } from "./entities";

const lettersAndDigits = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();

/**
 * The input's capitalised names and acronyms that the output writes with other capitals, as
 * "'Manchester' → 'manchester'". A name kept in ALL CAPS is not a slip (headlines shout), nor is
 * anything from an input typed ALL CAPS, whose capitals say nothing about names.
 */
export function casingSlips(input: string, output: string): string[] {
  if (isShouting(input)) return [];
  const slips: string[] = [];
  for (const e of entitiesOf(input)) {
    if ((e.kind !== "name" && e.kind !== "place") || e.text === e.text.toLowerCase()) continue;
    const key = lettersAndDigits(e.text);
    // The output's words (hyphen- or space-joined runs of up to three) that spell the same letters.
    const tokens = output.match(/[\p{L}\p{N}]+/gu) ?? [];
    for (let i = 0; i < tokens.length; i++) {
      for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
        const run = tokens.slice(i, i + n);
        if (run.join("").toLowerCase() !== key) continue;
        const written = run.join(e.text.includes("-") ? "-" : " ");
        const same = run.join("") === e.text.replace(/[^\p{L}\p{N}]+/gu, "");
        const shouted = run.join("") === run.join("").toUpperCase();
        if (!same && !shouted) slips.push(`'${e.text}' → '${written}'`);
      }
    }
  }
  return [...new Set(slips)];
}
