// Every kind of e-mail renders its subject, an HTML part with its links and a text part with the
// same links; user input is escaped and kept on one line; only mails a user may opt out of carry
// an unsubscribe link.
import { displayName, formatAmount, formatDate, MAX_NAME_LENGTH } from "./emailFormat";
import type { EmailKind, EmailTemplate } from "./emailTemplate";
import { EMAIL_KINDS, isTransactional } from "./emailKinds";
import { renderEmail } from "./renderEmail";

const APP = "https://app.rankforge.test";

/** One example of each kind, its expected subject and the links it must carry. */
const examples: { template: EmailTemplate; subject: string; links: string[] }[] = [
  {
    template: { kind: "verify-email", props: { firstName: "Ada", url: `${APP}/verify-email?token=abc&x=1` } },
    subject: "Confirm your e-mail",
    links: [`${APP}/verify-email?token=abc&x=1`],
  },
  {
    template: {
      kind: "verify-new-email",
      props: { firstName: "Ada", url: `${APP}/verify-email?token=new`, newEmail: "ada.new@example.com" },
    },
    subject: "Confirm your new e-mail address",
    links: [`${APP}/verify-email?token=new`],
  },
  {
    template: {
      kind: "email-changed",
      props: { firstName: "Ada", newEmail: "ada.new@example.com", supportEmail: "support@rankforge.test" },
    },
    subject: "Your e-mail address was changed",
    links: [],
  },
  {
    template: { kind: "reset-password", props: { firstName: "Ada", url: `${APP}/reset-password?token=r1` } },
    subject: "Reset your password",
    links: [`${APP}/reset-password?token=r1`],
  },
  {
    template: { kind: "password-changed", props: { firstName: "Ada", forgotPasswordUrl: `${APP}/forgot-password` } },
    subject: "Your password was changed",
    links: [`${APP}/forgot-password`],
  },
  {
    template: {
      kind: "welcome",
      props: { firstName: "Ada", dashboardUrl: `${APP}/dashboard`, unsubscribeUrl: `${APP}/unsubscribe?token=u1` },
    },
    subject: "Welcome to RankForge",
    links: [`${APP}/dashboard`, `${APP}/unsubscribe?token=u1`],
  },
  {
    template: {
      kind: "receipt",
      props: {
        firstName: "Ada",
        amountCents: 1900,
        currency: "usd",
        planName: "Pro",
        periodStart: "2026-11-24T09:30:00.000Z",
        periodEnd: "2026-12-24T09:30:00.000Z",
        invoiceUrl: "https://invoice.stripe.test/i/acct_1/inv_1",
        testMode: false,
      },
    },
    subject: "Your RankForge receipt",
    links: ["https://invoice.stripe.test/i/acct_1/inv_1"],
  },
  {
    template: {
      kind: "refund",
      props: { firstName: "Ada", amountCents: 900, currency: "eur", planName: "Starter", testMode: true },
    },
    subject: "Your refund",
    links: [],
  },
  {
    template: {
      kind: "payment-failed",
      props: {
        firstName: "Ada",
        amountCents: 1900,
        currency: "usd",
        planName: "Pro",
        updateCardUrl: `${APP}/settings/billing`,
        reminder: false,
      },
    },
    subject: "Your payment failed",
    links: [`${APP}/settings/billing`],
  },
  {
    template: {
      kind: "trial-ending",
      props: {
        firstName: "Ada",
        planName: "Pro",
        trialEndsAt: "2026-11-25T12:00:00.000Z",
        manageUrl: `${APP}/settings/billing`,
        unsubscribeUrl: `${APP}/unsubscribe?token=u2`,
      },
    },
    subject: "Your Pro trial ends tomorrow",
    links: [`${APP}/settings/billing`, `${APP}/unsubscribe?token=u2`],
  },
  {
    template: {
      kind: "subscription-cancelled",
      props: { firstName: "Ada", planName: "Pro", accessEndsAt: "2026-12-24T00:00:00.000Z" },
    },
    subject: "Your subscription is cancelled",
    links: [],
  },
  {
    template: { kind: "account-deleted", props: { firstName: "Ada" } },
    subject: "Your RankForge account was deleted",
    links: [],
  },
];

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;");

