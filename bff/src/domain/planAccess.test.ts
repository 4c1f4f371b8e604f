import { findTool, registry } from "@seo/registry/registry";
import { FIFTH_TOOL_ENTRY, registryWithFifthTool } from "@seo/registry/testing/fifthTool";
import {
  accessPolicyOf,
  capabilitiesOf,
  effectivePlan,
  gateToolCall,
  gateWorkflow,
  summarizeAccess,
  type AccessSubject,
  type AccessPolicy,
} from "./planAccess";

/** gateToolCall for a tool of the built-in registry, by id. */
const gate = (user: AccessSubject | null, id: string, now: Date, freeTries: number, policy?: AccessPolicy) =>
  gateToolCall(user, findTool(id)!, now, freeTries, policy);

const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

const subject = (over: Partial<AccessSubject> = {}): AccessSubject => ({
  isAdmin: false,
  selectedTool: null,
  subscriptionType: null,
  subscriptionStatus: null,
  trialStartDate: null,
  generationsUsed: 0,
  weeklyResetDate: null,
  ...over,
});

describe("effectivePlan", () => {
  it("gives the admin flag plan admin whatever the subscription says", () => {
    expect(effectivePlan(subject({ isAdmin: true }), NOW)).toBe("admin");
  });
  it("needs an active or trialing subscription", () => {
    expect(effectivePlan(subject({ subscriptionType: "pro", subscriptionStatus: "active" }), NOW)).toBe("pro");
    expect(effectivePlan(subject({ subscriptionType: "pro", subscriptionStatus: "past_due" }), NOW)).toBeNull();
    expect(effectivePlan(subject({ subscriptionType: "pro", subscriptionStatus: "canceled" }), NOW)).toBeNull();
    expect(effectivePlan(subject({ subscriptionType: "gold", subscriptionStatus: "active" }), NOW)).toBeNull();
  });
  it("ends a trial three days after it started", () => {
    const trial = (startedDaysAgo: number) =>
      subject({
        subscriptionType: "pro",
        subscriptionStatus: "trialing",
        trialStartDate: new Date(NOW.getTime() - startedDaysAgo * DAY),
      });
    expect(effectivePlan(trial(2.9), NOW)).toBe("pro");
    expect(effectivePlan(trial(3), NOW)).toBeNull();
    expect(effectivePlan(subject({ subscriptionType: "pro", subscriptionStatus: "trialing" }), NOW)).toBeNull();
  });
});

describe("gateToolCall", () => {
  it("lets pro, all and admin use every tool without a quota", () => {
    for (const s of [
      subject({ subscriptionType: "pro", subscriptionStatus: "active" }),
      subject({ subscriptionType: "all", subscriptionStatus: "active" }),
      subject({ isAdmin: true }),
    ]) {
      expect(gate(s, "trendspy", NOW, 3).kind).toBe("unlimited");
    }
  });
  it("limits single to its selected tool with a 403", () => {
    const single = subject({ subscriptionType: "single", subscriptionStatus: "active", selectedTool: "hookgenie" });
    expect(gate(single, "hookgenie", NOW, 3).kind).toBe("unlimited");
    const other = gate(single, "descripto", NOW, 3);
    expect(other).toMatchObject({ kind: "refused", refusal: { status: 403, code: "TOOL_NOT_IN_PLAN" } });
  });
  it("a single plan without a selected tool reports no access and every tool agrees", () => {
    for (const selectedTool of [null, "not-a-tool"]) {
      const single = subject({ subscriptionType: "single", subscriptionStatus: "active", selectedTool });
      expect(summarizeAccess(single, NOW)).toMatchObject({
        hasAccess: false,
        plan: "single",
        selectedTool: null,
        generationsRemaining: 0,
      });
      for (const tool of ["descripto", "hookgenie", "trendspy", "seosnapshot"] as const) {
        expect(gate(single, tool, NOW, 3)).toMatchObject({ kind: "refused", refusal: { status: 403 } });
      }
    }
    const chosen = subject({ subscriptionType: "single", subscriptionStatus: "active", selectedTool: "trendspy" });
    expect(summarizeAccess(chosen, NOW)).toMatchObject({ hasAccess: true, selectedTool: "trendspy" });
  });
  it("meters starter and refuses with 402 once 5 are used in an open window", () => {
    const starter = (used: number, resetInMs: number) =>
      subject({
        subscriptionType: "starter",
        subscriptionStatus: "active",
        generationsUsed: used,
        weeklyResetDate: new Date(NOW.getTime() + resetInMs),
      });
    expect(gate(starter(4, DAY), "descripto", NOW, 3).kind).toBe("starterQuota");
    expect(gate(starter(5, DAY), "descripto", NOW, 3)).toMatchObject({ refusal: { status: 402, code: "LIMIT_REACHED" } });
    // the window has ended: a new one starts
    expect(gate(starter(5, -1), "descripto", NOW, 3).kind).toBe("starterQuota");
  });
  it("offers free tries to visitors and users without a plan", () => {
    expect(gate(null, "seosnapshot", NOW, 3).kind).toBe("freeTry");
    expect(gate(subject(), "seosnapshot", NOW, 3).kind).toBe("freeTry");
    expect(gate(null, "seosnapshot", NOW, 0)).toMatchObject({ refusal: { status: 402, code: "NO_PLAN" } });
  });
});

