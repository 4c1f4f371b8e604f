// Is the Pro trial offered to this user? One rule for every place that mentions it beside a limit
// (tool pages, home): users without access who never had it, as billing says (`trialAvailable` of
// GET /api/billing/subscription; the subscription answer does not say), and visitors, who sign up
// for it on the pricing page. Users with access cannot start it (billing refuses a second plan).
import { useQuery } from "@tanstack/react-query";
import type { SubscriptionInfo } from "@seo/contracts/auth";
import type { BillingStatus } from "@seo/contracts/billing";
import { TRIAL_DAYS } from "@seo/contracts/constants";
import { getQueryFn } from "@seo/ui/api";

/** Billing's status, as the pricing page and the billing card ask for it (the same cached query). */
export const BILLING_STATUS_QUERY_KEY = ["/api/billing/subscription"] as const;

export const TRIAL_OFFER_TEXT = `Start your ${TRIAL_DAYS}-day Pro trial — no card needed`;

export function useTrialOffered({
  signedIn,
  subscription,
  enabled = true,
}: {
  signedIn: boolean;
  subscription: SubscriptionInfo | null;
  /** Ask billing only when the answer is shown. */
  enabled?: boolean;
}): boolean {
  const withoutAccess = !subscription?.hasAccess;
  const billing = useQuery<BillingStatus | null>({
    queryKey: BILLING_STATUS_QUERY_KEY,
    queryFn: getQueryFn<BillingStatus>({ on401: "returnNull" }),
    enabled: enabled && signedIn && withoutAccess,
    retry: false,
  });
  if (!withoutAccess) return false;
  // Signed in, only when billing says so: never promise a trial that was used.
  return !signedIn || billing.data?.trialAvailable === true;
}
