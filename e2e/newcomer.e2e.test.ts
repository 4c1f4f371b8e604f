// The README's two commands as a newcomer takes them: a fresh clone of the commit under test,
// `npm ci`, `npm start` with nothing set (the default `.data`, port 8080, the registry's service
// ports), then in a real browser every demo account opens every registered tool and generates once,
// the Pro account runs a workflow step, and the partner demo page embeds a tool; the operator
// commands the README shows run against that running product. Every other browser suite starts the
// product on ports and a data folder of its own, so only this one takes the path users take.
//
// To stay quick, the clone reuses the web builds of this checkout when its front-end sources are
// committed as they are (CI's case); otherwise it builds them itself, as a user's first start does.
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client as PgClient } from "pg";
import type { Browser, Page } from "playwright-core";
import { registry, remotes, services } from "@seo/registry/registry";
import { contextsClosedAfterEach, launchBrowser } from "./harness";
import { TOOLS } from "./toolForms";

const root = path.resolve(__dirname, "..");
const BASE = "http://localhost:8080";
const PARTNER_PAGE = "http://localhost:8090";
const UNAVAILABLE = "This tool is temporarily unavailable";
const DEMO_ACCOUNTS = ["starter@example.com", "pro@example.com", "admin@example.com"] as const;
/** Every port the product and the partner demo take when nothing is configured. */
const DEFAULT_PORTS = [8080, 8090, 5499, ...services().map((s) => s.port)];

let workDir: string;
let clone: string;
let product: ChildProcess | undefined;
let productOutput = "";
let partnerDemo: ChildProcess | undefined;
let browser: Browser;

/** The environment of a person's shell: nothing of this test run (ports, data folder, jest, npm). */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  const dropped =
    /^(npm_|INIT_CWD$|JEST_|NODE_ENV$|PORT$|DATA_DIR$|REMOTES_DIR$|EMBEDDED_DB_PORT$|SERVICE_PORT_BASE$|KV_PREFIX$|DATABASE_URL$|REDIS_URL$|LOG_LEVEL$|APP_URL$|PRODUCT_URL$|PARTNER_PORT$|REMOTE_\w+_URL$|\w+_SERVICE_URL$|\w+_PORT$)/;
  for (const [key, value] of Object.entries(process.env)) if (!dropped.test(key)) env[key] = value;
  return env;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Runs a command in the clone as a user would type it: its exit code and everything it printed. */
function attempt(cmd: string, args: string[], timeoutMs = 300_000): { code: number; output: string } {
  const r = spawnSync(cmd, args, { cwd: clone, env: userEnv(), encoding: "utf8", timeout: timeoutMs });
  return { code: r.status ?? 1, output: `${r.stdout ?? ""}${r.stderr ?? ""}` };
}

/** `attempt`, for a command that must succeed: its output, or an error that shows it. */
function run(cmd: string, args: string[], timeoutMs = 300_000): string {
  const { code, output } = attempt(cmd, args, timeoutMs);
  if (code !== 0) {
    throw new Error(
      `${cmd} ${args.join(" ")} failed (exit ${code}):\n${output}\nthe product's last output:\n${productOutput.slice(-4000)}`,
    );
  }
  return output;
}

/** Spawns a long-running command in its own process group, resolving once `ready` shows in its output. */
function runUntil(args: string[], ready: string, timeoutMs: number): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn("npm", args, { cwd: clone, env: userEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm ${args.join(" ")}: no "${ready}" within ${timeoutMs / 1000}s:\n${output}`)),
      timeoutMs,
    );
    child.stdout!.on("data", () => {
      if (!output.includes(ready)) return;
      clearTimeout(timer);
      resolve({ child, output: () => output });
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      reject(new Error(`npm ${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** Ctrl-C, as a user stops it: SIGINT to the whole process group, SIGKILL if it lingers. */
async function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  try {
    process.kill(-child.pid, "SIGINT");
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      /* already gone */
    }
  }, 20_000);
  await exited;
  clearTimeout(timer);
}

