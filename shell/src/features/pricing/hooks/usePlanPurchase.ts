// The pricing page's actions: buy Starter, start the Pro trial, or switch a running subscription
// (prorated), with their toasts and where each one leads.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { DEFAULT_PLAN_PRICES } from "@seo/contracts/plans";
import { statusMayGiveAccess } from "@seo/contracts/subscriptionStatus";
import { errorMessage, SUBSCRIPTION_QUERY_KEY, useUser } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import {
  billingAction,
  BILLING_STATUS_QUERY_KEY,
  createSubscription,
  useBillingStatus,
  useCatalogue,
} from "../../../lib/billing";
import { emailUnverifiedMessage } from "../../../lib/accountActions";
import { checkoutPath, routes } from "../../../lib/routes";

const PAYMENT_ERROR = "Unable to process payment. Please try again.";

export function usePlanPurchase() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const billing = useBillingStatus({ enabled: Boolean(user) });
  // Until billing's catalogue (the configured amounts) arrives, the default prices.
  const priceOf = (plan: CheckoutPlan) => catalogue.data?.plans.find((p) => p.id === plan)?.price ?? DEFAULT_PLAN_PRICES[plan];
  const currentPlan = billing.data && statusMayGiveAccess(billing.data.status) ? billing.data.plan : null;
  // The trial is offered only to users who never had one.
  const trialOffered = !user || billing.data?.trialAvailable !== false;

  // The server's refusal for an unconfirmed address: shown with a way to a new link (not a toast).
  const [unverified, setUnverified] = useState<string | null>(null);

  const paymentFailed = (error: unknown) => {
    const unconfirmed = emailUnverifiedMessage(error);
    if (unconfirmed) return setUnverified(unconfirmed);
    toast({ title: "Payment Error", description: errorMessage(error, PAYMENT_ERROR), variant: "destructive" });
  };

  const onPaymentError = (error: unknown, trial: boolean) => {
    const message = error instanceof Error ? error.message : "";
    if (!/\b401\b/.test(message)) return paymentFailed(error);
    toast({
      title: "Authentication Required",
      description: trial ? "Please log in to start your free trial." : "Please log in to purchase a subscription.",
      variant: "destructive",
    });
    navigate(routes.login);
  };

  const switchPlan = useMutation({
    mutationFn: (plan: CheckoutPlan) => billingAction("change-plan", { plan }),
    onSuccess: async (status) => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status);
      toast({ title: "Plan Changed", description: `You are now on the ${status.plan ?? "new"} plan. Changes are prorated.` });
      navigate(routes.dashboard);
    },
    onError: paymentFailed,
  });

  const starter = useMutation({
    mutationFn: () => createSubscription({ plan: "starter" }),
    onSuccess: ({ clientSecret, intent }) => {
      localStorage.setItem("checkoutData", JSON.stringify({ clientSecret, plan: "starter", amount: priceOf("starter"), intent }));
      navigate(routes.checkout);
    },
    onError: (e) => onPaymentError(e, false),
  });

  const pro = useMutation({
    mutationFn: () => createSubscription({ plan: "pro", trial: true }),
    onSuccess: ({ clientSecret }) => navigate(checkoutPath("pro", { clientSecret })),
    onError: (e) => onPaymentError(e, true),
  });

  /** A plan's switch is under way. */
  const switching = (plan: CheckoutPlan) => switchPlan.isPending && switchPlan.variables === plan;

  return { user, catalogue, priceOf, currentPlan, trialOffered, switchPlan, switching, starter, pro, unverified };
}

export type PlanPurchase = ReturnType<typeof usePlanPurchase>;
