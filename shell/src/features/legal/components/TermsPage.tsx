// /terms: the subscription as services/billing runs it (monthly renewals, the Pro trial, cancelling
// at the period's end, the money-back guarantee on the first payment), acceptable use, the AI output
// disclaimer and liability. A template for the operator (TEMPLATE_NOTICE).
import { Link } from "react-router-dom";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "@seo/ui/brand";
import { routes } from "../../../lib/routes";
import { LegalPage, type LegalSection } from "./LegalPage";
import { LEGAL_UPDATED } from "./PrivacyPage";

export const TERMS_TITLE = "Terms of Service";

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
/** Where a subscriber cancels, resumes and asks for the refund: the Billing card on the dashboard. */
const billing = <Link to={routes.dashboard}>Dashboard › Billing</Link>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: "agreement",
    title: "The agreement",
    body: (
      <p>
        These terms are an agreement between you and [operator name, address] for the use of {PRODUCT_NAME}. By creating an
        account you accept them and our <Link to={routes.privacy}>Privacy Policy</Link>. If you use {PRODUCT_NAME} for a business,
        you accept them for that business.
      </p>
    ),
  },
  {
    id: "subscriptions",
    title: "Plans and payment",
    body: (
      <>
        <p>
          The plans, what each includes and their prices are on the <Link to={routes.pricing}>Pricing</Link> page. Starter
          includes 5 generations per rolling week; Pro includes unlimited generations, the workflow and every export format.
          Prices include or exclude tax as the Pricing page and checkout show.
        </p>
        <p>
          Payments are taken by Stripe, in advance, for one month at a time. Your subscription renews automatically every month at
          the then current price until you cancel. If a renewal payment fails, we retry it and tell you by e-mail; access
          continues for a short grace period, after which it stops until the payment is made.
        </p>
      </>
    ),
  },
  {
    id: "trial",
    title: `The ${TRIAL_DAYS}-day Pro trial`,
    body: (
      <ul>
        <li>
          The trial gives Pro for {TRIAL_DAYS} days. It needs a confirmed e-mail address, and there is one trial per person
          (account, device and address).
        </li>
        <li>A card is optional. Without one, the trial simply ends after {TRIAL_DAYS} days and nothing is charged.</li>
        <li>
          With a card, the trial becomes a paid Pro subscription when it ends, unless you cancel before then under {billing}. We
          remind you by e-mail before the first charge.
        </li>
      </ul>
    ),
  },
  {
    id: "cancellation",
    title: "Cancelling and refunds",
    body: (
      <>
        <p>
          You can cancel at any time under {billing}. Cancelling stops the next renewal: your plan stays active until the end of
          the period you have paid for, and you are not charged again. Until then you can resume it.
        </p>
        <p>
          <strong>{MONEY_BACK_DAYS}-day money-back guarantee.</strong> Within {MONEY_BACK_DAYS} days of your first payment you can
          ask for your money back under {billing}: that first payment is refunded in full, once, and your plan ends at once. Later
          renewals are not refunded, except where the law requires it.
        </p>
        <p>Deleting your account cancels any subscription at once.</p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>You must not use {PRODUCT_NAME} to:</p>
        <ul>
          <li>break the law, or infringe anyone's intellectual property, privacy or other rights;</li>
          <li>write spam, deceptive or defamatory content, or content that harms children;</li>
          <li>
            get around plan limits or free-try limits (for example with several accounts), resell access, or share an account;
          </li>
          <li>attack, overload, scrape or probe the service, or reverse-engineer it beyond what the law allows.</li>
        </ul>
        <p>We may suspend an account that breaks these rules, and tell you why.</p>
      </>
    ),
  },
  {
    id: "ai-output",
    title: "AI-generated content",
    body: (
      <>
        <p>
          The tools write drafts with AI models or with rules, and estimate keyword interest. Their output can be wrong,
          incomplete or similar to text others receive. Check facts, claims and figures before you publish, and make sure your
          content meets the law and the platforms' rules. Search rankings and traffic are never guaranteed.
        </p>
        <p>
          Between you and us, what you type in and the output you receive are yours to use. You give us only the rights we need to
          run the service for you.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <>
        <p>
          {PRODUCT_NAME} is provided as it is and as available. We work to keep it running and your data safe, but we do not
          promise it will be uninterrupted or error-free.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential loss, or for lost profits, revenue or
          data, and our total liability is limited to what you paid us in the 12 months before the claim. Nothing in these terms
          limits liability that cannot be limited by law, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes and ending",
    body: (
      <p>
        We may change these terms or the service; we tell you by e-mail at least 30 days before a change that affects you takes
        effect, and you can cancel before then. You can stop using {PRODUCT_NAME} and delete your account at any time. These terms
        are governed by the law of [operator: country], and its courts decide disputes.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: <p>Questions about these terms, billing or your account: {mail}.</p>,
  },
];

export function TermsPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <LegalPage
      title={TERMS_TITLE}
      updated={LEGAL_UPDATED}
      signedIn={signedIn}
      intro={<p>The terms of your {PRODUCT_NAME} account and subscription.</p>}
      sections={SECTIONS}
    />
  );
}
