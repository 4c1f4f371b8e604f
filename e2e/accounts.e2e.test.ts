// The account's e-mail flows in a real browser, with the product sending through a real SMTP server
// this test runs (SMTP_URL): confirm the address, forgot/reset (the old session ends), change the
// password and the address, sign out the other sessions, download the data, delete the account;
// and the billing mails a purchase, a failed renewal and a trial's last day each send once.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { startSmtpSink, type SinkMessage, type SmtpSink } from "@seo/mail/testing/smtpSink";
import { apiCall, browserSuiteForFile } from "./harness";

let sink: SmtpSink;
const suite = browserSuiteForFile(async () => {
  sink = await startSmtpSink();
  return { SMTP_URL: sink.url, MAIL_FROM: "RankForge <hello@rankforge.test>" };
});
afterAll(async () => {
  await sink?.close();
});

jest.setTimeout(120_000);

async function newPage(): Promise<Page> {
  const context = await suite.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: suite.product.baseUrl,
    acceptDownloads: true,
  });
  return context.newPage();
}

let counter = 0;
const uniqueEmail = (what: string) => `${what}-${Date.now().toString(36)}-${++counter}@example.com`;
const PASSWORD = "s3cret-pass";

/** The link of `message` whose path is `path`. */
function linkIn(message: SinkMessage, path: string): string {
  const link = message.links.find((l) => new URL(l).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${message.subject}": ${message.links.join(", ")}`);
  return link;
}

/** How many mails with this subject reached `to`, after giving stragglers `settleMs` to arrive. */
async function countOf(to: string, subject: string | RegExp, settleMs = 4000) {
  await new Promise((r) => setTimeout(r, settleMs));
  return sink.messages.filter(
    (m) => m.envelope.to.includes(to) && (typeof subject === "string" ? m.subject === subject : subject.test(m.subject)),
  ).length;
}

async function signUpThroughForm(page: Page, email: string) {
  await page.goto("/signup");
  await page.getByLabel("First name").fill("Maya");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Welcome, Maya").first().waitFor({ timeout: 15_000 });
}

async function signUpConfirmed(page: Page, email = uniqueEmail("user")) {
  await signUpThroughForm(page, email);
  const mail = await sink.waitFor({ to: email, subject: "Confirm your e-mail" });
  await page.goto(linkIn(mail, "/verify-email"));
  await page.getByText("Your e-mail is confirmed.").first().waitFor();
  return email;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((u) => u.pathname !== "/login", { timeout: 15_000 });
}

test("sign-up mails a confirmation link; the banner's Resend sends another; the link confirms once", async () => {
  const page = await newPage();
  const email = uniqueEmail("verify");
  await signUpThroughForm(page, email);
  const first = await sink.waitFor({ to: email, subject: "Confirm your e-mail" });
  expect(first.from).toBe("hello@rankforge.test");
  expect(first.html).toContain("Maya");

  // A new account without a plan is at home, where the confirmation banner waits.
  await page.goto("/");
  const banner = page.getByText(/Confirm your e-mail address/).first();
  await banner.waitFor();
  sink.clear();
  await page.getByRole("button", { name: "Resend" }).first().click();
  await page.getByText(`We've sent a new link to ${email}.`).first().waitFor();
  const second = await sink.waitFor({ to: email, subject: "Confirm your e-mail" });
  expect(linkIn(second, "/verify-email")).not.toBe(linkIn(first, "/verify-email"));

  // The newer link works; the older one was retired when it was sent.
  await page.goto(linkIn(first, "/verify-email"));
  await page.getByText("This link has expired or was already used").first().waitFor();
  await page.goto(linkIn(second, "/verify-email"));
  await page.getByText("Your e-mail is confirmed.").first().waitFor();
  await sink.waitFor({ to: email, subject: "Welcome to RankForge" });
  await page.goto("/");
  await page.getByText("Welcome, Maya").first().waitFor();
  expect(await page.getByText(/Confirm your e-mail address/).count()).toBe(0);
  await page.goto(linkIn(second, "/verify-email"));
  await page.getByText("This link has expired or was already used").first().waitFor();
});

test("forgot password: the same words for any address, a link for a real one; the reset ends the old session", async () => {
  const oldSession = await newPage();
  const email = await signUpConfirmed(oldSession);

  const page = await newPage();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL((u) => u.pathname === "/forgot-password");
  // The router changes the address first and shows the page once its code has arrived: until then
  // the sign-in form, with its own "Email" field, is still on screen.
  await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("If an account exists for that e-mail, we've sent a link").first().waitFor();

  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("If an account exists for that e-mail, we've sent a link").first().waitFor();
  const mail = await sink.waitFor({ to: email, subject: "Reset your password" });
  expect(sink.messages.some((m) => m.envelope.to.includes("nobody-here@example.com"))).toBe(false);

  await page.goto(linkIn(mail, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("a-fresh-passphrase");
  await page.getByLabel("Confirm new password", { exact: true }).fill("a-fresh-passphrase");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("Your password was changed.").first().waitFor();
  await sink.waitFor({ to: email, subject: "Your password was changed" });

  // The browser that was signed in before is signed out.
  expect((await apiCall(oldSession, "GET", "/api/auth/user")).status).toBe(401);
  // The link works once: used again, the form's answer says so.
  await page.goto(linkIn(mail, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("yet-another-pass");
  await page.getByLabel("Confirm new password", { exact: true }).fill("yet-another-pass");
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.getByText("This link has expired or was already used").first().waitFor();
  await signInThroughForm(page, email, "a-fresh-passphrase");
  expect((await apiCall(page, "GET", "/api/auth/user")).json.email).toBe(email);
});

test("account page: change the password (others signed out), sign out the other sessions, change the address", async () => {
  const page = await newPage();
  const email = await signUpConfirmed(page);
  const other = await newPage();
  await signInThroughForm(other, email, PASSWORD);

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Account" }).first().click();
  await page.waitForURL((u) => u.pathname === "/account");
  const sessions = page.getByRole("list", { name: "Signed-in sessions" });
  await sessions.getByRole("listitem").nth(1).waitFor();
  expect(await sessions.getByRole("listitem").count()).toBe(2);
  await page.getByRole("button", { name: "Sign out of all other sessions" }).click();
  await page.getByText("Signed out of 1 other session.").first().waitFor();
  expect((await apiCall(other, "GET", "/api/auth/user")).status).toBe(401);

  await signInThroughForm(other, email, PASSWORD);
  const password = page.getByTestId("account-password");
  await password.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await password.getByLabel("New password", { exact: true }).fill("another-passphrase");
  await password.getByLabel("Confirm new password", { exact: true }).fill("another-passphrase");
  await password.getByRole("button", { name: "Change password" }).click();
  await page.getByText("Password changed. Your other sessions were signed out.").first().waitFor();
  expect((await apiCall(other, "GET", "/api/auth/user")).status).toBe(401);
  expect((await apiCall(page, "GET", "/api/auth/user")).status).toBe(200);
  await sink.waitFor({ to: email, subject: "Your password was changed" });

  const newEmail = uniqueEmail("moved");
  const emailSection = page.getByTestId("account-email");
  await emailSection.getByLabel("New e-mail").fill(newEmail);
  await emailSection.getByLabel("Current password", { exact: true }).fill("another-passphrase");
  await emailSection.getByRole("button", { name: "Change e-mail" }).click();
  await page.getByText(`We've sent a link to ${newEmail}.`, { exact: false }).first().waitFor();
  const confirm = await sink.waitFor({ to: newEmail, subject: "Confirm your new e-mail address" });
  await page.goto(linkIn(confirm, "/verify-email"));
  await page.getByText("Your e-mail is confirmed.").first().waitFor();
  const told = await sink.waitFor({ to: email, subject: "Your e-mail address was changed" });
  expect(told.text).toContain(newEmail);
  expect((await apiCall(page, "GET", "/api/account")).json).toMatchObject({ email: newEmail, emailVerified: true });
});

test("download my data, then delete the account: password and DELETE typed; the address can sign up again", async () => {
  const page = await newPage();
  const email = await signUpConfirmed(page);
  await page.goto("/account");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rankforge-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, "utf8"));
  expect(data.profile).toMatchObject({ email, firstName: "Maya" });
  expect(Array.isArray(data.generationHistory)).toBe(true);
  expect(JSON.stringify(data)).not.toMatch(/argon2/);

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await page.waitForURL((u) => u.pathname === "/", { timeout: 15_000 });
  await page.getByText("Your account was deleted.").first().waitFor();
  await sink.waitFor({ to: email, subject: "Your RankForge account was deleted" });
  const login = await apiCall(page, "POST", "/api/auth/login", { email, password: PASSWORD });
  expect(login.status).toBe(401);
  const again = await newPage();
  await signUpThroughForm(again, email);
});

async function payStarter(page: Page) {
  await page.goto("/pricing");
  await page.getByTestId("plan-starter").getByRole("button", { name: "Get Starter" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout", { timeout: 15_000 });
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $19.00" }).click();
  await page.waitForURL((u) => u.pathname === "/success", { timeout: 15_000 });
}

test("a purchase mails one receipt; a failed renewal one 'payment failed' and, 3 days later, one reminder", async () => {
  const page = await newPage();
  const email = await signUpConfirmed(page);
  await payStarter(page);
  const receipt = await sink.waitFor({ to: email, subject: "Your RankForge receipt" });
  expect(receipt.text).toContain("$19.00");
  expect(receipt.text).toMatch(/Starter/);
  expect(await countOf(email, "Your RankForge receipt")).toBe(1);

  expect((await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 30.5, failPayments: true })).status).toBe(200);
  const failed = await sink.waitFor({ to: email, subject: "Your payment failed" });
  expect(failed.links.some((l) => new URL(l).pathname === "/dashboard")).toBe(true);
  expect(await countOf(email, "Your payment failed")).toBe(1);
  expect((await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 3.2, failPayments: true })).status).toBe(200);
  await sink.waitFor({ to: email, subject: "Reminder: your payment failed" });
  expect(await countOf(email, "Reminder: your payment failed")).toBe(1);
});

test("a Pro trial mails 'ends tomorrow' once when the test clock reaches its last day", async () => {
  const page = await newPage();
  const email = await signUpConfirmed(page);
  const trial = await apiCall(page, "POST", "/api/create-subscription", { plan: "pro", trial: true });
  expect(trial.status).toBe(200);
  expect((await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 2.2 })).status).toBe(200);
  const mail = await sink.waitFor({ to: email, subject: "Your Pro trial ends tomorrow" });
  // One-click unsubscribe headers (RFC 8058) point at the API with the link's token.
  expect(mail.raw.toString()).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/email\/unsubscribe\?token=/m);
  expect(mail.raw.toString()).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(await countOf(email, "Your Pro trial ends tomorrow")).toBe(1);
  // Its unsubscribe link works in the browser.
  await page.goto(linkIn(mail, "/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe from product e-mails" }).click();
  await page
    .getByText(/won't receive product e-mails/)
    .first()
    .waitFor();
  expect((await apiCall(page, "GET", "/api/account")).json.productEmails).toBe(false);
});
