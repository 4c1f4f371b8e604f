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

let parent: string;
beforeEach(() => {
  // Under a dot-folder, as the default store is (.data/remotes).
  parent = fs.mkdtempSync(path.join(os.tmpdir(), "remote-serving-"));
  dir = path.join(parent, ".data", "remotes");
  fs.mkdirSync(dir, { recursive: true });
  rows = [];
  publish(V1);
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

it("serves a store that lives in a dot-folder, and never a dotfile or dot-folder inside it", async () => {
  const res = await request(app()).get(`/remotes/seosnapshot/${V1}/remoteEntry.js`);
  expect(res.status).toBe(200);
  expect(res.text).toBe(`/* ${V1} */`);
  expect((await request(app()).get(`/remotes/seosnapshot/${V1}/static/page.0a1b2c3d.js`)).status).toBe(200);

  const version = path.join(dir, "seosnapshot", V1);
  fs.writeFileSync(path.join(version, ".env"), "SECRET=1");
  fs.mkdirSync(path.join(version, ".git"));
  fs.writeFileSync(path.join(version, ".git", "config"), "[core]");
  for (const p of [".env", "%2eenv", ".git/config", "static/../.env", "static/%2e%2e/.env"]) {
    const refused = await request(app()).get(`/remotes/seosnapshot/${V1}/${p}`);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("SECRET");
    expect(refused.text).not.toContain("[core]");
  }
});

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
