// The release commands behind `npm run deploy:remote` and `npm run rollback:remote` (bundled and
// run by scripts/deploy-remote.mjs). They write the same database rows as the admin API, with an
// audit row naming who ran them, so they work whether or not the BFF is up; a running BFF picks a
// change up within its cache time (2 s).
import os from "node:os";
import { loadConfig } from "@seo/config/env";
import { resolveDatabase } from "@seo/db/database";
import { remotes as registryRemotes } from "@seo/registry/registry";
import { ReleaseError } from "./releases";
import { createRemoteReleases, type RemoteRelease } from "./remoteReleases";
import { configuredRemoteStore } from "./configuredStore";
import { runCli } from "../cli/runCli";

const USAGE = `usage:
  deploy <tool> <version|latest> [--canary <1-99>] [--by <who>]
  rollback <tool> [--by <who>]
  status [<tool>]`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (value === undefined || value.startsWith("--")) throw new ReleaseError(`${name} needs a value`, 400, name.slice(2));
  args.splice(i, 2);
  return value;
}

function describe(r: RemoteRelease): string {
  const canary = r.canaryVersion ? `, canary ${r.canaryVersion} for ${r.canaryPercent}%` : "";
  const good = r.lastGoodVersion ? `, last good ${r.lastGoodVersion}` : "";
  const who = r.recorded ? ` (by ${r.updatedBy} at ${r.updatedAt})` : " (not deployed yet: follows the latest published build)";
  return `${r.name}: ${r.pinnedVersion || "(nothing published)"}${canary}${good}${who}`;
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = [...argv];
  const by = option(args, "--by") ?? env.DEPLOY_ACTOR ?? `cli:${os.userInfo().username}@${os.hostname()}`;
  const canaryText = option(args, "--canary");
  const [command, tool, version] = args;
  const config = loadConfig(env);
  const names = registryRemotes().map((r) => r.name);
  if (tool && !names.includes(tool)) {
    console.error(`Unknown tool "${tool}". Remotes: ${names.join(", ")}`);
    return 2;
  }
  const prisma = resolveDatabase(config).createClient();
  // The store the BFF serves from (REMOTES_S3_BUCKET, else the local folder): a deploy of a version
  // that is not in it is refused.
  const store = configuredRemoteStore(config, env);
  const releases = createRemoteReleases({ prisma, store, names, configured: config.remotes, cacheMs: 0 });
  try {
    if (command === "deploy" && tool && version) {
      const canaryPercent = canaryText === undefined ? undefined : Number(canaryText);
      const r = await releases.deploy(tool, version, { canaryPercent, actor: by });
      console.log(`deployed: ${describe(r)}`);
    } else if (command === "rollback" && tool) {
      const r = await releases.rollback(tool, { actor: by });
      console.log(`rolled back: ${describe(r)}`);
    } else if (command === "status") {
      for (const r of await releases.list()) {
        if (tool && r.name !== tool) continue;
        console.log(describe(r));
        if (tool) {
          const published = (await store.versions(tool)).map((v) => v.version);
          console.log(`published in ${store.where}: ${published.join(", ") || "(none)"}`);
          for (const e of await releases.history(tool, 10)) {
            console.log(
              `  ${e.createdAt} ${e.actor} ${e.action} ${e.version ?? ""}${e.canaryPercent ? ` at ${e.canaryPercent}%` : ""} (was ${e.previousVersion ?? "-"})`,
            );
          }
        }
      }
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } catch (err) {
    if (err instanceof ReleaseError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await prisma.$disconnect();
  }
}

if (require.main === module) runCli(main);
