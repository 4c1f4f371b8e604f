// Every route that reaches a service, mounted before any app-wide body parser (raw bodies such as
// Stripe's signed webhook stay untouched): the workflow (streamed), billing (streamed; starting a
// subscription and webhooks observed), the tools and the partner embed (one tool-call use case).
import express, { type Request, type Response } from "express";
import type { AppConfig } from "@seo/config/env";
import { services, type Registry, type ToolEntry } from "@seo/registry/registry";
import type { Identity } from "@seo/identity/signature";
import type { KvStore } from "@seo/kv/store";
import type { Logger } from "../appDeps";
import type { FreeTries } from "../data/freeTries";
import { anonymousUserId } from "../data/freeTries";
import type { GenerationLog } from "../data/generationLog";
import type { TrialClaims } from "../data/trialClaims";
import type { UserCache } from "../data/userCache";
import type { UserRepository } from "../data/users";
import { accessPolicyOf, effectivePlan, gateWorkflow, refusalBody } from "../domain/planAccess";
import type { PartnerRepository } from "../embed/partners";
import { embedRoutes } from "../embed/embedRoutes";
import { auth, requireUser, requireVerifiedEmail } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import type { ReadJsonBody } from "../http/jsonBody";
import { recordRefusal } from "../http/metrics";
import { createObservedProxy } from "../http/observedProxy";
import { createStreamingProxy } from "../http/streamingProxy";
import { keepAliveAgent, type ServiceTarget } from "../http/upstreamRequest";
import { createSubscriptionRoute } from "./createSubscriptionRoute";
import { stripeWebhookRoute } from "./stripeWebhookRoute";
import { toolRoutes } from "./toolRoutes";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export interface ServiceRoutesDeps {
  config: AppConfig;
  registry: Registry;
  now: () => Date;
  logger: Logger;
  users: UserRepository;
  userCache: UserCache;
  generationLog: GenerationLog;
  freeTries: FreeTries;
  trialClaims: TrialClaims;
  partners: PartnerRepository;
  store: KvStore;
  jsonBody: express.RequestHandler;
  readJsonBody: ReadJsonBody;
  /** Repository root holding embed-shell/dist. */
  root: string;
}

/** How the BFF reaches each service of the registry, by service name. */
export function serviceTargets(config: AppConfig, registry: Registry, logger: Logger) {
  const displayNames = new Map<string, string>(
    [...registry.tools, ...registry.apps].map((e) => [e.service?.name ?? e.id, e.title]),
  );
  const targets = new Map<string, ServiceTarget>();
  const names = [...services(registry).map((s) => s.name), "workflow", "billing"];
  for (const name of new Set(names)) {
    const url = config.serviceUrls[name];
    if (!url) throw new Error(`No URL configured for service ${name} (is it in the registry the config was loaded with?)`);
    targets.set(name, {
      name,
      displayName: displayNames.get(name) ?? name,
      url,
      agent: keepAliveAgent(),
      timeoutMs: config.proxyTimeoutMs,
      identitySecret: config.identity.secret,
      logger,
    });
  }
  return (name: string): ServiceTarget => {
    const target = targets.get(name);
    if (!target) throw new Error(`No service ${name}`);
    return target;
  };
}

export function serviceRoutes(deps: ServiceRoutesDeps) {
  const { config, now } = deps;
  const policy = accessPolicyOf(config);
  const targetOf = serviceTargets(config, deps.registry, deps.logger);
  const router = express.Router();

  const identityOf = (req: Request, res: Response): Identity => {
    const { user } = auth(res);
    return user
      ? { userId: String(user.id), plan: effectivePlan(user, now(), policy) ?? "" }
      : { userId: anonymousUserId(clientIp(req)), plan: "" };
  };

  // Workflow: signed-in pro, all and admin only.
  router.use(
    "/api/workflow",
    requireUser,
    (_req, res, next) => {
      const refusal = gateWorkflow(auth(res).user!, now(), policy, deps.registry);
      if (refusal) {
        const body = refusalBody(refusal);
        recordRefusal("workflow", { status: refusal.status, body });
        return void res.status(refusal.status).json(body);
      }
      next();
    },
    createStreamingProxy(targetOf("workflow"), identityOf),
  );

  // Billing may change the caller's plan: the cached row is dropped once its answer is sent.
  const refreshUserAfter = (res: Response) => {
    const { user } = auth(res);
    if (user) res.on("finish", () => deps.userCache.invalidate(user.id));
  };
  // Starting a subscription is read here (a trial is claimed per browser and address first).
  router.use(
    "/api/create-subscription",
    requireUser,
    requireVerifiedEmail,
    deps.jsonBody,
    createSubscriptionRoute({
      claims: deps.trialClaims,
      secureCookies: config.production,
      proxy: createObservedProxy(targetOf("billing"), { bodyParsed: true }),
      identity: (res) => identityOf(res.req, res),
      refreshUserAfter,
    }),
  );
  // Billing's answer is read before it is passed on: only a verified event drops cached rows.
  router.use(
    STRIPE_WEBHOOK_PATH,
    stripeWebhookRoute({ proxy: createObservedProxy(targetOf("billing"), { bodyParsed: false }), userCache: deps.userCache }),
  );
  const billing = createStreamingProxy(targetOf("billing"), identityOf);
  // Buying needs a confirmed address, like the trial.
  router.post("/api/billing/change-plan", requireVerifiedEmail);
  router.use("/api/billing", (req, res, next) => {
    refreshUserAfter(res);
    return billing(req, res, next);
  });

  // Tools, signed in and embedded: the BFF reads the JSON body (size and JSON-safety checks), the
  // use case gates, meters, calls and records or refunds; the tool's service validates the body.
  const serviceOf = (tool: ToolEntry) => targetOf(tool.service.name);
  const toolIds = new Set(deps.registry.tools.map((t) => t.id));
  router.use("/api", toolRoutes({ ...deps, serviceOf }));
  router.use(embedRoutes({ ...deps, serviceOf, hasService: (id) => toolIds.has(id) }));
  return router;
}
