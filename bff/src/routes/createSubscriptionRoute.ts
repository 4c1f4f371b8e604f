// POST /api/create-subscription: before billing starts a free trial, the caller's browser and
// address claim it (data/trialClaims). A claim whose trial did not start (billing refused it, did
// not answer, or the caller left) is given back.
import type { RequestHandler, Response } from "express";
import type { Identity } from "@seo/identity/signature";
import type { TrialClaims } from "../data/trialClaims";
import { TRIAL_USED } from "../data/trialClaims";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { deviceIdOf } from "../http/deviceCookie";
import type { ObservedProxy } from "../http/observedProxy";
import type { ServiceOutcome } from "../http/serviceCall";

const started = (o: ServiceOutcome) => o.kind === "answer" && o.answer.status >= 200 && o.answer.status < 300;

/** Runs after requireUser and the JSON body parser; `proxy` passes the parsed body on to billing. */
export function createSubscriptionRoute(deps: {
  claims: TrialClaims;
  secureCookies: boolean;
  proxy: ObservedProxy;
  identity(res: Response): Identity;
  /** Billing may change the caller's plan: drops the cached row once the answer is sent. */
  refreshUserAfter(res: Response): void;
}): RequestHandler {
  return async (req, res) => {
    const wantsTrial = (req.body as { trial?: unknown } | undefined)?.trial === true;
    const user = auth(res).user;
    let release: (() => Promise<void>) | null = null;
    if (wantsTrial && user) {
      const device = deviceIdOf(req, res, { secure: deps.secureCookies });
      release = await deps.claims.claim({ userId: user.id, device, ip: clientIp(req) });
      if (!release) {
        res.status(TRIAL_USED.status).json({ error: TRIAL_USED.error, code: TRIAL_USED.code });
        return;
      }
    }
    deps.refreshUserAfter(res);
    const giveBack = release;
    await deps.proxy(req, res, {
      identity: deps.identity(res),
      observe: giveBack ? async (outcome) => void (started(outcome) || (await giveBack())) : undefined,
    });
  };
}
