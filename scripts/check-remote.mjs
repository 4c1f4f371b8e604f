#!/usr/bin/env node
// @ts-check
// The compatibility gate of a remote against the shell (README "Deploying one tool"), run in CI
// for every remote (`npm test`, `npm run check:remotes`) and before `npm run publish:remote`:
//  - every shared singleton of either side is provided by the other, and each side's version
//    satisfies the other's required version (with the federation runtime's own `satisfy`);
//  - the federation runtime that built the remote is the shell's (metaData.pluginVersion);
//  - the exposed modules are unchanged: the committed expectation (scripts/remote-contracts.json,
//    which includes the page the registry loads) and the previously published version of the
//    remote (none may disappear).
// A remote that breaks the contract fails with the name of what broke.
//   node scripts/check-remote.mjs [<tool>…]        check (all remotes by default)
//   node scripts/check-remote.mjs --update         rewrite the expectation from the current builds
//   options: --dist <dir> (one remote's build elsewhere), --shell-dist <dir>, --store <dir>,
//            --contracts <file>
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import { root } from "./targets.mjs";
import { readVersions, registryRemotes, storeDir } from "./remote-store.mjs";

export { registryRemotes };

const require = createRequire(import.meta.url);
const { satisfy } = require("@module-federation/runtime");

const CONTRACTS_FILE = path.join(root, "scripts/remote-contracts.json");

/**
 * The parts of a federation mf-manifest.json the check reads.
 * @typedef {{ name: string, version: string, singleton?: boolean, requiredVersion?: string }} SharedEntry
 * @typedef {{ exposes?: { name: string, path?: string }[], shared?: SharedEntry[], metaData?: any }} Manifest
 */

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
/** @param {Manifest} manifest */
const exposesOf = (manifest) => (manifest.exposes ?? []).map((e) => e.path ?? `./${e.name}`).sort();
/** @param {Manifest} manifest */
const sharedByName = (manifest) => new Map((manifest.shared ?? []).map((s) => [s.name, s]));

/**
 * @param {string} who
 * @param {SharedEntry} shared
 * @param {string} otherName
 * @param {SharedEntry} other
 */
function versionProblem(who, shared, otherName, other) {
  const range = other.requiredVersion;
  if (!range || range === "*") return null;
  return satisfy(shared.version, range)
    ? null
    : `shared singleton ${shared.name}: ${who} provides ${shared.version}, ${otherName} requires ${range}`;
}

/**
 * The contract problems of a remote's manifest against the shell's (an empty list: compatible).
 * `expected`: the committed exposes; `previous`: the exposes of the previously published version.
 * @param {{ name: string, remote: Manifest, shell: Manifest, expected?: string[], previous?: string[] }} input
 * @returns {string[]}
 */
function compareManifests({ name, remote, shell, expected, previous }) {
  const problems = [];
  const remoteShared = sharedByName(remote);
  const shellShared = sharedByName(shell);
  for (const [pkg, r] of remoteShared) {
    const s = shellShared.get(pkg);
    if (!s) {
      if (r.singleton) problems.push(`shared singleton ${pkg}: the shell does not share it`);
      continue;
    }
    if (!r.singleton && !s.singleton) continue; // a non-singleton falls back to the remote's own copy
    for (const p of [versionProblem("the shell", s, name, r), versionProblem(name, r, "the shell", s)]) if (p) problems.push(p);
  }
  for (const [pkg, s] of shellShared) {
    if (s.singleton && !remoteShared.has(pkg))
      problems.push(`shared singleton ${pkg}: ${name} does not share it (it would bundle a second copy)`);
  }
  const remoteRuntime = remote.metaData?.pluginVersion;
  const shellRuntime = shell.metaData?.pluginVersion;
  if (remoteRuntime !== shellRuntime) {
    problems.push(
      `federation runtime version: ${name} was built with ${remoteRuntime ?? "unknown"}, the shell with ${shellRuntime ?? "unknown"}`,
    );
  }
  const exposes = exposesOf(remote);
  if (expected) {
    for (const e of expected)
      if (!exposes.includes(e)) problems.push(`exposed module ${e}: missing (expected by scripts/remote-contracts.json)`);
    for (const e of exposes)
      if (!expected.includes(e))
        problems.push(
          `exposed module ${e}: not in scripts/remote-contracts.json (run node scripts/check-remote.mjs --update if intended)`,
        );
  } else {
    problems.push(`exposed modules: no expectation for ${name} in scripts/remote-contracts.json`);
  }
  for (const e of previous ?? []) {
    if (!exposes.includes(e))
      problems.push(`exposed module ${e}: the previously published version exposes it, this one does not`);
  }
  return problems;
}