/** A package's folder and the workspace packages it depends on, transitively (from package.json). */
function withWorkspaceDeps(dir: string, seen = new Set<string>()): Set<string> {
  if (seen.has(dir)) return seen;
  seen.add(dir);
  const pkg = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8"));
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    const link = path.join(root, "node_modules", dep);
    if (!dep.startsWith("@seo/") || !existsSync(link)) continue;
    withWorkspaceDeps(path.relative(root, realpathSync(link)), seen);
  }
  return seen;
}

const WEB_BUILDS = ["shell", "embed-shell", ...remotes().map((r) => r.dir)];

/** GET on the running product over a connection of its own (no pooled socket the server may have closed). */
function get(pathname: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE}${pathname}`, { agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", (err) =>
        reject(new Error(`GET ${pathname}: ${err.message}\nthe product's last output:\n${productOutput.slice(-4000)}`)),
      );
  });
}
const getJson = async (pathname: string) => JSON.parse((await get(pathname)).text);

/** The commit under test: HEAD, or NEWCOMER_REF (e.g. an earlier commit, to see the suite fail there). */
const REF = process.env.NEWCOMER_REF || "HEAD";

/** Whether this checkout's web builds were made from exactly the sources the commit under test holds. */
function webBuildsMatchRef(): boolean {
  const sources = [...WEB_BUILDS.reduce((seen, dir) => withWorkspaceDeps(dir, seen), new Set(["libs/config/webpack"]))];
  const git = (...args: string[]) => spawnSync("git", args, { cwd: root, encoding: "utf8" });
  const untracked = git("status", "--porcelain", "--", ...sources).stdout.trim() !== "";
  const differs = git("diff", "--quiet", REF, "--", ...sources).status !== 0;
  return !untracked && !differs && WEB_BUILDS.every((d) => existsSync(path.join(root, d, "dist")));
}

beforeAll(async () => {
  const busy: number[] = [];
  for (const port of DEFAULT_PORTS) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length) {
    throw new Error(
      `The newcomer suite starts the product on its default ports, and ${busy.join(", ")} ${busy.length > 1 ? "are" : "is"} in use (another npm start?): stop it and run again.`,
    );
  }
  const stages: string[] = [];
  let since = Date.now();
  const stage = (name: string) => {
    stages.push(`${name} ${((Date.now() - since) / 1000).toFixed(0)} s`);
    since = Date.now();
  };
  workDir = mkdtempSync(path.join(os.tmpdir(), "seo-newcomer-"));
  clone = path.join(workDir, "rankforge");
  execFileSync("git", ["clone", "--quiet", root, clone], { stdio: "pipe" });
  if (REF !== "HEAD") {
    const commit = execFileSync("git", ["rev-parse", REF], { cwd: root, encoding: "utf8" }).trim();
    execFileSync("git", ["checkout", "--quiet", commit], { cwd: clone, stdio: "pipe" });
  }
  stage("git clone");
  run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], 600_000);
  stage("npm ci");
  const reuse = webBuildsMatchRef();
  if (reuse) {
    // Copied now, so they are newer than the clone's sources: `npm start` finds them up to date.
    for (const dir of WEB_BUILDS) {
      cpSync(path.join(root, dir, "dist"), path.join(clone, dir, "dist"), { recursive: true });
    }
  }
  const started = await runUntil(["start"], "SEO suite running at http://localhost:8080", 600_000);
  product = started.child;
  product.stdout!.on("data", (d) => (productOutput += d));
  product.stderr!.on("data", (d) => (productOutput += d));
  productOutput = started.output();
  stage(reuse ? "npm start (web builds reused)" : "npm start (building everything)");
  console.log(`newcomer: ${stages.join(", ")}`);
  browser = await launchBrowser();
}, 1_200_000);

