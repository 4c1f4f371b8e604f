import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import { SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { billingAction, BILLING_STATUS_QUERY_KEY } from "../../../lib/billing";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { ButtonLink } from "@seo/ui/Button";
import { CenteredPanel, PanelActions, PanelIcon } from "../../../components/CenteredPanel";
import { CheckIcon } from "../../../components/icons";
import { routes } from "../../../lib/routes";

export function SuccessPage() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // The plan just changed: billing re-reads the subscription (a webhook may still be on its way),
    // then the client reads it afresh.
    void billingAction("sync")
      .catch(() => undefined)
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
      });
  }, [queryClient]);
  return (
    <CenteredPanel>
      <PanelIcon $bg="linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)">
        <CheckIcon />
      </PanelIcon>
      <h1>Welcome to {PRODUCT_NAME}!</h1>
      <p>Your subscription is active. Your SEO tools are ready — let's create content that ranks.</p>
      <PanelActions>
        <ButtonLink as={Link} to={routes.dashboard} $variant="gradient" $size="lg">
          Go to Dashboard
        </ButtonLink>
        <ButtonLink as={Link} to={routes.home} $variant="outline" $size="lg">
          Back to Home
        </ButtonLink>
      </PanelActions>
    </CenteredPanel>
  );
}
