// The one entry point from an e-mail's data to what the mailer sends: each kind's subject, whether
// it is transactional (sent whatever the user's e-mail preferences; no unsubscribe link), and its
// React component, rendered to HTML and to the plain-text part.
import { createElement, type FunctionComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { toPlainText } from "@react-email/render";
import {
  AccountDeleted,
  EmailChanged,
  PasswordChanged,
  ResetPassword,
  VerifyEmail,
  VerifyNewEmail,
  Welcome,
} from "./accountEmails";
import { PaymentFailed, Receipt, Refund, SubscriptionCancelled, TrialEnding } from "./billingEmails";
import { PRODUCT_NAME } from "./EmailLayout";
import { oneLine } from "./address";
import type { EmailKind, EmailPropsByKind, EmailTemplate, RenderedEmail } from "./emailTemplate";

interface KindDefinition<K extends EmailKind> {
  subject: (props: EmailPropsByKind[K]) => string;
  transactional: boolean;
  component: FunctionComponent<EmailPropsByKind[K]>;
}

const kinds: { [K in EmailKind]: KindDefinition<K> } = {
  "verify-email": { subject: () => "Confirm your e-mail", transactional: true, component: VerifyEmail },
  "verify-new-email": { subject: () => "Confirm your new e-mail address", transactional: true, component: VerifyNewEmail },
  "email-changed": { subject: () => "Your e-mail address was changed", transactional: true, component: EmailChanged },
  "reset-password": { subject: () => "Reset your password", transactional: true, component: ResetPassword },
  "password-changed": { subject: () => "Your password was changed", transactional: true, component: PasswordChanged },
  welcome: { subject: () => `Welcome to ${PRODUCT_NAME}`, transactional: false, component: Welcome },
  receipt: { subject: () => `Your ${PRODUCT_NAME} receipt`, transactional: true, component: Receipt },
  refund: { subject: () => "Your refund", transactional: true, component: Refund },
  "payment-failed": {
    subject: (p) => (p.reminder ? "Reminder: your payment failed" : "Your payment failed"),
    transactional: true,
    component: PaymentFailed,
  },
  "trial-ending": { subject: (p) => `Your ${p.planName} trial ends tomorrow`, transactional: false, component: TrialEnding },
  "subscription-cancelled": {
    subject: () => "Your subscription is cancelled",
    transactional: true,
    component: SubscriptionCancelled,
  },
  "account-deleted": {
    subject: () => `Your ${PRODUCT_NAME} account was deleted`,
    transactional: true,
    component: AccountDeleted,
  },
};

/** Every kind of e-mail, in a stable order. */
export const EMAIL_KINDS = Object.keys(kinds) as EmailKind[];

/**
 * Whether a kind is transactional: sent because of something the user did or must know about
 * (confirmations, security notices, billing), whatever their e-mail preferences, with no
 * unsubscribe link. The others (welcome, trial ending) carry one and a List-Unsubscribe header.
 */
export function isTransactional(kind: EmailKind): boolean {
  return kinds[kind].transactional;
}

/** Renders one e-mail to its subject, HTML part and plain-text part (which has the same links). */
export async function renderEmail(template: EmailTemplate): Promise<RenderedEmail> {
  const definition = kinds[template.kind] as unknown as KindDefinition<typeof template.kind>;
  const element = createElement(definition.component, template.props);
  const html = renderHtml(element);
  return { subject: oneLine(definition.subject(template.props)), html, text: toPlainText(html, TEXT_OPTIONS) };
}

/** The text part keeps the heading's case (html-to-text capitalises headings by default). */
const TEXT_OPTIONS = { selectors: [{ selector: "h1", options: { uppercase: false } }] };

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * What @react-email/render's render() produces for these templates (the XHTML doctype, then the
 * markup), rendered synchronously: its render() loads react-dom/server with a dynamic import,
 * which jest's CommonJS runtime cannot run, and the templates suspend on nothing.
 */
function renderHtml(element: ReactElement): string {
  return DOCTYPE + renderToStaticMarkup(element);
}
