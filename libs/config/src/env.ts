import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_PLAN_PRICES } from "@seo/contracts/plans";
import { LOG_LEVELS, type LogLevel } from "@seo/log/levels";
import { registry as builtInRegistry, type Registry } from "@seo/registry/registry";
import {
  EMBEDDED_DB_PORT,
  remoteNames,
  remoteUrlVariable,
  servicePorts,
  serviceUrlVariable,
  type RemoteName,
  type ServiceName,
} from "./ports";

/**
 * Without IDENTITY_SECRET a process signs and verifies with a random secret of its own: nothing
 * forgeable ships in the code. `npm start` generates one per start and hands it to every process;
 * a service started alone is then reachable by nobody, which is the safe failure.
 */
const processIdentitySecret = randomBytes(32).toString("hex");

const bool = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : !["0", "false", "off", "no"].includes(v.toLowerCase())));
const int = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: "custom", message: "must be a non-negative integer" });
        return z.NEVER;
      }
      return n;
    });
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.string().optional().default("development"),
  PORT: int(8080),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  REDIS_COMMAND_TIMEOUT_MS: int(1_000),
  SHUTDOWN_DELAY_MS: optionalString,
  SHUTDOWN_GRACE_MS: int(10_000),
  DATA_DIR: z.string().optional().default(".data"),
  EMBEDDED_DB_PORT: int(EMBEDDED_DB_PORT),
  IDENTITY_SECRET: optionalString,
  IDENTITY_MAX_AGE_SECONDS: int(30),
  SERVICE_HOST: z.string().optional().default("127.0.0.1"),
  ADMIN_EMAIL: z.string().optional().default("admin@example.com"),
  SESSION_IDLE_TTL_SECONDS: int(60 * 60 * 24 * 7),
  SESSION_ABSOLUTE_TTL_SECONDS: int(60 * 60 * 24 * 30),
  FREE_TRIES_PER_DAY: int(3),
  FREE_TRIES_PER_ADDRESS_PER_DAY: int(10),
  SIGNUPS_PER_ADDRESS_PER_HOUR: int(10),
  TRIALS_PER_ADDRESS_PER_30_DAYS: int(3),
  EMBED_CALLS_PER_ADDRESS_PER_DAY: int(50),
  PUBLIC_ORIGINS: optionalString,
  PROXY_TIMEOUT_MS: int(30_000),
  USER_CACHE_TTL_MS: int(5_000),
  GENERATION_LOG_FLUSH_MS: int(250),
  GENERATION_LOG_MAX_QUEUED: int(50_000),
  DISK_FREE_MIN_MB: int(64),
  BULK_CONCURRENCY: int(4),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString,
  OPENAI_MODEL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: int(20_000),
  OPENAI_MAX_RETRIES: int(1),
  AI_FALLBACK: bool(true),
  // A keyword-data provider (DataForSEO): without a login and password, keyword tools show estimates.
  DATAFORSEO_LOGIN: optionalString,
  DATAFORSEO_PASSWORD: optionalString,
  /** The provider's API root (a local fake in tests); https://api.dataforseo.com when unset. */
  DATAFORSEO_BASE_URL: optionalString,
  DATAFORSEO_TIMEOUT_MS: int(15_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_BASE: optionalString,
  STRIPE_PRICE_STARTER: optionalString,
  STRIPE_PRICE_PRO: optionalString,
  STRIPE_PRICE_SINGLE: optionalString,
  STRIPE_PRICE_ALL: optionalString,
  PAST_DUE_GRACE_DAYS: int(3),
  APP_URL: optionalString,
  BILLING_TEST_CLOCK: bool(true),
  SINGLE_PRICE: int(DEFAULT_PLAN_PRICES.single),
  ALL_PRICE: int(DEFAULT_PLAN_PRICES.all),
  SEED_DEMO_ACCOUNTS: bool(true),
  ALLOW_TEST_BILLING_IN_PRODUCTION: bool(false),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  KV_PREFIX: z.string().optional().default(""),
  // The shared remote store (docs/operating/remote-store.md): S3-compatible storage when a bucket is named.
  REMOTES_S3_BUCKET: optionalString,
  REMOTES_S3_PREFIX: z.string().optional().default("remotes/"),
  REMOTES_S3_ENDPOINT: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]/i.test(v), "must be an http(s) URL"),
  REMOTES_S3_REGION: z
    .string()
    .optional()
    .transform((v) => v?.trim() || "us-east-1"),
  REMOTES_S3_FORCE_PATH_STYLE: bool(false),
  REMOTES_CDN_URL: optionalString.refine((v) => v === undefined || /^https?:\/\/[^/]/i.test(v), "must be an http(s) URL"),
  STATIC_ROOT: optionalString,
  TRUST_PROXY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  /** Bearer token for GET /metrics from other machines; without it only loopback callers are answered. */
  METRICS_TOKEN: optionalString,
});

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * LOG_LEVEL, as every process reads it (libs/log's loggers): "info" unless set; under jest
 * (NODE_ENV=test) "silent" unless set, so test output stays readable.
 */
export function logLevelOf(env: { NODE_ENV?: string; LOG_LEVEL?: string } = process.env): LogLevel {
  const parsed = envSchema.shape.LOG_LEVEL.safeParse(env.LOG_LEVEL || undefined);
  if (!parsed.success) throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  return parsed.data ?? (env.NODE_ENV === "test" ? "silent" : "info");
}

/**
 * The product's public URL, APP_URL (default http://localhost:$PORT), without a trailing slash. Every
 * absolute URL the product hands out is built on it: the request's Host and X-Forwarded-* headers
 * are the client's to choose, so they never name the product.
 */
function appUrlOf(value: string | undefined, port: number): string {
  if (value === undefined) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !["http:", "https:"].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error("Invalid configuration: APP_URL must be an http(s) URL such as https://app.example.com");
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

type ValidEnv = z.infer<typeof envSchema>;

/** SMTP_URL: smtp://user:pass@host:587 or smtps://user:pass@host:465. The URL is never echoed (it holds a password). */
function smtpUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || !url.hostname || (url.pathname !== "" && url.pathname !== "/")) {
    throw new Error(
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465",
    );
  }
  return value;
}

const MAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const NAMED_MAIL_ADDRESS = /^(?:"[^"\\]*"|[^<>"\\,;:]*?)\s*<([^<>]*)>$/;

/** MAIL_FROM: one sender, "Name <address>" or a bare address, on one line (it becomes the From header). */
function mailFromOf(value: string): string {
  const from = value.trim();
  const address = NAMED_MAIL_ADDRESS.exec(from)?.[1] ?? from;
  if (/[\r\n\0]/.test(from) || !MAIL_ADDRESS.test(address)) {
    throw new Error('Invalid configuration: MAIL_FROM must be one address such as "RankForge <no-reply@example.com>"');
  }
  return from;
}

/**
 * Outgoing e-mail: over SMTP_URL when set; otherwise into the dev mailbox under DATA_DIR (shown at
 * /dev/mailbox), which the mailer refuses in production.
 */
function mailConfig(e: ValidEnv) {
  return {
    smtpUrl: smtpUrlOf(e.SMTP_URL),
    from: mailFromOf(e.MAIL_FROM ?? "RankForge <no-reply@localhost>"),
    mailboxDir: path.resolve(e.DATA_DIR, "mailbox"),
  };
}

/** The environment parsed by its schema; production must set IDENTITY_SECRET (at least 32 characters). */
function validatedEnv(env: NodeJS.ProcessEnv): ValidEnv {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.IDENTITY_SECRET) {
    throw new Error("Invalid configuration: IDENTITY_SECRET must be set in production");
  }
  if (production && e.IDENTITY_SECRET !== undefined && e.IDENTITY_SECRET.length < 32) {
    throw new Error("Invalid configuration: IDENTITY_SECRET must be at least 32 characters");
  }
  return e;
}

/**
 * OPENAI_BASE_URL: any OpenAI-compatible server's API root (https://api.openai.com/v1, Ollama's
 * http://localhost:11434/v1, a llama.cpp or vLLM server's /v1). Never echoed: it may carry a token.
 */
function modelBaseUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !["http:", "https:"].includes(url.protocol) || !url.hostname) {
    throw new Error(
      "Invalid configuration: OPENAI_BASE_URL must be an http(s) URL such as http://localhost:11434/v1 (Ollama) or https://api.openai.com/v1",
    );
  }
  return value.replace(/\/+$/, "");
}

/**
 * The model engine: on when OPENAI_API_KEY or OPENAI_BASE_URL is set (a local server such as
 * Ollama, llama.cpp or vLLM needs no key); the offline engines otherwise.
 */