describe("gateWorkflow", () => {
  it("allows pro, all and admin and refuses everyone else with 403", () => {
    expect(gateWorkflow(subject({ subscriptionType: "pro", subscriptionStatus: "active" }), NOW)).toBeNull();
    expect(gateWorkflow(subject({ subscriptionType: "all", subscriptionStatus: "active" }), NOW)).toBeNull();
    expect(gateWorkflow(subject({ isAdmin: true }), NOW)).toBeNull();
    expect(gateWorkflow(subject({ subscriptionType: "starter", subscriptionStatus: "active" }), NOW)?.status).toBe(403);
    expect(gateWorkflow(subject({ subscriptionType: "single", subscriptionStatus: "active" }), NOW)?.status).toBe(403);
    expect(gateWorkflow(subject(), NOW)?.code).toBe("WORKFLOW_NOT_IN_PLAN");
  });
});

describe("summarizeAccess", () => {
  it("reports starter usage in the open window and -1 remaining for unlimited plans", () => {
    const reset = new Date(NOW.getTime() + 2 * DAY);
    expect(
      summarizeAccess(
        subject({ subscriptionType: "starter", subscriptionStatus: "active", generationsUsed: 3, weeklyResetDate: reset }),
        NOW,
      ),
    ).toEqual({
      hasAccess: true,
      plan: "starter",
      selectedTool: null,
      generationsUsed: 3,
      generationsRemaining: 2,
      weeklyResetDate: reset.toISOString(),
      status: "active",
    });
    expect(summarizeAccess(subject({ subscriptionType: "pro", subscriptionStatus: "active" }), NOW).generationsRemaining).toBe(
      -1,
    );
    expect(summarizeAccess(subject(), NOW)).toMatchObject({ hasAccess: false, plan: null, generationsRemaining: 0 });
  });
  it("starts a starter afresh once the window has ended", () => {
    const s = subject({
      subscriptionType: "starter",
      subscriptionStatus: "active",
      generationsUsed: 5,
      weeklyResetDate: new Date(NOW.getTime() - 1),
    });
    expect(summarizeAccess(s, NOW)).toMatchObject({ generationsUsed: 0, generationsRemaining: 5, weeklyResetDate: null });
  });
});

describe("subscription statuses (billing)", () => {
  const withStatus = (status: string, over: Partial<AccessSubject> = {}) =>
    subject({ subscriptionType: "starter", subscriptionStatus: status, ...over });

  it("gives access for active and trialing, none for canceled, unpaid, paused, incomplete and incomplete_expired", () => {
    expect(effectivePlan(withStatus("active"), NOW)).toBe("starter");
    expect(effectivePlan(withStatus("trialing", { trialEndsAt: new Date(NOW.getTime() + DAY) }), NOW)).toBe("starter");
    for (const status of ["canceled", "unpaid", "paused", "incomplete", "incomplete_expired"]) {
      expect(effectivePlan(withStatus(status), NOW)).toBeNull();
    }
  });

  it("keeps past_due access for the grace period (default 3 days), then removes it", () => {
    const since = (daysAgo: number) => withStatus("past_due", { pastDueSince: new Date(NOW.getTime() - daysAgo * DAY) });
    expect(effectivePlan(since(2.9), NOW)).toBe("starter");
    expect(effectivePlan(since(3), NOW)).toBeNull();
    expect(effectivePlan(withStatus("past_due"), NOW)).toBeNull(); // no start date: no grace to give
    expect(summarizeAccess(since(1), NOW)).toMatchObject({ hasAccess: true, plan: "starter", status: "past_due" });
    expect(summarizeAccess(since(4), NOW)).toMatchObject({ hasAccess: false, plan: null, status: "past_due" });
  });

  it("takes the grace period from configuration", () => {
    const policy = accessPolicyOf({ billing: { pastDueGraceDays: 1 } });
    const user = withStatus("past_due", { pastDueSince: new Date(NOW.getTime() - 2 * DAY) });
    expect(effectivePlan(user, NOW, policy)).toBeNull();
    expect(effectivePlan(user, NOW, accessPolicyOf({ billing: { pastDueGraceDays: 7 } }))).toBe("starter");
    expect(gate(user, "descripto", NOW, 3, policy)).toEqual({ kind: "freeTry" });
    expect(
      gateWorkflow(subject({ subscriptionType: "pro", subscriptionStatus: "past_due", pastDueSince: NOW }), NOW, policy),
    ).toBeNull();
  });

  it("ends a trial at the processor's trial end when it is known", () => {
    const trial = subject({
      subscriptionType: "pro",
      subscriptionStatus: "trialing",
      trialStartDate: NOW,
      trialEndsAt: new Date(NOW.getTime() + DAY),
    });
    expect(effectivePlan(trial, new Date(NOW.getTime() + DAY - 1))).toBe("pro");
    expect(effectivePlan(trial, new Date(NOW.getTime() + DAY))).toBeNull();
  });
});

