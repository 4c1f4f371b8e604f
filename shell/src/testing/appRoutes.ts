// The setup shared by the tests that drive the whole app through AppRoutes. Each such test file
// still declares its own jest.mock of the Module Federation runtime (a mock must be declared in the
// file whose imports it replaces).
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { preloadPages } from "../app/AppRoutes";
import { resetAppAroundEachTest } from "./appTestLifecycle";
import { mockFetch, type Handler } from "./mockFetch";
import { testUser } from "./render";

/** Pages are lazy chunks: load them once per file so no test waits on a first module load. */
export function setUpAppRoutesTests() {
  beforeAll(() => preloadPages(), 60_000);
  resetAppAroundEachTest();
}

/** A stored session whose user and subscription the server confirms, plus any other routes. */
export function signedIn(subscription: SubscriptionInfo, routes: Record<string, Handler> = {}, user: User = testUser) {
  localStorage.setItem("sessionId", "s1");
  return mockFetch({
    "/api/auth/user": { body: user },
    "/api/user/subscription": { body: subscription },
    ...routes,
  });
}