function openaiConfig(e: ValidEnv) {
  const baseURL = modelBaseUrlOf(e.OPENAI_BASE_URL);
  return {
    enabled: Boolean(e.OPENAI_API_KEY || baseURL),
    apiKey: e.OPENAI_API_KEY,
    baseURL,
    model: e.OPENAI_MODEL,
    timeoutMs: e.OPENAI_TIMEOUT_MS,
    maxRetries: e.OPENAI_MAX_RETRIES,
    fallback: e.AI_FALLBACK,
  };
}

/** Stripe (when STRIPE_SECRET_KEY is set) and the billing rules around it. */
function paymentsConfig(e: ValidEnv, production: boolean, appUrl: string) {
  return {
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      apiBase: e.STRIPE_API_BASE,
      prices: {
        starter: e.STRIPE_PRICE_STARTER,
        pro: e.STRIPE_PRICE_PRO,
        single: e.STRIPE_PRICE_SINGLE,
        all: e.STRIPE_PRICE_ALL,
      },
      amounts: { ...DEFAULT_PLAN_PRICES, single: e.SINGLE_PRICE, all: e.ALL_PRICE },
    },
    billing: {
      /** Test mode: no Stripe secret key; a simulated processor drives the same state machine. */
      testMode: !e.STRIPE_SECRET_KEY,
      /** Production refuses test mode (plans for test card numbers) unless a staging site asks for it. */
      allowTestModeInProduction: e.ALLOW_TEST_BILLING_IN_PRODUCTION,
      /** How long a past_due subscription keeps access. */
      pastDueGraceDays: e.PAST_DUE_GRACE_DAYS,
      /** The test clock (advance time for renewals, failures, trial ends): test mode, never production. */
      testClock: !production && !e.STRIPE_SECRET_KEY && e.BILLING_TEST_CLOCK,
      /** Public URL of the product (Stripe's portal returns there). */
      appUrl,
    },
  };
}

/** Every service and remote of the registry, each overridable by its environment variable. */
function registryAddresses(env: NodeJS.ProcessEnv, registry: Registry) {
  const ports = servicePorts(registry);
  const serviceUrls: Record<ServiceName, string> = Object.fromEntries(
    Object.entries(ports).map(([name, port]) => [name, env[serviceUrlVariable(name)] || `http://127.0.0.1:${port}`]),
  );
  /** Runtime remote manifest: remote name to its mf-manifest.json URL (served at /remotes.json). */
  const remotes: Record<RemoteName, string> = Object.fromEntries(
    remoteNames(registry).map((name) => [name, env[remoteUrlVariable(name)] || `/remotes/${name}/mf-manifest.json`]),
  );
  return {
    serviceUrls,
    servicePort: (name: ServiceName) => Number(env[`${name.toUpperCase()}_PORT`] || ports[name]),
    remotes,
  };
}

/** Per-address limits against abuse: free tries, sign-ups, trials. */
function abuseLimits(e: ValidEnv) {
  return {
    freeTriesPerDay: e.FREE_TRIES_PER_DAY,
    /** Ceiling of free tries per client address and day, whatever devices or accounts it uses. */
    freeTriesPerAddressPerDay: Math.max(e.FREE_TRIES_PER_ADDRESS_PER_DAY, e.FREE_TRIES_PER_DAY),
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
    /** Free trials started from one client address in 30 days (one per browser in any case). */
    trialsPerAddressPer30Days: e.TRIALS_PER_ADDRESS_PER_30_DAYS,
  };
}

/** Keyword data (DataForSEO, HTTP Basic): used when both the login and the password are set. */
function keywordDataConfig(e: ValidEnv) {
  return {
    login: e.DATAFORSEO_LOGIN,
    password: e.DATAFORSEO_PASSWORD,
    baseURL: (e.DATAFORSEO_BASE_URL || "https://api.dataforseo.com").replace(/\/+$/, ""),
    timeoutMs: e.DATAFORSEO_TIMEOUT_MS,
  };
}

/** Where published remotes live: S3-compatible storage when REMOTES_S3_BUCKET is set, else a local folder. */
function remoteStoreConfig(e: ValidEnv) {
  return {
    s3: e.REMOTES_S3_BUCKET
      ? {
          bucket: e.REMOTES_S3_BUCKET,
          prefix: e.REMOTES_S3_PREFIX,
          endpoint: e.REMOTES_S3_ENDPOINT,
          region: e.REMOTES_S3_REGION,
          forcePathStyle: e.REMOTES_S3_FORCE_PATH_STYLE,
        }
      : undefined,
    cdnUrl: e.REMOTES_CDN_URL,
  };
}

