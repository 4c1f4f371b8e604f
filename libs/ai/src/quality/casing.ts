// Names and acronyms the client capitalised that a draft lowers ("Manchester" -> "manchester",
// "B2B" -> "b2b"): the lower-casing a template does to fit a slot, which a reader takes for a typo.
import { entitiesOf, isShouting } from "./entities";

const TOKEN = /[\p{L}\p{N}]+/gu;
const lettersAndDigits = (s: string) => s.replace(/[^\p{L}\p{N}]+/gu, "").toLowerCase();

/**
 * The input's capitalised names and acronyms that the output writes with other capitals, as
 * "'Manchester' → 'manchester'". `input` is one text or the fields of one input (a name, the
 * features, the audience): each field is read on its own for names, since a field typed ALL CAPS
 * says nothing about names, a name kept in ALL CAPS is not a slip (headlines shout), and a shouted
 * phrase's words ("CAT FOOD" in "CAT FOOD grain free") may take any casing. Nor is a
 * casing the input itself has somewhere ("eco" from "eco-conscious" in another field is not "Eco"
 * lowered).
 */
export function casingSlips(input: string | readonly string[], output: string): string[] {
  const fields = typeof input === "string" ? [input] : input;
  const typed = new Set(fields.flatMap((f) => f.match(TOKEN) ?? []));
  // The output's words (hyphen- or space-joined runs of up to three).
  const tokens = output.match(TOKEN) ?? [];
  const slips: string[] = [];
  for (const field of fields) {
    if (isShouting(field)) continue;
    for (const e of entitiesOf(field)) {
      if ((e.kind !== "name" && e.kind !== "place") || e.shouted || e.text === e.text.toLowerCase()) continue;
      const key = lettersAndDigits(e.text);
      for (let i = 0; i < tokens.length; i++) {
        for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
          const run = tokens.slice(i, i + n);
          if (run.join("").toLowerCase() !== key) continue;
          const same = run.join("") === e.text.replace(/[^\p{L}\p{N}]+/gu, "");
          const shouted = run.join("") === run.join("").toUpperCase();
          if (same || shouted || run.every((t) => typed.has(t))) continue;
          slips.push(`'${e.text}' → '${run.join(e.text.includes("-") ? "-" : " ")}'`);
        }
      }
    }
  }
  return [...new Set(slips)];
}
