// The one refund rule, through real HTTP, for every caller of the tool-call use case: a Starter
// user's weekly generation, a visitor's free try and a partner's embed allowance are kept (and a
// signed-in user's generation recorded) only when the service answers a 2xx with JSON; every other
// outcome gives the reservation back. A scripted local server stands in for the service.
import { createHash } from "node:crypto";
import request from "supertest";
import { createFreeTries } from "../data/freeTries";
import { createEmbedLimits } from "../embed/embedLimits";
import { mintVisitorToken, VISITOR_TOKEN_HEADER } from "../embed/visitorToken";
import { backendKinds, createUserWithSession, deadUrl, startBff, TEST_SECRET, type ScriptedMode } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { AUDIT_INPUT as AUDIT } from "../testing/toolInputs";
import { until } from "../testing/until";

jest.setTimeout(120_000);

type Bff = Awaited<ReturnType<typeof startBff>>;

/** Each outcome a service call can have, what the client gets, and whether it costs the caller. */
const OUTCOMES: { outcome: string; mode: ScriptedMode; tool?: string; status: number; body?: object; kept: boolean }[] = [
  { outcome: "a 2xx with JSON", mode: "ok", status: 200, body: { result: "scripted result" }, kept: true },
  { outcome: "a 2xx that is not JSON", mode: "notJson", status: 200, kept: false },
  { outcome: "a 2xx without a body", mode: "empty", status: 204, kept: false },
  {
    outcome: "the service's 400 for bad input (passed through)",
    mode: "invalid",
    status: 400,
    body: { error: "Invalid input", issues: [{ path: "title", message: "Required" }] },
    kept: false,
  },
  { outcome: "a 5xx (passed through)", mode: "fail", status: 500, body: { error: "engine exploded" }, kept: false },
  {
    outcome: "a dropped connection",
    mode: "hangUp",
    status: 502,
    body: { error: "SeoSnapshot service is unavailable", requestId: expect.any(String) },
    kept: false,
  },
  {
    outcome: "a service that is down",
    mode: "ok",
    tool: "descripto",
    status: 502,
    body: { error: "Descripto service is unavailable", requestId: expect.any(String) },
    kept: false,
  },
  {
    outcome: "no answer in time",
    mode: "slow",
    status: 504,
    body: { error: "SeoSnapshot service did not answer in time", requestId: expect.any(String) },
    kept: false,
  },
];

/** One caller of the use case: how it calls a tool, and how much of its allowance is in use. */
interface Caller {
  call(target: Bff, tool: string): request.Test;
  /** Calls its allowance counts as used. */
  used(): Promise<number>;
  /** Rows in its generation history (signed-in users only). */
  recorded?(): Promise<number>;
}

let visitorCounter = 0;

describe.each(backendKinds())("one refund rule for every tool call (%s)", (kind) => {
  const stack = useSuiteStack(kind, { scripted: true }, async ({ backends, scripted }) => {
    const env = { SEOSNAPSHOT_SERVICE_URL: scripted.url, DESCRIPTO_SERVICE_URL: await deadUrl(), TRUST_PROXY: "loopback" };
    return {
      // seosnapshot -> scripted, descripto -> nothing listening
      bff: await startBff(backends, { ...env, PROXY_TIMEOUT_MS: "1000" }),
      // the same with a long timeout: the caller leaves first
      patient: await startBff(backends, { ...env, PROXY_TIMEOUT_MS: "30000" }),
    };
  });

  const CALLERS: Record<string, () => Promise<Caller>> = {
    async "a Starter user (weekly quota, history)"() {
      const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
      return {
        call: (target, tool) => request(target.url).post(`/api/${tool}`).set("x-session-id", sessionId).send(AUDIT),
        used: async () => (await stack.backends.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsed,
        recorded: async () => {
          await Promise.all([stack.bff.flush(), stack.patient.flush()]);
          return stack.backends.prisma.generatedContent.count({ where: { userId: user.id } });
        },
      };
    },
    async "a visitor (free tries)"() {
      const n = ++visitorCounter;
      const ip = `198.51.100.${n}`;
      const device = createHash("sha256").update(`${kind}:refund:${n}`).digest("base64url").slice(0, 22);
      const cookie = `did=${device}`;
      const { freeTriesPerDay: perDevice, freeTriesPerAddressPerDay: perAddress } = stack.bff.config;
      const freeTries = createFreeTries(stack.backends.store, { perDevice, perAddress });
      return {
        call: (target, tool) =>
          request(target.url).post(`/api/${tool}`).set("Cookie", cookie).set("X-Forwarded-For", ip).send(AUDIT),
        used: async () => perDevice - (await freeTries.remaining({ device, ip })),
      };
    },
    async "a partner's embed (partner allowance)"() {
      const key = `pk_test_refund_${kind}_${++visitorCounter}_${Date.now()}`;
      const origin = "http://localhost:8090";
      await stack.backends.prisma.partner.create({
        data: { key, name: "Shop", allowedOrigins: [origin], monthlyQuota: 100, visitorDailyLimit: 100, enabled: true },
      });
      const limits = createEmbedLimits(stack.backends.store);
      return {
        call: (target, tool) => {
          const { token } = mintVisitorToken({ key, origin, tool, visitor: "v".repeat(22) }, TEST_SECRET, Date.now());
          return request(target.url)
            .post(`/api/embed/${tool}`)
            .set("Origin", target.url)
            .set("X-Forwarded-For", "203.0.113.77")
            .set(VISITOR_TOKEN_HEADER, token)
            .send(AUDIT);
        },
        used: () => limits.usedThisMonth(key),
      };
    },
  };

  describe.each(Object.keys(CALLERS))("%s", (callerName) => {
    it.each(OUTCOMES)("$outcome: $status, kept: $kept", async ({ mode, tool = "seosnapshot", status, body, kept }) => {
      const caller = await CALLERS[callerName]!();
      stack.scripted.state.mode = mode;
      const res = await caller.call(stack.bff, tool);
      expect(res.status).toBe(status);
      if (body) expect(res.body).toMatchObject(body);
      expect(await caller.used()).toBe(kept ? 1 : 0);
      if (caller.recorded) expect(await caller.recorded()).toBe(kept ? 1 : 0);
    });

    it("the caller leaving before the service answers: nothing answered, nothing kept", async () => {
      const caller = await CALLERS[callerName]!();
      stack.scripted.state.mode = "slow";
      stack.scripted.state.slowMs = 5_000;
      const call = caller.call(stack.patient, "seosnapshot");
      call.end(() => {}); // aborted below
      await until(() => stack.scripted.state.received.length === 1); // reserved and called, no answer yet
      expect(await caller.used()).toBe(1);
      call.abort();
      await until(async () => (await caller.used()) === 0);
      if (caller.recorded) expect(await caller.recorded()).toBe(0);
    });
  });

  it("a reservation given back is usable again: the next good call is kept", async () => {
    const caller = await CALLERS["a Starter user (weekly quota, history)"]!();
    for (const mode of ["fail", "notJson", "invalid"] as const) {
      stack.scripted.state.mode = mode;
      await caller.call(stack.bff, "seosnapshot");
    }
    stack.scripted.state.mode = "ok";
    expect((await caller.call(stack.bff, "seosnapshot")).status).toBe(200);
    expect(await caller.used()).toBe(1);
  });
});
