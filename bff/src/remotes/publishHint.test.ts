// A deploy of a version that is not published tells the operator what to run. That command must run
// as printed: it once named `npm run deploy:remote -- publish <tool>`, which npm expands to
// `deploy-remote.mjs deploy publish <tool>`, and the release CLI answered `Unknown tool "publish"`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PrismaClient } from "@seo/db/client";
import { createRemoteReleases } from "./remoteReleases";
import { createRemoteStore } from "./store";

const root = path.resolve(__dirname, "../../..");

async function refusalOf(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  throw new Error("expected a refusal");
}

describe("the publish hint of an unpublished deploy", () => {
  let storeDir: string;
  beforeAll(() => {
    storeDir = fs.mkdtempSync(path.join(os.tmpdir(), "bff-publish-hint-"));
  });
  afterAll(() => fs.rmSync(storeDir, { recursive: true, force: true }));

  it("names an npm script that publishes that remote, and the script accepts it", async () => {
    const releases = createRemoteReleases({
      // The refusal comes before any database access.
      prisma: {} as PrismaClient,
      store: createRemoteStore(storeDir),
      names: ["seosnapshot"],
    });
    const message = await refusalOf(() => releases.deploy("seosnapshot", "0.1.0-aaaaaaaaaa", { actor: "test" }));
    const printed = /publish it first: (npm run (\S+) -- (.+?))\)/.exec(message);
    expect(printed).not.toBeNull();
    const [, , script = "", args = ""] = printed!;

    const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
    expect(scripts[script]).toBe("node scripts/deploy-remote.mjs publish");

    // Run it as npm would (the script's words, then the printed arguments), publishing into a
    // throwaway store. Whether or not the remote is built here, it must not be a usage error.
    const [, ...scriptArgs] = (scripts[script] ?? "").split(" ");
    const run = spawnSync(process.execPath, [...scriptArgs, ...args.split(" ")], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, REMOTES_DIR: storeDir },
      timeout: 60_000,
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output).not.toMatch(/usage:|Unknown tool/);
    expect(run.status).not.toBe(2);
    expect(output).toMatch(/published: seosnapshot|holds no mf-manifest\.json|breaks the contract/);
  });
});
