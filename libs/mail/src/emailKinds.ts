// What each kind of e-mail is, apart from how it looks: its subject and whether it is transactional.
// Kept apart from the templates (renderEmail.ts), so a process reads these rules without loading
// React and react-email until it renders a mail.
import { PRODUCT_NAME } from "@seo/contracts/brand";
import type { EmailKind, EmailPropsByKind } from "./emailTemplate";

interface KindRule<K extends EmailKind> {
  subject: (props: EmailPropsByKind[K]) => string;
  transactional: boolean;
}

const rules: { [K in EmailKind]: KindRule<K> } = {
  "verify-email": { subject: () => "Confirm your e-mail", transactional: true },
  "verify-new-email": { subject: () => "Confirm your new e-mail address", transactional: true },
  "email-changed": { subject: () => "Your e-mail address was changed", transactional: true },
  "reset-password": { subject: () => "Reset your password", transactional: true },
  "password-changed": { subject: () => "Your password was changed", transactional: true },
  welcome: { subject: () => `Welcome to ${PRODUCT_NAME}`, transactional: false },
  receipt: { subject: () => `Your ${PRODUCT_NAME} receipt`, transactional: true },
  refund: { subject: () => "Your refund", transactional: true },
  "payment-failed": {
    subject: (p) => (p.reminder ? "Reminder: your payment failed" : "Your payment failed"),
    transactional: true,
  },
  "trial-ending": { subject: (p) => `Your ${p.planName} trial ends tomorrow`, transactional: false },
  "subscription-cancelled": { subject: () => "Your subscription is cancelled", transactional: true },
  "account-deleted": { subject: () => `Your ${PRODUCT_NAME} account was deleted`, transactional: true },
};

/** Every kind of e-mail, in a stable order. */
export const EMAIL_KINDS = Object.keys(rules) as EmailKind[];

/**
 * Whether a kind is transactional: sent because of something the user did or must know about
 * (confirmations, security notices, billing), whatever their e-mail preferences, with no
 * unsubscribe link. The others (welcome, trial ending) carry one and a List-Unsubscribe header.
 */
export function isTransactional(kind: EmailKind): boolean {
  return rules[kind].transactional;
}

/** The subject line of one e-mail of this kind. */
export function subjectOf<K extends EmailKind>(kind: K, props: EmailPropsByKind[K]): string {
  return (rules[kind] as KindRule<K>).subject(props);
}