afterAll(async () => {
  await browser?.close();
  await stopGroup(partnerDemo);
  await stopGroup(product);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

jest.setTimeout(180_000);

const newContext = contextsClosedAfterEach(() => browser);

/** A fresh browser; collects uncaught errors and failed same-origin requests (remotes, chunks, API). */
async function open(): Promise<{ page: Page; problems: string[] }> {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  page.on("response", (r) => {
    const url = new URL(r.url());
    // Before sign-in the shell asks who is signed in and is told 401.
    if (r.status() >= 400 && !(r.status() === 401 && url.pathname === "/api/auth/user")) {
      problems.push(`${r.status()} ${r.request().method()} ${url.pathname}`);
    }
  });
  return { page, problems };
}

/** Signs in through the sign-in form, as a person does. */
async function signInWithForm(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("demo-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** Waits until the tool's page has loaded its remote: its form, or the unavailable notice (a failure). */
async function expectToolLoaded(page: Page, toolTitle: string, submit: string) {
  const form = page.getByRole("button", { name: submit, exact: true });
  const unavailable = page.getByText(UNAVAILABLE).first();
  await form.or(unavailable).first().waitFor();
  if (await unavailable.isVisible()) throw new Error(`${toolTitle}: "${UNAVAILABLE}" on a fresh npm start`);
}

describe("a fresh clone, npm ci, npm start on the defaults", () => {
  test("the product runs on the default .data folder and serves every remote it lists", async () => {
    expect(existsSync(path.join(clone, ".data", "remotes"))).toBe(true);
    const manifest = await getJson("/remotes.json");
    for (const { name } of remotes()) {
      expect(manifest[name]).toMatch(new RegExp(`^/remotes/${name}/`));
      const res = await get(manifest[name]);
      expect(`${name} ${res.status}`).toBe(`${name} 200`);
      const entry = JSON.parse(res.text).metaData.remoteEntry;
      const entryUrl = new URL(`${entry.path}${entry.name}`, `${BASE}${manifest[name]}`);
      expect(`${name} entry ${(await get(entryUrl.pathname)).status}`).toBe(`${name} entry 200`);
    }
  });

  test("the data folder is the user's alone, and the embedded database wants its password", async () => {
    const dataDir = path.join(clone, ".data");
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
    expect((statSync(path.join(dataDir, "db-password")).mode & 0o777).toString(8)).toBe("600");
    const client = new PgClient({ connectionString: "postgres://postgres@127.0.0.1:5499/postgres" });
    await expect(client.connect()).rejects.toMatchObject({ code: "28P01" });
  });

  test("every registered tool has a way to be tried here", () => {
    expect(Object.keys(TOOLS).sort()).toEqual(registry.tools.map((t) => t.id).sort());
  });

  test.each(DEMO_ACCOUNTS)("%s signs in, opens every tool and generates once", async (email) => {
    const { page, problems } = await open();
    await signInWithForm(page, email);
    if (email === "admin@example.com") {
      // The designated admin starts without a plan and activates it on the dashboard.
      await page.goto(`${BASE}/dashboard`);
      await page.getByRole("button", { name: "Activate Admin Access" }).click();
      await page.getByTestId("admin-card").waitFor({ state: "detached" });
    }
    for (const tool of registry.tools) {
      const form = TOOLS[tool.id as keyof typeof TOOLS];
      await page.goto(`${BASE}${tool.route}`);
      await expectToolLoaded(page, tool.title, form.submit);
      await form.fill(page);
      await page.getByRole("button", { name: form.submit, exact: true }).click();
      const result = await form.result(page);
      expect((await result.textContent())!.trim().length).toBeGreaterThan(20);
    }
    expect(problems).toEqual([]);
  });

  test("the Pro account creates a workflow project and runs its first step", async () => {
    const { page, problems } = await open();
    await signInWithForm(page, "pro@example.com");
    await page.goto(`${BASE}/dashboard`);
    await page.getByRole("button", { name: "Start New SEO Project" }).click();
    await page.getByRole("heading", { name: "SEO Workflow Projects" }).waitFor();
    await page.getByRole("button", { name: "Create Your First Project" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New SEO Project" });
    await dialog.getByLabel("Project Name").fill("Spring Garden Launch");
    await dialog.getByRole("button", { name: "Create Project" }).click();
    await page.getByRole("heading", { name: "SEO Workflow: Spring Garden Launch" }).waitFor();
    await expectToolLoaded(page, "Workflow step 1", "Analyze Trends");
    await page.getByLabel("Target Niche").fill("raised garden beds");
    await page.getByRole("button", { name: "Analyze Trends" }).click();
    await page.getByRole("region", { name: "Trend Analysis" }).waitFor();
    expect(problems).toEqual([]);
  });

  test("npm run partner-demo embeds a tool that works on the partner's page", async () => {
    partnerDemo = (await runUntil(["run", "partner-demo"], "partner demo page at", 60_000)).child;
    const { page } = await open();
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.goto(PARTNER_PAGE);
    const frame = page.frameLocator("iframe");
    await frame.getByLabel("Page Title", { exact: true }).waitFor({ timeout: 60_000 });
    await frame.getByLabel("Page Title", { exact: true }).fill("Raised Garden Beds | Cedar Kits That Last for Years");
    await frame
      .getByLabel("Meta Description", { exact: true })
      .fill("Cedar raised garden bed kits that assemble in ten minutes, with free shipping and a ten-year warranty.");
    await frame.getByRole("button", { name: "Audit SEO" }).click();
    await frame.getByLabel("SEO score").waitFor();
    await page.locator('#events [data-event="result"]').waitFor();
    expect(pageErrors).toEqual([]);
  });

  test("the operator commands of the README work against the running product", async () => {
    expect(run("npm", ["run", "--silent", "check:remotes"])).not.toMatch(/break|error/i);
    for (const { name } of remotes()) {
      expect(run("npm", ["run", "--silent", "status:remote", "--", name])).toContain(name);
    }
    expect(run("npm", ["run", "--silent", "partner", "--", "list"])).toContain("pk_test_demo");
    // The admin account activated itself on the dashboard above.
    expect(run("npm", ["run", "--silent", "admin", "--", "list"])).toContain("admin@example.com");
    const added = run("npm", [
      "run",
      "--silent",
      "partner",
      "--",
      "add",
      "--name",
      "Acme Garden",
      "--origins",
      "https://acme.example",
    ]);
    const key = /pk_live_[A-Za-z0-9_]+/.exec(added)?.[0];
    expect(key).toBeDefined();
    run("npm", ["run", "--silent", "partner", "--", "update", key!, "--visitor-daily", "20"]);
    run("npm", ["run", "--silent", "partner", "--", "disable", key!]);
    run("npm", ["run", "--silent", "partner", "--", "enable", key!]);
    expect(run("npm", ["run", "--silent", "partner", "--", "list"])).toContain(key!);

    // Publish (already published by the start), deploy it explicitly, roll back: the tool still loads.
    const published = run("npm", ["run", "--silent", "publish:remote", "--", "seosnapshot"]);
    const version = /seosnapshot (\S+)/.exec(published)![1]!;
    run("npm", ["run", "--silent", "deploy:remote", "--", "seosnapshot", version]);
    expect(run("npm", ["run", "--silent", "status:remote", "--", "seosnapshot"])).toContain(version);
    const manifest = await getJson("/remotes.json");
    expect(manifest.seosnapshot).toBe(`/remotes/seosnapshot/${version}/mf-manifest.json`);
    expect((await get(manifest.seosnapshot)).status).toBe(200);
    // One deploy leaves nothing earlier to go back to: the command says so, and changes nothing.
    const rollback = attempt("npm", ["run", "--silent", "rollback:remote", "--", "seosnapshot"]);
    expect(rollback.output).toMatch(/rolled back|no earlier good version/);
    expect(readFileSync(path.join(clone, ".data", "processes.json"), "utf8")).toContain("bff");
  });
});
