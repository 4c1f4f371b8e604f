// Independent deployment through the BFF: /remotes.json per user from the remote registry, the
// immutable versioned remote files, and the admin API with its audit trail.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createApp } from "../app";
import { silentLogger } from "../appDeps";
import { createPrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, type TestDatabase } from "@seo/db/testing/databases";
import { createStore } from "@seo/kv/store";
import { createUserWithSession, testConfig, type Backends } from "../testing/testStack";
import { main as cli } from "./cli";

jest.setTimeout(60_000);

const V1 = "0.1.0-aaaaaaaaaa";
const V2 = "0.1.0-bbbbbbbbbb";
const manifestOf = (v: string) => `/remotes/seosnapshot/${v}/mf-manifest.json`;

let backends: Backends;
let db: TestDatabase;
let storeDir: string;
let app: ReturnType<typeof createApp>;
const config = testConfig();

function publish(version: string) {
  const dir = path.join(storeDir, "seosnapshot", version);
  fs.mkdirSync(path.join(dir, "static"), { recursive: true });
  fs.writeFileSync(path.join(dir, "mf-manifest.json"), JSON.stringify({ id: "mfe_seosnapshot", version }));
  fs.writeFileSync(path.join(dir, "remoteEntry.js"), `/* ${version} */`);
  fs.writeFileSync(path.join(dir, "static", "page.0a1b2c3d.js"), "export{}");
  const file = path.join(storeDir, "seosnapshot", "versions.json");
  const list = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : [];
  fs.writeFileSync(file, JSON.stringify([...list, { version, publishedAt: new Date().toISOString() }]));
}

beforeAll(async () => {
  // Its own database (not startBackends'), so the CLI below can reach it by URL as an operator would.
  db = await createTestDatabase("pglite", "remotes");
  await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url, { maxConnections: 1 });
  backends = {
    kind: "pglite",
    url: db.url,
    prisma,
    store: await createStore(),
    close: async () => {
      await prisma.$disconnect();
      await db.drop();
    },
  };
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "bff-remote-store-"));
  publish(V1);
  app = createApp({ config, prisma: backends.prisma, store: backends.store, logger: silentLogger, remoteStoreDir: storeDir });
}, 120_000);
afterAll(async () => {
  await backends?.close();
  if (storeDir) fs.rmSync(storeDir, { recursive: true, force: true });
});

const adminSession = async () =>
  (await createUserWithSession(backends, config, { isAdmin: true, email: `admin-${Date.now()}@example.test` })).sessionId;
const remotesFor = async (sessionId?: string) => {
  const req = request(app).get("/remotes.json");
  return sessionId ? req.set("x-session-id", sessionId) : req;
};
/** Waits out the registry's 2 s row cache after a change behind the app's back (the CLI). */
const afterCache = () => new Promise((r) => setTimeout(r, 2_100));

