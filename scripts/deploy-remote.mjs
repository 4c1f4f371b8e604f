#!/usr/bin/env node
// @ts-check
// Deploying one tool (README "Deploying one tool"):
//   npm run publish:remote -- <tool> [--dist <dir>]      check its contract, copy it into the store
//                                                        (REMOTES_S3_BUCKET: S3-compatible storage, else the local folder)
//   npm run deploy:remote -- <tool> <version|latest> [--canary <1-99>] [--by <who>]
//   npm run rollback:remote -- <tool> [--by <who>]
//   npm run status:remote [-- <tool>]
// publish checks the build against the shell (scripts/check-remote.mjs) and refuses a remote that
// breaks the contract. deploy, rollback and status change or read the remote registry in the
// database (DATABASE_URL, else the embedded database of `npm start` on EMBEDDED_DB_PORT), through
// the BFF's own code (bff/src/remotes/cli.ts, bundled here on the fly), with an audit row.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { root } from "./targets.mjs";
import { publishToConfiguredStore } from "./remote-store.mjs";
import { checkRemote, registryRemotes } from "./check-remote.mjs";

const [command, ...rest] = process.argv.slice(2);

async function runReleaseCommand(args) {
  const outfile = path.join(root, "node_modules/.cache/seo/remote-cli.cjs");
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    entryPoints: [path.join(root, "bff/src/remotes/cli.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    logLevel: "warning",
    plugins: [
      {
        name: "external-npm-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) =>
            a.path.startsWith("@seo/") || path.isAbsolute(a.path) ? undefined : { path: a.path, external: true },
          );
        },
      },
    ],
  });
  const result = spawnSync(process.execPath, [outfile, ...args], { cwd: root, stdio: "inherit", env: process.env });
  return result.status ?? 1;
}

async function publish(args) {
  const distIndex = args.indexOf("--dist");
  const dist = distIndex >= 0 ? args.splice(distIndex, 2)[1] : undefined;
  const [tool] = args;
  const remote = registryRemotes().find((r) => r.name === tool);
  if (!remote) {
    console.error(
      `usage: npm run publish:remote -- <tool> [--dist <dir>]; tools: ${registryRemotes()
        .map((r) => r.name)
        .join(", ")}`,
    );
    return 2;
  }
  const distDir = path.resolve(dist ?? path.join(root, remote.dir, "dist"));
  if (!existsSync(path.join(distDir, "mf-manifest.json"))) {
    console.error(`${distDir} holds no mf-manifest.json: build it first (node scripts/build.mjs --only=mfe-${tool})`);
    return 1;
  }
  const problems = checkRemote({ name: tool, distDir });
  if (problems.length) {
    console.error(`${tool} breaks the contract with the shell; not published:`);
    for (const p of problems) console.error(`  - ${p}`);
    return 1;
  }
  const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, "package.json"), "utf8"));
  const started = Date.now();
  const { version, created, where } = await publishToConfiguredStore({ name: tool, distDir, packageVersion: pkg.version });
  console.log(`${created ? "published" : "already published"}: ${tool} ${version} in ${where} (${Date.now() - started} ms)`);
  console.log(`next: npm run deploy:remote -- ${tool} ${version} [--canary 10]`);
  return 0;
}

let code;
if (command === "publish") code = await publish(rest);
else if (command === "deploy" || command === "rollback" || command === "status")
  code = await runReleaseCommand([command, ...rest]);
else {
  console.error("usage: deploy-remote.mjs publish|deploy|rollback|status …");
  code = 2;
}
process.exit(code);
