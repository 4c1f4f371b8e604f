// The shape every quality corpus (services/<tool>/quality/*.quality.ts) shares. `npm run
// bench:quality` calls each corpus's run() with the offline engine; `npm run eval:model` calls the
// same run(produce) with the model engine, so a corpus never calls an engine directly.

/** One answer for one request, from whichever engine. */
export type Produce<In, Out> = (input: In) => Out | Promise<Out>;

export interface QualityFailure {
  input: unknown;
  reasons: string[];
}

export interface QualityReport {
  tool: string;
  total: number;
  passed: number;
  failures: QualityFailure[];
}

/**
 * What the bench counts per tool, so a reader sees what fails. A reason that starts with
 * "<kind>: " counts under that kind (see `reason`); others are sorted by their wording.
 */
export const CHECK_KINDS = ["grammar", "entity", "casing", "repetition", "ordering"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/** A failure reason the bench counts under `kind`: "grammar: verb after 'a': 'a supports'". */
export function reason(kind: CheckKind, text: string): string {
  return `${kind}: ${text}`;
}
