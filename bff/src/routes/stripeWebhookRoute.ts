// POST /api/stripe/webhook: passed through byte for byte to billing, which verifies Stripe's
// signature. Anyone on the internet can call this URL, so the BFF's cached user rows are dropped
// only after billing has accepted the event (a 2xx answer), and then only the rows of the users
// billing says the event changed; a verified answer that does not say which drops them all.
import type { RequestHandler } from "express";
import type { UserCache } from "../data/userCache";
import { setUpstreamIdentity, setUpstreamOutcome, type UpstreamAnswer } from "../http/upstreamProxy";

/** The cached rows a webhook answer makes stale: none, some users', or (unknown) all. */
export function staleAfterWebhook(answer: Pick<UpstreamAnswer, "status" | "body">): number[] | "all" {
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

/** `proxy` must observe the answer (createUpstreamProxy with observeResponse) and pass the raw body. */
export function stripeWebhookRoute(deps: { proxy: RequestHandler; userCache: UserCache }): RequestHandler[] {
  return [
    (_req, res, next) => {
      setUpstreamIdentity(res, { userId: "stripe:webhook", plan: "" });
      setUpstreamOutcome(res, {
        async onAnswer(answer) {
          const stale = staleAfterWebhook(answer);
          if (stale === "all") deps.userCache.invalidateAll();
          else for (const id of stale) deps.userCache.invalidate(id);
        },
        async onNoAnswer() {
          // Billing did not answer: nothing is known to have changed.
        },
      });
      next();
    },
    deps.proxy,
  ];
}
