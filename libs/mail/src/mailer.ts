// Sends the product's e-mails: over SMTP when SMTP_URL is set, otherwise into the dev mailbox (a
// folder under DATA_DIR, refused in production). Both paths build the same RFC 822 message with
// nodemailer. The recipient is one bare address and every header value one line, checked before
// anything is built, so user input never adds a header or a recipient.
import nodemailer from "nodemailer";
import type { Logger } from "@seo/log/logger";
import { oneLine, parseMailbox, recipientAddress, type Mailbox } from "./address";
import { storeMailboxMessage } from "./devMailbox";

export interface MailMessage {
  /** Exactly one bare address ("ada@example.com"). */
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (X-Entity-Ref-ID, say); the ones that route or frame the message are refused. */
  headers?: Record<string, string>;
  /** The one-click unsubscribe URL of a non-transactional mail (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; unset: the dev mailbox. */
  smtpUrl?: string;
  /** The sender, "Name <address>" or an address (MAIL_FROM). */
  from: string;
  /** Where the dev mailbox keeps messages (DATA_DIR/mailbox). */
  mailboxDir: string;
  logger: Logger;
  /** Production never writes to the dev mailbox: SMTP_URL is required there. */
  production: boolean;
  /** SMTP time limits; tests shorten them. */
  timeoutsMs?: Partial<typeof SMTP_TIMEOUTS_MS>;
}

/** A dead or silent SMTP server fails the send (and the job retries) instead of hanging it. */
export const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/** Headers the mailer sets itself: a caller's value for one of them could reroute or reframe the message. */
const RESERVED_HEADERS = new Set([
  "to",
  "cc",
  "bcc",
  "from",
  "sender",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "return-path",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "list-unsubscribe",
  "list-unsubscribe-post",
]);

export function createMailer(options: MailerOptions): Mailer {
  const from = parseMailbox(options.from);
  if (!from) throw new Error('Invalid configuration: MAIL_FROM must be one address such as "RankForge <no-reply@example.com>"');
  if (options.smtpUrl) return smtpMailer(options.smtpUrl, from, options);
  if (options.production) {
    throw new Error("Invalid configuration: SMTP_URL must be set in production (the dev mailbox is for development only)");
  }
  return devMailboxMailer(from, options);
}

/** nodemailer's message for `message`: one recipient in the header and the envelope alike. */
function mailOptions(from: Mailbox, message: MailMessage) {
  const to = recipientAddress(message.to);
  return {
    from: { name: oneLine(from.name), address: from.address },
    to,
    envelope: { from: from.address, to: [to] },
    subject: oneLine(message.subject),
    html: message.html,
    text: message.text,
    headers: { ...extraHeaders(message.headers), ...unsubscribeHeaders(message.listUnsubscribe) },
  };
}

function extraHeaders(headers: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z][A-Za-z0-9-]{0,75}$/.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) {
      throw new Error(`Invalid mail header name: ${JSON.stringify(name)}`);
    }
    out[name] = oneLine(String(value));
  }
  return out;
}

function unsubscribeHeaders(url: string | undefined): Record<string, string> {
  if (url === undefined) return {};
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !["https:", "http:"].includes(parsed.protocol))
    throw new Error("Invalid List-Unsubscribe URL: must be an http(s) URL");
  return { "List-Unsubscribe": `<${parsed.href}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

function smtpMailer(smtpUrl: string, from: Mailbox, options: MailerOptions): Mailer {
  const timeouts = { ...SMTP_TIMEOUTS_MS, ...options.timeoutsMs };
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connection,
    greetingTimeout: timeouts.greeting,
    socketTimeout: timeouts.socket,
    // smtp:// to another host must upgrade with STARTTLS before the password goes out; a relay
    // without TLS is opted into explicitly in the URL (?requireTLS=false), which takes precedence.
    requireTLS: url.protocol === "smtp:" && !LOOPBACK.has(url.hostname),
  });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      options.logger.info("mail sent", { messageId: info.messageId, subject: oneLine(message.subject) });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function devMailboxMailer(from: Mailbox, options: MailerOptions): Mailer {
  // Builds the message exactly as SMTP would carry it, CRLF line ends included.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    async send(message) {
      const mail = mailOptions(from, message);
      const info = await transport.sendMail(mail);
      const entry = await storeMailboxMessage(options.mailboxDir, {
        to: mail.to,
        subject: mail.subject,
        text: message.text,
        raw: info.message as Buffer,
      });
      options.logger.info("mail (dev mailbox)", { id: entry.id, to: mail.to, subject: mail.subject, links: entry.links });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
