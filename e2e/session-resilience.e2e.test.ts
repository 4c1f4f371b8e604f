// Faults users must ride out (docs/decisions/0002-sessions-server-side.md), end to end against `npm start`: the client
// forgets its stored session only when the session check answers 401. A navigation that aborts the
// first session check, an unreachable API and 503s keep the user signed in, with a quiet
// "Reconnecting…" indicator while the check keeps failing; a genuine 401 still signs out to /login.
import type { Page, Route } from "playwright-core";
import { apiCall, browserSuiteForFile } from "./harness";

const suite = browserSuiteForFile();

jest.setTimeout(90_000);

async function openPage(): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 }, baseURL: suite.product.baseUrl });
  return context.newPage();
}

const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem("sessionId"));
const pathname = (page: Page) => new URL(page.url()).pathname;
const reconnecting = (page: Page) => page.getByRole("status").filter({ hasText: "Reconnecting…" });

/** Fills and submits the /login form as Pat Pro (the seeded Pro account). */
async function submitLogin(page: Page) {
  await page.goto("/login");
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  await page.getByLabel("Email").fill("pro@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo-password");
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs in through the form and waits for the Pro dashboard the full page load leads to. */
async function signInThroughForm(page: Page) {
  await submitLogin(page);
  await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 20_000 });
  await page.getByText("Pro Plan").first().waitFor({ timeout: 15_000 });
  await page.getByText("Welcome, Pat").first().waitFor();
}

test("a navigation right after signing in, which aborts the first page's session check, keeps the user signed in", async () => {
  const page = await openPage();
  // Catch the first page's session check in flight.
  let inFlight!: (route: Route) => void;
  const checkInFlight = new Promise<Route>((resolve) => (inFlight = resolve));
  await page.route("**/api/auth/user", (route) => inFlight(route));

  await submitLogin(page);
  const check = await checkInFlight;
  expect(pathname(page)).toBe("/");
  const sessionId = await storedSession(page);
  expect(sessionId).toBeTruthy();

  // The user clicks on before the page has loaded: the check is cut short, and the page hears of
  // it as an aborted request (as browsers report a fetch a navigation cancels) just before it goes.
  await check.abort("aborted");
  await page.unroute("**/api/auth/user");
  await page.waitForTimeout(200);
  expect(await storedSession(page)).toBe(sessionId);
  await page.goto("/pricing");
  await page.getByText("Welcome, Pat").first().waitFor({ timeout: 15_000 });
  expect(pathname(page)).toBe("/pricing");
  expect(await storedSession(page)).toBe(sessionId);

  // A navigation that cancels a check still pending keeps the session too.
  let held!: () => void;
  const heldCheck = new Promise<void>((resolve) => (held = resolve));
  const hold = () => held();
  await page.route("**/api/auth/user", hold);
  await page.goto("/pricing", { waitUntil: "commit" });
  await heldCheck;
  await page.unroute("**/api/auth/user", hold);
  await page.goto("/dashboard");
  await page.getByText("Pro Plan").first().waitFor({ timeout: 15_000 });
  expect(pathname(page)).toBe("/dashboard");
  expect(await storedSession(page)).toBe(sessionId);
});

test("while /api is unreachable or answers 503 the user stays signed in and sees 'Reconnecting…'; it recovers when the API is back", async () => {
  const page = await openPage();
  await signInThroughForm(page);
  const sessionId = await storedSession(page);
  expect(await reconnecting(page).count()).toBe(0);

  // Every API call fails: alternately the connection fails and the gateway answers 503.
  let failures = 0;
  const fail = (route: Route) =>
    failures++ % 2 === 0
      ? route.abort("failed")
      : route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: "Service Unavailable" }) });
  await page.route("**/api/**", fail);

  await page.reload();
  await reconnecting(page).waitFor({ timeout: 15_000 });
  // Let the session check fail a few times, both ways, under its backoff.
  const deadline = Date.now() + 20_000;
  while (failures < 3 && Date.now() < deadline) await page.waitForTimeout(200);
  expect(failures).toBeGreaterThanOrEqual(3);
  expect(await reconnecting(page).isVisible()).toBe(true);
  expect(pathname(page)).toBe("/dashboard");
  expect(await storedSession(page)).toBe(sessionId);
  expect(await page.getByRole("heading", { name: "Welcome Back" }).count()).toBe(0);

  // The API comes back: the next retry succeeds, the dashboard renders and the indicator goes.
  await page.unroute("**/api/**", fail);
  await page.getByText("Pro Plan").first().waitFor({ timeout: 20_000 });
  await reconnecting(page).waitFor({ state: "detached", timeout: 10_000 });
  expect(pathname(page)).toBe("/dashboard");
  expect(await storedSession(page)).toBe(sessionId);
  await page.getByText("Welcome, Pat").first().waitFor();
});

test("a genuine 401 from the session check still signs out and goes to /login", async () => {
  const page = await openPage();
  await signInThroughForm(page);
  // The server forgets the session (as on expiry) while the browser still holds its id.
  const logout = await apiCall(page, "POST", "/api/auth/logout");
  expect(logout.status).toBeLessThan(300);
  expect(await storedSession(page)).toBeTruthy();

  await page.reload();
  await page.waitForURL((u) => u.pathname === "/login", { timeout: 15_000 });
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  expect(await storedSession(page)).toBeNull();
  expect(await reconnecting(page).count()).toBe(0);
});
