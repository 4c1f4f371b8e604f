// Starts the real product (scripts/start.mjs, the same as `npm start`) on free ports with its own
// data directory, and drives Debian's chromium with playwright-core.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client as PgClient } from "pg";
import { createClient as createRedisClient } from "redis";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { services } from "@seo/registry/registry";
import { chromiumLaunchOptions } from "../scripts/chromium.cjs";
import { freePortBlock } from "../scripts/ports.cjs";

const root = path.resolve(__dirname, "..");

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  /** The environment the product runs with (its ports, DATA_DIR, DATABASE_URL), for operator CLIs. */
  env: Record<string, string>;
  /** Process ids by name (db, bff, descripto, ...), as start.mjs recorded them. */
  pids(): Record<string, number>;
  /** The process the harness started: npm (viaNpm) or start.mjs. */
  launcherPid(): number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * With DATABASE_URL set (the PostgreSQL pass of CI), each instance gets a database of its own on
 * that server, so instances are as isolated as on the embedded default.
 */
async function ownDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `seo_e2e_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const client = new PgClient({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Deletes the keys under this instance's own prefix (only those) from the shared Redis. */
async function dropOwnKeys(prefix: string) {
  if (!process.env.REDIS_URL) return;
  const client = createRedisClient({ url: process.env.REDIS_URL });
  await client.connect();
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length) await client.unlink(keys);
    }
  } finally {
    await client.quit();
  }
}

/** Whether a process with this id is running (signal 0 checks without signalling). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The product's processes still running (those start.mjs recorded), after `timeoutMs` at most. */
export async function leftoverProcesses(dataDir: string, timeoutMs: number): Promise<number[]> {
  let pids: number[] = [];
  try {
    pids = Object.values(JSON.parse(readFileSync(path.join(dataDir, "processes.json"), "utf8")) as Record<string, number>);
  } catch {
    return [];
  }
  const running = () => pids.filter(alive);
  const deadline = Date.now() + timeoutMs;
  while (running().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return running();
}

export interface StartOptions {
  /** Start it as the README says, with `npm start` (npm runs start.mjs), instead of start.mjs itself. */
  viaNpm?: boolean;
  /** DATA_DIR (the caller's to remove); default: a new temporary folder, removed by stop(). */
  dataDir?: string;
}

export async function startProduct(extraEnv: Record<string, string> = {}, opts: StartOptions = {}): Promise<RunningProduct> {
  // One block below the ephemeral range: the BFF, the embedded database, then each service.
  const port = await freePortBlock(2 + services().length);
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "seo-e2e-"));
  const database = await ownDatabase();
  const kvPrefix = `seo-e2e:${randomBytes(6).toString("hex")}:`;
  const env = {
    ...process.env,
    ...(database ? { DATABASE_URL: database.url } : {}),
    // With REDIS_URL set, instances share that Redis (never emptied: it may hold anything); a key
    // prefix of their own keeps each instance's sessions and counters apart from every other's.
    KV_PREFIX: kvPrefix,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(port + 1),
    SERVICE_PORT_BASE: String(port + 2),
    DATA_DIR: dataDir,
    // The product's public address (links in embeds, Stripe's return URL) is where the tests reach it.
    APP_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  const child: ChildProcess = opts.viaNpm
    ? spawn("npm", ["start", "--silent"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] })
    : spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`product did not start:\n${output}`)), 180_000);
    const check = () => {
      if (output.includes("SEO suite running at")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.on("close", (code) => {
      // "close" comes after the output is read to the end: the error shows what stopped it
      clearTimeout(timer);
      reject(new Error(`start.mjs exited with ${code}:\n${output}`));
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    env: env as Record<string, string>,
    pids: () => JSON.parse(readFileSync(path.join(dataDir, "processes.json"), "utf8")),
    launcherPid: () => child.pid!,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      // npm returns before the product has stopped: wait for its processes, and never leave one.
      for (const pid of await leftoverProcesses(dataDir, 20_000)) process.kill(pid, "SIGKILL");
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
      await dropOwnKeys(kvPrefix);
    },
  };
}

/**
 * The product's extra environment, or a function that starts what the product needs first (a mail
 * sink, a provider's fake) and returns the environment that points the product at it.
 */
export type ExtraEnv = Record<string, string> | (() => Promise<Record<string, string>>);

/**
 * For a test file: starts the product (with `extraEnv`) and a browser before its tests, hands both to
 * `ready`, and stops them after its tests.
 */
export function productAndBrowserForFile(
  ready: (product: RunningProduct, browser: Browser) => void | Promise<void>,
  extraEnv: ExtraEnv = {},
) {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(typeof extraEnv === "function" ? await extraEnv() : extraEnv);
    browser = await launchBrowser();
    await ready(product, browser);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
}

/**
 * Browser contexts for the test that is running, each closed after it, so that no test sees another's
 * cookies or storage. `browser` is read when a context is opened (a file launches it in beforeAll).
 */
export function contextsClosedAfterEach(browser: () => Browser): (options?: BrowserContextOptions) => Promise<BrowserContext> {
  const open: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return async (options) => {
    const context = await browser().newContext(options);
    open.push(context);
    return context;
  };
}

/** What a browser suite's tests reach: set before its first test. */
export interface BrowserSuite {
  product: RunningProduct;
  browser: Browser;
  /** A fresh browser context, closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * For a test file: the product (with `extraEnv`) and a browser, as productAndBrowserForFile starts
 * them (then `ready`), and the contexts each test opens with `newContext`, closed after it.
 */
export function browserSuiteForFile(
  extraEnv: ExtraEnv = {},
  ready: (suite: BrowserSuite) => void | Promise<void> = () => undefined,
): BrowserSuite {
  const suite = {} as BrowserSuite;
  productAndBrowserForFile((product, browser) => {
    suite.product = product;
    suite.browser = browser;
    return ready(suite);
  }, extraEnv);
  suite.newContext = contextsClosedAfterEach(() => suite.browser);
  return suite;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** Signs in through the API and stores the session the way the shell does. */
export async function signIn(page: Page, baseUrl: string, email: string, password = "demo-password") {
  await page.goto(`${baseUrl}/login`);
  const sessionId = await page.evaluate(
    async ([e, p]) => {
      const res = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        credentials: "include",
        body: JSON.stringify({ email: e, password: p }),
      });
      const body = await res.json();
      if (!body.sessionId) throw new Error(`login failed: ${JSON.stringify(body)}`);
      localStorage.setItem("sessionId", body.sessionId);
      return body.sessionId as string;
    },
    [email, password],
  );
  return sessionId;
}

/**
 * Signs up a fresh account through the API (signup also signs in), stores its session and, unless
 * `confirm` is false, opens the confirmation link the product mailed (the trial and purchases need a
 * confirmed address).
 */
export async function signUp(
  page: Page,
  baseUrl: string,
  email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  opts: { confirm?: boolean } = {},
) {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(async (e) => {
    const res = await fetch("/api/auth/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "include",
      body: JSON.stringify({ email: e, password: "demo-password", firstName: "Fresh", lastName: "Marketer" }),
    });
    const body = await res.json();
    if (!body.sessionId) throw new Error(`signup failed: ${JSON.stringify(body)}`);
    localStorage.setItem("sessionId", body.sessionId);
  }, email);
  if (opts.confirm !== false) await confirmEmail(page, baseUrl, email);
  return email;
}

/** The newest link in the dev mailbox (/dev/mailbox.json) sent to `to` whose URL matches `pattern`. */
export async function mailboxLink(baseUrl: string, to: string, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${baseUrl}/dev/mailbox.json`);
    if (res.ok) {
      const { messages } = (await res.json()) as { messages: { to: string; date: string; links: string[] }[] };
      const link = messages
        .filter((m) => m.to === to)
        .sort((a, b) => b.date.localeCompare(a.date))
        .flatMap((m) => m.links)
        .find((l) => pattern.test(l));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link like ${pattern} in the dev mailbox`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Confirms `email` with the link from the dev mailbox, through the API as the confirmation page does. */
export async function confirmEmail(page: Page, baseUrl: string, email: string) {
  const link = await mailboxLink(baseUrl, email, /\/verify-email\?token=/);
  const token = new URL(link).searchParams.get("token");
  const res = await apiCall(page, "POST", "/api/auth/verify-email", { token });
  if (res.status !== 200) throw new Error(`confirming ${email} failed: ${JSON.stringify(res.json)}`);
}

/** Calls the API from the page with the stored session, as the shell does; returns status and JSON. */
export async function apiCall(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        credentials: "include",
        headers: { "Content-Type": "application/json", "x-session-id": localStorage.getItem("sessionId") ?? "" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json };
    },
    [method, path, body] as const,
  );
}
