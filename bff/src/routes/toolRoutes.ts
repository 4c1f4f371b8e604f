// POST /api/<tool> for every tool of the registry: decide access (planAccess), reserve (Starter
// quota or a free try), proxy to the tool's service, then record the generation on success or give
// the reservation back on any other answer. The BFF does not know the tools' contracts: the service
// validates the body, and its 400 (passed through unchanged) refunds the reservation like any
// non-2xx. The BFF's own JSON checks (size, media type, depth, NUL, lone surrogates) still run first.
import { Router, type RequestHandler } from "express";
import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import type { UserRepository } from "../data/users";
import type { GenerationLog } from "../data/generationLog";
import { anonymousUserId, type FreeTries } from "../data/freeTries";
import { deviceIdOf } from "../http/deviceCookie";
import { accessPolicyOf, gateToolCall, refusalBody, REFUSALS } from "../domain/planAccess";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { setUpstreamIdentity, setUpstreamOutcome, type UpstreamAnswer } from "../http/upstreamProxy";
import type { Logger } from "../appDeps";

const isSuccess = (a: UpstreamAnswer) => a.status >= 200 && a.status < 300;

/** The answer's text when it is JSON (the generation history stores that text as it is). */
function jsonText(a: UpstreamAnswer): string | null {
  const text = a.body.toString("utf8");
  try {
    JSON.parse(text);
    return text;
  } catch {
    return null;
  }
}

export function toolRoutes(deps: {
  config: AppConfig;
  registry: Registry;
  users: UserRepository;
  generationLog: GenerationLog;
  freeTries: FreeTries;
  now: () => Date;
  logger: Logger;
  jsonBody: RequestHandler;
  /** The proxy to each tool's service, by tool id. */
  proxies: ReadonlyMap<string, RequestHandler>;
}) {
  const { users, freeTries, logger } = deps;
  const router = Router();

  for (const entry of deps.registry.tools) {
    const tool = entry.id;
    const proxy = deps.proxies.get(tool);
    if (!proxy) throw new Error(`No proxy for tool ${tool}`);
    router.post(
      `/${tool}`,
      deps.jsonBody,
      async (req, res, next) => {
        const input: unknown = req.body ?? null;
        const { user } = auth(res);
        const gate = gateToolCall(
          user,
          entry,
          deps.now(),
          deps.config.freeTriesPerDay,
          accessPolicyOf(deps.config),
          deps.registry,
        );

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
            const giveBack = await freeTries.reserve({ device, ip: clientIp(req), userId: user?.id });
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
            const outputJson = isSuccess(answer) ? jsonText(answer) : null;
            if (outputJson === null) {
              await refund();
              return;
            }
            if (user) {
              await deps.generationLog.record({ userId: user.id, toolType: tool, inputData: input, outputJson });
            }
          },
          async onNoAnswer() {
            await refund();
          },
        });
        logger.info("generation", { tool, userId, gate: gate.kind });
        next();
      },
      proxy,
    );
  }
  return router;
}
