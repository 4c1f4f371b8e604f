// Builds the BFF: security headers, proxies (mounted before any body parser), sessions and plan
// access, the auth and account API, health, and the static front ends. server.ts only listens.
import express, { type ErrorRequestHandler } from "express";
import helmet from "helmet";
import { registry as builtInRegistry, type Registry } from "@seo/registry/registry";
import type { AppDeps } from "./appDeps";
import { createSessionRepository } from "./data/sessions";
import { createUserRepository } from "./data/users";
import { createUserCache, invalidatingWrites } from "./data/userCache";
import { createGenerationLog } from "./data/generationLog";
import { createFreeTries } from "./data/freeTries";
import { createTrialClaims } from "./data/trialClaims";
import { createLoginAttempts } from "./data/loginAttempts";
import { createRateLimit } from "./data/rateLimit";
import { cspDirectives } from "./security/contentSecurityPolicy";
import { loadAuth } from "./http/authContext";
import { jsonBody as jsonBodyParser, jsonBodyReader, JSON_BODY_LIMIT } from "./http/jsonBody";
import { dependencyErrorHandler } from "./http/dependencyErrors";
import { createDiskSpaceCheck } from "./http/diskSpace";
import { refuseWritesWhenDiskFull } from "./http/diskGuard";
import { requestContext, requestIdOf } from "./http/requestContext";
import { metricsRoute, requestMetrics } from "./http/metricsRoutes";
import { observeGenerationHistory } from "./http/metrics";
import { sameOriginStateChanges } from "./http/sameOrigin";
import { authRoutes } from "./routes/authRoutes";
import { accountRoutes } from "./routes/accountRoutes";
import { healthRoutes } from "./routes/healthRoutes";
import { serviceRoutes, STRIPE_WEBHOOK_PATH } from "./routes/serviceRoutes";
import { staticRoutes } from "./routes/staticRoutes";
import { devMailboxRoutes } from "./routes/devMailboxRoutes";
import { remoteAdminRoutes, remoteRoutes } from "./remotes/routes";
import { createRemoteReleases } from "./remotes/remoteReleases";
import { configuredRemoteStore } from "./remotes/configuredStore";
import { remotes as registryRemotes } from "@seo/registry/registry";
import { createPartnerRepository } from "./embed/partners";
import { findRepoRoot } from "./repoRoot";
import { createAccountTokens } from "./data/accountTokens";
import { createAccountMail } from "./account/accountMail";
import { emailAuthRoutes, UNSUBSCRIBE_PATH } from "./routes/emailAuthRoutes";
import { accountSettingsRoutes } from "./routes/accountSettingsRoutes";
import { billingCloser } from "./account/billingCloser";
import { createBulkRuns } from "./bulk/bulkRuns";
import { createHistoryRepository } from "./history/historyRepository";
import { historyRoutes } from "./history/historyRoutes";
import { accessPolicyOf } from "./domain/planAccess";
import { modelAdminRoutes } from "./admin/modelAdminRoutes";

export { JSON_BODY_LIMIT, STRIPE_WEBHOOK_PATH };

export function createApp(deps: AppDeps) {
  const { config, prisma, store, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const root = deps.staticRoot ?? findRepoRoot(config.staticRoot);
  // The tools, their services and plans: the built-in registry unless a test brings its own.
  const registry = deps.registry ?? builtInRegistry;

  const { sessions, tokens, mail, users, userCache, generationLog, freeTries, trialClaims } = accountStores(deps, now);
  const app = appWithRequestBasics(config, deps.jobs);

  // ---- health first: no session lookups, answers even when upstreams are down ----
  const disk = createDiskSpaceCheck({ dir: config.dataDir, minFreeMb: config.diskFreeMinMb });
  app.use("/api", healthRoutes({ prisma, store, serviceUrls: config.serviceUrls, accepting: deps.accepting, disk }));
  // A (nearly) full disk: writes are refused with 507 before they start; reads go on.
  app.use("/api", refuseWritesWhenDiskFull(disk, logger));

  // Exempt: Stripe's signed webhook, and one-click unsubscribe (RFC 8058: mail providers POST it
  // from their servers; the link's token is the authority, and it can only switch product mail off).
  app.use(
    "/api",
    sameOriginStateChanges({ allowedOrigins: config.publicOrigins, exempt: [STRIPE_WEBHOOK_PATH, UNSUBSCRIBE_PATH] }),
  );
  app.use("/api", loadAuth(sessions, userCache));

  // ---- services: BEFORE any body parser, so raw bodies (Stripe signatures) stay untouched ----
  const jsonBody = jsonBodyParser();
  const partners = createPartnerRepository(prisma);
  app.use(
    serviceRoutes({
      ...{ config, registry, now, logger, users, userCache, generationLog, freeTries, trialClaims, partners, store, root },
      ...{ jsonBody, readJsonBody: jsonBodyReader() },
    }),
  );

  // ---- the BFF's own API ----
  const remoteNames = registryRemotes().map((r) => r.name);
  const remoteStore = deps.remoteStore ?? configuredRemoteStore(config, process.env, deps.remoteStoreDir);
  const releases = createRemoteReleases({ prisma, store: remoteStore, names: remoteNames, configured: config.remotes });
  app.use("/api/admin/remotes", remoteAdminRoutes({ releases, jsonBody }));
  app.use(modelAdminRoutes({ config, registry, logger, jsonBody }));
  mountAccountApis(app, { ...deps, registry, now, jsonBody, sessions, tokens, mail, users, userCache });
  // Bulk runs: CSV uploads read by their own routes (text/csv, 1 MB); the worker is started by server.ts.
  const bulk = createBulkRuns({ config, prisma, registry, now, logger, generationLog, jobs: deps.jobs, jsonBody });
  app.use("/api/bulk", bulk.routes);
  app.use(
    "/api/history",
    historyRoutes({ history: createHistoryRepository(prisma), registry, policy: accessPolicyOf(config), now, jsonBody }),
  );
  app.use("/api", jsonBody, accountRoutes({ config, registry, users, freeTries, now, logger }));
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: "Not found" });
  });
  // Outside production without SMTP_URL: the e-mails the product sent, with their links.
  app.use(devMailboxRoutes(config));

  // ---- front ends ----
  mountFrontEnds(app, {
    config,
    root,
    releases,
    store: remoteStore,
    names: remoteNames,
    loadAuth: loadAuth(sessions, userCache),
  });

  app.use(dependencyErrorHandler(logger));
  app.use(errorHandler(logger));
  // server.ts writes the queued generation history before it exits; tests flush before counting.
  app.locals.flushGenerations = () => generationLog.flush();
  observeGenerationHistory(() => generationLog.stats().queued);
  // server.ts (and tests) start the bulk worker once the job queue is up: it recovers unfinished runs.
  app.locals.startBulkWorker = () => bulk.startWorker();
  return app;
}

