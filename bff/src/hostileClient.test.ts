// The hostile-client suite: each hole found when the product was tried as an attacker, pinned by a
// test through real HTTP (BFF -> real Koa services) on the embedded default and, when configured,
// on PostgreSQL + Redis. Each numbered group is one hole.
import http from "node:http";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import request from "supertest";
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { backendKinds, createUserWithSession, startBff, TEST_PASSWORD, TEST_SECRET } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";
import { postRaw } from "./testing/rawBody";
import { AUDIT_INPUT as SEO_INPUT } from "./testing/toolInputs";
import { seedDemoAccounts, DEMO_PASSWORD } from "./data/demoAccounts";
import { LOGIN_KEYS } from "./domain/loginThrottle";

jest.setTimeout(120_000);

const device = (key: string) => `did=${createHash("sha256").update(key).digest("base64url").slice(0, 22)}`;

/** A raw HTTP call that really waits for "100 Continue" before sending its body, as curl does. */
function expectContinue(url: string, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method: "POST",
      headers: {
        ...headers,
        expect: "100-continue",
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    let sent = false;
    req.on("continue", () => {
      sent = true;
      req.end(body);
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on("error", reject);
    setTimeout(() => {
      if (!sent) req.end(body);
    }, 2_000);
  });
}

describe.each(backendKinds())("hostile clients (%s)", (kind) => {
  const stack = useSuiteStack(kind, { realServices: true, scripted: true }, async ({ backends, services, scripted }) => ({
    bff: await startBff(backends, services.env),
    // trusts X-Forwarded-For, so tests can be several addresses
    proxied: await startBff(backends, { ...services.env, TRUST_PROXY: "loopback" }),
    // seosnapshot -> a scripted upstream that records what it receives
    spying: await startBff(backends, { ...services.env, SEOSNAPSHOT_SERVICE_URL: scripted.url }),
  }));
  beforeAll(() => seedDemoAccounts(stack.backends.prisma));
  /** A BFF like `proxied` with other settings, for a test of its own limits. */
  const startProxiedBff = (env: Record<string, string>) =>
    startBff(stack.backends, { ...stack.services.env, TRUST_PROXY: "loopback", ...env });

  describe("1. e-mails are compared exactly, never as patterns", () => {
    it("refuses wildcard e-mails that used to match pro@example.com", async () => {
      for (const email of ["___@example.com", "%@example.com", "pro%", "_ro@example.com", "PRO@EXAMPLE.COM%"]) {
        const res = await request(stack.bff.url).post("/api/auth/login").send({ email, password: DEMO_PASSWORD });
        expect({ email, status: res.status, sessionId: res.body.sessionId }).toEqual({
          email,
          status: expect.any(Number),
          sessionId: undefined,
        });
        expect([400, 401]).toContain(res.status);
      }
      // the real address, in any case and with spaces, still works
      const ok = await request(stack.bff.url)
        .post("/api/auth/login")
        .send({ email: "  Pro@Example.com ", password: DEMO_PASSWORD });
      expect(ok.status).toBe(200);
    });

    it("keeps a_b@x.io and aab@x.io as two accounts that each sign in to their own", async () => {
      const signup = (email: string, firstName: string) =>
        request(stack.bff.url).post("/api/auth/signup").send({ email, password: "s3cret-pass", firstName, lastName: kind });
      expect((await signup(`a_b-${kind}@x.io`, "Underscore")).status).toBe(201);
      expect((await signup(`aab-${kind}@x.io`, "Letters")).status).toBe(201);
      expect((await signup(`AAB-${kind}@X.io`, "Again")).status).toBe(409);
      for (const [email, name] of [
        [`a_b-${kind}@x.io`, "Underscore"],
        [`aab-${kind}@x.io`, "Letters"],
      ]) {
        const login = await request(stack.bff.url).post("/api/auth/login").send({ email, password: "s3cret-pass" });
        const me = await request(stack.bff.url).get("/api/auth/user").set("x-session-id", login.body.sessionId);
        expect(me.body).toMatchObject({ email, firstName: name });
      }
    });
  });

  describe("2. no request header switches off the gateway's identity handling", () => {
    it("signs its own identity under Expect: 100-continue, whatever x-seo-* headers the client sends", async () => {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.spying.config, { subscriptionType: "pro" });
      const res = await expectContinue(
        stack.spying.url,
        "/api/seosnapshot",
        { "x-session-id": sessionId, "x-seo-user-id": "1", "x-seo-user-plan": "admin", "x-seo-signature": "00".repeat(32) },
        JSON.stringify(SEO_INPUT),
      );
      expect(res.status).toBe(200);
      const seen = stack.scripted.state.received.at(-1)!;
      expect(seen.headers[IDENTITY_HEADERS.userId]).toBe(String(user.id));
      expect(seen.headers[IDENTITY_HEADERS.plan]).toBe("pro");
      expect(seen.headers.expect).toBeUndefined();
      expect(seen.headers.cookie).toBeUndefined();
      expect(seen.headers["x-session-id"]).toBeUndefined();
    });

    it("lets honest clients that send Expect: 100-continue use the tools and the workflow", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      const tool = await expectContinue(
        stack.bff.url,
        "/api/seosnapshot",
        { "x-session-id": sessionId },
        JSON.stringify(SEO_INPUT),
      );
      expect(tool.status).toBe(200);
      expect(tool.body.scores.overall).toEqual(expect.any(Number));
      const project = await expectContinue(
        stack.bff.url,
        "/api/workflow/projects",
        { "x-session-id": sessionId },
        JSON.stringify({ projectName: "Continue" }),
      );
      expect(project.status).toBe(201);
    });
  });

  describe("3. service identity cannot be forged or replayed", () => {
    it("a request the BFF signed cannot be replayed, re-targeted or given another body at the service", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.spying.config, { subscriptionType: "pro" });
      await request(stack.spying.url).post("/api/seosnapshot").set("x-session-id", sessionId).send(SEO_INPUT).expect(200);
      const captured = stack.scripted.state.received.at(-1)!;
      const headers = Object.fromEntries(
        [...Object.values(IDENTITY_HEADERS), REQUEST_ID_HEADER].map((h) => [h, String(captured.headers[h])]),
      );
      const seoUrl = stack.services.env.SEOSNAPSHOT_SERVICE_URL!;
      const replay = (path: string, body: string) =>
        request(seoUrl).post(path).set(headers).set("content-type", "application/json").send(body);
      // the real service has not seen this id yet: a first use with the exact bytes is accepted once...
      expect((await replay("/api/seosnapshot", captured.body)).status).toBe(200);
      // ...and never again
      expect((await replay("/api/seosnapshot", captured.body)).status).toBe(401);
      // nor for another body or path
      const other = await createUserWithSession(stack.backends, stack.spying.config, { subscriptionType: "pro" });
      await request(stack.spying.url).post("/api/seosnapshot").set("x-session-id", other.sessionId).send(SEO_INPUT).expect(200);
      const next = stack.scripted.state.received.at(-1)!;
      const nextHeaders = Object.fromEntries(
        [...Object.values(IDENTITY_HEADERS), REQUEST_ID_HEADER].map((h) => [h, String(next.headers[h])]),
      );
      const swapped = await request(seoUrl)
        .post("/api/seosnapshot")
        .set(nextHeaders)
        .set("content-type", "application/json")
        .send(JSON.stringify({ ...SEO_INPUT, title: "Another body" }));
      expect(swapped.status).toBe(401);
      const retargeted = await request(stack.services.env.WORKFLOW_SERVICE_URL!)
        .post("/api/workflow/projects")
        .set(nextHeaders)
        .set("content-type", "application/json")
        .send(next.body);
      expect(retargeted.status).toBe(401);
    });

    it("signs with the configured secret only: a guessed or old constant secret is refused", async () => {
      const { signedAs } = await import("@seo/service-kit/testing/signedRequests");
      const seoUrl = stack.services.env.SEOSNAPSHOT_SERVICE_URL!;
      for (const guess of ["dev-only-identity-secret-change-me", "", "secret"]) {
        const res = await signedAs(seoUrl, { userId: "1", plan: "admin" }, guess || "x").post("/api/seosnapshot", SEO_INPUT);
        expect(res.status).toBe(401);
      }
      expect(
        (await signedAs(seoUrl, { userId: "1", plan: "admin" }, TEST_SECRET).post("/api/seosnapshot", SEO_INPUT)).status,
      ).toBe(200);
    });
  });

  describe("4. login throttling cannot be turned against the owner", () => {
    const login = (ip: string, email: string, password: string) =>
      request(stack.proxied.url).post("/api/auth/login").set("X-Forwarded-For", ip).send({ email, password });

    it("checks at most 5 of 60 concurrent guesses, and a right password after the burst is refused there", async () => {
      const { email } = await createUserWithSession(stack.backends, stack.bff.config);
      const ip = `198.18.${kind === "pglite" ? 1 : 2}.10`;
      const burst = await Promise.all(Array.from({ length: 60 }, () => login(ip, email, "wrong-guess")));
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(55);
      expect((await login(ip, email, TEST_PASSWORD)).status).toBe(429);
      // the owner elsewhere signs in
      expect((await login(`198.18.${kind === "pglite" ? 1 : 2}.11`, email, TEST_PASSWORD)).status).toBe(200);
    });

    it("a sign-in the database cannot answer does not use up an attempt", async () => {
      const { email } = await createUserWithSession(stack.backends, stack.bff.config);
      const down = await startBff(
        {
          ...stack.backends,
          prisma: new Proxy(stack.backends.prisma, {
            get: (t, k) =>
              k === "user"
                ? {
                    findUnique: async () => {
                      throw new Error("db down");
                    },
                  }
                : Reflect.get(t, k),
          }),
        },
        { ...stack.services.env, TRUST_PROXY: "loopback" },
      );
      try {
        const ip = `198.18.${kind === "pglite" ? 11 : 12}.1`;
        for (let i = 0; i < 8; i++) {
          const res = await request(down.url)
            .post("/api/auth/login")
            .set("X-Forwarded-For", ip)
            .send({ email, password: TEST_PASSWORD });
          expect(res.status).toBeGreaterThanOrEqual(500);
        }
        expect((await login(ip, email, TEST_PASSWORD)).status).toBe(200);
      } finally {
        await down.close();
      }
    });

    it("20 failures on made-up e-mails do not lock out everyone behind the address", async () => {
      const ip = `198.18.${kind === "pglite" ? 3 : 4}.10`;
      for (let i = 0; i < 20; i++) await login(ip, `made-up-${i}-${kind}@example.test`, "guess-123").expect(401);
      const { email } = await createUserWithSession(stack.backends, stack.bff.config);
      expect((await login(ip, email, TEST_PASSWORD)).status).toBe(200);
    });

    it("while guesses rotate over 60 addresses, the owner's usual address and browser sign in at once, and waiting elsewhere never locks them out", async () => {
      const { email } = await createUserWithSession(stack.backends, stack.bff.config);
      const net = kind === "pglite" ? 13 : 14;
      const home = `198.18.${net}.250`;
      // The owner signed in from home before, and from their laptop's browser.
      const first = await login(home, email, TEST_PASSWORD);
      expect(first.status).toBe(200);
      const laptop = String(first.headers["set-cookie"])
        .split(/,(?=\s*\w+=)/)
        .map((c) => c.trim().split(";")[0]!)
        .find((c) => c.startsWith("did="))!;
      expect(laptop).toMatch(/^did=/);

      let attacking = true;
      const attack = (async () => {
        for (let round = 0; attacking && round < 20; round++) {
          await Promise.all(Array.from({ length: 60 }, (_, i) => login(`198.18.${net}.${i + 1}`, email, `guess-${round}-${i}`)));
        }
      })();
      try {
        // Let the guesses space the account out first.
        await new Promise((r) => setTimeout(r, 300));
        expect((await login(home, email, TEST_PASSWORD)).status).toBe(200);
        const travelling = await request(stack.proxied.url)
          .post("/api/auth/login")
          .set("X-Forwarded-For", `198.18.${net}.251`)
          .set("Cookie", laptop)
          .send({ email, password: TEST_PASSWORD });
        expect(travelling.status).toBe(200);
        // A new address waits for the account's slot, but its refused tries are not held against it.
        for (let i = 0; i < 8; i++) {
          const res = await login(`198.18.${net}.252`, email, TEST_PASSWORD);
          if (res.status === 200) break;
          expect(res.status).toBe(429);
          expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(30);
        }
      } finally {
        attacking = false;
        await attack;
      }
    });

    it("sign-ins for made-up e-mails leave no per-account keys behind", async () => {
      const ip = `198.18.${kind === "pglite" ? 15 : 16}.1`;
      const emails = Array.from({ length: 30 }, (_, i) => `nobody-${i}-${kind}@example.test`);
      for (const email of emails) await login(ip, email, "guess-123").expect(401);
      // The address's own counter, nothing per e-mail.
      expect(Number(await stack.backends.store.get(LOGIN_KEYS.address(ip)))).toBe(30);
      for (const email of emails) {
        for (const key of [LOGIN_KEYS.pair(email, ip), LOGIN_KEYS.accountFailures(email), LOGIN_KEYS.accountSlot(email)]) {
          expect(await stack.backends.store.get(key)).toBeNull();
        }
      }
    });

    it("guesses from many addresses slow the account down; the owner waits seconds, not 15 minutes", async () => {
      const { email } = await createUserWithSession(stack.backends, stack.bff.config);
      const net = kind === "pglite" ? 5 : 6;
      for (let i = 0; i < 11; i++) await login(`198.18.${net}.${i + 1}`, email, "wrong-guess").expect(401);
      const owner = `198.18.${net}.200`;
      let res = await login(owner, email, TEST_PASSWORD);
      if (res.status === 429) {
        const wait = Number(res.headers["retry-after"]);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(30);
        await new Promise((r) => setTimeout(r, wait * 1000 + 200));
        res = await login(owner, email, TEST_PASSWORD);
      }
      expect(res.status).toBe(200);
    });
  });

  describe("5. cookie-authenticated state changes only from the product's own origin", () => {
    const sessionCookie = async () => {
      const { sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
      return { cookie: `sid=${sessionId}`, sessionId, email };
    };

    it("refuses a cross-site logout and admin grant, and keeps the session", async () => {
      const { cookie } = await sessionCookie();
      for (const path of ["/api/auth/logout", "/api/admin/grant-access"]) {
        const res = await request(stack.bff.url).post(path).set("Cookie", cookie).set("Origin", "https://evil.example");
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 403,
          body: { error: "Cross-site request refused", code: "CROSS_SITE_REQUEST", requestId: expect.any(String) },
        });
        const viaReferer = await request(stack.bff.url)
          .post(path)
          .set("Cookie", cookie)
          .set("Referer", "https://evil.example/page");
        expect(viaReferer.status).toBe(403);
        const bare = await request(stack.bff.url).post(path).set("Cookie", cookie);
        expect(bare.status).toBe(403);
      }
      expect((await request(stack.bff.url).get("/api/auth/user").set("Cookie", cookie)).status).toBe(200);
    });

    it("accepts the same requests from its own origin, and API clients using the header", async () => {
      const own = await sessionCookie();
      const origin = new URL(stack.bff.url).origin;
      expect((await request(stack.bff.url).post("/api/auth/logout").set("Cookie", own.cookie).set("Origin", origin)).status).toBe(
        200,
      );
      expect((await request(stack.bff.url).get("/api/auth/user").set("Cookie", own.cookie)).status).toBe(401);
      const api = await sessionCookie();
      expect((await request(stack.bff.url).post("/api/auth/logout").set("x-session-id", api.sessionId)).status).toBe(200);
    });

    it("refuses a cross-site sign-in (login CSRF)", async () => {
      const res = await request(stack.bff.url)
        .post("/api/auth/login")
        .set("Origin", "https://evil.example")
        .send({ email: "pro@example.com", password: DEMO_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.sessionId).toBeUndefined();
    });
  });

  describe("6. free tries cannot be farmed with sign-ups", () => {
    it("limits sign-ups per address with 429 and Retry-After", async () => {
      const limited = await startProxiedBff({ SIGNUPS_PER_ADDRESS_PER_HOUR: "5" });
      try {
        const ip = `198.18.${kind === "pglite" ? 7 : 8}.1`;
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            request(limited.url)
              .post("/api/auth/signup")
              .set("X-Forwarded-For", ip)
              .send({ email: `farm-${i}-${kind}@example.test`, password: "s3cret-pass", firstName: "F", lastName: "L" }),
          ),
        );
        expect(results.filter((r) => r.status === 201)).toHaveLength(5);
        const refused = results.filter((r) => r.status === 429);
        expect(refused).toHaveLength(15);
        expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
        expect(
          await stack.backends.prisma.user.count({ where: { email: { startsWith: "farm-" }, lastName: "L" } }),
        ).toBeGreaterThanOrEqual(5);
      } finally {
        await limited.close();
      }
    });

    it("counts free tries per device: new accounts in the same browser do not refill them", async () => {
      const browser = device(`farmer-${kind}`);
      let ok = 0;
      for (let i = 0; i < 5; i++) {
        const signup = await request(stack.bff.url)
          .post("/api/auth/signup")
          .set("Cookie", browser)
          .send({ email: `tries-${i}-${kind}@example.test`, password: "s3cret-pass", firstName: "F", lastName: "L" });
        for (let j = 0; j < 3; j++) {
          const res = await request(stack.bff.url)
            .post("/api/seosnapshot")
            .set("Cookie", browser)
            .set("x-session-id", signup.body.sessionId)
            .send(SEO_INPUT);
          if (res.status === 200) ok++;
          else expect(res.body.code).toBe("FREE_TRIES_USED");
        }
      }
      expect(ok).toBe(3);
    });

    it("counts free tries per account: 20 calls at once, each from a new device, get 3", async () => {
      const ip = `198.18.${kind === "pglite" ? 11 : 12}.1`;
      const signup = await request(stack.proxied.url)
        .post("/api/auth/signup")
        .set("X-Forwarded-For", ip)
        .send({ email: `burst-${kind}@example.test`, password: "s3cret-pass", firstName: "F", lastName: "L" });
      expect(signup.status).toBe(201);
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          // no device cookie: every call claims a new device, as a script would
          request(stack.proxied.url)
            .post("/api/seosnapshot")
            .set("X-Forwarded-For", ip)
            .set("x-session-id", signup.body.sessionId)
            .send(SEO_INPUT),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      expect(results.filter((r) => r.status === 402).every((r) => r.body.code === "FREE_TRIES_USED")).toBe(true);
      const sub = await request(stack.proxied.url)
        .get("/api/user/subscription")
        .set("X-Forwarded-For", "198.18.200.1")
        .set("x-session-id", signup.body.sessionId);
      expect(sub.body.freeTriesRemaining).toBe(0);
    });

    it("caps an address whatever devices it claims (cookies dropped)", async () => {
      const capped = await startProxiedBff({ FREE_TRIES_PER_ADDRESS_PER_DAY: "5" });
      try {
        const ip = `198.18.${kind === "pglite" ? 9 : 10}.1`;
        const statuses: number[] = [];
        for (let i = 0; i < 12; i++) {
          // no cookie at all: each call is a "new device"
          statuses.push((await request(capped.url).post("/api/seosnapshot").set("X-Forwarded-For", ip).send(SEO_INPUT)).status);
        }
        expect(statuses.filter((s) => s === 200)).toHaveLength(5);
        expect(statuses.filter((s) => s === 402)).toHaveLength(7);
      } finally {
        await capped.close();
      }
    });
  });

  describe("7. bad input is a clear 4xx that changes nothing", () => {
    it("a null byte or lone surrogate in sign-up names is a 400 naming the field", async () => {
      for (const [field, value] of [
        ["firstName", "Ada\u0000"],
        ["lastName", "Love\uD800lace"],
      ] as const) {
        const res = await request(stack.bff.url)
          .post("/api/auth/signup")
          .send({
            email: `nul-${field}-${kind}@example.test`,
            password: "s3cret-pass",
            firstName: "Ada",
            lastName: "Lovelace",
            [field]: value,
          });
        expect(res.status).toBe(400);
        expect(res.body.error).toContain(field);
        expect(await stack.backends.prisma.user.count({ where: { email: `nul-${field}-${kind}@example.test` } })).toBe(0);
      }
    });

    it("a lone surrogate in a project name is a 400 naming the field, and no project is created", async () => {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      const res = await postRaw(
        stack.bff.url,
        "/api/workflow/projects",
        sessionId,
        "application/json",
        '{"projectName":"Launch \\ud83d"}',
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toContain("projectName");
      expect(await stack.backends.prisma.workflowProject.count({ where: { userId: user.id } })).toBe(0);
    });

    it("a tool body with a null byte or nested 5,000 deep is a 400, and Starter is not charged", async () => {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
      const nul = await request(stack.bff.url)
        .post("/api/seosnapshot")
        .set("x-session-id", sessionId)
        .send({ ...SEO_INPUT, title: "Shoes\u0000" });
      expect(nul.status).toBe(400);
      expect(nul.body.error).toContain("title");
      const deep = `{"title":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
      const nested = await postRaw(stack.bff.url, "/api/seosnapshot", sessionId, "application/json", deep);
      expect(nested.status).toBe(400);
      expect(nested.body.error).toMatch(/nested too deeply/);
      const row = await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.generationsUsed).toBe(0);
      await stack.bff.flush();
      expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(0);
    });

    it("a workflow save sent as text/plain or a form is a 415 and saves nothing", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      const created = await request(stack.bff.url)
        .post("/api/workflow/projects")
        .set("x-session-id", sessionId)
        .send({ projectName: "Keep me" });
      const url = `/api/workflow/projects/${created.body.id}`;
      for (const [type, body] of [
        ["text/plain", '{"projectName":"Changed"}'],
        ["application/x-www-form-urlencoded", "projectName=Changed"],
      ]) {
        const res = await request(stack.bff.url).put(url).set("x-session-id", sessionId).set("content-type", type!).send(body);
        expect({ type, status: res.status }).toEqual({ type, status: 415 });
        expect(res.body.success).not.toBe(true);
      }
      const text = await request(stack.bff.url)
        .post("/api/auth/login")
        .set("content-type", "text/plain")
        .send('{"email":"pro@example.com","password":"demo-password"}');
      expect(text.status).toBe(415);
      const after = await request(stack.bff.url).get(url).set("x-session-id", sessionId);
      expect(after.body.projectName).toBe("Keep me");
    });

    it("a compressed body: a gzip tool call works, reaches the service as plain JSON; anything else is a clear 4xx", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.spying.config, { subscriptionType: "pro" });
      // node:http, not supertest: superagent sends a Buffer with a JSON type as an object of its bytes
      const call = (url: string, path: string, encoding: string, body: Buffer) =>
        new Promise<{ status: number; body: any }>((resolve, reject) => {
          const req = http.request(`${url}${path}`, {
            method: "POST",
            headers: {
              "x-session-id": sessionId,
              "content-type": "application/json",
              "content-encoding": encoding,
              "content-length": body.length,
            },
          });
          req.on("response", (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          });
          req.on("error", reject);
          req.end(body);
        });
      const gzipped = gzipSync(JSON.stringify(SEO_INPUT));
      expect((await call(stack.spying.url, "/api/seosnapshot", "gzip", gzipped)).status).toBe(200);
      const seen = stack.scripted.state.received.at(-1)!;
      expect(JSON.parse(seen.body)).toEqual(SEO_INPUT);
      expect(seen.headers["content-encoding"]).toBeUndefined();
      // and through the real service: the same audit as an uncompressed call
      const real = await call(stack.bff.url, "/api/seosnapshot", "gzip", gzipped);
      expect(real.status).toBe(200);
      expect(real.body.scores.overall).toEqual(expect.any(Number));

      const garbage = await call(stack.bff.url, "/api/seosnapshot", "gzip", Buffer.from(JSON.stringify(SEO_INPUT)));
      expect(garbage.status).toBe(400);
      expect(garbage.body).toMatchObject({ error: "The request body is not valid gzip data", issues: [{ path: "(body)" }] });
      // a small gzip that inflates past the limit (a decompression bomb) is refused as too large
      const bomb = await call(
        stack.bff.url,
        "/api/seosnapshot",
        "gzip",
        gzipSync(JSON.stringify({ ...SEO_INPUT, title: "x".repeat(20 * 1024 * 1024) })),
      );
      expect(bomb.status).toBe(413);
      const unknown = await call(stack.bff.url, "/api/seosnapshot", "zstd", gzipped);
      expect(unknown.status).toBe(415);
      expect(unknown.body.error).toMatch(/Content-Encoding "zstd" is not supported/);

      // bodies the BFF passes on as they came (workflow saves, billing) must be plain
      const project = await call(
        stack.bff.url,
        "/api/workflow/projects",
        "gzip",
        gzipSync(JSON.stringify({ projectName: "Zipped" })),
      );
      expect(project.status).toBe(415);
      expect(project.body.error).toMatch(/send the request body uncompressed/);
      const list = await request(stack.bff.url).get("/api/workflow/projects").set("x-session-id", sessionId);
      expect(JSON.stringify(list.body)).not.toContain("Zipped");
    });

    it("a body over the limit is a 413, on the BFF's own routes and on proxied ones", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      const big = "x".repeat(2 * 1024 * 1024);
      expect(
        (
          await request(stack.bff.url)
            .post("/api/seosnapshot")
            .set("x-session-id", sessionId)
            .send({ ...SEO_INPUT, title: big })
        ).status,
      ).toBe(413);
      expect(
        (await request(stack.bff.url).post("/api/workflow/projects").set("x-session-id", sessionId).send({ projectName: big }))
          .status,
      ).toBe(413);
    });

    it("the gateway's own failure is a 500 with the request id, never a 502 blaming a service", async () => {
      const broken = await startBff(
        {
          ...stack.backends,
          store: {
            ...stack.backends.store,
            get: async () => {
              throw new Error("store exploded");
            },
          },
        },
        stack.services.env,
      );
      try {
        const res = await request(broken.url).get("/api/auth/user").set("x-session-id", "a".repeat(43));
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ error: "Internal server error", requestId: res.headers[REQUEST_ID_HEADER] });
      } finally {
        await broken.close();
      }
    });

    it("answers every API call with a request id", async () => {
      const res = await request(stack.bff.url).get("/api/auth/user");
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe("8. a single plan without a selected tool", () => {
    it("reports no access, and every tool agrees", async () => {
      const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, {
        subscriptionType: "single",
        selectedTool: null,
      });
      const sub = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", sessionId);
      expect(sub.body).toMatchObject({ hasAccess: false, plan: "single", selectedTool: null });
      const res = await request(stack.bff.url).post("/api/seosnapshot").set("x-session-id", sessionId).send(SEO_INPUT);
      expect(res.status).toBe(403);
      expect(res.body.redirectTo).toBe("/pricing");
    });
  });
});
