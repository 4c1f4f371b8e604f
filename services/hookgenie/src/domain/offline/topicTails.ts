// The clauses after a topic's main one ("..., made from oak and delivered monthly"): each a tail
// with its role (a participle, a feature, a clause) and whether it holds one of the client's facts.
import type { Entity } from "@seo/ai/quality/entities";
import type { Tail } from "./topicFacts";
import { holdsEntity, tagsOf } from "./topicWords";

const MAX_TAILS = 3;

/** No line has room for more than a few clauses: the rest are not parsed (a 500-character topic stays quick). */
export function tailsOf(rest: string[], entities: Entity[]): Tail[] {
  return rest.slice(0, MAX_TAILS).flatMap(splitTail).slice(0, MAX_TAILS).map(tailOf(entities));
}

/** "made from X and delivered monthly" → two participle clauses. */
function splitTail(clause: string): string[] {
  const tags = tagsOf(clause);
  const ws = clause.split(/\s+/);
  if (ws.length !== tags.length) return [clause];
  const out: string[] = [];
  let start = 0;
  ws.forEach((w, i) => {
    if (i > start + 1 && /^and$/i.test(w) && tags[i + 1]?.has("PastTense") && tags[start]?.has("PastTense")) {
      out.push(ws.slice(start, i).join(" "));
      start = i + 1;
    }
  });
  out.push(ws.slice(start).join(" "));
  // "so you never run out": a reason clause is the client's own, but too loose for a headline.
  return out.map((c) => c.replace(/\s+so\s+(?:you|that|your)\b.*$/i, "")).filter(Boolean);
}

const tailOf =
  (entities: Entity[]) =>
  (text: string): Tail => {
    const tags = tagsOf(text);
    const first = tags[0] ?? new Set<string>();
    const hasVerb = tags.some(
      (t, i) => i > 0 && t.has("Verb") && !t.has("Gerund") && !t.has("PastTense") && !t.has("Infinitive"),
    );
    const role: Tail["role"] =
      first.has("PastTense") || first.has("Participle")
        ? "participle"
        : !first.has("Verb") && !hasVerb && !/^(?:with|for|in|at|on|from|by)\b/i.test(text)
          ? "feature"
          : "clause";
    return { text, role, entity: holdsEntity(text, entities) };
  };
