// Before billing starts a free trial: the caller's browser and address claim it (data/trialClaims).
// A claim whose trial did not start (billing refused it, or did not answer) is given back.
import type { RequestHandler } from "express";
import type { TrialClaims } from "../data/trialClaims";
import { TRIAL_USED } from "../data/trialClaims";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { deviceIdOf } from "../http/deviceCookie";
import { setUpstreamOutcome } from "../http/upstreamProxy";

export function trialGate(deps: { claims: TrialClaims; secureCookies: boolean }): RequestHandler {
  return async (req, res, next) => {
    const wantsTrial = (req.body as { trial?: unknown } | undefined)?.trial === true;
    const user = auth(res).user;
    if (!wantsTrial || !user) return next();
    const device = deviceIdOf(req, res, { secure: deps.secureCookies });
    const release = await deps.claims.claim({ userId: user.id, device, ip: clientIp(req) });
    if (!release) {
      res.status(TRIAL_USED.status).json({ error: TRIAL_USED.error, code: TRIAL_USED.code });
      return;
    }
    setUpstreamOutcome(res, {
      async onAnswer(answer) {
        if (answer.status < 200 || answer.status >= 300) await release();
      },
      onNoAnswer: release,
    });
    next();
  };
}
