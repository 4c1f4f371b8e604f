// Who may start bulk runs: the plans the contract names (BULK_PLANS), while the plan gives access.
// Starter, a single-tool plan, no plan or a lapsed one see the feature with an upgrade prompt.
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { BULK_PLANS } from "@seo/contracts/bulk";

export function mayRunBulk(sub: SubscriptionInfo | null | undefined): boolean {
  return Boolean(sub?.hasAccess && sub.plan && (BULK_PLANS as readonly string[]).includes(sub.plan));
}
