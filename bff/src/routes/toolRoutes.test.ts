// Plan access, quotas, free tries and recording on every tool call, through real HTTP from the BFF
// to the real Koa services (and a scripted upstream that shows what a service receives). What each
// service outcome costs is pinned once for every caller in toolCalls/refundRule.test.ts.
import { createHash } from "node:crypto";
import request from "supertest";
import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import { backendKinds, createUserWithSession, startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { postRaw } from "../testing/rawBody";
import { refusalShape, TOOL_INPUTS } from "../testing/toolInputs";

jest.setTimeout(90_000);

const INPUTS = TOOL_INPUTS;
type Tool = keyof typeof INPUTS;
const TOOLS = Object.keys(INPUTS) as Tool[];

describe.each(backendKinds())("tool access, quotas and recording (%s)", (kind) => {
  const stack = useSuiteStack(kind, { realServices: true, scripted: true }, async ({ backends, services, scripted }) => ({
    bff: await startBff(backends, services.env),
    // trusts X-Forwarded-For: distinct visitor IPs
    viaProxy: await startBff(backends, { ...services.env, TRUST_PROXY: "loopback" }),
    // descripto -> scripted
    failing: await startBff(backends, { ...services.env, DESCRIPTO_SERVICE_URL: scripted.url, TRUST_PROXY: "loopback" }),
  }));

  /** A browser's device cookie: one device per signed-in user, one per test visitor. */
  const deviceCookie = (key: string) => `did=${createHash("sha256").update(`${kind}:${key}`).digest("base64url").slice(0, 22)}`;
  const call = (
    target: { url: string },
    tool: Tool,
    sessionId?: string,
    body: object = INPUTS[tool],
    device = sessionId ?? "visitor",
  ) => {
    const r = request(target.url).post(`/api/${tool}`).set("Cookie", deviceCookie(device));
    if (sessionId) r.set("x-session-id", sessionId);
    return r.send(body);
  };
  const userRow = (id: number) => stack.backends.prisma.user.findUniqueOrThrow({ where: { id } });

  it("lets pro, all and admin use every tool and records each generation", async () => {
    for (const fields of [{ subscriptionType: "pro" }, { subscriptionType: "all" }, { isAdmin: true }]) {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, fields);
      for (const tool of TOOLS) {
        const res = await call(stack.bff, tool, sessionId);
        expect({ tool, status: res.status }).toEqual({ tool, status: 200 });
        expect(typeof res.body.result).toBe("string");
      }
      await stack.bff.flush(); // history is written in batches off the request path
      const rows = await stack.backends.prisma.generatedContent.findMany({ where: { userId: user.id }, orderBy: { id: "asc" } });
      expect(rows.map((r) => r.toolType)).toEqual(TOOLS);
      expect(rows[0]!.inputData).toMatchObject({ productName: "Trail Runner 2" });
      expect(rows[0]!.outputData).toMatchObject({ result: expect.any(String) });
    }
  });

  it("limits single to its selected tool (403 with code and redirect elsewhere)", async () => {
    const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "single",
      selectedTool: "hookgenie",
    });
    expect((await call(stack.bff, "hookgenie", sessionId)).status).toBe(200);
    for (const tool of TOOLS.filter((t) => t !== "hookgenie")) {
      const res = await call(stack.bff, tool, sessionId);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusalShape("TOOL_NOT_IN_PLAN"));
    }
  });

  it("gives a running trial pro access and an expired trial only the free tries", async () => {
    const day = 24 * 3600 * 1000;
    const running = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "pro",
      subscriptionStatus: "trialing",
      trialStartDate: new Date(Date.now() - day),
    });
    expect((await call(stack.bff, "trendspy", running.sessionId)).status).toBe(200);
    expect((await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: running.user.id } })).generationsUsed).toBe(0);

    const expired = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "pro",
      subscriptionStatus: "trialing",
      trialStartDate: new Date(Date.now() - 4 * day),
    });
    for (let i = 0; i < 3; i++) expect((await call(stack.bff, "trendspy", expired.sessionId)).status).toBe(200);
    const refused = await call(stack.bff, "trendspy", expired.sessionId);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe("FREE_TRIES_USED");
    const wf = await request(stack.bff.url).get("/api/workflow/projects").set("x-session-id", expired.sessionId);
    expect(wf.status).toBe(403);
  });

  it("meters Starter at 5 per week, refuses the 6th with 402, and starts a new week once the window ends", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    for (let i = 0; i < 5; i++) expect((await call(stack.bff, TOOLS[i % 4]!, sessionId)).status).toBe(200);
    const sixth = await call(stack.bff, "descripto", sessionId);
    expect(sixth.status).toBe(402);
    expect(sixth.body).toEqual({
      error: "You've reached your weekly generation limit. Upgrade to Pro for unlimited access.",
      code: "LIMIT_REACHED",
      redirectTo: "/pricing",
      requestId: expect.any(String),
    });
    const sub = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", sessionId);
    expect(sub.body).toMatchObject({ plan: "starter", generationsUsed: 5, generationsRemaining: 0 });
    const firstReset = new Date(sub.body.weeklyResetDate as string).getTime();
    expect(firstReset).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    await stack.bff.flush(); // history is written in batches off the request path
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(5);

    // the week is over
    await stack.backends.prisma.user.update({ where: { id: user.id }, data: { weeklyResetDate: new Date(Date.now() - 60_000) } });
    const fresh = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", sessionId);
    expect(fresh.body).toMatchObject({ generationsUsed: 0, generationsRemaining: 5, weeklyResetDate: null });
    expect((await call(stack.bff, "hookgenie", sessionId)).status).toBe(200);
    const row = await userRow(user.id);
    expect(row.generationsUsed).toBe(1);
    expect(row.weeklyResetDate!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
  });

  it("lets exactly 5 of 50 simultaneous Starter generations through", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const results = await Promise.all(Array.from({ length: 50 }, () => call(stack.bff, "seosnapshot", sessionId)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(45);
    expect((await userRow(user.id)).generationsUsed).toBe(5);
    await stack.bff.flush(); // history is written in batches off the request path
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(5);
  });

  it("gives visitors 3 free tries a day per device, then 402; failures do not use one", async () => {
    const ip = kind === "pglite" ? "198.18.0.1" : "198.18.0.2";
    const visitor = (tool: Tool, target = stack.viaProxy) => call(target, tool).set("X-Forwarded-For", ip);
    stack.scripted.state.mode = "fail";
    expect((await visitor("descripto", stack.failing)).status).toBe(500); // refunded
    for (let i = 0; i < 3; i++) expect((await visitor("hookgenie")).status).toBe(200);
    const refused = await visitor("trendspy");
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual(refusalShape("FREE_TRIES_USED"));
    // another visitor (another device, another address) still has theirs
    expect(
      (await call(stack.viaProxy, "hookgenie", undefined, INPUTS.hookgenie, "other-visitor").set("X-Forwarded-For", "198.18.9.9"))
        .status,
    ).toBe(200);
  });

  it("counts a signed-in user without a plan by device, and records their tries", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config);
    for (let i = 0; i < 3; i++) expect((await call(stack.bff, "trendspy", sessionId)).status).toBe(200);
    expect((await call(stack.bff, "trendspy", sessionId)).status).toBe(402);
    const sub = await request(stack.bff.url)
      .get("/api/user/subscription")
      .set("x-session-id", sessionId)
      .set("Cookie", deviceCookie(sessionId));
    expect(sub.body).toMatchObject({ hasAccess: false, freeTriesRemaining: 0 });
    await stack.bff.flush(); // history is written in batches off the request path
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(3);
  });

  it("passes the service's 400 {error, issues} for bad input through and gives the Starter generation back", async () => {
    // The BFF does not know the tools' contracts: the service validates, and its 400 refunds the
    // reservation like any answer that is not a success.
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const bad: [Tool, object][] = [
      ["descripto", { productName: "", keyFeatures: "x", targetAudience: "y", tone: "professional" }],
      ["descripto", { ...INPUTS.descripto, tone: "sarcastic" }],
      ["hookgenie", { topic: "x", type: "novel" }],
      ["trendspy", {}],
      ["seosnapshot", { title: "t", description: "d", url: "not a url" }],
      ["trendspy", {}],
    ];
    for (const [tool, body] of bad) {
      const res = await call(stack.bff, tool, sessionId, body);
      expect({ tool, status: res.status }).toEqual({ tool, status: 400 });
      expect(res.body).toMatchObject({ error: expect.any(String), issues: expect.any(Array), requestId: expect.any(String) });
    }
    // Six refused calls, more than the week's five: every one was given back.
    expect((await userRow(user.id)).generationsUsed).toBe(0);
    expect((await call(stack.bff, "trendspy", sessionId)).status).toBe(200);
    expect((await userRow(user.id)).generationsUsed).toBe(1);
    await stack.bff.flush();
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a visitor's bad input does not use a free try", async () => {
    const ip = kind === "pglite" ? "198.18.1.1" : "198.18.1.2";
    for (let i = 0; i < 4; i++) {
      expect((await call(stack.viaProxy, "trendspy", undefined, {}, "bad-input-visitor").set("X-Forwarded-For", ip)).status).toBe(
        400,
      );
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(stack.viaProxy, "trendspy", undefined, INPUTS.trendspy, "bad-input-visitor").set("X-Forwarded-For", ip))
          .status,
      ).toBe(200);
    }
  });

  it("refuses what the BFF itself cannot take (malformed or unsafe JSON) without calling the service or spending quota", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.failing.config, {
      subscriptionType: "starter",
    });
    const malformed = await postRaw(stack.failing.url, "/api/descripto", sessionId, "application/json", "{nope");
    expect(malformed.status).toBe(400);
    const deep = JSON.stringify(Array.from({ length: 200 }).reduce<unknown>((inner) => ({ a: inner }), 1));
    const tooDeep = await postRaw(stack.failing.url, "/api/descripto", sessionId, "application/json", deep);
    expect(tooDeep.status).toBe(400);
    const text = await postRaw(stack.failing.url, "/api/descripto", sessionId, "text/plain", "hello");
    expect(text.status).toBe(415);
    expect(stack.scripted.state.received).toHaveLength(0);
    expect((await userRow(user.id)).generationsUsed).toBe(0);
  });

  it("replaces client-sent identity headers with the signed identity of the session user", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.failing.config, { subscriptionType: "pro" });
    const res = await call(stack.failing, "descripto", sessionId)
      .set(IDENTITY_HEADERS.userId, "1")
      .set(IDENTITY_HEADERS.plan, "admin")
      .set("x-seo-extra", "sneaky")
      .set("Cookie", "sid=abc");
    expect(res.status).toBe(200);
    const seen = stack.scripted.state.received[0]!;
    expect(seen.headers[IDENTITY_HEADERS.userId]).toBe(String(user.id));
    expect(seen.headers[IDENTITY_HEADERS.plan]).toBe("pro");
    expect(seen.headers["x-seo-extra"]).toBeUndefined();
    expect(seen.headers["x-session-id"]).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(JSON.parse(seen.body)).toMatchObject({ productName: "Trail Runner 2" });
  });

  it("has every service refuse a call without the BFF's signature", async () => {
    for (const tool of TOOLS) {
      const url = stack.services.env[`${tool.toUpperCase()}_SERVICE_URL`]!;
      const direct = await request(url).post(`/api/${tool}`).send(INPUTS[tool]);
      expect({ tool, status: direct.status }).toEqual({ tool, status: 401 });
      const forged = await request(url)
        .post(`/api/${tool}`)
        .set(IDENTITY_HEADERS.userId, "1")
        .set(IDENTITY_HEADERS.plan, "pro")
        .set(IDENTITY_HEADERS.timestamp, String(Math.floor(Date.now() / 1000)))
        .set(IDENTITY_HEADERS.signature, "00".repeat(32))
        .send(INPUTS[tool]);
      expect(forged.status).toBe(401);
    }
    const wf = await request(stack.services.env.WORKFLOW_SERVICE_URL!).get("/api/workflow/projects");
    expect(wf.status).toBe(401);
  });

  it("reserves the workflow for pro, all and admin (401 without a session, 403 otherwise)", async () => {
    await request(stack.bff.url).get("/api/workflow/projects").expect(401);
    for (const fields of [{ subscriptionType: "starter" }, { subscriptionType: "single", selectedTool: "descripto" }, {}]) {
      const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, fields);
      const res = await request(stack.bff.url).get("/api/workflow/projects").set("x-session-id", sessionId);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(refusalShape("WORKFLOW_NOT_IN_PLAN"));
      const create = await request(stack.bff.url)
        .post("/api/workflow/projects")
        .set("x-session-id", sessionId)
        .send({ projectName: "x" });
      expect(create.status).toBe(403);
    }
    for (const fields of [{ subscriptionType: "pro" }, { subscriptionType: "all" }, { isAdmin: true }]) {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, fields);
      const created = await request(stack.bff.url)
        .post("/api/workflow/projects")
        .set("x-session-id", sessionId)
        .send({ projectName: "Launch" });
      expect(created.status).toBeLessThan(300);
      expect(created.body).toMatchObject({ id: expect.any(Number), projectName: "Launch" });
      const list = await request(stack.bff.url).get("/api/workflow/projects").set("x-session-id", sessionId);
      expect(list.status).toBe(200);
      expect(list.body).toHaveLength(1);
      expect(await stack.backends.prisma.workflowProject.count({ where: { userId: user.id } })).toBe(1);
      const id = created.body.id as number;
      expect((await request(stack.bff.url).get(`/api/workflow/projects/${id}`).set("x-session-id", sessionId)).status).toBe(200);
      expect(
        (await request(stack.bff.url).delete(`/api/workflow/projects/${id}`).set("x-session-id", sessionId)).status,
      ).toBeLessThan(300);
    }
  });
});
