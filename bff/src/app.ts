// Builds the BFF: security headers, proxies (mounted before any body parser), sessions and plan
// access, the auth and account API, health, and the static front ends. server.ts only listens.
import express, { type ErrorRequestHandler } from "express";
import helmet from "helmet";
import { registry as builtInRegistry, services } from "@seo/registry/registry";
import type { AppDeps } from "./appDeps";
import { createSessionRepository } from "./data/sessions";
import { createUserRepository } from "./data/users";
import { createUserCache, invalidatingWrites } from "./data/userCache";
import { createGenerationLog } from "./data/generationLog";
import { anonymousUserId, createFreeTries } from "./data/freeTries";
import { createTrialClaims } from "./data/trialClaims";
import { trialGate } from "./routes/trialGate";
import { createLoginAttempts } from "./data/loginAttempts";
import { createRateLimit } from "./data/rateLimit";
import { accessPolicyOf, effectivePlan, gateWorkflow, refusalBody } from "./domain/planAccess";
import { cspDirectives } from "./security/contentSecurityPolicy";
import { auth, loadAuth, requireUser } from "./http/authContext";
import { clientIp } from "./http/clientIp";
import { dependencyErrorHandler } from "./http/dependencyErrors";
import { createUpstreamProxy, keepAliveAgent, setUpstreamIdentity } from "./http/upstreamProxy";
import { requestContext, requestIdOf } from "./http/requestContext";
import { jsonBody as jsonBodyParser, JSON_BODY_LIMIT } from "./http/jsonBody";
import { sameOriginStateChanges } from "./http/sameOrigin";
import { authRoutes } from "./routes/authRoutes";
import { accountRoutes } from "./routes/accountRoutes";
import { toolRoutes } from "./routes/toolRoutes";
import { healthRoutes } from "./routes/healthRoutes";
import { stripeWebhookRoute } from "./routes/stripeWebhookRoute";
import { staticRoutes } from "./routes/staticRoutes";
import { remoteAdminRoutes, remoteRoutes } from "./remotes/routes";
import { createRemoteReleases } from "./remotes/remoteReleases";
import { createRemoteStore, remoteStoreDir } from "./remotes/store";
import { remotes as registryRemotes } from "@seo/registry/registry";
import { embedRoutes } from "./embed/embedRoutes";
import { createPartnerRepository } from "./embed/partners";
import { findRepoRoot } from "./repoRoot";

export { JSON_BODY_LIMIT };
export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