/** The app with what every request gets first: its id and metrics, the proxy setting, the security headers. */
function appWithRequestBasics(config: AppDeps["config"], jobs: AppDeps["jobs"]) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.trustProxy));
  // First of all: a request id, and no client-sent identity header survives to any route.
  app.use(requestContext());
  // Every request counted and timed by route; GET /metrics for this machine or METRICS_TOKEN, before sessions.
  app.use(requestMetrics());
  app.get("/metrics", metricsRoute({ token: config.metricsToken, jobs }));

  app.use(securityHeaders(config));
  return app;
}

/** The stores and repositories behind accounts and tool calls, on the app's database and KV store. */
function accountStores(deps: AppDeps, now: () => Date) {
  const { config, prisma, store, logger } = deps;
  const sessions = createSessionRepository(store, config.session, () => now().getTime(), prisma);
  const tokens = createAccountTokens(prisma, now);
  const mail = createAccountMail({ prisma, tokens, queue: deps.jobs, appUrl: config.appUrl, logger });
  const usersInDb = createUserRepository(prisma);
  const userCache = createUserCache((id) => usersInDb.findById(id), {
    ttlMs: config.userCacheTtlMs,
    broadcast: deps.userBroadcast,
    onBroadcastError: (err) => logger.warn("user change not broadcast to other replicas", { error: err.message }),
  });
  const users = invalidatingWrites(usersInDb, userCache);
  const generationLog = createGenerationLog(prisma, logger, {
    flushMs: config.generationLogFlushMs,
    maxQueued: config.generationLogMaxQueued,
  });
  const freeTries = createFreeTries(
    store,
    { perDevice: config.freeTriesPerDay, perAddress: config.freeTriesPerAddressPerDay },
    now,
  );
  const trialClaims = createTrialClaims(store, { perAddress: config.trialsPerAddressPer30Days });

  return { sessions, tokens, mail, users, userCache, generationLog, freeTries, trialClaims };
}

/** Sign-in and sign-up, the e-mail links, and the signed-in person's own account settings. */
function mountAccountApis(
  app: express.Express,
  parts: AppDeps &
    Pick<ReturnType<typeof accountStores>, "sessions" | "tokens" | "mail" | "users" | "userCache"> & {
      registry: Registry;
      now: () => Date;
      jsonBody: express.RequestHandler;
    },
) {
  const { config, prisma, store, logger, registry, now, jsonBody, sessions, tokens, mail, users, userCache } = parts;
  const loginAttempts = createLoginAttempts(store);
  const signups = createRateLimit(store, { name: "signup", limit: config.signupsPerAddressPerHour, windowSeconds: 3600 });
  app.use("/api/auth", authRoutes({ config, users, sessions, loginAttempts, signups, mail, logger, jsonBody }));
  const cookie = { secure: config.production, maxAgeSeconds: config.session.absoluteTtlSeconds };
  const hourly = (name: string, limit: number) => createRateLimit(store, { name, limit, windowSeconds: 3600 });
  app.use(
    "/api",
    emailAuthRoutes({
      ...{ prisma, users, userCache, sessions, tokens, mail, cookie, now, logger, jsonBody },
      limits: {
        resendPerUser: hourly("verify-resend", 3),
        forgotPerAddress: hourly("forgot-ip", 10),
        forgotPerEmail: hourly("forgot-email", 3),
      },
    }),
  );
  app.use(
    "/api/account",
    accountSettingsRoutes({
      ...{ prisma, userCache, sessions, tokens, mail, cookie, now, logger, jsonBody },
      passwordTries: createRateLimit(store, { name: "password-check", limit: 10, windowSeconds: 900 }),
      emailChanges: hourly("email-change", 5),
      closeBilling: billingCloser(config, registry, logger),
    }),
  );
}

/** The shell's static files and the published remotes (each user's pinned version). */
function mountFrontEnds(
  app: express.Express,
  o: Pick<Parameters<typeof remoteRoutes>[0], "releases" | "store" | "names" | "loadAuth"> & {
    config: AppDeps["config"];
    root: string;
  },
) {
  const { config } = o;
  app.use(
    remoteRoutes({
      ...{ releases: o.releases, store: o.store, names: o.names, loadAuth: o.loadAuth },
      secureCookies: config.production,
      sourceMaps: !config.production,
    }),
  );
  app.use(staticRoutes({ root: o.root, remotes: config.remotes, sourceMaps: !config.production }));
}

/** helmet's headers with the product's CSP (its remotes' origins, Stripe when configured). */
function securityHeaders(config: AppDeps["config"]) {
  return helmet({
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
  });
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
