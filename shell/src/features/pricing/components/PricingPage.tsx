// /pricing: the plans (what each includes comes from the shared plan rules, the prices from billing's
// catalogue), the tools, the trial offer and the FAQ.
import { usePlanPurchase } from "../hooks/usePlanPurchase";
import { EmailUnverifiedNotice } from "../../../components/EmailVerification";
import { Container } from "../../../components/layout";
import { MorePlanCards, StarterAndPro } from "./PlanCards";
import { ClosingCall, FaqSection, PricingHero, ToolsOverview, TrialOffer } from "./PricingSections";
import { MAIN_ID } from "@seo/ui/SkipLink";

export function PricingPage() {
  const purchase = usePlanPurchase();
  return (
    <main id={MAIN_ID}>
      <PricingHero />
      <Container>
        <StarterAndPro purchase={purchase} />
        <MorePlanCards purchase={purchase} />
        {purchase.unverified && (
          <div style={{ marginTop: 24 }}>
            <EmailUnverifiedNotice message={purchase.unverified} />
          </div>
        )}
      </Container>
      <ToolsOverview />
      {purchase.trialOffered && !purchase.currentPlan && <TrialOffer purchase={purchase} />}
      <FaqSection />
      <ClosingCall purchase={purchase} />
    </main>
  );
}