export function createApp(deps: AppDeps) {
  const { config, prisma, store, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const root = deps.staticRoot ?? findRepoRoot(config.staticRoot);
  const policy = accessPolicyOf(config);
  // The tools, their services and plans: the built-in registry unless a test brings its own.
  const registry = deps.registry ?? builtInRegistry;

  const sessions = createSessionRepository(store, config.session, () => now().getTime());
  const usersInDb = createUserRepository(prisma);
  const userCache = createUserCache((id) => usersInDb.findById(id), { ttlMs: config.userCacheTtlMs });
  const users = invalidatingWrites(usersInDb, userCache);
  const generationLog = createGenerationLog(prisma, logger, { flushMs: config.generationLogFlushMs });
  const freeTries = createFreeTries(
    store,
    { perDevice: config.freeTriesPerDay, perAddress: config.freeTriesPerAddressPerDay },
    now,
  );
  const loginAttempts = createLoginAttempts(store);
  const signups = createRateLimit(store, { name: "signup", limit: config.signupsPerAddressPerHour, windowSeconds: 3600 });
  const trialClaims = createTrialClaims(store, { perAddress: config.trialsPerAddressPer30Days });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));
  // First of all: a request id, and no client-sent identity header survives to any route.
  app.use(requestContext());

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          ...cspDirectives({ remotes: config.remotes, stripe: Boolean(config.stripe.publishableKey) }),
          ...(config.production ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Same-origin by default; /remotes/* relaxes it for partner embedding.
      crossOriginResourcePolicy: { policy: "same-origin" },
      hsts: config.production,
    }),
  );

  // ---- health first: no session lookups, answers even when upstreams are down ----
  app.use("/api", healthRoutes({ prisma, store, serviceUrls: config.serviceUrls }));

  app.use("/api", sameOriginStateChanges({ allowedOrigins: config.publicOrigins, exempt: [STRIPE_WEBHOOK_PATH] }));
  app.use("/api", loadAuth(sessions, userCache));

  // ---- proxies: BEFORE any body parser, so raw bodies (Stripe signatures) stay untouched ----
  const displayNames = new Map<string, string>(
    [...registry.tools, ...registry.apps].map((e) => [e.service?.name ?? e.id, e.title]),
  );
  const agents = new Map(services(registry).map((s) => [s.name, keepAliveAgent()]));
  const proxyFor = (service: string, extra: { observeResponse?: boolean; bodyParsed?: boolean } = {}) =>
    createUpstreamProxy({
      displayName: displayNames.get(service) ?? service,
      target: serviceUrlOf(service),
      agent: agents.get(service) ?? keepAliveAgent(),
      timeoutMs: config.proxyTimeoutMs,
      identitySecret: config.identity.secret,
      logger,
      ...extra,
    });
  const serviceUrlOf = (service: string) => {
    const url = config.serviceUrls[service];
    if (!url) throw new Error(`No URL configured for service ${service} (is it in the registry the config was loaded with?)`);
    return url;
  };

  const identityOf = (req: express.Request, res: express.Response) => {
    const { user } = auth(res);
    return user
      ? { userId: String(user.id), plan: effectivePlan(user, now(), policy) ?? "" }
      : { userId: anonymousUserId(clientIp(req)), plan: "" };
  };

  // Workflow: signed-in pro, all and admin only (DESIGN.md decision 8).
  app.use(
    "/api/workflow",
    requireUser,
    (req, res, next) => {
      const refusal = gateWorkflow(auth(res).user!, now(), policy, registry);
      if (refusal) {
        res.status(refusal.status).json(refusalBody(refusal));
        return;
      }
      setUpstreamIdentity(res, identityOf(req, res));
      next();
    },
    proxyFor("workflow"),
  );

  const jsonBody = jsonBodyParser();
  // Billing: raw bodies. Subscribing needs a session (a 401 means not signed in).
  const billingProxy = proxyFor("billing");
  // Billing may change the caller's plan: the cached row is dropped once its answer is sent.
  const refreshUserAfter = (res: express.Response) => {
    const { user } = auth(res);
    if (user) res.on("finish", () => userCache.invalidate(user.id));
  };
  // Starting a subscription is read here (a trial is claimed per browser and address first), so its
  // proxy passes the parsed body and tells the route how billing answered.
  app.use(
    "/api/create-subscription",
    requireUser,
    jsonBody,
    trialGate({ claims: trialClaims, secureCookies: config.production }),
    (req, res, next) => {
      setUpstreamIdentity(res, identityOf(req, res));
      refreshUserAfter(res);
      next();
    },
    proxyFor("billing", { observeResponse: true, bodyParsed: true }),
  );
  // Billing's answer is read before it is passed on: only a verified event drops cached rows.
  app.use(STRIPE_WEBHOOK_PATH, stripeWebhookRoute({ proxy: proxyFor("billing", { observeResponse: true }), userCache }));
  app.use(
    "/api/billing",
    (req, res, next) => {
      setUpstreamIdentity(res, identityOf(req, res));
      refreshUserAfter(res);
      next();
    },
    billingProxy,
  );

  // Tools: the BFF reads the JSON body (size and JSON-safety checks), gates and meters the call and
  // proxies it; the tool's service validates the body, and its 400 refunds the reservation.
  const toolProxies = new Map(
    registry.tools.map((t) => [t.id, proxyFor(t.service.name, { observeResponse: true, bodyParsed: true })]),
  );
  app.use("/api", toolRoutes({ config, registry, users, generationLog, freeTries, now, logger, jsonBody, proxies: toolProxies }));
  // Partner embedding: /embed.js, /embed/<tool>, /api/embed/<tool>, /api/admin/partners.
  const partners = createPartnerRepository(prisma);
  app.use(embedRoutes({ config, partners, store, logger, now, jsonBody, proxies: Object.fromEntries(toolProxies), root }));

  // ---- the BFF's own API ----
  const remoteNames = registryRemotes().map((r) => r.name);
  const remoteStore = createRemoteStore(deps.remoteStoreDir ?? remoteStoreDir(process.env, config.dataDir));
  const releases = createRemoteReleases({ prisma, store: remoteStore, names: remoteNames, configured: config.remotes });
  app.use("/api/admin/remotes", remoteAdminRoutes({ releases, jsonBody }));
  app.use("/api/auth", authRoutes({ config, users, sessions, loginAttempts, signups, logger, jsonBody }));
  app.use("/api", jsonBody, accountRoutes({ config, registry, users, freeTries, now, logger }));
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });

  // ---- front ends ----
  app.use(
    remoteRoutes({
      releases,
      store: remoteStore,
      names: remoteNames,
      loadAuth: loadAuth(sessions, userCache),
      secureCookies: config.production,
      sourceMaps: !config.production,
    }),
  );
  app.use(staticRoutes({ root, remotes: config.remotes, sourceMaps: !config.production }));

  app.use(dependencyErrorHandler(logger));
  app.use(errorHandler(logger));
  // server.ts writes the queued generation history before it exits; tests flush before counting.
  app.locals.flushGenerations = () => generationLog.flush();
  return app;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}

/** Every thrown error becomes the JSON error shape; body-parser errors keep their 4xx status. */
function errorHandler(logger: AppDeps["logger"]): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const e = err as { status?: number; statusCode?: number; type?: string; message?: string };
    const status = e.status ?? e.statusCode ?? 500;
    if (res.headersSent) {
      res.end();
      return;
    }
    const requestId = requestIdOf(res);
    if (e.type === "entity.parse.failed") {
      res.status(400).json({ error: "Invalid JSON body", issues: [{ path: "(body)", message: "Malformed JSON" }] });
      return;
    }
    if (e.type === "entity.too.large") {
      res.status(413).json({ error: "Request body is too large" });
      return;
    }
    if (status >= 400 && status < 500) {
      res.status(status).json({ error: e.message ?? "Bad request" });
      return;
    }
    // The gateway's own failure: a 500 with the id that finds its log line, never a 502 blaming a service.
    logger.error("unhandled error", { requestId, url: req.originalUrl, error: e.message, stack: (err as Error).stack });
    res.status(500).json({ error: "Internal server error", requestId });
  };
}