/**
 * Reads and validates the environment once. Everything has a safe default for the embedded
 * default; production must set IDENTITY_SECRET (at least 32 characters).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, registry: Registry = builtInRegistry) {
  const e = validatedEnv(env);
  const production = e.NODE_ENV === "production";

  const appUrl = appUrlOf(e.APP_URL, e.PORT);

  return {
    nodeEnv: e.NODE_ENV,
    production,
    port: e.PORT,
    /** The product's public URL (APP_URL): the only base of the absolute URLs it sends. */
    appUrl,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    /** Longest wait for one Redis answer; a Redis that stops answering then fails fast (503). */
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    shutdown: shutdownConfig(e.SHUTDOWN_DELAY_MS, e.SHUTDOWN_GRACE_MS, production),
    dataDir: e.DATA_DIR,
    /** Loopback port of the embedded database server, used when DATABASE_URL is unset. */
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    identity: { secret: e.IDENTITY_SECRET ?? processIdentitySecret, maxAgeSeconds: e.IDENTITY_MAX_AGE_SECONDS },
    /** Where a service listens: loopback unless told otherwise (e.g. 0.0.0.0 in a container). */
    serviceHost: e.SERVICE_HOST,
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    session: { idleTtlSeconds: e.SESSION_IDLE_TTL_SECONDS, absoluteTtlSeconds: e.SESSION_ABSOLUTE_TTL_SECONDS },
    ...abuseLimits(e),
    /**
     * Origins allowed to make cookie-authenticated state changes besides the request's own
     * (e.g. "https://app.example.com" behind a proxy that rewrites Host).
     */
    publicOrigins: (e.PUBLIC_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
    /** How long the BFF trusts its in-memory copy of a user row (0: read it on every request). */
    userCacheTtlMs: e.USER_CACHE_TTL_MS,
    /** Generation history is written in batches this often (0: before the answer is sent). */
    generationLogFlushMs: e.GENERATION_LOG_FLUSH_MS,
    /** History rows held while the database cannot take them; past it the newest are dropped (counted). */
    generationLogMaxQueued: e.GENERATION_LOG_MAX_QUEUED,
    /** Below this much free space in DATA_DIR, /api/health says the disk is full. */
    diskFreeMinMb: e.DISK_FREE_MIN_MB,
    /** Bulk runs: rows of one run generated at the same time (BULK_CONCURRENCY, at least 1). */
    bulk: { concurrency: Math.max(1, e.BULK_CONCURRENCY) },
    ...registryAddresses(env, registry),
    openai: openaiConfig(e),
    keywordData: keywordDataConfig(e),
    mail: mailConfig(e),
    ...paymentsConfig(e, production, appUrl),
    seedDemoAccounts: !production && e.SEED_DEMO_ACCOUNTS,
    /** Partner embedding: tool calls per partner key and client address per UTC day (besides each partner's own limits). */
    embed: { callsPerAddressPerDay: e.EMBED_CALLS_PER_ADDRESS_PER_DAY },
    logLevel: logLevelOf(env),
    /** Prefix of every key-value store key, for deployments or test instances sharing one Redis. */
    kvPrefix: e.KV_PREFIX,
    remoteStore: remoteStoreConfig(e),
    /** Directory holding shell/dist and mfe-*\/dist; unset: the repository root. */
    staticRoot: e.STATIC_ROOT,
    /**
     * Express "trust proxy" for client IPs (free tries, login throttling): unset trusts no proxy;
     * e.g. "1" behind one load balancer, or "loopback, 10.0.0.0/8".
     */
    trustProxy: e.TRUST_PROXY,
    /** METRICS_TOKEN: lets a scraper on another machine read /metrics (Authorization: Bearer). */
    metricsToken: e.METRICS_TOKEN,
  };
}

/**
 * On SIGTERM a process first reports unready and keeps serving for `delayMs` (load balancers and
 * Kubernetes take a few seconds to stop sending it new requests), then stops accepting connections
 * and lets requests under way finish for at most `graceMs`. The pause defaults to 5 s in production
 * and to none elsewhere (nothing routes around a process on a developer's machine).
 */
export function shutdownConfig(delay: string | undefined, graceMs: number, production: boolean) {
  const delayMs = delay === undefined || delay === "" ? (production ? 5_000 : 0) : Number(delay);
  if (!Number.isInteger(delayMs) || delayMs < 0)
    throw new Error(`SHUTDOWN_DELAY_MS must be a whole number of ms, got "${delay}"`);
  return { delayMs, graceMs };
}
