// A fifth tool registered from its registry entry alone (docs/decisions/0001-one-registry-of-tools.md). The BFF (given the
// registry) gates, meters and proxies it over real HTTP to a small fake service found at the port
// the entry names; the service checks the BFF's signed identity with the shared service kit.
import request from "supertest";
import { FIFTH_TOOL_ENTRY } from "@seo/registry/testing/fifthTool";
import { createUserWithSession, startBff } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";
import { startFifthToolService } from "./testing/fifthToolService";

jest.setTimeout(90_000);

const TOOL = FIFTH_TOOL_ENTRY.id;

/** The fifth tool's service: validates its own body (the BFF does not), answers with who called. */
function startFakeFifthService(received: { userId: string; plan: string }[]) {
  return startFifthToolService((ctx) => {
    const body = (ctx.request as { body?: { page?: unknown } }).body;
    if (typeof body?.page !== "string" || !body.page) {
      ctx.status = 400;
      ctx.body = { error: "Invalid request", issues: [{ path: "page", message: "Required" }] };
      return;
    }
    received.push(ctx.state.identity);
    ctx.body = { result: `Meta tags for ${body.page}`, calledBy: ctx.state.identity };
  });
}

describe("a fifth tool from its registry entry alone, through the BFF", () => {
  const received: { userId: string; plan: string }[] = [];
  const stack = useSuiteStack("pglite", {}, async ({ backends }) => {
    // The fake service at a free port; the registry entry names it, nothing else does.
    const service = await startFakeFifthService(received);
    return { service, bff: await startBff(backends, {}, { registry: service.registry }) };
  });

  const call = (sessionId: string | undefined, body: object = { page: "https://example.com" }) => {
    const r = request(stack.bff.url).post(`/api/${TOOL}`);
    if (sessionId) r.set("x-session-id", sessionId);
    return r.send(body);
  };
  const usedBy = async (id: number) => (await stack.backends.prisma.user.findUniqueOrThrow({ where: { id } })).generationsUsed;

  it("finds the service at the registry's port and signs the caller's identity, which the service verifies", async () => {
    expect(stack.bff.config.serviceUrls[TOOL]).toBe(`http://127.0.0.1:${stack.service.registry.tools.at(-1)!.service.port}`);
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const res = await call(sessionId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: "Meta tags for https://example.com", calledBy: { userId: String(user.id), plan: "pro" } });
    // A forged call straight to the service is refused: the signature is what it trusts.
    const direct = await request(stack.bff.config.serviceUrls[TOOL]!)
      .post(`/api/${TOOL}`)
      .set("x-user-id", "1")
      .send({ page: "x" });
    expect(direct.status).toBe(401);
  });

  it("meters Starter: 5 a week, its own 400s refunded, the 6th generation refused with 402", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const bad = await call(sessionId, {});
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: "Invalid request",
      issues: [{ path: "page", message: "Required" }],
      requestId: expect.any(String),
    });
    expect(await usedBy(user.id)).toBe(0);
    for (let i = 0; i < 5; i++) expect((await call(sessionId)).status).toBe(200);
    const refused = await call(sessionId);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: "LIMIT_REACHED", redirectTo: "/pricing" });
    expect(await usedBy(user.id)).toBe(5);
  });

  it("opens to a single plan only when it is the selected tool", async () => {
    const chosen = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "single",
      selectedTool: TOOL,
    });
    expect((await call(chosen.sessionId)).status).toBe(200);
    const other = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "single",
      selectedTool: "trendspy",
    });
    const refused = await call(other.sessionId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "TOOL_NOT_IN_PLAN", redirectTo: "/pricing" });
  });

  it("appears in the subscription's capabilities with the exports its entry lists", async () => {
    const pro = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const res = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", pro.sessionId);
    expect(res.status).toBe(200);
    expect(res.body.capabilities.tools).toContainEqual({ id: TOOL, use: true, exports: ["copy", "txt", "csv"] });
    const starter = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const sub = await request(stack.bff.url).get("/api/user/subscription").set("x-session-id", starter.sessionId);
    expect(sub.body.capabilities.tools).toContainEqual({ id: TOOL, use: true, exports: ["copy", "txt"] });
    expect(sub.body.capabilities.generationsRemaining).toBe(5);
  });
});
