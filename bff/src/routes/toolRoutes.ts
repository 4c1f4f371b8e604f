// POST /api/descripto|hookgenie|trendspy|seosnapshot: validate, decide access (planAccess), reserve
// (Starter quota or a free try), proxy to the tool's service, then record the generation on success
// or give the reservation back on failure.
import { Router, type RequestHandler } from "express";
import { TOOLS, type Tool } from "@seo/contracts/constants";
import { descriptoRequestSchema } from "@seo/descripto-contract";
import { hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { trendspyRequestSchema } from "@seo/trendspy-contract";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import type { AppConfig } from "@seo/config/env";
import type { UserRepository } from "../data/users";
import type { GenerationLog } from "../data/generationLog";
import { anonymousUserId, type FreeTries } from "../data/freeTries";
import { deviceIdOf } from "../http/deviceCookie";
import { accessPolicyOf, gateToolCall, refusalBody, REFUSALS } from "../domain/planAccess";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { parseOr400 } from "../http/validate";
import { setUpstreamIdentity, setUpstreamOutcome, type UpstreamAnswer } from "../http/upstreamProxy";
import type { Logger } from "../appDeps";

// Each tool's request schema, from the tool's own contract package.
const toolContracts = {
  descripto: { request: descriptoRequestSchema },
  hookgenie: { request: hookgenieRequestSchema },
  trendspy: { request: trendspyRequestSchema },
  seosnapshot: { request: seosnapshotRequestSchema },
} as const;

const isSuccess = (a: UpstreamAnswer) => a.status >= 200 && a.status < 300;

function parseJson(a: UpstreamAnswer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(a.body.toString("utf8")) };
  } catch {
    return { ok: false };
  }
}

export function toolRoutes(deps: {
  config: AppConfig;
  users: UserRepository;
  generationLog: GenerationLog;
  freeTries: FreeTries;
  now: () => Date;
  logger: Logger;
  jsonBody: RequestHandler;
  proxies: Record<Tool, RequestHandler>;
}) {
  const { users, freeTries, logger } = deps;
  const router = Router();

  for (const tool of TOOLS) {
    router.post(
      `/${tool}`,
      deps.jsonBody,
      async (req, res, next) => {
        const input = parseOr400(toolContracts[tool].request, req.body, res);
        if (!input) return;
        const { user } = auth(res);
        const gate = gateToolCall(user, tool, deps.now(), deps.config.freeTriesPerDay, accessPolicyOf(deps.config));

        let refund: () => Promise<void> = async () => {};
        let plan = "";
        switch (gate.kind) {
          case "refused":
            res.status(gate.refusal.status).json(refusalBody(gate.refusal));
            return;
          case "unlimited":
            plan = gate.plan;
            break;
          case "starterQuota": {
            const reservation = await users.reserveStarterGeneration(user!.id);
            if (!reservation) {
              res.status(REFUSALS.limitReached.status).json(refusalBody(REFUSALS.limitReached));
              return;
            }
            plan = "starter";
            refund = () => users.refundStarterGeneration(user!.id, reservation);
            break;
          }
          case "freeTry": {
            const device = deviceIdOf(req, res, { secure: deps.config.production });
            const giveBack = await freeTries.reserve({ device, ip: clientIp(req) });
            if (!giveBack) {
              res.status(REFUSALS.freeTriesUsed.status).json(refusalBody(REFUSALS.freeTriesUsed));
              return;
            }
            refund = giveBack;
            break;
          }
        }

        const userId = user ? String(user.id) : anonymousUserId(clientIp(req));
        setUpstreamIdentity(res, { userId, plan });
        setUpstreamOutcome(res, {
          async onAnswer(answer) {
            const json = isSuccess(answer) ? parseJson(answer) : { ok: false as const };
            if (!json.ok) {
              await refund();
              return;
            }
            if (user) {
              await deps.generationLog.record({ userId: user.id, toolType: tool, inputData: input, outputData: json.value });
            }
          },
          async onNoAnswer() {
            await refund();
          },
        });
        logger.info("generation", { tool, userId, gate: gate.kind });
        next();
      },
      deps.proxies[tool],
    );
  }
  return router;
}
