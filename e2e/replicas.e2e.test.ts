// Two BFF replicas behind one product (docs/operating/remote-store.md): they share one PostgreSQL
// database, one Redis (a key prefix of their own) and one S3-compatible remote store (s3rver here).
// A remote version published once into the bucket and deployed through either replica is what both
// answer in /remotes.json and serve, byte for byte; and a plan change or an admin grant made through
// one replica is seen by the other within a second (Redis pub/sub), not after its user cache's TTL.
//
// Needs `npm run build -w @seo/bff` (bff/dist/server.cjs), PostgreSQL on 127.0.0.1:5432 (user
// postgres, trust) and Redis on 127.0.0.1:6379. The tool services do not run: billing is a small
// stand-in that changes the plan row as billing does (then the BFF drops the caller's cached row).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Client as PgClient } from "pg";
import { createClient as createRedisClient } from "redis";
import { main as adminCli } from "../bff/src/cli/adminCli";
import { startLocalS3, type LocalS3 } from "../bff/src/remotes/testing/s3rver";
import { freePortBlock } from "../scripts/ports.cjs";

jest.setTimeout(180_000);

const root = path.resolve(__dirname, "..");
const SERVER = path.join(root, "bff/dist/server.cjs");
const PG_SERVER = process.env.REPLICAS_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const REMOTE = "seosnapshot";

interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
}

let s3: LocalS3;
let work: string;
let dbName: string;
let dbUrl: string;
let kvPrefix: string;
let billing: http.Server;
/** What the billing stand-in does to the database on the next call (as billing's webhook handler would). */
let billingChange: ((db: PgClient) => Promise<void>) | null = null;
const replicas: Replica[] = [];

async function pg<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const client = new PgClient({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A remote's build as the bundler writes it (the real one needs the whole front-end build). */
function fakeDist(label: string): string {
  const dir = path.join(work, label);
  mkdirSync(path.join(dir, "static"), { recursive: true });
  writeFileSync(path.join(dir, "mf-manifest.json"), JSON.stringify({ id: `mfe_${REMOTE}`, name: `mfe_${REMOTE}`, label }));
  writeFileSync(path.join(dir, "remoteEntry.js"), `/* ${label} */ var mfe_${REMOTE};`);
  writeFileSync(path.join(dir, "static", "page.5e1f2a3b.js"), `export const label = ${JSON.stringify(label)};`);
  return dir;
}

/** Publishes into the bucket with the operator's script and its environment (REMOTES_S3_*). */
function publish(dist: string): Promise<{ version: string; ms: number; out: string }> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ["scripts/remote-store.mjs", "publish-dist", REMOTE, dist],
      { cwd: root, encoding: "utf8", env: { ...process.env, ...s3.env() } },
      (err, out, stderr) => {
        if (err) return reject(new Error(`publish failed: ${stderr}`));
        const m = /published: seosnapshot (\S+) in .* \((\d+) ms\)/.exec(out);
        if (!m) return reject(new Error(`unexpected publish output: ${out}`));
        resolve({ version: m[1]!, ms: Number(m[2]), out });
      },
    ),
  );
}

