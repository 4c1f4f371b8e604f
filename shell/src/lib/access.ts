// What the user may open, as the server said it (GET /api/user/subscription's capabilities). The
// shell renders these answers; the plan rules live in the BFF
// (docs/decisions/0003-plan-access-gate-in-the-bff.md).
import type { SubscriptionInfo, User } from "@seo/contracts/auth";

type Sub = SubscriptionInfo | null | undefined;

/** The plan includes this tool now (a single plan: its selected tool only). */
export function mayUseTool(sub: Sub, toolId: string): boolean {
  return Boolean(sub?.hasAccess && sub.capabilities?.tools.find((t) => t.id === toolId)?.use);
}

/** The Pro workflow is open to this user. */
export function mayUseWorkflow(sub: Sub): boolean {
  return Boolean(sub?.hasAccess && sub.capabilities?.workflow);
}

/** This account may activate admin access (the server compares the e-mail with ADMIN_EMAIL). */
export function mayActivateAdmin(user: Pick<User, "canActivateAdmin"> | null | undefined, sub: Sub): boolean {
  return Boolean(sub?.capabilities?.canActivateAdmin || user?.canActivateAdmin);
}

/** Generations left this week when they are metered (Starter); null when they are not. */
export function meteredGenerationsLeft(sub: Sub): number | null {
  if (!sub?.hasAccess) return null;
  return sub.capabilities?.generationsRemaining ?? null;
}
