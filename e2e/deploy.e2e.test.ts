// Deploying one tool on the real product (`npm start`), with the operator commands of README
// "Deploying one tool": a new version of the SeoSnapshot remote (its heading changed) is published
// and deployed and goes live without rebuilding or restarting the shell or any other part; a canary
// at 50% splits users; a rollback restores the old version; a new version whose remoteEntry is
// broken falls back to the last good one.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { bucketOf } from "../bff/src/remotes/releases";
import { signIn, type RunningProduct, productAndBrowserForFile } from "./harness";

jest.setTimeout(180_000);

const root = path.resolve(__dirname, "..");
const REMOTE = "seosnapshot";
const HEADING = "SeoSnapshot";
const NEW_HEADING = "SeoSnapshot Next";

let product: RunningProduct;
let browser: Browser;
let work: string;
/** The versions the first test published, for the second. */
const published: { v1?: string; v2?: string } = {};

productAndBrowserForFile((p, b) => {
  work = mkdtempSync(path.join(os.tmpdir(), "deploy-e2e-"));
  product = p;
  browser = b;
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `node scripts/deploy-remote.mjs …` as an operator would, against this product. */
function operator(...args: string[]) {
  const r = spawnSync(
    process.execPath,
    ["scripts/deploy-remote.mjs", ...args, ...(args[0] === "publish" ? [] : ["--by", "e2e-operator"])],
    {
      cwd: root,
      env: product.env,
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  if (r.status !== 0) throw new Error(`deploy-remote ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A copy of the built remote with `edit` applied to its JavaScript; published, its version returned. */
function publishVariant(name: string, edit: (file: string, text: string) => string) {
  const dist = path.join(work, name);
  cpSync(path.join(root, `mfe-${REMOTE}`, "dist"), dist, { recursive: true });
  for (const file of readdirSync(dist)) {
    const full = path.join(dist, file);
    if (file.endsWith(".br") || file.endsWith(".gz"))
      unlinkSync(full); // stale copies of the originals
    else if (file.endsWith(".js") && statSync(full).isFile()) writeFileSync(full, edit(file, readFileSync(full, "utf8")));
  }
  const out = operator("publish", REMOTE, "--dist", dist);
  return out.match(/published: seosnapshot (\S+)/)![1]!;
}

const remotesFor = async (cookie: string) =>
  (await (await fetch(`${product.baseUrl}/remotes.json`, { headers: { cookie } })).json()) as Record<string, any>;

/** Waits until /remotes.json (as this device) serves `version` (the BFF rereads the registry every 2 s). */
async function until(version: string, cookie = "did=AAAAAAAAAAAAAAAAAAAAAA") {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const doc = await remotesFor(cookie);
    if (doc.$versions?.[REMOTE] === version) return doc;
    if (Date.now() > deadline) throw new Error(`still ${doc.$versions?.[REMOTE]}, not ${version}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The tool page's h1 in a fresh browser context for this device id (anonymous visitors). */
async function headingFor(deviceId: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: "did", value: deviceId, url: product.baseUrl }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${product.baseUrl}/${REMOTE}`);
  const heading = page.getByRole("heading", { level: 1, name: new RegExp(HEADING) }).first();
  await heading.waitFor({ timeout: 30_000 });
  // "old" or "new": which version's heading the page shows (the brand may precede the tool name).
  const text = (await heading.textContent())!.includes(NEW_HEADING) ? "new" : "old";
  const unavailable = await page.getByText("This tool is temporarily unavailable").count();
  await context.close();
  return { text, unavailable, errors };
}

/** Device ids (the `did` cookie format) on each side of a 50% canary for this remote. */
function devices() {
  const ids = Array.from({ length: 64 }, (_, i) => `device${String(i).padStart(16, "0")}`);
  return {
    canary: ids.find((id) => bucketOf(`device:${id}`, REMOTE) < 50)!,
    pinned: ids.find((id) => bucketOf(`device:${id}`, REMOTE) >= 50)!,
    all: ids,
  };
}

test("a new version goes live, a canary splits users, a rollback restores, and a broken version falls back", async () => {
  const pidsBefore = product.pids();
  const shellIndex = path.join(root, "shell/dist/index.html");
  const shellBuiltAt = statSync(shellIndex).mtimeMs;
  const { canary, pinned, all } = devices();

  // The build `npm start` published is what everyone gets; pin it as the first deploy.
  const versions = JSON.parse(readFileSync(path.join(product.dataDir, "remotes", REMOTE, "versions.json"), "utf8"));
  const v1: string = versions.at(-1).version;
  operator("deploy", REMOTE, v1);
  await until(v1);
  expect((await headingFor(pinned)).text).toBe("old");

  // v2: the same build with a changed heading, published next to v1. Published is not live.
  const v2 = publishVariant("v2", (_f, js) => js.split(`"${HEADING}"`).join(`"${NEW_HEADING}"`));
  expect(v2).not.toBe(v1);
  Object.assign(published, { v1, v2 });
  expect((await remotesFor(`did=${pinned}`)).$versions[REMOTE]).toBe(v1);

  // Deploy v2: live for everyone, without restarting or rebuilding anything.
  operator("deploy", REMOTE, v2);
  const live = await until(v2);
  expect(live[REMOTE]).toBe(`/remotes/${REMOTE}/${v2}/mf-manifest.json`);
  expect(live.$fallbacks[REMOTE]).toBe(`/remotes/${REMOTE}/${v1}/mf-manifest.json`);
  expect((await headingFor(pinned)).text).toBe("new");
  const asset = await fetch(`${product.baseUrl}/remotes/${REMOTE}/${v2}/remoteEntry.js`);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

  // Rollback: v1 again for everyone.
  operator("rollback", REMOTE);
  await until(v1);
  expect((await headingFor(pinned)).text).toBe("old");

  // Canary at 50%: each device keeps its side; about half of them get v2.
  operator("deploy", REMOTE, v2, "--canary", "50");
  await until(v2, `did=${canary}`);
  const sides = await Promise.all(all.map(async (id) => (await remotesFor(`did=${id}`)).$versions[REMOTE]));
  const onCanary = sides.filter((v) => v === v2).length;
  expect(onCanary).toBeGreaterThan(16);
  expect(onCanary).toBeLessThan(48);
  expect((await headingFor(canary)).text).toBe("new");
  expect((await headingFor(pinned)).text).toBe("old");

  // Rolling back a canary ends it.
  operator("rollback", REMOTE);
  await until(v1, `did=${canary}`);
  expect((await headingFor(canary)).text).toBe("old");

  // v3 passes the contract check but its remoteEntry is broken: users get the last good (v1).
  const v3 = publishVariant("v3", (file, js) =>
    file === "remoteEntry.js" ? `throw new Error("broken remoteEntry");\n${js}` : js,
  );
  operator("deploy", REMOTE, v3);
  const broken = await until(v3);
  expect(broken.$fallbacks[REMOTE]).toBe(`/remotes/${REMOTE}/${v1}/mf-manifest.json`);
  const fallback = await headingFor(pinned);
  expect(fallback.text).toBe("old");
  expect(fallback.unavailable).toBe(0);

  // Nothing was restarted or rebuilt along the way; who did what is on record.
  expect(product.pids()).toEqual(pidsBefore);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBuiltAt);
  const status = operator("status", REMOTE);
  expect(status).toMatch(/e2e-operator deploy/);
  expect(status).toMatch(/e2e-operator rollback/);
  expect(status).toMatch(/e2e-operator canary/);
});

test("a signed-in user keeps one side of the canary whatever the device", async () => {
  const { v1, v2 } = published;
  expect(v1 && v2).toBeTruthy();
  operator("deploy", REMOTE, v1!);
  operator("deploy", REMOTE, v2!, "--canary", "50");
  const { canary, pinned } = devices();
  await until(v2!, `did=${canary}`);
  const page = await browser.newPage();
  const sessionId = await signIn(page, product.baseUrl, "pro@example.com");
  await page.close();
  // The two devices are on different sides when anonymous; signed in, both get the account's side.
  const asUser = async (device: string) =>
    (
      await (
        await fetch(`${product.baseUrl}/remotes.json`, { headers: { cookie: `did=${device}`, "x-session-id": sessionId } })
      ).json()
    ).$versions[REMOTE];
  expect((await remotesFor(`did=${pinned}`)).$versions[REMOTE]).toBe(v1);
  const sides = await Promise.all([asUser(canary), asUser(pinned), asUser(canary)]);
  expect(new Set(sides).size).toBe(1);
  expect([v1, v2]).toContain(sides[0]);
});
