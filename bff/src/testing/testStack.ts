// Integration-test plumbing: a throwaway database (embedded PGlite always; PostgreSQL when
// DATABASE_URL is set), a store (in-process; Redis when REDIS_URL is set, namespaced per run), the
// real Koa services on random ports, and the BFF listening on a random port.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { loadConfig, type AppConfig } from "@seo/config/env";
import { registry, type Registry } from "@seo/registry/registry";
import { serviceUrlVariable } from "@seo/config/ports";
import { createPrismaClient, type PrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, type TestDatabaseKind } from "@seo/db/testing/databases";
import { createStore, prefixedKvStore } from "@seo/kv/store";
import { sha256Hex, verifyRequest } from "@seo/identity/signature";
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { createApp } from "../app";
import { silentLogger } from "../appDeps";
import type { KvStore } from "@seo/kv/store";
import { createSessionRepository } from "../data/sessions";
import { hashPassword } from "../security/passwords";

export const TEST_SECRET = "bff-test-identity-secret";
export const TEST_PASSWORD = "correct-horse";

export interface Backends {
  kind: TestDatabaseKind;
  /** The test database's connection string (for operator commands run against it). */
  url: string;
  prisma: PrismaClient;
  store: KvStore;
  close(): Promise<void>;
}

/** The backends to run against here: the embedded default always, PostgreSQL + Redis when configured. */
export function backendKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL && process.env.REDIS_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function startBackends(kind: TestDatabaseKind): Promise<Backends> {
  const db = await createTestDatabase(kind, "bff");
  await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url, { maxConnections: kind === "pglite" ? 1 : 10 });
  const rawStore = kind === "postgres" ? await createStore(process.env.REDIS_URL) : await createStore();
  const store: KvStore = prefixedKvStore(rawStore, `test:bff:${randomBytes(6).toString("hex")}:`);
  return {
    kind,
    url: db.url,
    prisma,
    store,
    async close() {
      await prisma.$disconnect();
      await (rawStore as { close?: () => Promise<unknown> }).close?.();
      await db.drop();
    },
  };
}

export const listen = (server: http.Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

export const closeServer = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });

