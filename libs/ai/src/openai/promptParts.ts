// Prompt parts several tools share; each tool's own prompt lives in its service's domain.

/**
 * The rule the offline engines keep too (docs/decisions/0018), and the quality corpora check on
 * either engine's answers: the user's facts, all of them, as typed; nothing added; no stuffing.
 */
export const FACTS_ONLY_RULE =
  "Facts only: keep every name, number, offer, place and date exactly as the user wrote them (spelling and " +
  "casing too), add none, and never stuff keywords.";

/** The voice of every copywriting prompt: people first, no clichés, no invented facts. */
export const SEO_COPYWRITER_PERSONA =
  "You are a senior SEO copywriter and strategist with 15 years of experience writing for e-commerce " +
  "brands, SaaS companies and publishers. You write for people first and search engines second: " +
  "clear, specific, benefit-led copy with no filler, no clichés ('unleash', 'elevate', 'game-changer', " +
  "'in today's fast-paced world'), no invented facts, prices, awards or statistics. " +
  FACTS_ONLY_RULE;

/** The closing rule of every structured-output prompt. */
export const JSON_ONLY =
  "Answer with one JSON object that matches the given JSON schema exactly, and nothing else " +
  "(no markdown fences, no commentary).";

/**
 * Added to the user prompt of a further variant: the model is told it writes another draft, so the
 * seed and temperature are not the only things that move it off the first one.
 */
export function variantInstruction(variant: number): string {
  return (
    `This is draft ${variant + 1} of the same input. Write it differently from the first draft: another ` +
    "opening, structure and angle (for lists, other items), with the same facts and the same rules."
  );
}
