// /remotes.json through a database outage: answered from the last registry this process read (with
// X-Remotes-Stale: 1), so tool pages keep loading for everyone; 503 only when nothing was ever read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import type { PrismaClient } from "@seo/db/client";
import { silentLogger } from "@seo/log/logger";
import { dependencyErrorHandler } from "../http/dependencyErrors";
import { createRemoteReleases } from "./remoteReleases";
import { remoteRoutes } from "./routes";
import { createRemoteStore } from "./store";

const V1 = "0.1.0-aaaaaaaaaa";
const V2 = "0.1.0-bbbbbbbbbb";
let dir: string;

function publish(version: string) {
  const d = path.join(dir, "seosnapshot", version);
  fs.mkdirSync(d, { recursive: true });
  fs.writeFileSync(path.join(d, "mf-manifest.json"), JSON.stringify({ version }));
  const file = path.join(dir, "seosnapshot", "versions.json");
  const list = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : [];
  fs.writeFileSync(file, JSON.stringify([...list, { version, publishedAt: new Date().toISOString() }]));
}

/** What the pg adapter throws when PostgreSQL refuses connections. */
const connectionRefused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect" });

function appWith(findMany: () => Promise<object[]>) {
  const prisma = { remoteRelease: { findMany } } as unknown as PrismaClient;
  const store = createRemoteStore(dir);
  const names = ["seosnapshot"];
  const releases = createRemoteReleases({ prisma, store, names, cacheMs: 0 });
  const a = express();
  a.use(remoteRoutes({ releases, store, names, loadAuth: (_q, _s, n) => n(), secureCookies: false }));
  a.use(dependencyErrorHandler(silentLogger));
  return a;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-registry-"));
  publish(V1);
  publish(V2);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("answers from the last registry read while the database is down, marked stale, then fresh again", async () => {
  let down = false;
  const deployed = { name: "seosnapshot", pinnedVersion: V1, canaryVersion: null, canaryPercent: 0, lastGoodVersion: null };
  const app = appWith(async () => {
    if (down) throw connectionRefused();
    return [{ ...deployed, updatedBy: "ops", updatedAt: new Date() }];
  });
  const fresh = await request(app).get("/remotes.json");
  expect(fresh.status).toBe(200);
  expect(fresh.headers["x-remotes-stale"]).toBeUndefined();
  expect(fresh.body.seosnapshot).toBe(`/remotes/seosnapshot/${V1}/mf-manifest.json`);

  down = true;
  const stale = await request(app).get("/remotes.json");
  expect(stale.status).toBe(200);
  expect(stale.headers["x-remotes-stale"]).toBe("1");
  expect(stale.body).toEqual(fresh.body);
  // The pinned version (V1), not the newest published (V2): the registry is what was read.
  expect((await request(app).get(`/remotes/seosnapshot/${V1}/mf-manifest.json`)).status).toBe(200);

  down = false;
  deployed.pinnedVersion = V2;
  await new Promise((r) => setTimeout(r, 1_050)); // a failed read is retried after a second
  const back = await request(app).get("/remotes.json");
  expect(back.headers["x-remotes-stale"]).toBeUndefined();
  expect(back.body.seosnapshot).toBe(`/remotes/seosnapshot/${V2}/mf-manifest.json`);
});

it("answers 503 when the database was never read", async () => {
  const app = appWith(async () => {
    throw connectionRefused();
  });
  const res = await request(app).get("/remotes.json");
  expect(res.status).toBe(503);
  expect(res.headers["retry-after"]).toBeTruthy();
});
