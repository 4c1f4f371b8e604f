// @ts-check
// The versioned store of built remotes (README "Deploying one tool"): every published build of a
// remote lives in its own folder, <store>/<name>/<version>/, and is never changed or removed, so
// the BFF can serve it from an immutable URL (/remotes/<name>/<version>/…, cached for a year) and
// an older version stays available for a rollback. <store>/<name>/versions.json lists them in
// publishing order. The version is the remote's package.json version plus a hash of the build, so
// the same build always gets the same version and a changed build a new one.
//
// The store is a local folder (REMOTES_DIR, else DATA_DIR/remotes: the embedded default), or, when
// REMOTES_S3_BUCKET is set, S3-compatible object storage that every BFF replica serves from
// (docs/operating/remote-store.md): same layout under REMOTES_S3_PREFIX, every file uploaded once
// with its Content-Type and Cache-Control, the manifest last, then the versions list, so a
// half-uploaded version is never listed (the BFF counts a version as published once its manifest is
// there).
//
// Used by scripts/build.mjs (the local folder) and scripts/start.mjs (publish-built: the configured
// store) and by `npm run publish:remote -- <tool> [--dist <dir>]` (the configured store).
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./targets.mjs";

/** @typedef {{ version: string, publishedAt: string }} PublishedVersion */
/** @typedef {{ name: string, dir: string, page: string }} RegistryRemote */

/** Same rule as the BFF's bff/src/remotes/store.ts. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

/** REMOTES_DIR when set, else <DATA_DIR>/remotes (DATA_DIR defaults to .data, as for the BFF). */
/** @param {NodeJS.ProcessEnv} [env] */
export function storeDir(env = process.env) {
  if (env.REMOTES_DIR) return path.resolve(root, env.REMOTES_DIR);
  return path.resolve(root, env.DATA_DIR || ".data", "remotes");
}

/**
 * @param {string} dir
 * @returns {string[]} paths relative to dir, sorted
 */
