// The account's e-mail flows through real HTTP on the embedded default (and PostgreSQL + Redis when
// configured): the links are read from the outbox rows the requests wrote (no job queue here; the
// browser suite reads them from a real SMTP server).
import request from "supertest";
import { FORGOT_PASSWORD_MESSAGE, LINK_INVALID_MESSAGE } from "@seo/contracts/account";
import { backendKinds, createUserWithSession, startBff, TEST_PASSWORD } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { bodyAsText } from "../testing/textBody";

jest.setTimeout(90_000);

describe.each(backendKinds())("account e-mail flows (%s)", (kind) => {
  const stack = useSuiteStack(kind, {}, async ({ backends }) => ({
    bff: await startBff(backends, { TRUST_PROXY: "loopback" }),
  }));
  let n = 0;

  // Each test its own client address, so the per-address limits of one do not touch another.
  const ip = () => `10.9.${n % 250}.${++n % 250}`;
  const api = (method: "get" | "post", path: string, sessionId?: string) => {
    const r = request(stack.bff.url)[method](path).set("X-Forwarded-For", ip());
    return sessionId ? r.set("x-session-id", sessionId) : r;
  };

  /** The newest outbox mail of this kind to this address: its props (links included). */
  async function mailTo(to: string, kind: string) {
    const row = await stack.backends.prisma.emailOutbox.findFirst({ where: { to, kind }, orderBy: { id: "desc" } });
    return row ? (row.props as Record<string, string>) : null;
  }
  const tokenOf = (url: string | undefined) => new URL(url ?? "missing:").searchParams.get("token")!;

  async function signUp(prefix: string) {
    const email = `${prefix}-${kind}-${Date.now()}@example.test`;
    const res = await api("post", "/api/auth/signup").send({ email, password: "s3cret-pass", firstName: "Ann", lastName: "Lee" });
    expect(res.status).toBe(201);
    return { email, sessionId: res.body.sessionId as string };
  }

  it("sign-up sends one confirmation link; opening it confirms the address once and welcomes once", async () => {
    const { email, sessionId } = await signUp("verify");
    expect((await api("get", "/api/auth/user", sessionId)).body.emailVerified).toBe(false);
    // Purchases and the trial wait for the address.
    const trial = await api("post", "/api/create-subscription", sessionId).send({ plan: "pro", trial: true });
    expect(trial.status).toBe(403);
    expect(trial.body.code).toBe("email_unverified");

    const link = await mailTo(email, "verify-email");
    expect(link!.url).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const ok = await api("post", "/api/auth/verify-email").send({ token: tokenOf(link!.url) });
    expect(ok.status).toBe(200);
    expect((await api("get", "/api/auth/user", sessionId)).body.emailVerified).toBe(true);
    const again = await api("post", "/api/auth/verify-email").send({ token: tokenOf(link!.url) });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(LINK_INVALID_MESSAGE);
    expect(await stack.backends.prisma.emailOutbox.count({ where: { to: email, kind: "welcome" } })).toBe(1);
  });

  it("refuses unknown, tampered and malformed tokens with one message and changes nothing", async () => {
    const { email } = await signUp("tamper");
    const token = tokenOf((await mailTo(email, "verify-email"))!.url);
    const flipped = (token[0] === "A" ? "B" : "A") + token.slice(1);
    for (const bad of [flipped, "short", "", 42, "x".repeat(43), `${token}x`]) {
      const res = await api("post", "/api/auth/verify-email").send({ token: bad });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(LINK_INVALID_MESSAGE);
    }
    // A reset token is no verify token.
    await api("post", "/api/auth/forgot-password").send({ email });
    const reset = await waitForMail(email, "reset-password");
    expect((await api("post", "/api/auth/verify-email").send({ token: tokenOf(reset.url) })).status).toBe(400);
    const user = await stack.backends.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeNull();
  });

  async function waitForMail(to: string, kind: string) {
    for (let i = 0; i < 50; i++) {
      const props = await mailTo(to, kind);
      if (props) return props;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no ${kind} mail to ${to}`);
  }

  it("forgot password: the same answer for every address; only a real account gets a link; reset ends every session", async () => {
    const { user, sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
    const known = await api("post", "/api/auth/forgot-password").send({ email: email.toUpperCase() });
    const unknown = await api("post", "/api/auth/forgot-password").send({ email: `nobody-${kind}@example.test` });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(FORGOT_PASSWORD_MESSAGE);
    const link = await waitForMail(email, "reset-password");
    await new Promise((r) => setTimeout(r, 200));
    expect(await stack.backends.prisma.emailOutbox.count({ where: { to: `nobody-${kind}@example.test` } })).toBe(0);

    const token = tokenOf(link.url);
    const common = await api("post", "/api/auth/reset-password").send({ token, password: "password123" });
    expect(common.status).toBe(400);
    expect(common.body.issues[0].path).toBe("password");
    const done = await api("post", "/api/auth/reset-password").send({ token, password: "a-new-long-pass" });
    expect(done.status).toBe(200);
    expect((await api("get", "/api/auth/user", sessionId)).status).toBe(401); // the old session is gone
    expect((await api("post", "/api/auth/reset-password").send({ token, password: "another-pass-1" })).body.error).toBe(
      LINK_INVALID_MESSAGE,
    );
    expect((await api("post", "/api/auth/login").send({ email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await api("post", "/api/auth/login").send({ email, password: "a-new-long-pass" })).status).toBe(200);
    expect(await mailTo(email, "password-changed")).not.toBeNull();
    expect(await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toHaveProperty("emailVerifiedAt");
  });

  it("forgot password takes as long for an unknown address as for a known one (no enumeration by timing)", async () => {
    const { email } = await createUserWithSession(stack.backends, stack.bff.config);
    const timeOf = async (address: string) => {
      const started = process.hrtime.bigint();
      const res = await api("post", "/api/auth/forgot-password").send({ email: address });
      expect(res.status).toBe(200);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Alternating samples, so load on the machine falls on both alike; 3 per address (the limit).
    for (let i = 0; i < 3; i++) {
      known.push(await timeOf(email));
      unknown.push(await timeOf(`nobody-${i}-${kind}-${Date.now()}@example.test`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // The answer is sent before the address is looked up: no gap a client could measure.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(25, median(unknown)));
  });

  it("forgot password is limited per e-mail address whether or not it has an account (429 with Retry-After)", async () => {
    const email = `limited-${kind}@example.test`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await api("post", "/api/auth/forgot-password").send({ email }));
    expect(answers.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[3]!.status).toBe(429);
    expect(Number(answers[3]!.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("changing the password needs the current one and signs out the other sessions only", async () => {
    const { user, sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
    const login = await api("post", "/api/auth/login").send({ email, password: TEST_PASSWORD });
    const other = login.body.sessionId as string;
    const listed = await api("get", "/api/account/sessions", sessionId);
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const wrong = await api("post", "/api/account/password", sessionId).send({
      currentPassword: "nope-nope",
      newPassword: "brand-new-pass",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([{ path: "currentPassword", message: "Current password is incorrect" }]);
    const ok = await api("post", "/api/account/password", sessionId).send({
      currentPassword: TEST_PASSWORD,
      newPassword: "brand-new-pass",
    });
    expect(ok.status).toBe(200);
    expect((await api("get", "/api/auth/user", sessionId)).status).toBe(200);
    expect((await api("get", "/api/auth/user", other)).status).toBe(401);
    expect(await stack.backends.prisma.emailOutbox.count({ where: { userId: user.id, kind: "password-changed" } })).toBe(1);
  });

  it("sign out of all other sessions ends them at once", async () => {
    const { sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
    const others = [];
    for (let i = 0; i < 2; i++)
      others.push((await api("post", "/api/auth/login").send({ email, password: TEST_PASSWORD })).body.sessionId);
    const res = await api("post", "/api/account/sessions/sign-out-others", sessionId);
    expect(res.body).toMatchObject({ success: true, signedOut: 2 });
    for (const s of others) expect((await api("get", "/api/auth/user", s)).status).toBe(401);
    expect((await api("get", "/api/account/sessions", sessionId)).body.sessions).toHaveLength(1);
  });

  it("changing the address waits for the new one's link, then tells the old one", async () => {
    const { user, sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
    const taken = await createUserWithSession(stack.backends, stack.bff.config);
    const newEmail = `moved-${kind}-${user.id}@example.test`;
    const res = await api("post", "/api/account/email", sessionId).send({ newEmail, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect((await api("get", "/api/account", sessionId)).body).toMatchObject({ email, pendingEmail: newEmail });
    // An address with an account: the same answer, and no link is sent to it.
    const same = await api("post", "/api/account/email", sessionId).send({
      newEmail: taken.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(same.status).toBe(200);
    expect(await stack.backends.prisma.emailOutbox.count({ where: { to: taken.email, kind: "verify-new-email" } })).toBe(0);

    const link = await mailTo(newEmail, "verify-new-email");
    expect((await api("post", "/api/auth/verify-email").send({ token: tokenOf(link!.url) })).status).toBe(200);
    const after = await api("get", "/api/account", sessionId);
    expect(after.body).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect(await mailTo(email, "email-changed")).toMatchObject({ newEmail });
  });

  it("exports the person's data as a JSON file without the password hash", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    await stack.backends.prisma.generatedContent.createMany({
      data: Array.from({ length: 3 }, (_, i) => ({
        userId: user.id,
        toolType: "hookgenie",
        inputData: { i },
        outputData: { r: i },
      })),
    });
    await stack.backends.prisma.workflowProject.create({ data: { userId: user.id, projectName: "Spring launch" } });
    await stack.backends.prisma.bulkRun.create({
      data: {
        userId: user.id,
        toolType: "descripto",
        fileName: "spring.csv",
        status: "done",
        total: 2,
        rows: {
          create: [
            { rowNumber: 2, input: { productName: "Mug" }, status: "failed", error: "The tool is unavailable" },
            {
              rowNumber: 1,
              input: { productName: "Lamp" },
              status: "done",
              output: { d: 1 },
              editedText: "My lamp",
              review: "approved",
            },
          ],
        },
      },
    });
    const res = await api("get", "/api/account/export", sessionId).buffer(true).parse(bodyAsText);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="rankforge-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(res.body as string);
    expect(data.profile.email).toBe(user.email);
    expect(data.subscription.plan).toBe("pro");
    expect(data.workflowProjects.map((p: { projectName: string }) => p.projectName)).toEqual(["Spring launch"]);
    expect(data.generationHistory.map((g: { inputData: { i: number } }) => g.inputData.i)).toEqual([0, 1, 2]);
    // What was uploaded in bulk, with the person's review and edits, row by row.
    expect(data.bulkRuns).toEqual([
      expect.objectContaining({
        fileName: "spring.csv",
        toolType: "descripto",
        status: "done",
        rows: [
          expect.objectContaining({ rowNumber: 1, input: { productName: "Lamp" }, editedText: "My lamp", review: "approved" }),
          expect.objectContaining({ rowNumber: 2, status: "failed", error: "The tool is unavailable", output: null }),
        ],
      }),
    ]);
    expect(res.body).not.toContain(user.password);
  });

  it("deletion needs the password and the typed word, is refused cross-site, and frees the address", async () => {
    const { user, sessionId, email } = await createUserWithSession(stack.backends, stack.bff.config);
    await stack.backends.prisma.payment.create({
      data: { id: `in_del_${user.id}`, userId: user.id, amount: 1900, currency: "usd", paidAt: new Date() },
    });
    const crossSite = await api("post", "/api/account/delete")
      .set("Cookie", `sid=${sessionId}`)
      .set("Origin", "https://evil.example")
      .send({ password: TEST_PASSWORD, confirmation: "DELETE" });
    expect(crossSite.status).toBe(403);
    expect(
      (await api("post", "/api/account/delete", sessionId).send({ password: TEST_PASSWORD, confirmation: "delete" })).status,
    ).toBe(400);
    const wrong = await api("post", "/api/account/delete", sessionId).send({ password: "wrong-pass", confirmation: "DELETE" });
    expect(wrong.body.issues[0].path).toBe("password");
    expect(await stack.backends.prisma.user.count({ where: { id: user.id } })).toBe(1);

    const done = await api("post", "/api/account/delete", sessionId).send({ password: TEST_PASSWORD, confirmation: "DELETE" });
    expect(done.status).toBe(200);
    expect(await stack.backends.prisma.user.count({ where: { id: user.id } })).toBe(0);
    expect((await api("get", "/api/auth/user", sessionId)).status).toBe(401);
    // The payment stays for the books, without the person.
    expect(await stack.backends.prisma.payment.findUnique({ where: { id: `in_del_${user.id}` } })).toMatchObject({
      userId: null,
    });
    expect(await mailTo(email, "account-deleted")).toMatchObject({ firstName: "Test" });
    const again = await api("post", "/api/auth/signup").send({
      email,
      password: "s3cret-pass",
      firstName: "Ann",
      lastName: "Lee",
    });
    expect(again.status).toBe(201);
  });

  it("unsubscribe switches product e-mails off with a valid link only", async () => {
    const { user } = await createUserWithSession(stack.backends, stack.bff.config);
    const bad = await api("post", "/api/email/unsubscribe").send({ token: "x".repeat(43) });
    expect(bad.body.error).toBe(LINK_INVALID_MESSAGE);
    const { createAccountTokens } = await import("../data/accountTokens");
    const { token } = await createAccountTokens(stack.backends.prisma).issue(stack.backends.prisma, {
      userId: user.id,
      purpose: "unsubscribe",
      email: user.email,
      ttlMs: 60_000,
    });
    // RFC 8058 one-click: a form POST from the mail provider, token in the URL, no Origin.
    const res = await request(stack.bff.url)
      .post(`/api/email/unsubscribe?token=${token}`)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(res.status).toBe(200);
    expect((await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).productEmails).toBe(false);
  });
});
