// Who may open what (SPEC.md section 6), as pure functions of the user and the subscription.
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import type { Tool } from "@seo/contracts/constants";

/** The one account that may activate admin access; identified by e-mail on the client. */
export const DESIGNATED_ADMIN_EMAIL = "admin@example.com";

export function isDesignatedAdmin(user: Pick<User, "email" | "isAdmin"> | null | undefined): boolean {
  if (!user) return false;
  return user.isAdmin || user.email.trim().toLowerCase() === DESIGNATED_ADMIN_EMAIL;
}

/**
 * Home page: plan all or admin (or the admin flag) opens every tool; plan single opens its
 * selectedTool; an active starter or pro subscription opens every tool too.
 */
export function homeToolAccess(tool: Tool, user: User | null, sub: SubscriptionInfo | null): boolean {
  if (user?.isAdmin) return true;
  if (!sub?.hasAccess) return false;
  switch (sub.plan) {
    case "all":
    case "admin":
    case "pro":
    case "starter":
      return true;
    case "single":
      return (sub.selectedTool ?? user?.selectedTool) === tool;
    default:
      return false;
  }
}

/**
 * Dashboard: usable when access exists and the user is the designated admin, or the plan is
 * admin, pro, starter or none; plan all opens every tool and single its selectedTool.
 */
export function dashboardToolUsable(tool: Tool, user: User | null, sub: SubscriptionInfo | null): boolean {
  if (!sub?.hasAccess) return false;
  if (isDesignatedAdmin(user)) return true;
  switch (sub.plan) {
    case "admin":
    case "pro":
    case "starter":
    case "all":
    case null:
      return true;
    case "single":
      return (sub.selectedTool ?? user?.selectedTool) === tool;
    default:
      return false;
  }
}

export function hasWorkflow(sub: SubscriptionInfo | null): boolean {
  return Boolean(sub?.hasAccess && (sub.plan === "pro" || sub.plan === "all" || sub.plan === "admin"));
}
