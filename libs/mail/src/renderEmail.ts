// The one entry point from an e-mail's data to what the mailer sends: each kind's React component,
// rendered to HTML and to the plain-text part, with the subject its rules give (emailKinds.ts).
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
import { subjectOf } from "./emailKinds";
import { oneLine } from "./address";
import type { EmailKind, EmailPropsByKind, EmailTemplate, RenderedEmail } from "./emailTemplate";

const components: { [K in EmailKind]: FunctionComponent<EmailPropsByKind[K]> } = {
  "verify-email": VerifyEmail,
  "verify-new-email": VerifyNewEmail,
  "email-changed": EmailChanged,
  "reset-password": ResetPassword,
  "password-changed": PasswordChanged,
  welcome: Welcome,
  receipt: Receipt,
  refund: Refund,
  "payment-failed": PaymentFailed,
  "trial-ending": TrialEnding,
  "subscription-cancelled": SubscriptionCancelled,
  "account-deleted": AccountDeleted,
};

/** Renders one e-mail to its subject, HTML part and plain-text part (which has the same links). */
export async function renderEmail(template: EmailTemplate): Promise<RenderedEmail> {
  const component = components[template.kind] as FunctionComponent<typeof template.props>;
  const html = renderHtml(createElement(component, template.props));
  const subject = subjectOf(template.kind, template.props as never);
  return { subject: oneLine(subject), html, text: toPlainText(html, TEXT_OPTIONS) };
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
