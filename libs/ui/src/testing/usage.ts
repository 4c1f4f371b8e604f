// Subscription answers with usage, for the tests of what a tool page says beside its Generate
// button: a Starter week part used, and a signed-in user without a plan on free tries.
import { fixtureCapabilities } from "@seo/registry/testing/capabilitiesFixture";
import { fakeResponse } from "./fakeResponse";
import { subscription } from "./fetchMock";

/** Starter with `remaining` generations left of the week that resets at `resetsAt`. */
export function starterUsage(used: number, remaining: number, resetsAt: string | null = null) {
  return {
    ...subscription("starter"),
    generationsUsed: used,
    generationsRemaining: remaining,
    weeklyResetDate: resetsAt,
    capabilities: fixtureCapabilities({ hasAccess: true, plan: "starter", generationsRemaining: remaining }),
  };
}

/** Signed in without a plan, with `left` free tries left today. */
export function freeTriesUsage(left: number) {
  return { ...subscription(null), freeTriesRemaining: left };
}

/** Answers a route with each body in turn, then keeps giving the last one. */
export function inTurn(...bodies: unknown[]) {
  return () => Promise.resolve(fakeResponse(200, bodies.length > 1 ? bodies.shift() : bodies[0]));
}
