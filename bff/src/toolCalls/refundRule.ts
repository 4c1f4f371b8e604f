// The one rule for what a tool call costs, whoever the caller (signed-in user, free try, partner
// embed, later bulk jobs and the public API): the reservation is kept, and the generation recorded,
// only when the service produced a usable result, a 2xx answer whose body is JSON. Anything else
// gives it back: no answer (service down, too slow, broken answer, caller gone), any 4xx (the
// service validates the input and refuses it) or 5xx, and a 2xx that is not JSON (nothing a user
// could use, and nothing the history could store).
import type { ServiceOutcome } from "../http/serviceCall";

/** The result as JSON text when the call produced a usable one (stored as it came), else null: refund. */
export function usableOutput(outcome: ServiceOutcome): string | null {
  if (outcome.kind !== "answer") return null;
  const { status, body } = outcome.answer;
  if (status < 200 || status >= 300) return null;
  const text = body.toString("utf8");
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}
