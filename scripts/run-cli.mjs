// @ts-check
// Runs an operator command written in TypeScript: bundles its source (like every Node deployable)
// into bff/dist and runs it with this process's arguments, exiting with its status.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./targets.mjs";

/**
 * @param {string} source the command's entry, relative to bff/src (e.g. "cli/adminCli.ts")
 * @param {string} bundle the bundle's file name in bff/dist
 */
export function runBffCli(source, bundle) {
  const out = path.join(root, "bff", "dist", bundle);
  execFileSync(process.execPath, [path.join(root, "scripts", "build-node.mjs"), path.join(root, "bff", "src", source), out], {
    cwd: path.join(root, "bff"),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const result = spawnSync(process.execPath, ["--enable-source-maps", out, ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
