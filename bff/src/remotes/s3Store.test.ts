// The shared remote store on S3-compatible storage, against a local s3rver: scripts/remote-store.mjs
// publishes a version once (files, then the manifest, then the list), never uploads it again, a
// half-uploaded version is neither listed nor served nor deployable, and the BFF serves a published
// version's files with the folder store's headers (or redirects to the CDN).
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync } from "node:zlib";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import express from "express";
import request from "supertest";
import type { PrismaClient } from "@seo/db/client";
import { createRemoteReleases } from "./remoteReleases";
import { remoteRoutes } from "./routes";
import { createS3RemoteStore, s3ClientOf, type S3StoreOptions } from "./s3Store";
import type { RemoteStore } from "./store";
import { startLocalS3, type LocalS3 } from "./testing/s3rver";

jest.setTimeout(60_000);

const root = path.resolve(__dirname, "../../..");
const PREFIX = "remotes/";
let s3: LocalS3;
let work: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  work = fs.mkdtempSync(path.join(os.tmpdir(), "s3-store-test-"));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const options = (extra: Partial<S3StoreOptions> = {}): S3StoreOptions => ({
  bucket: s3.bucket,
  prefix: PREFIX,
  endpoint: s3.endpoint,
  region: "us-east-1",
  forcePathStyle: true,
  credentials: s3.credentials,
  listCacheMs: 0,
  ...extra,
});

/** A built remote's dist/ (a manifest, an entry, a hashed chunk and its brotli copy). */
function dist(label: string): string {
  const dir = path.join(work, label);
  fs.mkdirSync(path.join(dir, "static"), { recursive: true });
  fs.writeFileSync(path.join(dir, "mf-manifest.json"), JSON.stringify({ id: "mfe_seosnapshot", label }));
  fs.writeFileSync(path.join(dir, "remoteEntry.js"), `/* entry ${label} */`);
  const chunk = `export const label = ${JSON.stringify(label)};`;
  fs.writeFileSync(path.join(dir, "static", "page.0a1b2c3d.js"), chunk);
  fs.writeFileSync(path.join(dir, "static", "page.0a1b2c3d.js.br"), brotliCompressSync(chunk));
  fs.writeFileSync(path.join(dir, "static", "style.css"), "body{}");
  return dir;
}

/**
 * Publishes through scripts/remote-store.mjs as `npm run publish:remote` does, into the configured
 * store (in a child process, asynchronously: s3rver answers from this one).
 */
async function publish(distDir: string, env: Record<string, string> = s3.env(PREFIX)) {
  const script = pathToFileURL(path.join(root, "scripts/remote-store.mjs")).href;
  const code = `import { publishToConfiguredStore } from ${JSON.stringify(script)};
const started = Date.now();
const r = await publishToConfiguredStore({ name: "seosnapshot", distDir: ${JSON.stringify(distDir)}, packageVersion: "0.1.0" });
console.log(JSON.stringify({ ...r, ms: Date.now() - started }));`;
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ["--input-type=module", "-e", code],
      { cwd: root, encoding: "utf8", env: { ...process.env, ...env } },
      (err, out, stderr) => (err ? reject(new Error(`publish failed:\n${stderr}`)) : resolve(out)),
    ),
  );
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as { version: string; created: boolean; where: string; ms: number };
}

const client = () => s3ClientOf(options());
const put = (key: string, body: string) => client().send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body }));
const read = async (key: string) =>
  (await (await client().send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToString()).toString();

function appOn(store: RemoteStore) {
  const prisma = { remoteRelease: { findMany: async () => [] } } as unknown as PrismaClient;
  const names = ["seosnapshot"];
  const releases = createRemoteReleases({ prisma, store, names, cacheMs: 0 });
  const a = express();
  a.use(remoteRoutes({ releases, store, names, loadAuth: (_q, _s, n) => n(), secureCookies: false }));
  a.use((_q, res) => res.status(418).send("fell through"));
  return { app: a, releases };
}

describe("publishing into S3", () => {
  it("uploads a version once, with its types and cache headers, and lists it after its manifest", async () => {
    const first = await publish(dist("one"));
    expect(first.created).toBe(true);
    expect(first.where).toContain(`s3://${s3.bucket}/${PREFIX}`);
    console.log(`s3rver publish: ${first.ms} ms for 5 files (a node process included)`);
    const store = createS3RemoteStore(options());
    expect(await store.has("seosnapshot", first.version)).toBe(true);
    expect((await store.versions("seosnapshot")).map((v) => v.version)).toEqual([first.version]);
    expect(await store.latest("seosnapshot")).toBe(first.version);

    const head = await client().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}seosnapshot/${first.version}/static/page.0a1b2c3d.js` }),
    );
    expect(head.ContentType).toBe("text/javascript; charset=utf-8");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    const manifest = await client().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}seosnapshot/${first.version}/mf-manifest.json` }),
    );
    expect(manifest.CacheControl).toBe("no-cache");

    // The same build again: nothing uploaded, nothing listed twice.
    const again = await publish(dist("one"));
    expect(again).toMatchObject({ version: first.version, created: false });
    expect((await store.versions("seosnapshot")).length).toBe(1);
  });

  it("never uploads a published version again (its files stay as first published)", async () => {
    const { version } = await publish(dist("two"));
    const key = `${PREFIX}seosnapshot/${version}/remoteEntry.js`;
    await put(key, "/* as first published */");
    expect((await publish(dist("two"))).created).toBe(false);
    expect(await read(key)).toBe("/* as first published */");
  });

  it("neither lists, serves nor deploys a half-uploaded version, and a second publish completes it", async () => {
    const d = dist("half");
    const { version } = await publish(d, { ...s3.env("probe/") }); // learn its version in another prefix
    // A publisher that stopped after the files, before the manifest:
    for (const rel of ["remoteEntry.js", "static/page.0a1b2c3d.js"])
      await put(`${PREFIX}seosnapshot/${version}/${rel}`, fs.readFileSync(path.join(d, rel), "utf8"));
    const store = createS3RemoteStore(options());
    expect(await store.has("seosnapshot", version)).toBe(false);
    expect((await store.versions("seosnapshot")).map((v) => v.version)).not.toContain(version);
    const { app, releases } = appOn(store);
    expect((await request(app).get(`/remotes/seosnapshot/${version}/remoteEntry.js`)).status).toBe(404);
    await expect(releases.deploy("seosnapshot", version, { actor: "test" })).rejects.toThrow(/is not published/);

    // Even listed by hand, a version without its manifest does not count.
    const listKey = `${PREFIX}seosnapshot/versions.json`;
    const list = JSON.parse(await read(listKey)) as object[];
    await put(listKey, JSON.stringify([...list, { version, publishedAt: new Date().toISOString() }]));
    expect((await store.versions("seosnapshot")).map((v) => v.version)).not.toContain(version);
    await put(listKey, JSON.stringify(list));

    expect((await publish(d)).created).toBe(true);
    expect(await store.has("seosnapshot", version)).toBe(true);
    expect((await store.versions("seosnapshot")).at(-1)?.version).toBe(version);
  });
});