function filesOf(dir, prefix = "") {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesOf(path.join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
}

/** The version a built dist/ gets: "<package version>-<10 hex of its content>". */
/**
 * @param {string} distDir
 * @param {string} packageVersion
 */
export function remoteVersionOf(distDir, packageVersion) {
  return versionOf(distDir, packageVersion);
}

/**
 * @param {string} distDir
 * @param {string} packageVersion
 */
function versionOf(distDir, packageVersion) {
  const hash = createHash("sha256");
  for (const rel of filesOf(distDir)) {
    if (rel.endsWith(".br") || rel.endsWith(".gz")) continue; // derived from the files hashed
    hash
      .update(rel)
      .update("\0")
      .update(readFileSync(path.join(distDir, rel)))
      .update("\0");
  }
  return `${packageVersion}-${hash.digest("hex").slice(0, 10)}`;
}

/**
 * @param {string} store
 * @param {string} name
 * @returns {PublishedVersion[]}
 */
export function readVersions(store, name) {
  const file = path.join(store, name, "versions.json");
  if (!existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, "utf8"));
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/**
 * Copies a built remote into the store (unless that version is there already) and records it.
 * @param {{ name: string, distDir: string, packageVersion: string, store?: string }} options
 * @returns {{ version: string, created: boolean }}
 */
export function publishRemote({ name, distDir, packageVersion, store = storeDir() }) {
  if (!/^[a-z][a-z0-9]{1,30}$/.test(name)) throw new Error(`not a remote name: ${name}`);
  if (!existsSync(path.join(distDir, "mf-manifest.json")))
    throw new Error(`${distDir} holds no mf-manifest.json: build the remote first`);
  const version = versionOf(distDir, packageVersion);
  const target = path.join(store, name, version);
  let created = false;
  if (!existsSync(target)) {
    // Copied next to its final place, then renamed: a reader never sees half a version.
    const tmp = path.join(store, name, `.tmp-${version}-${process.pid}`);
    mkdirSync(path.dirname(tmp), { recursive: true });
    cpSync(distDir, tmp, { recursive: true });
    renameSync(tmp, target);
    created = true;
  }
  const versions = readVersions(store, name);
  if (!versions.some((v) => v.version === version)) {
    versions.push({ version, publishedAt: new Date().toISOString() });
    const file = path.join(store, name, "versions.json");
    writeFileSync(`${file}.tmp`, JSON.stringify(versions, null, 2));
    renameSync(`${file}.tmp`, file);
  }
  return { version, created };
}

// ---- S3-compatible object storage (REMOTES_S3_*) ----

/**
 * @typedef {{ bucket: string, prefix: string, endpoint?: string, region: string, forcePathStyle: boolean,
 *   credentials?: { accessKeyId: string, secretAccessKey: string } }} S3Settings
 */

/**
 * The S3 store the environment names (REMOTES_S3_BUCKET and friends, as libs/config reads them), or
 * null for the local folder.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {S3Settings | null}
 */
export function s3Settings(env = process.env) {
  if (!env.REMOTES_S3_BUCKET) return null;
  const prefix = env.REMOTES_S3_PREFIX ?? "remotes/";
  return {
    bucket: env.REMOTES_S3_BUCKET,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
    endpoint: env.REMOTES_S3_ENDPOINT || undefined,
    region: env.REMOTES_S3_REGION?.trim() || "us-east-1",
    forcePathStyle: ["1", "true", "on", "yes"].includes((env.REMOTES_S3_FORCE_PATH_STYLE ?? "").toLowerCase()),
  };
}

/** Where the configured store is, for messages. */
/** @param {NodeJS.ProcessEnv} [env] */
export function storeDescription(env = process.env) {
  const s3 = s3Settings(env);
  return s3 ? `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${s3.endpoint}` : ""}` : storeDir(env);
}

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".cjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
};

/**
 * Content-Type and Cache-Control of one file of a version. Compressed copies (.br, .gz) are stored as
 * opaque bytes: the BFF sends them with the original's type and a Content-Encoding.
 * @param {string} rel
 */
export function objectHeaders(rel) {
  const compressed = rel.endsWith(".br") || rel.endsWith(".gz");
  const type = compressed ? "application/octet-stream" : (TYPES[path.extname(rel).toLowerCase()] ?? "application/octet-stream");
  // A version never changes; its manifest is still revalidated (as the BFF answers it).
  const cache = path.basename(rel) === "mf-manifest.json" ? "no-cache" : "public, max-age=31536000, immutable";
  return { ContentType: type, CacheControl: cache };
}

/** @param {S3Settings} s3 */
async function s3Client(s3) {
  const { S3Client } = await import("@aws-sdk/client-s3");
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** @param {unknown} err */
const isMissing = (err) => {
  const e = /** @type {{ name?: string, $metadata?: { httpStatusCode?: number } }} */ (err);
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Uploads a built remote to S3 once: refused (created: false) when the version's manifest is there
 * already. Files first, the manifest last, then the versions list.
 * @param {{ name: string, distDir: string, packageVersion: string, s3: S3Settings, concurrency?: number }} options
 * @returns {Promise<{ version: string, created: boolean, uploaded: number }>}
 */
export async function publishRemoteToS3({ name, distDir, packageVersion, s3, concurrency = 8 }) {
  if (!/^[a-z][a-z0-9]{1,30}$/.test(name)) throw new Error(`not a remote name: ${name}`);
  if (!existsSync(path.join(distDir, "mf-manifest.json")))
    throw new Error(`${distDir} holds no mf-manifest.json: build the remote first`);
  const { GetObjectCommand, HeadObjectCommand, PutObjectCommand } = await import("@aws-sdk/client-s3");
  const client = await s3Client(s3);
  const version = versionOf(distDir, packageVersion);
  const key = (/** @type {string} */ rel) => `${s3.prefix}${name}/${version}/${rel}`;
  /** @param {string} rel */
  const upload = (rel) =>
    client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key(rel),
        Body: readFileSync(path.join(distDir, rel)),
        ...objectHeaders(rel),
      }),
    );
  try {
    let created = false;
    let uploaded = 0;
    let present = true;
    try {
      await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key("mf-manifest.json") }));
    } catch (err) {
      if (!isMissing(err)) throw err;
      present = false;
    }
    if (!present) {
      // Never a dotfile (the BFF would not serve it anyway); the manifest goes last.
      const files = filesOf(distDir).filter(
        (rel) => rel !== "mf-manifest.json" && !rel.split("/").some((s) => s.startsWith(".")),
      );
      for (let i = 0; i < files.length; i += concurrency) {
        await Promise.all(files.slice(i, i + concurrency).map(upload));
      }
      await upload("mf-manifest.json");
      uploaded = files.length + 1;
      created = true;
    }
    // Listed once its manifest is there (also repairs a publish that stopped between the two).
    const listKey = `${s3.prefix}${name}/versions.json`;
    /** @type {PublishedVersion[]} */
    let versions = [];
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: listKey }));
      const list = JSON.parse((await out.Body?.transformToString("utf8")) ?? "[]");
      if (Array.isArray(list)) versions = list;
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    if (!versions.some((v) => v.version === version)) {
      versions.push({ version, publishedAt: new Date().toISOString() });
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: listKey,
          Body: JSON.stringify(versions, null, 2),
          ContentType: "application/json; charset=utf-8",
          CacheControl: "no-cache",
        }),
      );
    }
    return { version, created, uploaded };
  } finally {
    client.destroy();
  }
}

/**
 * Publishes into the configured store: S3 when REMOTES_S3_BUCKET is set, else the local folder.
 * @param {{ name: string, distDir: string, packageVersion: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ version: string, created: boolean, where: string }>}
 */
export async function publishToConfiguredStore({ name, distDir, packageVersion, env = process.env }) {
  const s3 = s3Settings(env);
  const where = storeDescription(env);
  if (s3) {
    const { version, created } = await publishRemoteToS3({ name, distDir, packageVersion, s3 });
    return { version, created, where };
  }
  return { ...publishRemote({ name, distDir, packageVersion, store: storeDir(env) }), where };
}

/**
 * Publishes the remote built in <repo>/<dir>/dist (its package.json gives the version).
 * @param {{ name: string, dir: string }} remote
 * @param {string} [store]
 */
function publishBuiltRemote({ name, dir }, store = storeDir()) {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
  return publishRemote({ name, distDir: path.join(root, dir, "dist"), packageVersion: pkg.version, store });
}

/**
 * The registry's remotes, tools first (libs/registry/registry.json).
 * @returns {RegistryRemote[]}
 */
export function registryRemotes() {
  const data = JSON.parse(readFileSync(path.join(root, "libs/registry/registry.json"), "utf8"));
  return [...data.tools, ...data.apps].flatMap((e) => (e.remote ? [e.remote] : []));
}

/** Publishes every remote that has a build (into DATA_DIR/remotes or REMOTES_DIR). */
export function publishBuiltRemotes(store = storeDir()) {
  return registryRemotes()
    .filter((r) => existsSync(path.join(root, r.dir, "dist", "mf-manifest.json")))
    .map((r) => ({ name: r.name, ...publishBuiltRemote(r, store) }));
}

/**
 * Publishes every remote that has a build into the configured store (S3 or the local folder).
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function publishBuiltRemotesToConfiguredStore(env = process.env) {
  const built = registryRemotes().filter((r) => existsSync(path.join(root, r.dir, "dist", "mf-manifest.json")));
  const out = [];
  for (const r of built) {
    const pkg = JSON.parse(readFileSync(path.join(root, r.dir, "package.json"), "utf8"));
    const distDir = path.join(root, r.dir, "dist");
    out.push({ name: r.name, ...(await publishToConfiguredStore({ name: r.name, distDir, packageVersion: pkg.version, env })) });
  }
  return out;
}

// CLI (the remote Dockerfile): node scripts/remote-store.mjs publish <name> <store dir>
// precompresses <remote dir>/dist and publishes it into the store.
// `node scripts/remote-store.mjs publish-built` (npm start, in a short-lived process: hashing every
// build's files would leave the long-running supervisor ~35 MB larger) prints what was published,
// into the configured store (S3 when REMOTES_S3_BUCKET is set).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [command, name, store] = process.argv.slice(2);
  if (command === "publish-built") {
    console.log(JSON.stringify(await publishBuiltRemotesToConfiguredStore()));
    process.exit(0);
  }
  // node scripts/remote-store.mjs publish-dist <remote> <dist dir>: a build made elsewhere, into the
  // configured store, without the contract check of `npm run publish:remote` (images, tests).
  if (command === "publish-dist" && name && store) {
    const remoteDir = registryRemotes().find((r) => r.name === name)?.dir;
    if (!remoteDir) throw new Error(`not a remote of the registry: ${name}`);
    const pkg = JSON.parse(readFileSync(path.join(root, remoteDir, "package.json"), "utf8"));
    const started = Date.now();
    const r = await publishToConfiguredStore({ name, distDir: path.resolve(store), packageVersion: pkg.version });
    console.log(
      `${r.created ? "published" : "already published"}: ${name} ${r.version} in ${r.where} (${Date.now() - started} ms)`,
    );
    process.exit(0);
  }
  const remote = registryRemotes().find((r) => r.name === name);
  if (command !== "publish" || !remote || !store) {
    console.error("usage: remote-store.mjs publish <remote> <store dir>");
    process.exit(2);
  }
  const { precompressDir } = await import("./precompress.mjs");
  precompressDir(path.join(root, remote.dir, "dist"));
  const { version, created } = publishBuiltRemote(remote, path.resolve(store));
  console.log(`${created ? "published" : "already published"}: ${name} ${version}`);
}
