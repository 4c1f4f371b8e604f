// The billing e-mails: receipt, refund, failed payment, trial ending and cancellation. Amounts come
// in the currency's minor unit and dates as ISO strings; both are formatted here, one way.
import { ActionButton, EmailLayout, Greeting, InlineLink, Note, Paragraph, PRODUCT_NAME } from "./EmailLayout";
import { displayName, formatAmount, formatDate } from "./emailFormat";
import type {
  PaymentFailedProps,
  ReceiptProps,
  RefundProps,
  SubscriptionCancelledProps,
  TrialEndingProps,
} from "./emailTemplate";

export function Receipt(props: ReceiptProps) {
  const amount = formatAmount(props.amountCents, props.currency);
  const period = `${formatDate(props.periodStart)} to ${formatDate(props.periodEnd)}`;
  return (
    <EmailLayout preview={`Your payment of ${amount} was received.`} heading={`Your ${PRODUCT_NAME} receipt`}>
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>Thank you for your payment. Here are the details.</Paragraph>
      <Paragraph>
        Plan: {props.planName}
        <br />
        Amount: {amount}
        <br />
        Period: {period}
      </Paragraph>
      {props.invoiceUrl ? (
        <Paragraph>
          <InlineLink href={props.invoiceUrl}>View your invoice</InlineLink>
        </Paragraph>
      ) : null}
      {props.testMode ? <Note>Test mode: no real money was charged.</Note> : null}
    </EmailLayout>
  );
}

export function Refund(props: RefundProps) {
  const amount = formatAmount(props.amountCents, props.currency);
  return (
    <EmailLayout preview={`We refunded ${amount}.`} heading="Your refund">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        We refunded {amount} for your {props.planName} plan.
      </Paragraph>
      {props.testMode ? (
        <Note>Test mode: no real money was refunded.</Note>
      ) : (
        <Note>Refunds usually appear on your statement within 5 to 10 business days.</Note>
      )}
    </EmailLayout>
  );
}

export function PaymentFailed(props: PaymentFailedProps) {
  const amount = formatAmount(props.amountCents, props.currency);
  return (
    <EmailLayout
      preview={`We couldn't charge ${amount} for your ${PRODUCT_NAME} plan.`}
      heading={props.reminder ? "Reminder: your payment failed" : "Your payment failed"}
    >
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        {props.reminder ? "We still couldn't" : "We couldn't"} charge {amount} for your {props.planName} plan. Update your card to
        keep your access.
      </Paragraph>
      <ActionButton href={props.updateCardUrl} label="Update card" />
    </EmailLayout>
  );
}

export function TrialEnding(props: TrialEndingProps) {
  const planName = props.planName;
  return (
    <EmailLayout
      preview={`Your ${planName} trial ends on ${formatDate(props.trialEndsAt)}.`}
      heading={`Your ${planName} trial ends tomorrow`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        Your {planName} trial ends on {formatDate(props.trialEndsAt)}. Review or change your subscription before then.
      </Paragraph>
      <ActionButton href={props.manageUrl} label="Manage subscription" />
    </EmailLayout>
  );
}

export function SubscriptionCancelled(props: SubscriptionCancelledProps) {
  const planName = props.planName;
  return (
    <EmailLayout preview={`Your ${planName} subscription is cancelled.`} heading="Your subscription is cancelled">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        Your {planName} subscription is cancelled. You keep access until {formatDate(props.accessEndsAt)}.
      </Paragraph>
      <Note>You can subscribe again at any time.</Note>
    </EmailLayout>
  );
}
