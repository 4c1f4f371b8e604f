// /privacy: what the service collects and why, cookies, retention, deletion and download, e-mail,
// subprocessors and how to reach the operator. A template for the operator (TEMPLATE_NOTICE).
import { Link } from "react-router-dom";
import { TRIAL_DAYS } from "@seo/contracts/constants";
import { PRODUCT_NAME, SUPPORT_EMAIL } from "@seo/ui/brand";
import { routes } from "../../../lib/routes";
import { LegalPage, type LegalSection } from "./LegalPage";

export const PRIVACY_TITLE = "Privacy Policy";
export const LEGAL_UPDATED = "25 November 2026";
/** Starter's (and no plan's) history window: HISTORY_RETENTION_DAYS in @seo/contracts/history (kept out of the site's bundle, which has no zod). */
export const HISTORY_DAYS = 30;

const mail = <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
const account = (hash: string, label: string) => <Link to={`${routes.account}#${hash}`}>{label}</Link>;

const SECTIONS: readonly LegalSection[] = [
  {
    id: "who",
    title: "Who we are",
    body: (
      <p>
        {PRODUCT_NAME} is operated by [operator name, address, company number]. The operator decides how your personal data is
        used and is responsible for it. Write to {mail} about anything on this page.
      </p>
    ),
  },
  {
    id: "data",
    title: "What we collect and why",
    body: (
      <>
        <h3>Your account</h3>
        <p>
          Your name, e-mail address and a hash of your password (never the password itself), whether your address is confirmed,
          and the sessions you are signed in with. We use them to run your account and to sign you in.
        </p>
        <h3>How you use the tools</h3>
        <p>
          What you type into a tool or upload and what it answers (your generation history, workflow projects and bulk runs), how
          many generations you used this week, and, to stop abuse of free tries and the {TRIAL_DAYS}-day trial, your IP address
          and a random device identifier. We use them to provide the tools, to enforce plan limits and to keep the service secure.
        </p>
        <h3>Payments</h3>
        <p>
          Payments are handled by Stripe. Your card details go straight from your browser to Stripe and are never sent to or
          stored by us. We keep what Stripe tells us about your subscription and payments: the plan, its status and dates,
          amounts, and refunds.
        </p>
        <h3>Legal bases</h3>
        <p>
          We process this data to perform our contract with you (your account, the tools, billing), for our legitimate interest in
          keeping the service secure and free of abuse, and to meet legal obligations such as keeping payment records.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <p>We use no advertising or analytics cookies. We set only what the service needs to work:</p>
        <ul>
          <li>a session cookie that keeps you signed in (HttpOnly; it ends when you sign out or the session expires);</li>
          <li>a device cookie with a random identifier, so free tries are counted per browser (it grants nothing).</li>
        </ul>
        <p>
          The app also keeps your session identifier and unfinished workflow hand-offs in your browser's local storage. Signing
          out removes the session.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>Your account data: until you delete your account.</li>
        <li>
          Generation history: {HISTORY_DAYS} days on Starter or without a plan; on other plans until you delete it or your
          account.
        </li>
        <li>Sessions: until you sign out or they expire.</li>
        <li>
          Payment records: as long as tax and accounting law requires [operator: state the period], even after your account is
          deleted.
        </li>
      </ul>
    ),
  },
  {
    id: "rights",
    title: "Deleting and downloading your data",
    body: (
      <>
        <p>
          Download everything we hold about your account (profile, subscription and payments, projects and history) as a JSON file
          under {account("data", "Account › Your data › Download my data")}.
        </p>
        <p>
          Delete your account and its data under {account("delete", "Account › Delete account")}. Deleting cancels any
          subscription at once; payment records we must keep by law are kept for that purpose only.
        </p>
        <p>
          You may also ask us to correct your data, to restrict or object to its use, or for a copy in another form: write to{" "}
          {mail}. You can complain to your data protection authority.
        </p>
      </>
    ),
  },
  {
    id: "email",
    title: "E-mail",
    body: (
      <p>
        We send e-mail the service needs: confirming your address, password resets, receipts, trial and renewal reminders, failed
        payments and changes to your subscription. Reminders can be turned off from the link in each message. We do not send
        marketing e-mail without your consent.
      </p>
    ),
  },
  {
    id: "subprocessors",
    title: "Who processes data for us",
    body: (
      <>
        <ul>
          <li>Stripe (payments and subscriptions).</li>
          <li>
            The AI model provider the operator has configured, if any (for example OpenAI): it receives what you type into a tool
            to write the answer. Without one, the tools run on our own servers and nothing is sent out.
          </li>
          <li>The keyword-data provider, if configured (for example DataForSEO): it receives the niche you research.</li>
          <li>
            The e-mail delivery provider and the hosting provider the operator uses [operator: name them and their locations].
          </li>
        </ul>
        <p>
          Where data leaves your country, we rely on the safeguards the law requires [operator: e.g. standard contractual
          clauses].
        </p>
      </>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions and requests about your data: {mail}. We answer within one month. Changes to this policy are announced by e-mail
        before they take effect.
      </p>
    ),
  },
];

export function PrivacyPage({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <LegalPage
      title={PRIVACY_TITLE}
      updated={LEGAL_UPDATED}
      signedIn={signedIn}
      intro={<p>How {PRODUCT_NAME} collects, uses and protects your personal data, and what you can do about it.</p>}
      sections={SECTIONS}
    />
  );
}