async function startReplica(name: string, port: number, billingUrl: string, identitySecret: string): Promise<Replica> {
  const dataDir = path.join(work, `data-${name}`);
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      REDIS_URL,
      KV_PREFIX: kvPrefix,
      IDENTITY_SECRET: identitySecret,
      BILLING_SERVICE_URL: billingUrl,
      // Far longer than the 1 s the test allows: only the broadcast can make the other replica see a change.
      USER_CACHE_TTL_MS: "60000",
      ...s3.env(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica ${name} did not start:\n${output}`)), 90_000);
    child.stdout!.on("data", () => {
      if (output.includes("bff listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`replica ${name} exited with ${code}:\n${output}`));
    });
  });
  const replica = { name, url: `http://127.0.0.1:${port}`, child, output: () => output };
  replicas.push(replica);
  return replica;
}

async function stopReplica(r: Replica) {
  if (r.child.exitCode !== null) return;
  const exited = new Promise((resolve) => r.child.once("exit", resolve));
  r.child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  if (r.child.exitCode === null) r.child.kill("SIGKILL");
}

async function login(r: Replica, email: string): Promise<string> {
  const res = await fetch(`${r.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "demo-password" }),
  });
  const body = (await res.json()) as { sessionId?: string };
  if (!body.sessionId) throw new Error(`login of ${email} on ${r.name} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.sessionId;
}

const call = (r: Replica, sessionId: string, method: string, url: string, body?: unknown) =>
  fetch(`${r.url}${url}`, {
    method,
    headers: { "x-session-id": sessionId, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/**
 * Polls until `check` holds; returns when the first check that held was sent, after the start (a
 * change is visible from then on). Throws when that is later than `ms`.
 */
async function within(ms: number, check: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const sentAt = Date.now() - started;
    if (sentAt > ms) throw new Error(`${what}: not within ${ms} ms`);
    if (await check()) return sentAt;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The plan the replica reports for this session (GET /api/user/subscription, from its user cache). */
const planOn = async (r: Replica, sessionId: string) =>
  ((await (await call(r, sessionId, "GET", "/api/user/subscription")).json()) as { plan: string | null }).plan;

const remotesJson = async (r: Replica) =>
  (await (await fetch(`${r.url}/remotes.json`, { headers: { cookie: "did=AAAAAAAAAAAAAAAAAAAAAA" } })).json()) as {
    $versions: Record<string, string>;
    [name: string]: unknown;
  };

beforeAll(async () => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build -w @seo/bff first`);
  work = mkdtempSync(path.join(os.tmpdir(), "replicas-e2e-"));
  s3 = await startLocalS3("replicas-e2e");
  dbName = `seo_replicas_${process.pid}_${randomBytes(3).toString("hex")}`;
  await pg(PG_SERVER, (c) => c.query(`CREATE DATABASE ${dbName}`));
  const u = new URL(PG_SERVER);
  u.pathname = `/${dbName}`;
  dbUrl = u.toString();
  kvPrefix = `seo-replicas-e2e:${randomBytes(6).toString("hex")}:`;

  billing = http.createServer((req, res) => {
    req.resume();
    req.on("end", async () => {
      const change = billingChange;
      billingChange = null;
      try {
        if (change) await pg(dbUrl, change);
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: true }));
      } catch (err) {
        res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: String(err) }));
      }
    });
  });
  await new Promise<void>((r) => billing.listen(0, "127.0.0.1", () => r()));
  const billingUrl = `http://127.0.0.1:${(billing.address() as { port: number }).port}`;

  const port = await freePortBlock(2);
  const secret = randomBytes(32).toString("hex");
  // One after the other: the first applies the migrations and seeds the demo accounts.
  await startReplica("A", port, billingUrl, secret);
  await startReplica("B", port + 1, billingUrl, secret);
}, 240_000);

afterAll(async () => {
  await Promise.all(replicas.map(stopReplica));
  billing?.closeAllConnections();
  await new Promise((r) => billing?.close(r));
  await s3?.close();
  if (dbName) await pg(PG_SERVER, (c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)).catch(() => {});
  const redis = createRedisClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${kvPrefix}*`, COUNT: 500 })) if (keys.length) await redis.unlink(keys);
  await redis.quit();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("two BFF replicas", () => {
  let adminSession: string;

  it("sees an admin grant made through A on B within 1 s", async () => {
    const [a, b] = replicas as [Replica, Replica];
    adminSession = await login(a, "admin@example.com");
    // B reads (and caches) the account before the grant: not an admin yet.
    expect((await call(b, adminSession, "GET", "/api/admin/remotes")).status).toBe(403);
    expect(await planOn(b, adminSession)).toBeNull();
    const granted = await call(a, adminSession, "POST", "/api/admin/grant-access");
    expect(granted.status).toBe(200);
    const ms = await within(1_000, async () => (await planOn(b, adminSession)) === "admin", "B sees the admin grant");
    console.log(`admin grant through A visible on B after ${ms} ms`);
    expect((await call(b, adminSession, "GET", "/api/admin/remotes")).status).toBe(200);
  });

  it("serves the same published versions from the shared bucket, deployed through either replica", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const dist1 = fakeDist("first");
    const v1 = await publish(dist1);
    console.log(`published ${v1.version} into s3rver in ${v1.ms} ms`);

    // Deploy through A; B answers with it (its registry cache is 2 s) and serves its files.
    const deployA = await call(a, adminSession, "POST", `/api/admin/remotes/${REMOTE}/deploy`, { version: v1.version });
    expect(deployA.status).toBe(200);
    const seenMs = await within(5_000, async () => (await remotesJson(b)).$versions[REMOTE] === v1.version, "B's /remotes.json");
    console.log(`B's /remotes.json named the version deployed through A after ${seenMs} ms`);
    expect((await remotesJson(b))[REMOTE]).toBe(`/remotes/${REMOTE}/${v1.version}/mf-manifest.json`);
    for (const file of ["remoteEntry.js", "static/page.5e1f2a3b.js", "mf-manifest.json"]) {
      const started = Date.now();
      const fromB = await fetch(`${b.url}/remotes/${REMOTE}/${v1.version}/${file}`);
      const servedMs = Date.now() - started;
      expect(fromB.status).toBe(200);
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect(bytes.equals(readFileSync(path.join(dist1, file)))).toBe(true);
      const fromA = Buffer.from(await (await fetch(`${a.url}/remotes/${REMOTE}/${v1.version}/${file}`)).arrayBuffer());
      expect(fromA.equals(bytes)).toBe(true);
      expect(fromB.headers.get("cache-control")).toBe(
        file === "mf-manifest.json" ? "no-cache" : "public, max-age=31536000, immutable",
      );
      expect(fromB.headers.get("access-control-allow-origin")).toBe("*");
      console.log(`B served ${file} from s3rver in ${servedMs} ms`);
    }
    expect((await fetch(`${b.url}/remotes/${REMOTE}/0.1.0-ffffffffff/remoteEntry.js`)).status).toBe(404);

    // A version not in the bucket is refused by either replica.
    const refused = await call(b, adminSession, "POST", `/api/admin/remotes/${REMOTE}/deploy`, { version: "0.1.0-ffffffffff" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/not published/);

    // Deploy a second version through B; A follows.
    const v2 = await publish(fakeDist("second"));
    const deployB = await call(b, adminSession, "POST", `/api/admin/remotes/${REMOTE}/deploy`, { version: v2.version });
    expect(deployB.status).toBe(200);
    await within(5_000, async () => (await remotesJson(a)).$versions[REMOTE] === v2.version, "A's /remotes.json");
    const doc = await remotesJson(a);
    expect(doc.$fallbacks).toEqual({ [REMOTE]: `/remotes/${REMOTE}/${v1.version}/mf-manifest.json` });
    expect((await fetch(`${a.url}/remotes/${REMOTE}/${v2.version}/remoteEntry.js`)).status).toBe(200);
  });

  it("ends sessions on B at once when the user signs out everywhere else through A", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const here = await login(a, "starter@example.com");
    const elsewhere = await login(b, "starter@example.com");
    expect((await call(b, elsewhere, "GET", "/api/user/subscription")).status).toBe(200);
    const ended = await call(a, here, "POST", "/api/account/sessions/sign-out-others");
    expect(ended.status).toBe(200);
    // Sessions live in the shared Redis, not in a replica's memory: the very next request is refused.
    expect((await call(b, elsewhere, "GET", "/api/user/subscription")).status).toBe(401);
    expect((await call(b, here, "GET", "/api/user/subscription")).status).toBe(200);
  });

  it("refuses a plan-gated call on B within 1 s of a downgrade through A", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const pro = await login(a, "pro@example.com");
    // Pro may use the workflow: B lets the call through (to a workflow service that does not run here).
    const before = await call(b, pro, "GET", "/api/workflow/projects");
    expect(before.status).not.toBe(403);
    expect(before.status).not.toBe(402);

    // The downgrade goes through A to billing, which writes the plan row; A then drops its cached row
    // and tells every replica.
    billingChange = async (db) => {
      await db.query(`UPDATE users SET "subscriptionType" = 'starter' WHERE email = 'pro@example.com'`);
    };
    // Listening on the replicas' channel, to time the message itself.
    const listener = createRedisClient({ url: REDIS_URL });
    await listener.connect();
    let heardAt = 0;
    await listener.subscribe(`${kvPrefix}broadcast:users`, () => (heardAt ||= Date.now()));
    try {
      const sentAt = Date.now();
      const changed = await call(a, pro, "POST", "/api/billing/change-plan", { plan: "starter" });
      expect(changed.status).toBe(200);
      const answeredAt = Date.now();
      const ms = await within(
        1_000,
        async () => (await call(b, pro, "GET", "/api/workflow/projects")).status === 403,
        "B refuses the downgraded user",
      );
      const refusedAt = Date.now();
      console.log(
        `downgrade through A: answered after ${answeredAt - sentAt} ms, the change on Redis after ${heardAt - sentAt} ms; ` +
          `B's first call sent ${ms} ms after A's answer was refused (${refusedAt - answeredAt} ms after A's answer)`,
      );
      expect(heardAt).toBeGreaterThan(0);
    } finally {
      await listener.quit();
    }
  });
  it("sees an operator's revoke (npm run admin, straight to the database) on both replicas within 1 s", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const session = await login(a, "admin@example.com");
    expect(await planOn(a, session)).toBe("admin");
    expect(await planOn(b, session)).toBe("admin");
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    try {
      const code = await adminCli(["revoke", "admin@example.com"], {
        ...process.env,
        NODE_ENV: "development",
        DATABASE_URL: dbUrl,
        REDIS_URL,
        KV_PREFIX: kvPrefix,
      });
      expect(code).toBe(0);
      expect(log).toHaveBeenCalledWith("The running product sees the change at once.");
    } finally {
      log.mockRestore();
    }
    const ms = await within(
      1_000,
      async () => (await planOn(a, session)) !== "admin" && (await planOn(b, session)) !== "admin",
      "both replicas see the revoke",
    );
    console.log(`operator's revoke seen by both replicas after ${ms} ms`);
    expect((await call(b, session, "GET", "/api/admin/remotes")).status).toBe(403);
  });
});