describe("capabilitiesOf: what the subscription answer tells the client", () => {
  const ADMIN = "admin@example.com";
  const withEmail = (over: Partial<AccessSubject> = {}, email = "ada@example.com") => ({ ...subject(over), email });
  const caps = (user: ReturnType<typeof withEmail> | null) => capabilitiesOf(user, NOW, { adminEmail: ADMIN });
  const exportsOf = (c: ReturnType<typeof caps>) => Object.fromEntries(c.tools.map((t) => [t.id, t.exports]));
  const active = (type: string, over: Partial<AccessSubject> = {}) =>
    withEmail({ subscriptionType: type, subscriptionStatus: "active", ...over });

  it("anonymous visitors and users without a plan: no tool included, Copy and TXT, no workflow", () => {
    for (const c of [caps(null), caps(withEmail())]) {
      expect(c.tools.every((t) => !t.use)).toBe(true);
      expect(Object.values(exportsOf(c))).toEqual(registry.tools.map(() => ["copy", "txt"]));
      expect(c).toMatchObject({ workflow: false, handoffs: [], generationsRemaining: 0, canActivateAdmin: false });
    }
  });

  it("Starter: every tool, Copy and TXT only, the generations left this week", () => {
    const c = caps(active("starter", { generationsUsed: 2, weeklyResetDate: new Date(NOW.getTime() + DAY) }));
    expect(c.tools.every((t) => t.use)).toBe(true);
    expect(exportsOf(c)).toEqual({
      descripto: ["copy", "txt"],
      hookgenie: ["copy", "txt"],
      trendspy: ["copy", "txt"],
      seosnapshot: ["copy", "txt"],
    });
    expect(c).toMatchObject({ generationsRemaining: 3, workflow: false });
  });

  it("Pro, all and admin: every format each tool offers, unlimited, the workflow; hand-offs for all and admin", () => {
    for (const user of [active("pro"), active("all"), withEmail({ isAdmin: true })]) {
      const c = caps(user);
      expect(exportsOf(c)).toEqual({
        descripto: ["copy", "txt"],
        hookgenie: ["copy", "txt", "csv"],
        trendspy: ["copy", "txt", "csv"],
        seosnapshot: ["copy", "txt", "pdf"],
      });
      expect(c).toMatchObject({ generationsRemaining: null, workflow: true });
    }
    const chain = [
      { from: "trendspy", to: "descripto" },
      { from: "descripto", to: "hookgenie" },
      { from: "hookgenie", to: "seosnapshot" },
    ];
    expect(caps(active("all")).handoffs).toEqual(chain);
    expect(caps(withEmail({ isAdmin: true })).handoffs).toEqual(chain);
    expect(caps(active("pro")).handoffs).toEqual([]);
  });

  it("single: its own tool with every format, the others locked with the free formats, no workflow", () => {
    const c = caps(active("single", { selectedTool: "trendspy" }));
    expect(c.tools.filter((t) => t.use).map((t) => t.id)).toEqual(["trendspy"]);
    expect(exportsOf(c)).toMatchObject({ trendspy: ["copy", "txt", "csv"], hookgenie: ["copy", "txt"] });
    expect(c).toMatchObject({ workflow: false, handoffs: [], generationsRemaining: null });
  });

  it("canActivateAdmin: only the server's ADMIN_EMAIL account, and only until it is admin", () => {
    expect(caps(withEmail({}, ADMIN)).canActivateAdmin).toBe(true);
    expect(caps(withEmail({ isAdmin: true }, ADMIN)).canActivateAdmin).toBe(false);
    expect(caps(withEmail({}, "someone@example.com")).canActivateAdmin).toBe(false);
  });

  it("follows the registry: a tool outside a plan is refused and locked for it", () => {
    const r = registryWithFifthTool({ plans: ["pro"] });
    const proOnly = findTool(FIFTH_TOOL_ENTRY.id, r)!;
    const starter = active("starter");
    expect(capabilitiesOf(starter, NOW, { adminEmail: ADMIN, registry: r }).tools.find((t) => t.id === proOnly.id)).toEqual({
      id: proOnly.id,
      use: false,
      exports: ["copy", "txt"],
    });
    expect(gateToolCall(starter, proOnly, NOW, 3, undefined, r)).toMatchObject({ kind: "refused", refusal: { status: 403 } });
    expect(gateToolCall(active("pro"), proOnly, NOW, 3, undefined, r).kind).toBe("unlimited");
  });
});
