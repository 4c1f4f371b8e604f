// What a tool page says beside Generate, from the server's subscription answer and refusal codes.
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { freeTriesUsage as freeTries, starterUsage as starter } from "./testing/usage";
import { subscription as plan } from "./testing/fetchMock";
import { generationsLeftText, refusalText } from "./GenerationStatus";

// The fixtures' plan is a plain string; the answer's is the contract's enum.
const starterUsage = (...args: Parameters<typeof starter>) => starter(...args) as SubscriptionInfo;
const freeTriesUsage = (left: number) => freeTries(left) as SubscriptionInfo;
const subscription = (name: string | null) => plan(name) as SubscriptionInfo;

it("counts Starter's week and the free tries; nothing for unlimited plans or visitors", () => {
  expect(generationsLeftText(starterUsage(2, 3))).toBe("3 left this week");
  expect(generationsLeftText(starterUsage(5, 0))).toBe("0 left this week");
  expect(generationsLeftText(freeTriesUsage(1))).toBe("1 free try left today");
  expect(generationsLeftText(freeTriesUsage(3))).toBe("3 free tries left today");
  expect(generationsLeftText(subscription("pro"))).toBeNull();
  expect(generationsLeftText(subscription(null))).toBeNull();
  expect(generationsLeftText(null)).toBeNull();
});

it("words a refusal by its code: the week's allowance and its reset, the free tries, else the server's message", () => {
  const weekly = { code: "LIMIT_REACHED", message: "Weekly limit" };
  expect(refusalText(weekly, starterUsage(5, 0, "2026-12-02T12:00:00.000Z"))).toBe(
    "You've used your 5 generations this week. They reset on Wednesday, December 2.",
  );
  // A cached answer from before a generation made in another tab still adds up to the allowance.
  expect(refusalText(weekly, starterUsage(4, 1))).toBe("You've used your 5 generations this week.");
  expect(refusalText(weekly, null)).toBe("You've used this week's generations.");
  expect(refusalText({ code: "FREE_TRIES_USED", message: "x" }, null)).toBe("You've used today's free tries.");
  expect(refusalText({ code: "TOOL_NOT_IN_PLAN", message: "Your plan does not include this tool." }, null)).toBe(
    "Your plan does not include this tool.",
  );
});
