// Accounts, sessions, throttling, subscription info and the admin grant, through real HTTP, on the
// embedded default and (when configured) on PostgreSQL + Redis.
import request from "supertest";
import { registry } from "@seo/registry/registry";
import { backendKinds, createUserWithSession, startBff, TEST_PASSWORD } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { ADMIN_ONLY_MESSAGE } from "./accountRoutes";
import { authResponseSchema, subscriptionInfoSchema, userSchema } from "@seo/contracts/auth";
import { DEMO_PASSWORD, seedDemoAccounts } from "../data/demoAccounts";
import { testConfig } from "../testing/testStack";

jest.setTimeout(60_000);

const signupBody = (email: string) => ({ email, password: "s3cret-pass", firstName: "Ann", lastName: "Lee" });
const sidCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("sid="));

describe.each(backendKinds())("accounts and sessions (%s)", (kind) => {
  const stack = useSuiteStack(kind, {}, async ({ backends }) => ({
    bff: await startBff(backends, {}),
    // trusts X-Forwarded-For, to vary client IPs
    proxied: await startBff(backends, { TRUST_PROXY: "loopback" }),
  }));

  it("signs up, reads the user, logs out, and the session id stops working at once", async () => {
    const email = `round-${kind}@example.test`;
    const signup = await request(stack.bff.url).post("/api/auth/signup").send(signupBody(email));
    expect(signup.status).toBe(201);
    expect(signup.body).toEqual({ success: true, sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const cookie = sidCookie(signup)!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production

    const sessionId = signup.body.sessionId as string;
    const me = await request(stack.bff.url).get("/api/auth/user").set("x-session-id", sessionId);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      firstName: "Ann",
      lastName: "Lee",
      email,
      selectedTool: null,
      isAdmin: false,
      emailVerified: false,
      canActivateAdmin: false,
    });
    expect(userSchema.parse(me.body)).toEqual(me.body);
    expect(authResponseSchema.parse(signup.body)).toEqual(signup.body);

    // the cookie alone works too
    const byCookie = await request(stack.bff.url).get("/api/auth/user").set("Cookie", `sid=${sessionId}`);
    expect(byCookie.status).toBe(200);

    const logout = await request(stack.bff.url).post("/api/auth/logout").set("x-session-id", sessionId);
    expect(logout.status).toBe(200);
    expect(sidCookie(logout)).toMatch(/sid=;/);

    const after = await request(stack.bff.url).get("/api/auth/user").set("x-session-id", sessionId);
    expect(after.status).toBe(401);
    const afterCookie = await request(stack.bff.url).get("/api/auth/user").set("Cookie", `sid=${sessionId}`);
    expect(afterCookie.status).toBe(401);

    const login = await request(stack.bff.url)
      .post("/api/auth/login")
      .send({ email: email.toUpperCase(), password: "s3cret-pass" });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ success: true, sessionId: expect.any(String) });
    expect(login.body.sessionId).not.toBe(sessionId);
  });

  it("hashes passwords with argon2id at OWASP parameters and never returns them", async () => {
    const email = `hash-${kind}@example.test`;
    const res = await request(stack.bff.url).post("/api/auth/signup").send(signupBody(email));
    expect(JSON.stringify(res.body)).not.toContain("s3cret-pass");
    const row = await stack.backends.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("issues a new session id at every login and ends the one the client presented", async () => {
    const { email, sessionId: old } = await createUserWithSession(stack.backends, stack.bff.config);
    const login = await request(stack.bff.url)
      .post("/api/auth/login")
      .set("x-session-id", old)
      .send({ email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.sessionId).not.toBe(old);
    expect((await request(stack.bff.url).get("/api/auth/user").set("x-session-id", old)).status).toBe(401);
    expect((await request(stack.bff.url).get("/api/auth/user").set("x-session-id", login.body.sessionId)).status).toBe(200);
  });

  it("refuses a taken e-mail (any case) with 409", async () => {
    const email = `taken-${kind}@example.test`;
    await request(stack.bff.url).post("/api/auth/signup").send(signupBody(email)).expect(201);
    const again = await request(stack.bff.url).post("/api/auth/signup").send(signupBody(email.toUpperCase()));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      success: false,
      error: "An account with this email already exists",
      requestId: expect.any(String),
    });
  });

  it("answers bad input with 400 {error, issues} and creates nothing", async () => {
    const before = await stack.backends.prisma.user.count();
    const cases: [string, object][] = [
      ["/api/auth/signup", { email: "not-an-email", password: "123456", firstName: "A", lastName: "B" }],
      ["/api/auth/signup", { email: "short@example.test", password: "12345", firstName: "A", lastName: "B" }],
      ["/api/auth/signup", { email: "nofirst@example.test", password: "123456", firstName: "", lastName: "B" }],
      ["/api/auth/login", { email: "x@example.test" }],
      ["/api/auth/login", {}],
    ];
    for (const [path, body] of cases) {
      const res = await request(stack.bff.url).post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String), issues: expect.any(Array) }));
    }
    const short = await request(stack.bff.url)
      .post("/api/auth/signup")
      .send({ email: "s@example.test", password: "12345", firstName: "A", lastName: "B" });
    expect(short.body.issues).toContainEqual({ path: "password", message: "Password must be at least 6 characters" });
    const malformed = await request(stack.bff.url).post("/api/auth/login").set("Content-Type", "application/json").send("{oops");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBeDefined();
    expect(await stack.backends.prisma.user.count()).toBe(before);
  });

  it("refuses a common password at sign-up with a 400 naming the field, and creates nothing", async () => {
    for (const password of ["password", "Qwerty123", "letmein"]) {
      const email = `common-${password.toLowerCase()}-${kind}@example.test`;
      const res = await request(stack.bff.url)
        .post("/api/auth/signup")
        .send({ ...signupBody(email), password });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { path: "password", message: "This password is too common. Choose one that is harder to guess" },
      ]);
      expect(res.body.error).toContain("password");
      expect(await stack.backends.prisma.user.count({ where: { email } })).toBe(0);
    }
    // Six characters is still enough when they are not a common password.
    const fine = await request(stack.bff.url)
      .post("/api/auth/signup")
      .send({ ...signupBody(`uncommon-${kind}@example.test`), password: "k7#vQz" });
    expect(fine.status).toBe(201);
  });

  it("gives the same 401 for a wrong password and an unknown e-mail", async () => {
    const { email } = await createUserWithSession(stack.backends, stack.bff.config);
    const wrong = await request(stack.bff.url).post("/api/auth/login").send({ email, password: "wrong-password" });
    const unknown = await request(stack.bff.url)
      .post("/api/auth/login")
      .send({ email: `nobody-${kind}@example.test`, password: "whatever1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, error: "Invalid email or password", requestId: expect.any(String) });
    expect(unknown.body).toEqual({ ...wrong.body, requestId: unknown.body.requestId });
  });

  it("throttles an account+address pair after 5 attempts with 429 and Retry-After, even for the right password", async () => {
    const { email } = await createUserWithSession(stack.backends, stack.bff.config);
    const from = (ip: string, password: string) =>
      request(stack.proxied.url).post("/api/auth/login").set("X-Forwarded-For", ip).send({ email, password });
    for (let i = 0; i < 5; i++) await from("198.51.100.1", "wrong-pass").expect(401);
    const locked = await from("198.51.100.1", TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.body).toEqual({
      success: false,
      error: "Too many login attempts. Please try again later.",
      requestId: expect.any(String),
    });
    // the owner, elsewhere, is not locked out by someone else's guesses
    expect((await from("198.51.100.99", TEST_PASSWORD)).status).toBe(200);
  });

  it("lets a client address make 100 attempts across accounts; other addresses are unaffected", async () => {
    const ip = kind === "pglite" ? "203.0.113.7" : "203.0.113.8";
    for (let i = 0; i < 100; i++) {
      await request(stack.proxied.url)
        .post("/api/auth/login")
        .set("X-Forwarded-For", ip)
        .send({ email: `spray${i}-${kind}@example.test`, password: "guess-123" })
        .expect(401);
    }
    const { email } = await createUserWithSession(stack.backends, stack.bff.config);
    const blocked = await request(stack.proxied.url)
      .post("/api/auth/login")
      .set("X-Forwarded-For", ip)
      .send({ email, password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    const other = await request(stack.proxied.url)
      .post("/api/auth/login")
      .set("X-Forwarded-For", "192.0.2.55")
      .send({ email, password: TEST_PASSWORD });
    expect(other.status).toBe(200);
  });

  it("expires a session after its idle time", async () => {
    const shortIdle = await startBff(stack.backends, { SESSION_IDLE_TTL_SECONDS: "1" });
    try {
      const { email } = await createUserWithSession(stack.backends, shortIdle.config);
      const login = await request(shortIdle.url).post("/api/auth/login").send({ email, password: TEST_PASSWORD });
      const id = login.body.sessionId as string;
      await request(shortIdle.url).get("/api/auth/user").set("x-session-id", id).expect(200);
      await new Promise((r) => setTimeout(r, 2_200));
      await request(shortIdle.url).get("/api/auth/user").set("x-session-id", id).expect(401);
    } finally {
      await shortIdle.close();
    }
  });

  it("expires a session at its absolute lifetime however active it is", async () => {
    let now = Date.now();
    const clocked = await startBff(stack.backends, {}, { now: () => new Date(now) });
    try {
      const { email } = await createUserWithSession(stack.backends, clocked.config);
      const login = await request(clocked.url).post("/api/auth/login").send({ email, password: TEST_PASSWORD });
      const id = login.body.sessionId as string;
      now += (clocked.config.session.absoluteTtlSeconds - 60) * 1000;
      await request(clocked.url).get("/api/auth/user").set("x-session-id", id).expect(200);
      now += 120 * 1000;
      await request(clocked.url).get("/api/auth/user").set("x-session-id", id).expect(401);
    } finally {
      await clocked.close();
    }
  });

  it("reports subscription info per plan (401 without a session)", async () => {
    await request(stack.bff.url).get("/api/user/subscription").expect(401);
    const starter = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const s = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", starter.sessionId);
    expect(s.body).toEqual({
      hasAccess: true,
      plan: "starter",
      selectedTool: null,
      generationsUsed: 0,
      generationsRemaining: 5,
      weeklyResetDate: null,
      status: "active",
      // What the shell renders: every tool, Copy and TXT, 5 left.
      capabilities: {
        tools: registry.tools.map((t) => ({ id: t.id, use: true, exports: ["copy", "txt"] })),
        generationsRemaining: 5,
        workflow: false,
        handoffs: [],
        canActivateAdmin: false,
      },
    });
    const pro = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const p = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", pro.sessionId);
    expect(p.body).toMatchObject({ hasAccess: true, plan: "pro", generationsRemaining: -1 });
    expect(p.body.capabilities).toMatchObject({ generationsRemaining: null, workflow: true, canActivateAdmin: false });
    expect(p.body.capabilities.tools).toContainEqual({ id: "seosnapshot", use: true, exports: ["copy", "txt", "pdf"] });
    const single = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "single",
      selectedTool: "trendspy",
    });
    const g = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", single.sessionId);
    expect(g.body).toMatchObject({ hasAccess: true, plan: "single", selectedTool: "trendspy" });
    expect(g.body.capabilities.tools.filter((t: { use: boolean }) => t.use)).toEqual([
      { id: "trendspy", use: true, exports: ["copy", "txt", "csv"] },
    ]);
    const none = await createUserWithSession(stack.backends, stack.bff.config);
    const n = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", none.sessionId);
    expect(n.body).toMatchObject({ hasAccess: false, plan: null, generationsRemaining: 0, freeTriesRemaining: 3 });
    for (const body of [s.body, p.body, g.body, n.body]) expect(subscriptionInfoSchema.parse(body)).toEqual(body);
    const expired = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "pro",
      subscriptionStatus: "trialing",
      trialStartDate: new Date(Date.now() - 4 * 24 * 3600 * 1000),
    });
    const e = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", expired.sessionId);
    expect(e.body).toMatchObject({ hasAccess: false, plan: null, status: "trialing" });
  });

  it("lets only ADMIN_EMAIL grant itself admin access", async () => {
    const admin = await createUserWithSession(stack.backends, stack.bff.config, { email: `admin-${kind}@example.test` });
    const adminBff = await startBff(stack.backends, { ADMIN_EMAIL: ` ADMIN-${kind}@Example.test ` });
    try {
      // The server, which knows ADMIN_EMAIL, tells the client who may activate admin access.
      const before = await request(adminBff.url).get("/api/auth/user").set("x-session-id", admin.sessionId);
      expect(before.body.canActivateAdmin).toBe(true);
      const beforeSub = await request(adminBff.url).get("/api/user/subscription").set("x-session-id", admin.sessionId);
      expect(beforeSub.body.capabilities.canActivateAdmin).toBe(true);
      const other = await createUserWithSession(stack.backends, adminBff.config);
      expect((await request(adminBff.url).get("/api/auth/user").set("x-session-id", other.sessionId)).body.canActivateAdmin).toBe(
        false,
      );
      const refused = await request(adminBff.url).post("/api/admin/grant-access").set("x-session-id", other.sessionId);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: ADMIN_ONLY_MESSAGE, requestId: expect.any(String) });
      expect((await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).isAdmin).toBe(false);

      await request(adminBff.url).post("/api/admin/grant-access").expect(401);

      // The designated address must be confirmed before it can take admin rights.
      await stack.backends.prisma.user.update({ where: { id: admin.user.id }, data: { emailVerifiedAt: null } });
      const unconfirmed = await request(adminBff.url).post("/api/admin/grant-access").set("x-session-id", admin.sessionId);
      expect(unconfirmed.status).toBe(403);
      expect(unconfirmed.body.code).toBe("email_unverified");
      await stack.backends.prisma.user.update({ where: { id: admin.user.id }, data: { emailVerifiedAt: new Date() } });

      const granted = await request(adminBff.url).post("/api/admin/grant-access").set("x-session-id", admin.sessionId);
      expect(granted.status).toBe(200);
      expect(granted.body.success).toBe(true);
      const sub = await request(adminBff.url).get("/api/user/subscription").set("x-session-id", admin.sessionId);
      expect(sub.body).toMatchObject({ hasAccess: true, plan: "admin", generationsRemaining: -1 });
      const me = await request(adminBff.url).get("/api/auth/user").set("x-session-id", admin.sessionId);
      expect(me.body.isAdmin).toBe(true);
      expect(me.body.canActivateAdmin).toBe(false);
      expect(sub.body.capabilities).toMatchObject({ canActivateAdmin: false, workflow: true, generationsRemaining: null });
    } finally {
      await adminBff.close();
    }
  });

  it("seeds the demo accounts idempotently, and never in production", async () => {
    expect(testConfig({ NODE_ENV: "production", IDENTITY_SECRET: "x".repeat(32) }).seedDemoAccounts).toBe(false);
    expect(await seedDemoAccounts(stack.backends.prisma)).toHaveLength(3);
    await stack.backends.prisma.user.update({ where: { email: "starter@example.com" }, data: { generationsUsed: 2 } });
    expect(await seedDemoAccounts(stack.backends.prisma)).toEqual([]);
    const starter = await stack.backends.prisma.user.findUniqueOrThrow({ where: { email: "starter@example.com" } });
    expect(starter).toMatchObject({ subscriptionType: "starter", subscriptionStatus: "active", generationsUsed: 2 });
    const login = await request(stack.bff.url)
      .post("/api/auth/login")
      .send({ email: "pro@example.com", password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const sub = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", login.body.sessionId);
    expect(sub.body).toMatchObject({ hasAccess: true, plan: "pro" });
    const admin = await request(stack.bff.url)
      .post("/api/auth/login")
      .send({ email: "admin@example.com", password: DEMO_PASSWORD });
    const adminSub = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", admin.body.sessionId);
    expect(adminSub.body).toMatchObject({ hasAccess: false, plan: null });
    await request(stack.bff.url).post("/api/admin/grant-access").set("x-session-id", admin.body.sessionId).expect(200);
  });
});