describe("remote registry over HTTP", () => {
  it("points a remote never deployed at its latest published version, no-cache with an ETag", async () => {
    const res = await remotesFor();
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers.etag).toBeTruthy();
    expect(res.body.seosnapshot).toBe(manifestOf(V1));
    expect(res.body.descripto).toBe("/remotes/descripto/mf-manifest.json"); // nothing published: its build folder
    expect(res.body.$versions).toEqual({ seosnapshot: V1 });
    const again = await request(app)
      .get("/remotes.json")
      .set("Cookie", String(res.headers["set-cookie"]).split(";")[0]!)
      .set("If-None-Match", res.headers.etag!);
    expect(again.status).toBe(304);
  });

  it("serves a published version at an immutable path, its manifest revalidated, and nothing else", async () => {
    const chunk = await request(app).get(`/remotes/seosnapshot/${V1}/static/page.0a1b2c3d.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers["access-control-allow-origin"]).toBe("*");
    const entry = await request(app).get(`/remotes/seosnapshot/${V1}/remoteEntry.js`);
    expect(entry.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const manifest = await request(app).get(manifestOf(V1));
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.headers.etag).toBeTruthy();
    expect((await request(app).get(`/remotes/seosnapshot/${V2}/remoteEntry.js`)).status).toBe(404);
    expect((await request(app).get(`/remotes/seosnapshot/${V1}/../../../package.json`)).status).toBe(404);
  });

  it("lets only admins change releases, from the product's own origin", async () => {
    expect((await request(app).post("/api/admin/remotes/seosnapshot/deploy").send({ version: V1 })).status).toBe(401);
    const user = await createUserWithSession(backends, config);
    expect((await request(app).get("/api/admin/remotes").set("x-session-id", user.sessionId)).status).toBe(403);
    const admin = await adminSession();
    const crossSite = await request(app)
      .post("/api/admin/remotes/seosnapshot/deploy")
      .set("Cookie", `sid=${admin}`)
      .set("Origin", "https://evil.example")
      .send({ version: V1 });
    expect(crossSite.status).toBe(403);
  });

  it("refuses bad input naming the field, and versions that are not published", async () => {
    const admin = await adminSession();
    const bad = await request(app)
      .post("/api/admin/remotes/seosnapshot/deploy")
      .set("x-session-id", admin)
      .send({ version: "v2!" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("version");
    const pct = await request(app)
      .post("/api/admin/remotes/seosnapshot/deploy")
      .set("x-session-id", admin)
      .send({ version: V1, canaryPercent: 0 });
    expect(pct.status).toBe(400);
    expect(pct.body.issues[0].path).toBe("canaryPercent");
    const missing = await request(app)
      .post("/api/admin/remotes/seosnapshot/deploy")
      .set("x-session-id", admin)
      .send({ version: V2 });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/not published/);
    expect(missing.body.error).toContain("npm run publish:remote -- seosnapshot");
    expect(
      (await request(app).post("/api/admin/remotes/nope/deploy").set("x-session-id", admin).send({ version: V1 })).status,
    ).toBe(404);
  });

  it("deploys, splits a canary by user, rolls back, and records who did each", async () => {
    const admin = await adminSession();
    const post = (url: string, body?: object) =>
      request(app)
        .post(url)
        .set("x-session-id", admin)
        .send(body ?? {});
    expect((await post("/api/admin/remotes/seosnapshot/deploy", { version: V1 })).status).toBe(200);
    publish(V2);
    // Published, not deployed: nobody gets it yet.
    expect((await remotesFor()).body.seosnapshot).toBe(manifestOf(V1));

    const canary = await post("/api/admin/remotes/seosnapshot/deploy", { version: V2, canaryPercent: 50 });
    expect(canary.status).toBe(200);
    expect(canary.body.release).toMatchObject({ pinnedVersion: V1, canaryVersion: V2, canaryPercent: 50 });
    const users = await Promise.all(Array.from({ length: 16 }, () => createUserWithSession(backends, config)));
    const seen = await Promise.all(users.map(async (u) => (await remotesFor(u.sessionId)).body));
    const onCanary = seen.filter((b) => b.seosnapshot === manifestOf(V2));
    expect(onCanary.length).toBeGreaterThan(0);
    expect(onCanary.length).toBeLessThan(16);
    expect(onCanary.every((b) => b.$fallbacks.seosnapshot === manifestOf(V1))).toBe(true);
    // The same user gets the same answer every time.
    expect((await remotesFor(users[0]!.sessionId)).body.seosnapshot).toBe(seen[0]!.seosnapshot);

    await post("/api/admin/remotes/seosnapshot/deploy", { version: V2 });
    const everyone = (await remotesFor()).body;
    expect(everyone.seosnapshot).toBe(manifestOf(V2));
    expect(everyone.$fallbacks.seosnapshot).toBe(manifestOf(V1));

    const back = await post("/api/admin/remotes/seosnapshot/rollback");
    expect(back.status).toBe(200);
    expect((await remotesFor()).body.seosnapshot).toBe(manifestOf(V1));

    const history = await request(app).get("/api/admin/remotes/seosnapshot/history").set("x-session-id", admin);
    expect(history.body.events.map((e: { action: string }) => e.action)).toEqual(["rollback", "deploy", "canary", "deploy"]);
    expect(history.body.events[0]).toMatchObject({ version: V1, previousVersion: V2 });
    expect(history.body.events.every((e: { actor: string }) => /^admin-\d+@example\.test$/.test(e.actor))).toBe(true);
  });

  it("deploys and rolls back from the CLI, recording the operator, and the running BFF follows", async () => {
    const env = { ...process.env, NODE_ENV: "test", REMOTES_DIR: storeDir, DATABASE_URL: db.url };
    jest.spyOn(console, "log").mockImplementation(() => {});
    expect(await cli(["deploy", "seosnapshot", V2, "--by", "ops@example.test"], env)).toBe(0);
    await afterCache();
    expect((await remotesFor()).body.seosnapshot).toBe(manifestOf(V2));
    expect(await cli(["rollback", "seosnapshot", "--by", "ops@example.test"], env)).toBe(0);
    await afterCache();
    expect((await remotesFor()).body.seosnapshot).toBe(manifestOf(V1));
    const rows = await backends.prisma.remoteReleaseEvent.findMany({
      where: { actor: "ops@example.test" },
      orderBy: { id: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual(["deploy", "rollback"]);
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(await cli(["deploy", "seosnapshot", "9.9.9-0000000000", "--by", "ops@example.test"], env)).toBe(1);
  });
});
