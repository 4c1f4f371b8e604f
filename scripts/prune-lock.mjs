// @ts-check
// The registry this project's machines reach does not carry every platform build of a few native
// packages (e.g. @rspack/binding-darwin-*), so `npm install` records optional dependencies that
// have no entry in package-lock.json, and `npm ci` then refuses the lock. This drops those dangling
// optional edges (they are other platforms' binaries, never installed here). Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./targets.mjs";

const file = path.join(root, "package-lock.json");
const lock = JSON.parse(readFileSync(file, "utf8"));
const present = new Set(Object.keys(lock.packages).map((k) => k.replace(/^.*node_modules\//, "")));
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      dropped++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`prune-lock: dropped ${dropped} optional dependencies that this registry does not carry`);