function readContracts(file) {
  return existsSync(file) ? readJson(file) : {};
}

/**
 * Checks a built remote (its dist folder) against the built shell; returns the problems.
 * @param {{ name: string, distDir: string, shellDist?: string, store?: string, contractsFile?: string }} input
 * @returns {string[]}
 */
export function checkRemote({
  name,
  distDir,
  shellDist = path.join(root, "shell/dist"),
  store = storeDir(),
  contractsFile = CONTRACTS_FILE,
}) {
  const remote = registryRemotes().find((r) => r.name === name);
  if (!remote) return [`remote ${name}: not in the registry`];
  const manifestFile = path.join(distDir, "mf-manifest.json");
  const shellFile = path.join(shellDist, "mf-manifest.json");
  if (!existsSync(manifestFile)) return [`manifest of ${name}: ${manifestFile} is missing (build it first)`];
  if (!existsSync(shellFile)) return [`manifest of the shell: ${shellFile} is missing (build it first)`];
  const expected = readContracts(contractsFile)[name]?.exposes;
  const published = readVersions(store, name);
  const last = published.at(-1);
  const lastManifest = last && path.join(store, name, last.version, "mf-manifest.json");
  const previous = lastManifest && existsSync(lastManifest) ? exposesOf(readJson(lastManifest)) : undefined;
  const problems = compareManifests({ name, remote: readJson(manifestFile), shell: readJson(shellFile), expected, previous });
  if (expected && !expected.includes(remote.page))
    problems.push(`exposed module ${remote.page}: the registry loads it, the expectation does not list it`);
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const i = args.indexOf(flag);
    const value = i < 0 ? undefined : args.splice(i, 2)[1];
    return value === undefined ? undefined : path.resolve(value);
  };
  const dist = option("--dist");
  const paths = {
    shellDist: option("--shell-dist"),
    store: option("--store"),
    contractsFile: option("--contracts"),
  };
  for (const k of Object.keys(paths)) if (paths[k] === undefined) delete paths[k];
  const remotes = registryRemotes();
  if (args.includes("--update")) {
    const contracts = Object.fromEntries(
      remotes.map((r) => [r.name, { exposes: exposesOf(readJson(path.join(root, r.dir, "dist/mf-manifest.json"))) }]),
    );
    writeFileSync(CONTRACTS_FILE, `${JSON.stringify(contracts, null, 2)}\n`);
    console.log(`wrote ${path.relative(root, CONTRACTS_FILE)}`);
    process.exit(0);
  }
  const names = args.length ? args : remotes.map((r) => r.name);
  let failed = 0;
  for (const name of names) {
    const remote = remotes.find((r) => r.name === name);
    const distDir = dist ?? (remote ? path.join(root, remote.dir, "dist") : "");
    const problems = remote ? checkRemote({ name, distDir, ...paths }) : [`remote ${name}: not in the registry`];
    if (problems.length) {
      failed++;
      console.error(`✗ ${name}:`);
      for (const p of problems) console.error(`    ${p}`);
    } else {
      console.log(`✓ ${name}: compatible with the shell`);
    }
  }
  process.exit(failed ? 1 : 0);
}
