// What a tool page says beside its Generate button (docs/decisions/0029): how many generations
// are left ("3 left this week", "2 free tries left today"; nothing for unlimited plans), why the
// last one was refused with the upgrade in place (the user keeps their input and stays on the page),
// and, for screen readers, that a result is ready. The counts are the server's (GET
// /api/user/subscription): nothing here re-derives a plan rule. Embedded for a partner, the page
// shows no counts of ours and sends nobody to our pricing page.
import { Link, useInRouterContext } from "react-router-dom";
import styled from "styled-components";
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { ACCESS_CODES } from "@seo/contracts/errors";
import { PRICING_PATH } from "@seo/contracts/paths";
import { hasStoredSession, useSubscription } from "@seo/ui/api";
import { useEmbedded } from "@seo/ui/embedded";
import { planRefusalOf, type PlanRefusal } from "@seo/ui/generationFailure";
import type { ResultAnnouncement } from "@seo/ui/resultFocus";
import { TRIAL_OFFER_TEXT, useTrialOffered } from "@seo/ui/trialOffer";
import { VisuallyHidden } from "@seo/ui/VisuallyHidden";

export const GENERATION_STATUS_TEXTS = {
  weeklyLeft: (n: number) => `${n} left this week`,
  freeTriesLeft: (n: number) => `${n} free ${n === 1 ? "try" : "tries"} left today`,
  weeklyUsed: (used: number | null) =>
    used ? `You've used your ${used} generations this week.` : "You've used this week's generations.",
  resetsOn: (date: string) => `They reset on ${date}.`,
  freeTriesUsed: "You've used today's free tries.",
  seePlans: "See plans",
  startTrial: TRIAL_OFFER_TEXT,
} as const;

/** "3 left this week" (Starter), "2 free tries left today" (signed in without a plan), or null (unlimited, or unknown). */
export function generationsLeftText(subscription: SubscriptionInfo | null): string | null {
  if (!subscription) return null;
  if (subscription.hasAccess) {
    const left = subscription.capabilities.generationsRemaining;
    return left === null ? null : GENERATION_STATUS_TEXTS.weeklyLeft(left);
  }
  const tries = subscription.freeTriesRemaining;
  return typeof tries === "number" ? GENERATION_STATUS_TEXTS.freeTriesLeft(Math.max(0, tries)) : null;
}

function formatResetDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric" });
}

/** Why the generation was refused, in the user's terms. */
export function refusalText(refusal: PlanRefusal, subscription: SubscriptionInfo | null): string {
  if (refusal.code === ACCESS_CODES.limitReached) {
    // The week's allowance as the server counts it (used + left), right even when the cached answer
    // predates a generation made elsewhere.
    const left = subscription?.capabilities.generationsRemaining;
    const allowance = subscription && typeof left === "number" ? subscription.generationsUsed + left : 0;
    const used = allowance > 0 ? allowance : null;
    const reset = formatResetDate(subscription?.weeklyResetDate);
    const usedText = GENERATION_STATUS_TEXTS.weeklyUsed(used);
    return reset ? `${usedText} ${GENERATION_STATUS_TEXTS.resetsOn(reset)}` : usedText;
  }
  if (refusal.code === ACCESS_CODES.freeTriesUsed) return GENERATION_STATUS_TEXTS.freeTriesUsed;
  return refusal.message;
}

const Status = styled.div`
  position: relative;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Left = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    text-decoration: underline;
    white-space: nowrap;
  }
`;

function PricingLink({ children }: { children: string }) {
  const routed = useInRouterContext();
  return routed ? <Link to={PRICING_PATH}>{children}</Link> : <a href={PRICING_PATH}>{children}</a>;
}

export interface GenerationStatusProps {
  /** The tool call's last failure (the mutation's `error`): a plan refusal is explained here. */
  error: Error | null;
  /** What the page announces when a result is ready (useResultFocus). */
  announcement?: ResultAnnouncement;
}

export function GenerationStatus({ error, announcement }: GenerationStatusProps) {
  const embedded = useEmbedded();
  const { subscription } = useSubscription();
  const refusal = planRefusalOf(error);
  const trialOffered = useTrialOffered({ signedIn: hasStoredSession(), subscription, enabled: refusal !== null && !embedded });
  const left = embedded || refusal ? null : generationsLeftText(subscription);
  return (
    <Status>
      {left && <Left data-testid="generations-left">{left}</Left>}
      {/* Always there, so what appears in it is announced at once. */}
      <div role="alert">
        {refusal && (
          <Notice data-testid="generation-refused">
            {refusalText(refusal, subscription)}{" "}
            {!embedded && (
              <PricingLink>{trialOffered ? GENERATION_STATUS_TEXTS.startTrial : GENERATION_STATUS_TEXTS.seePlans}</PricingLink>
            )}
          </Notice>
        )}
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {/* A new node per result: the same words are announced again for the next one. */}
        {announcement?.message && <span key={announcement.count}>{announcement.message}</span>}
      </VisuallyHidden>
    </Status>
  );
}