describe("serving from S3", () => {
  let version: string;
  let store: RemoteStore;
  beforeAll(async () => {
    version = (await publish(dist("served"))).version;
    store = createS3RemoteStore(options());
  });

  it("streams a published version's files with the folder store's headers", async () => {
    const { app } = appOn(store);
    const started = Date.now();
    const chunk = await request(app)
      .get(`/remotes/seosnapshot/${version}/static/page.0a1b2c3d.js`)
      .set("Accept-Encoding", "identity");
    console.log(`s3rver serve: ${Date.now() - started} ms for the first chunk through the BFF`);
    expect(chunk.status).toBe(200);
    expect(chunk.text).toBe('export const label = "served";');
    expect(chunk.headers["content-type"]).toMatch(/javascript/);
    expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers["access-control-allow-origin"]).toBe("*");
    expect(chunk.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(chunk.headers.etag).toBeTruthy();
    const css = await request(app).get(`/remotes/seosnapshot/${version}/static/style.css`);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);

    const manifest = await request(app).get(`/remotes/seosnapshot/${version}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.body).toEqual({ id: "mfe_seosnapshot", label: "served" });
    const revalidated = await request(app)
      .get(`/remotes/seosnapshot/${version}/mf-manifest.json`)
      .set("If-None-Match", manifest.headers.etag!);
    expect(revalidated.status).toBe(304);

    const br = await request(app)
      .get(`/remotes/seosnapshot/${version}/static/page.0a1b2c3d.js`)
      .set("Accept-Encoding", "br, gzip")
      .buffer(true);
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.text).toBe('export const label = "served";'); // supertest decodes it
  });

  it("answers 404 for an unknown version or file, and for anything outside a version", async () => {
    const { app } = appOn(store);
    expect((await request(app).get(`/remotes/seosnapshot/0.1.0-ffffffffff/remoteEntry.js`)).status).toBe(404);
    expect((await request(app).get(`/remotes/seosnapshot/${version}/nope.js`)).status).toBe(404);
    expect((await request(app).get(`/remotes/seosnapshot/${version}/%2e%2e/versions.json`)).status).toBe(404);
    expect((await request(app).get(`/remotes/seosnapshot/${version}/static/../../versions.json`)).status).toBe(404);
    expect((await request(app).get(`/remotes/seosnapshot/${version}/static/page.0a1b2c3d.js.map`)).status).toBe(404);
    expect((await request(app).get("/remotes/seosnapshot/mf-manifest.json")).status).toBe(418); // not a version
  });

  it("redirects to the CDN when one is configured, after checking the version is published", async () => {
    const { app } = appOn(createS3RemoteStore(options({ cdnUrl: "https://cdn.example.com/" })));
    const res = await request(app).get(`/remotes/seosnapshot/${version}/static/page.0a1b2c3d.js`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.com/${PREFIX}seosnapshot/${version}/static/page.0a1b2c3d.js`);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect((await request(app).get(`/remotes/seosnapshot/0.1.0-ffffffffff/remoteEntry.js`)).status).toBe(404);
  });

  it("points /remotes.json at the latest version in the bucket, and deploys only what is there", async () => {
    const { app, releases } = appOn(store);
    const doc = await request(app).get("/remotes.json");
    expect(doc.body.$versions.seosnapshot).toBe(await store.latest("seosnapshot"));
    await expect(releases.deploy("seosnapshot", "0.1.0-ffffffffff", { actor: "t" })).rejects.toThrow(
      /publish it first: npm run publish:remote -- seosnapshot/,
    );
  });
});
