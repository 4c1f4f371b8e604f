// @ts-check
// npm run partner -- add|list|update|disable|enable ...: bundles bff/src/embed/partnerCli.ts (the
// TypeScript sources, like every Node deployable) and runs it with the given arguments.
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "./targets.mjs";

const out = path.join(root, "bff", "dist", "partner-cli.cjs");
execFileSync(
  process.execPath,
  [path.join(root, "scripts", "build-node.mjs"), path.join(root, "bff", "src", "embed", "partnerCli.ts"), out],
  {
    cwd: path.join(root, "bff"),
    stdio: ["ignore", "ignore", "inherit"],
  },
);
const result = spawnSync(process.execPath, ["--enable-source-maps", out, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
