// The foundation, end to end: `npm start` serves the shell, the shell federates the SeoSnapshot
// remote at run time, the remote's form answers through the BFF and the Koa service, and a dead
// service only takes its own tool down.
import { existsSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { signIn, startProduct, type RunningProduct, productAndBrowserForFile } from "./harness";

let product: RunningProduct;
let browser: Browser;

productAndBrowserForFile((p, b) => {
  product = p;
  browser = b;
});

test("an instance keeps its data to itself", async () => {
  // A user signed up here exists in this instance's database (embedded, or its own PostgreSQL
  // database in the second CI pass) and nowhere else.
  if (!process.env.DATABASE_URL) expect(existsSync(path.join(product.dataDir, "pglite"))).toBe(true);
  const email = `isolation-${Date.now()}@example.com`;
  const signup = await fetch(`${product.baseUrl}/api/auth/signup`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "secret-pass", firstName: "Iso", lastName: "Lation" }),
  });
  expect(signup.status).toBe(201);
  const other = await startProduct();
  try {
    const login = await fetch(`${other.baseUrl}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "secret-pass" }),
    });
    expect(login.status).toBe(401);
  } finally {
    await other.stop();
  }
}, 240_000);

test("the product is healthy and serves the runtime remote manifest", async () => {
  const health = await fetch(`${product.baseUrl}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const remotes = await (await fetch(`${product.baseUrl}/remotes.json`)).json();
  expect(remotes.seosnapshot).toMatch(/mf-manifest\.json$/);
  const manifest = await fetch(new URL(remotes.seosnapshot, product.baseUrl));
  expect(manifest.status).toBe(200);
});

test("the shell loads the SeoSnapshot remote and the remote's form answers with a score", async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signIn(page, product.baseUrl, "pro@example.com");
  await page.goto(`${product.baseUrl}/seosnapshot`);

  await page.getByLabel(/title/i).first().fill("Handmade Leather Wallets for Men | Slim RFID Bifold Gifts");
  await page
    .getByLabel(/description/i)
    .first()
    .fill(
      "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather. Free engraving and shipping on every order today.",
    );
  await page.getByRole("button", { name: /audit seo/i }).click();
  await page
    .getByText(/\d+\s*\/\s*100/)
    .first()
    .waitFor({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await page.close();
});

test("a stopped service gives a JSON 502 for its tool while health and the shell still answer", async () => {
  const login = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "pro@example.com", password: "demo-password" }),
  });
  const { sessionId } = await login.json();
  const pid = product.pids().seosnapshot;
  expect(pid).toBeGreaterThan(0);
  // Asked at once: start.mjs restarts a crashed service 0.5 s later (e2e/faults.e2e.test.ts).
  process.kill(pid!, "SIGKILL");
  await new Promise((r) => setTimeout(r, 50));

  const res = await fetch(`${product.baseUrl}/api/seosnapshot`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-session-id": sessionId },
    body: JSON.stringify({ title: "A title", description: "A description" }),
  });
  expect(res.status).toBe(502);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  expect((await res.json()).error).toMatch(/unavailable/i);

  expect((await fetch(`${product.baseUrl}/api/health`)).status).toBe(200);
  const shell = await fetch(`${product.baseUrl}/`);
  expect(shell.status).toBe(200);
  expect(await shell.text()).toMatch(/<div id="?root"?>/);
});
