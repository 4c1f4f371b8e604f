// The Single Tool plan's tool: chosen at purchase, and a switch to another tool waits for the next
// renewal (the period already paid was paid for the first tool). At most one switch is pending;
// asking again replaces it, and asking for the current tool cancels it. Leaving the single plan
// and coming back within the same period does not free the tool either: the period's tool stays
// and the new one is scheduled. Pure functions over the processor's subscription metadata, so
// Stripe and test mode read and write it the same way.
import type { CheckoutPlan } from "@seo/contracts/billing";

/** The subscription metadata that carries the tool terms ("" means none: Stripe deletes empty keys). */
export interface ToolMetadata {
  /** The tool of the current period. */
  selectedTool: string;
  /** Unix seconds: the end of the period the current tool was paid for. */
  toolLockedUntil: string;
  /** The tool that takes over once that period is over. */
  pendingTool: string;
}

export interface ToolTerms {
  /** The tool in effect now (single plan only). */
  selectedTool: string | null;
  /** The tool this period was paid with, until its end: switching away from it waits until then. */
  toolLock: { tool: string; until: Date } | null;
  /** A switch scheduled for the next renewal. */
  pendingTool: { tool: string; at: Date } | null;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The tool terms a subscription's metadata says, as of its current period. */
export function readToolTerms(
  metadata: Record<string, string | undefined> | null | undefined,
  plan: CheckoutPlan | null,
  currentPeriodEnd: Date | null,
  isTool: (id: string) => boolean,
): ToolTerms {
  const tool = (v: string | undefined) => (v && isTool(v) ? v : null);
  const base = tool(metadata?.selectedTool);
  const pending = tool(metadata?.pendingTool);
  const lockedUntil = Number(metadata?.toolLockedUntil) || null;
  const periodEnd = currentPeriodEnd ? seconds(currentPeriodEnd) : null;
  // A scheduled switch is in effect once the subscription has renewed past the locked period.
  const renewed = pending !== null && lockedUntil !== null && periodEnd !== null && periodEnd > lockedUntil;
  const effective = renewed ? pending : base;
  let toolLock: ToolTerms["toolLock"] = null;
  if (effective && periodEnd !== null && plan === "single") toolLock = { tool: effective, until: new Date(periodEnd * 1000) };
  else if (effective && lockedUntil !== null && periodEnd !== null && lockedUntil >= periodEnd)
    toolLock = { tool: effective, until: new Date(lockedUntil * 1000) }; // left the single plan this period
  return {
    selectedTool: plan === "single" ? effective : null,
    toolLock,
    pendingTool:
      !renewed && pending && lockedUntil !== null && pending !== effective
        ? { tool: pending, at: new Date(lockedUntil * 1000) }
        : null,
  };
}

/** The metadata a change to `plan` (with `tool` for single) writes, given the terms now. */
export function toolTermsAfter(current: ToolTerms, plan: CheckoutPlan, tool: string | undefined): ToolMetadata {
  const lock = current.toolLock;
  const until = lock ? String(seconds(lock.until)) : "";
  if (plan !== "single" || !tool) {
    // Another plan: the period's tool is remembered until the period ends, nothing is scheduled.
    return { selectedTool: lock?.tool ?? "", toolLockedUntil: until, pendingTool: "" };
  }
  if (lock && lock.tool !== tool) return { selectedTool: lock.tool, toolLockedUntil: until, pendingTool: tool };
  return { selectedTool: tool, toolLockedUntil: until, pendingTool: "" };
}