describe("renderEmail", () => {
  it("has an example for every kind", () => {
    expect(examples.map((e) => e.template.kind).sort()).toEqual([...EMAIL_KINDS].sort());
  });

  it.each(examples.map((e) => [e.template.kind, e] as const))(
    "renders %s: subject, HTML and text with the same links",
    async (_kind, e) => {
      const mail = await renderEmail(e.template);
      expect(mail.subject).toBe(e.subject);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('<html dir="ltr" lang="en">');
      expect(mail.html).toContain("Hi Ada,");
      expect(mail.text).toContain("Hi Ada,");
      for (const link of e.links) {
        expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
        expect(mail.text).toContain(link);
      }
      expect(mail.text).not.toMatch(/<[a-z]/i);
    },
  );

  it("says how long links are valid and what to do when it wasn't you", async () => {
    const text = async (i: number) => (await renderEmail(examples[i]!.template)).text;
    expect(await text(0)).toContain("valid for 24 hours");
    expect(await text(1)).toContain("valid for 24 hours");
    expect(await text(1)).toContain("ada.new@example.com");
    expect(await text(2)).toMatch(/If this wasn't you, reset your password/);
    expect(await text(2)).toContain("support@rankforge.test");
    expect(await text(3)).toContain("valid for 1 hour");
    expect(await text(3)).toContain("If you didn't ask, ignore this e-mail; your password stays the same.");
    expect(await text(4)).toContain("All your other sessions were signed out.");
  });

  it("formats billing amounts in their currency and dates as '24 November 2026' (UTC), and says when money was not real", async () => {
    const receipt = await renderEmail(examples[6]!.template);
    expect(receipt.text).toContain("$19.00");
    expect(receipt.text).toContain("24 November 2026 to 24 December 2026");
    expect(receipt.text).not.toContain("Test mode");
    const testReceipt = await renderEmail({
      ...examples[6]!.template,
      props: { ...examples[6]!.template.props, testMode: true },
    } as EmailTemplate);
    expect(testReceipt.text).toContain("Test mode: no real money was charged.");
    const refund = await renderEmail(examples[7]!.template);
    expect(refund.text).toContain("€9.00");
    expect(refund.text).toContain("Test mode");
    expect((await renderEmail(examples[10]!.template)).text).toContain("24 December 2026");
  });

  it("words a failed payment's reminder as one, with an 'Update card' button", async () => {
    const first = examples[8]!.template as Extract<EmailTemplate, { kind: "payment-failed" }>;
    const reminder = await renderEmail({ kind: "payment-failed", props: { ...first.props, reminder: true } });
    expect(reminder.subject).toBe("Reminder: your payment failed");
    expect(reminder.html).toContain(">Update card</span>");
    expect(reminder.text).toContain(`Update card ${APP}/settings/billing`);
  });

  it("escapes a name with markup in the HTML part", async () => {
    const mail = await renderEmail({
      kind: "verify-email",
      props: { firstName: '<script>alert("x")</script>', url: `${APP}/v` },
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("keeps a name on one short line: no line break survives, long names are cut", async () => {
    const mail = await renderEmail({
      kind: "welcome",
      props: { firstName: "Eve\r\nBcc: evil@x.com", dashboardUrl: `${APP}/dashboard`, unsubscribeUrl: `${APP}/u` },
    });
    expect(mail.html).toContain("Hi Eve Bcc: evil@x.com,");
    expect(mail.text).toContain("Hi Eve Bcc: evil@x.com,");
    const long = await renderEmail({ kind: "account-deleted", props: { firstName: "A".repeat(500) } });
    expect(long.text).toContain(`Hi ${"A".repeat(MAX_NAME_LENGTH)},`);
    expect(long.text).not.toContain("A".repeat(MAX_NAME_LENGTH + 1));
  });

  it("puts an unsubscribe link on non-transactional mails only", async () => {
    for (const e of examples) {
      const mail = await renderEmail(e.template);
      const hasLink = /<a [^>]*>Unsubscribe<\/a>/.test(mail.html);
      expect([e.template.kind, hasLink]).toEqual([e.template.kind, !isTransactional(e.template.kind)]);
    }
    const optional: EmailKind[] = EMAIL_KINDS.filter((k) => !isTransactional(k));
    expect(optional.sort()).toEqual(["trial-ending", "welcome"]);
  });
});

describe("e-mail formats", () => {
  it("greets 'there' when the name is empty and strips control characters", () => {
    expect(displayName("")).toBe("there");
    expect(displayName(" \r\n ")).toBe("there");
    expect(displayName("Ann\u0000\tLee")).toBe("Ann Lee");
  });

  it("formats amounts by the currency's minor unit and refuses dates that are not dates", () => {
    expect(formatAmount(1900, "usd")).toBe("$19.00");
    expect(formatAmount(500, "JPY")).toBe("¥500");
    expect(formatDate("2026-11-24")).toBe("24 November 2026");
    expect(() => formatDate("soon")).toThrow(/Invalid date/);
  });
});
