// The versioned remote files and /remotes.json over HTTP, without a database (remote registry rows
// come from a stub; routes.test.ts runs the whole BFF on a real one).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import type { PrismaClient } from "@seo/db/client";
import { createRemoteReleases } from "./remoteReleases";
import { remoteRoutes } from "./routes";
import { createRemoteStore } from "./store";

const V1 = "0.1.0-aaaaaaaaaa";
const V2 = "0.1.0-bbbbbbbbbb";
let dir: string;
let rows: object[] = [];

function publish(version: string) {
  const d = path.join(dir, "seosnapshot", version);
  fs.mkdirSync(path.join(d, "static"), { recursive: true });
  fs.writeFileSync(path.join(d, "mf-manifest.json"), JSON.stringify({ version }));
  fs.writeFileSync(path.join(d, "remoteEntry.js"), `/* ${version} */`);
  fs.writeFileSync(path.join(d, "static", "page.0a1b2c3d.js"), "export{}");
  const file = path.join(dir, "seosnapshot", "versions.json");
  const list = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : [];
  fs.writeFileSync(file, JSON.stringify([...list, { version, publishedAt: new Date().toISOString() }]));
}

function app() {
  const prisma = { remoteRelease: { findMany: async () => rows } } as unknown as PrismaClient;
  const store = createRemoteStore(dir);
  const names = ["descripto", "seosnapshot"];
  const releases = createRemoteReleases({
    prisma,
    store,
    names,
    cacheMs: 0,
    configured: { descripto: "https://cdn.example/d/mf-manifest.json" },
  });
  const a = express();
  a.use(remoteRoutes({ releases, store, names, loadAuth: (_q, _s, n) => n(), secureCookies: false }));
  a.use((_q, res) => res.status(418).send("fell through"));
  return a;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "remote-serving-"));
  rows = [];
  publish(V1);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("answers /remotes.json no-cache with an ETag (304 when unchanged), following the latest build until a deploy", async () => {
  const first = await request(app()).get("/remotes.json");
  expect(first.headers["cache-control"]).toBe("no-cache");
  expect(first.body).toEqual({
    descripto: "https://cdn.example/d/mf-manifest.json",
    seosnapshot: `/remotes/seosnapshot/${V1}/mf-manifest.json`,
    $versions: { seosnapshot: V1 },
    $fallbacks: {},
  });
  const did = String(first.headers["set-cookie"]).split(";")[0]!;
  expect(did).toMatch(/^did=/);
  const again = await request(app()).get("/remotes.json").set("Cookie", did).set("If-None-Match", first.headers.etag!);
  expect(again.status).toBe(304);

  publish(V2);
  rows = [
    {
      name: "seosnapshot",
      pinnedVersion: V2,
      canaryVersion: null,
      canaryPercent: 0,
      lastGoodVersion: V1,
      updatedBy: "a",
      updatedAt: new Date(),
    },
  ];
  const deployed = await request(app()).get("/remotes.json").set("Cookie", did).set("If-None-Match", first.headers.etag!);
  expect(deployed.status).toBe(200);
  expect(deployed.body.seosnapshot).toBe(`/remotes/seosnapshot/${V2}/mf-manifest.json`);
  expect(deployed.body.$fallbacks).toEqual({ seosnapshot: `/remotes/seosnapshot/${V1}/mf-manifest.json` });
});

it("serves a version's files for a year, its manifest no-cache, cross-origin; nothing outside it", async () => {
  const a = app();
  const chunk = await request(a).get(`/remotes/seosnapshot/${V1}/static/page.0a1b2c3d.js`);
  expect(chunk.status).toBe(200);
  expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(chunk.headers["access-control-allow-origin"]).toBe("*");
  expect((await request(a).get(`/remotes/seosnapshot/${V1}/remoteEntry.js`)).headers["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  const manifest = await request(a).get(`/remotes/seosnapshot/${V1}/mf-manifest.json`);
  expect(manifest.headers["cache-control"]).toBe("no-cache");
  expect(manifest.headers.etag).toBeTruthy();
  expect((await request(a).get(`/remotes/seosnapshot/${V2}/remoteEntry.js`)).status).toBe(404);
  expect((await request(a).get(`/remotes/seosnapshot/${V1}/%2e%2e/versions.json`)).status).toBe(404);
  expect((await request(a).get(`/remotes/seosnapshot/${V1}/nope.js`)).status).toBe(404);
  // Not a version: left to the unversioned build folder (staticRoutes).
  expect((await request(a).get("/remotes/seosnapshot/mf-manifest.json")).status).toBe(418);
});
