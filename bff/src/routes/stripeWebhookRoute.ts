// POST /api/stripe/webhook: passed through byte for byte to billing, which verifies Stripe's
// signature. Anyone on the internet can call this URL, so the BFF's cached user rows are dropped
// only after billing has accepted the event (a 2xx answer), and then only the rows of the users
// billing says the event changed; a verified answer that does not say which drops them all.
import type { RequestHandler } from "express";
import type { UserCache } from "../data/userCache";
import type { ObservedProxy } from "../http/observedProxy";
import type { ServiceAnswer } from "../http/serviceCall";

/** The cached rows a webhook answer makes stale: none, some users', or (unknown) all. */
export function staleAfterWebhook(answer: Pick<ServiceAnswer, "status" | "body">): number[] | "all" {
  if (answer.status < 200 || answer.status >= 300) return [];
  try {
    const body = JSON.parse(answer.body.toString("utf8")) as { userIds?: unknown };
    const ids = body.userIds;
    if (Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && (id as number) > 0)) return ids as number[];
  } catch {
    /* a verified answer without a readable list: fall through */
  }
  return "all";
}

/** `proxy` passes the raw body on byte for byte (billing checks Stripe's signature over it). */
export function stripeWebhookRoute(deps: { proxy: ObservedProxy; userCache: UserCache }): RequestHandler {
  return (req, res) =>
    deps.proxy(req, res, {
      identity: { userId: "stripe:webhook", plan: "" },
      async observe(outcome) {
        // Billing did not answer: nothing is known to have changed.
        if (outcome.kind !== "answer") return;
        const stale = staleAfterWebhook(outcome.answer);
        if (stale === "all") deps.userCache.invalidateAll();
        else for (const id of stale) deps.userCache.invalidate(id);
      },
    });
}
