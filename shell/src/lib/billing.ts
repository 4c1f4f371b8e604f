// The billing API as the shell uses it (pricing, checkout, success and the dashboard's billing card).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingStatus, Catalogue, CheckoutPlan, CreateSubscriptionAnswer, PaymentDueAnswer } from "@seo/contracts/billing";
import { apiRequest, getQueryFn, SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { BILLING_STATUS_QUERY_KEY } from "@seo/ui/trialOffer";

/** The Single Tool plan's rule, said where the plan is sold (billing enforces it). */
export const SINGLE_TOOL_RULE = "You choose the tool at purchase; switching to another tool takes effect at your next renewal.";

export const CATALOGUE_QUERY_KEY = ["/api/billing/plans"] as const;
// One cache entry for billing's status, shared with the trial offer beside the tools' limits.
export { BILLING_STATUS_QUERY_KEY };

export function useCatalogue() {
  return useQuery<Catalogue | null>({ queryKey: CATALOGUE_QUERY_KEY, queryFn: getQueryFn<Catalogue>({ on401: "returnNull" }) });
}

export function useBillingStatus(options: { enabled?: boolean } = {}) {
  return useQuery<BillingStatus | null>({
    queryKey: BILLING_STATUS_QUERY_KEY,
    queryFn: getQueryFn<BillingStatus>({ on401: "returnNull" }),
    enabled: options.enabled ?? true,
  });
}

/** POST /api/create-subscription; a missing clientSecret raises 'No client secret received'. */
export async function createSubscription(input: {
  plan: string;
  trial?: boolean;
  selectedTool?: string;
}): Promise<CreateSubscriptionAnswer> {
  const res = await apiRequest("POST", "/api/create-subscription", input);
  const data = (await res.json()) as Partial<CreateSubscriptionAnswer> & { error?: string };
  if (!data.clientSecret) throw new Error(data.error || "No client secret received");
  return data as CreateSubscriptionAnswer;
}

/** A billing action's answer is the fresh status. */
export async function billingAction(
  action: "change-plan" | "cancel" | "resume" | "refund" | "sync",
  body?: { plan: CheckoutPlan; selectedTool?: string },
): Promise<BillingStatus> {
  const res = await apiRequest("POST", `/api/billing/${action}`, body);
  return (await res.json()) as BillingStatus;
}

/** "Update card": the failed invoice's payment, confirmed with a new card. */
export async function startUpdateCard(): Promise<PaymentDueAnswer> {
  const res = await apiRequest("POST", "/api/billing/update-card");
  return (await res.json()) as PaymentDueAnswer;
}

export async function openBillingPortal(): Promise<string> {
  const res = await apiRequest("POST", "/api/billing/portal");
  return ((await res.json()) as { url: string }).url;
}

/** Test mode: confirms with a test card. */
export async function confirmTestCard(input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string }) {
  const res = await apiRequest("POST", "/api/billing/test/confirm", input);
  return (await res.json()) as { status: "succeeded" | "requires_action" };
}

export async function authenticateTestCard(input: { clientSecret: string; succeed: boolean }) {
  const res = await apiRequest("POST", "/api/billing/test/authenticate", input);
  return (await res.json()) as { status: "succeeded" | "requires_action" };
}

export const formatMoney = (amount: number, currency = "usd") =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount);

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }) : "";

/**
 * After a payment or on /success: billing re-reads the subscription from the processor (its webhook
 * may still be on its way; a failed sync changes nothing), then the plan and billing's status are
 * read afresh.
 */
export function useSyncBilling() {
  const queryClient = useQueryClient();
  return async () => {
    await billingAction("sync").catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }),
    ]);
  };
}