/** A loopback port nothing listens on: bound, then closed. */
export async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A loopback URL where nothing listens (a dead upstream). */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await closedPort()}`;
}

export function testConfig(env: Record<string, string> = {}, registry?: Registry): AppConfig {
  return loadConfig(
    {
      NODE_ENV: "test",
      IDENTITY_SECRET: TEST_SECRET,
      FREE_TRIES_PER_DAY: "3",
      // Integration tests write rows behind the BFF's back; userCache.test.ts covers the cache.
      USER_CACHE_TTL_MS: "0",
      // Every test client shares 127.0.0.1; the per-address ceiling has tests of its own.
      FREE_TRIES_PER_ADDRESS_PER_DAY: "10000",
      SIGNUPS_PER_ADDRESS_PER_HOUR: "10000",
      PROXY_TIMEOUT_MS: "1500",
      ...env,
    },
    registry,
  );
}

/** Starts the real Koa apps of services/* that the BFF proxies to; returns their URLs as env. */
export async function startRealServices(backends: Backends) {
  const config = testConfig();
  const servers: http.Server[] = [];
  // These services are not warmed up as startService does in the product: a tool's first answer loads
  // its language layer's dictionaries (about a second, more on a busy machine), so a BFF in front of
  // them waits longer than the stack's 1.5 s (a test may still set its own).
  const env: Record<string, string> = { PROXY_TIMEOUT_MS: "10000" };
  for (const { service } of registry.tools) {
    const mod = (await import(`../../../${service.dir}/src/app`)) as {
      createApp(c: AppConfig): { callback(): http.RequestListener };
    };
    const server = http.createServer(mod.createApp(config).callback());
    env[serviceUrlVariable(service.name)] = await listen(server);
    servers.push(server);
  }
  const workflow = (await import("../../../services/workflow/src/app")) as {
    createApp(c: AppConfig, p: PrismaClient): { callback(): http.RequestListener };
  };
  const wf = http.createServer(workflow.createApp(config, backends.prisma).callback());
  env.WORKFLOW_SERVICE_URL = await listen(wf);
  servers.push(wf);
  return { env, close: () => Promise.all(servers.map(closeServer)).then(() => undefined) };
}

/**
 * How the scripted upstream answers: "ok" a JSON result; "fail" a 500; "slow" the result after
 * `slowMs`; "invalid" the 400 a service gives bad input; "notJson" a 200 that is not JSON; "empty" a
 * 204; "hangUp" drops the connection without answering.
 */
export type ScriptedMode = "ok" | "fail" | "slow" | "invalid" | "notJson" | "empty" | "hangUp";

/**
 * A scriptable upstream for the failure paths: verifies the signed identity like a real service,
 * records what it received, and answers per `mode`.
 */
export async function startScriptedUpstream() {
  const state = {
    mode: "ok" as ScriptedMode,
    slowMs: 3_000,
    received: [] as { url: string; headers: http.IncomingHttpHeaders; body: string }[],
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const body = raw.toString("utf8");
      state.received.push({ url: req.url ?? "", headers: req.headers, body });
      const h = (name: string) => String(req.headers[name] ?? "");
      const valid =
        sha256Hex(raw) === h(IDENTITY_HEADERS.bodyHash) &&
        verifyRequest(
          {
            userId: h(IDENTITY_HEADERS.userId),
            plan: h(IDENTITY_HEADERS.plan),
            timestamp: Number(h(IDENTITY_HEADERS.timestamp)),
            signature: h(IDENTITY_HEADERS.signature),
            requestId: h(REQUEST_ID_HEADER),
            method: req.method ?? "",
            path: req.url ?? "",
            bodySha256: h(IDENTITY_HEADERS.bodyHash),
          },
          TEST_SECRET,
        ).ok;
      const send = (status: number, payload: object) => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(payload));
      };
      if (!valid) return send(401, { error: "Missing or invalid service identity" });
      if (state.mode === "fail") return send(500, { error: "engine exploded" });
      if (state.mode === "invalid")
        return send(400, { error: "Invalid input", issues: [{ path: "title", message: "Required" }] });
      if (state.mode === "hangUp") return void req.socket.destroy();
      if (state.mode === "empty") return void res.writeHead(204).end();
      if (state.mode === "notJson") {
        res.writeHead(200, { "content-type": "text/html" });
        return void res.end("<h1>Welcome to nginx</h1>");
      }
      if (state.mode === "slow") {
        setTimeout(() => send(200, { result: "late", suggestions: [] }), state.slowMs).unref();
        return;
      }
      send(200, { result: "scripted result", suggestions: ["s"], tips: [], keywordData: [], insights: [] });
    });
  });
  const url = await listen(server);
  return { url, state, close: () => closeServer(server) };
}

export async function startBff(
  backends: Backends,
  env: Record<string, string>,
  extra: { now?: () => Date; registry?: Registry } = {},
) {
  const config = testConfig(env, extra.registry);
  // No published remotes (not the developer's DATA_DIR/remotes): bff/src/remotes tests bring their own.
  const remoteStoreDir = path.join(os.tmpdir(), "bff-test-empty-remote-store");
  const app = createApp({
    config,
    prisma: backends.prisma,
    store: backends.store,
    logger: silentLogger,
    remoteStoreDir,
    ...extra,
  });
  const server = http.createServer(app);
  const url = await listen(server);
  /** Writes the queued generation history (it is batched off the request path). */
  const flush = () => (app.locals.flushGenerations as () => Promise<void>)();
  return { app, server, url, config, flush, close: () => closeServer(server) };
}

let userCounter = 0;
let cachedHash: Promise<string> | undefined;

/** A user row with the given plan fields, and a live session for it. */
export async function createUserWithSession(
  backends: Backends,
  config: AppConfig,
  fields: {
    subscriptionType?: string | null;
    subscriptionStatus?: string | null;
    selectedTool?: string | null;
    isAdmin?: boolean;
    trialStartDate?: Date | null;
    email?: string;
    /** Confirmed address (default true: most tests are about something else). */
    emailVerified?: boolean;
  } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const email = fields.email ?? `user${++userCounter}-${randomBytes(3).toString("hex")}@example.test`;
  const user = await backends.prisma.user.create({
    data: {
      email,
      password: await cachedHash,
      firstName: "Test",
      lastName: "User",
      subscriptionType: fields.subscriptionType ?? null,
      subscriptionStatus: fields.subscriptionStatus ?? (fields.subscriptionType ? "active" : null),
      selectedTool: fields.selectedTool ?? null,
      isAdmin: fields.isAdmin ?? false,
      trialStartDate: fields.trialStartDate ?? null,
      emailVerifiedAt: fields.emailVerified === false ? null : new Date(),
    },
  });
  const sessionId = await createSessionRepository(backends.store, config.session, Date.now, backends.prisma).create(user.id);
  return { user, sessionId, email };
}
