// @ts-check
// The versioned store of built remotes (README "Deploying one tool"): every published build of a
// remote lives in its own folder, <store>/<name>/<version>/, and is never changed or removed, so
// the BFF can serve it from an immutable URL (/remotes/<name>/<version>/…, cached for a year) and
// an older version stays available for a rollback. <store>/<name>/versions.json lists them in
// publishing order. The version is the remote's package.json version plus a hash of the build, so
// the same build always gets the same version and a changed build a new one.
//
// Used by scripts/build.mjs and scripts/start.mjs (publish what was built) and by
// `npm run deploy:remote -- publish <tool> <dist>` (publish a build made elsewhere).
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

// CLI (the remote Dockerfile): node scripts/remote-store.mjs publish <name> <store dir>
// precompresses <remote dir>/dist and publishes it into the store.
// `node scripts/remote-store.mjs publish-built` (npm start, in a short-lived process: hashing every
// build's files would leave the long-running supervisor ~35 MB larger) prints what was published.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [command, name, store] = process.argv.slice(2);
  if (command === "publish-built") {
    console.log(JSON.stringify(publishBuiltRemotes()));
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
