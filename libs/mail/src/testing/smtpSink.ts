// A real SMTP server on a loopback port that keeps what it receives, parsed, for tests: point the
// product at `url` (SMTP_URL, in this process or in child processes) and wait for the e-mail a
// step should send. Plain SMTP (no STARTTLS, so no certificate), optionally with a user and password.
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";
import { extractLinks } from "../links";

export interface SinkMessage {
  /** The From header's address. */
  from: string;
  /** The To header's addresses, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The http(s) links of the text part, in order. */
  links: string[];
  /** Header names lower-cased, each with its parsed value (mailparser's). */
  headers: Map<string, unknown>;
  /** What the SMTP client said in MAIL FROM and RCPT TO (lower-cased): who really gets it. */
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

/** A message's recipient (envelope or To header, any case) and exact subject or pattern. */
export type SinkMatch = { to?: string; subject?: string | RegExp } | ((message: SinkMessage) => boolean);

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, with user:pass when the sink requires them. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: SinkMessage[];
  /**
   * The newest message received that matches, waiting for one up to `timeoutMs`. Call clear()
   * first to wait for a message sent after that point only.
   */
  waitFor(match: SinkMatch, timeoutMs?: number): Promise<SinkMessage>;
  /** Forgets the messages received so far. */
  clear(): void;
  close(): Promise<void>;
}

const addressesOf = (header: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(header) ? header : header ? [header] : [])
    .flatMap((h) => h.value)
    .map((a) => (a.address ?? "").toLowerCase())
    .filter(Boolean);

function matcher(match: SinkMatch): (message: SinkMessage) => boolean {
  if (typeof match === "function") return match;
  const to = match.to?.toLowerCase();
  return (m) =>
    (to === undefined || m.envelope.to.includes(to) || m.to.includes(to)) &&
    (match.subject === undefined ||
      (typeof match.subject === "string" ? m.subject === match.subject : match.subject.test(m.subject)));
}

export async function startSmtpSink(options: { auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => void>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    logger: false,
    closeTimeout: 500,
    size: 10 * 1024 * 1024,
    onAuth(auth, _session, callback) {
      const ok = !options.auth || (auth.username === options.auth.user && auth.password === options.auth.pass);
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: auth.username } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (mail) => {
            const text = mail.text ?? "";
            const mailFrom = session.envelope.mailFrom;
            messages.push({
              from: addressesOf(mail.from)[0] ?? "",
              to: addressesOf(mail.to),
              subject: mail.subject ?? "",
              text,
              html: typeof mail.html === "string" ? mail.html : "",
              links: extractLinks(text),
              headers: mail.headers,
              envelope: {
                from: mailFrom ? mailFrom.address.toLowerCase() : "",
                to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              },
              raw,
            });
            for (const wake of waiters) wake();
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";

  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      const matches = matcher(match);
      const newest = () => messages.findLast(matches);
      return new Promise((resolve, reject) => {
        const found = newest();
        if (found) return resolve(found);
        const check = () => {
          const m = newest();
          if (!m) return;
          done();
          resolve(m);
        };
        const timer = setTimeout(() => {
          done();
          const seen = messages.map((m) => `"${m.subject}" to ${m.envelope.to.join(", ")}`).join("; ") || "none";
          reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    clear: () => void messages.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
