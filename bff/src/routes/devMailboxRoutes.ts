// /dev/mailbox: the e-mails the product "sent" while no SMTP server is configured, so someone running
// `npm start` can open the verification and reset links. Mounted outside production only, and only
// when SMTP_URL is unset (the dev mailbox is then where mail goes); it answers loopback clients only,
// since its messages carry sign-in-grade links. Pages are plain server-rendered HTML, every value
// escaped; a message's HTML part is shown in a sandboxed iframe (srcdoc) under a CSP of its own.
import { Router, type Request, type Response, type NextFunction } from "express";
import type { AppConfig } from "@seo/config/env";
import { listMailbox, readMailboxMessage, type MailboxEntry, type MailboxMessage } from "@seo/mail/devMailbox";

export const DEV_MAILBOX_PATH = "/dev/mailbox";

/** No scripts at all; the e-mail's inline styles; frames only from srcdoc; nobody may frame the page. */
const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The socket's own peer, not X-Forwarded-For: a proxied request is not a local one. */
function loopbackOnly(req: Request, res: Response, next: NextFunction) {
  if (LOOPBACK.test(req.socket.remoteAddress ?? "")) return next();
  res.status(403).type("text/plain").send("The dev mailbox answers on loopback only.");
}

function page(res: Response, status: number, title: string, body: string) {
  res.setHeader("Content-Security-Policy", PAGE_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex");
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

const STYLE = [
  "body{font-family:system-ui,sans-serif;color:#111827;background:#f9fafb;margin:0}",
  "main{max-width:960px;margin:0 auto;padding:24px}",
  "table{border-collapse:collapse;width:100%;background:#fff}",
  "th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}",
  "a{color:#5b21b6}",
  "pre{white-space:pre-wrap;background:#fff;border:1px solid #e5e7eb;padding:12px}",
  "iframe{width:100%;height:640px;border:1px solid #e5e7eb;background:#fff}",
  "dt{font-weight:600}dd{margin:0 0 8px}",
].join("");

const when = (iso: string) => iso.replace("T", " ").replace(/\.\d+Z$/, " UTC");

function listPage(entries: MailboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(when(e.date))}</td><td>${escapeHtml(e.to)}</td>` +
        `<td><a href="${DEV_MAILBOX_PATH}/${encodeURIComponent(e.id)}">${escapeHtml(e.subject || "(no subject)")}</a></td></tr>`,
    )
    .join("");
  return (
    `<h1>Dev mailbox</h1><p>E-mails the product sent while no SMTP server is configured, newest first.</p>` +
    (entries.length
      ? `<table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
      : `<p>No e-mails yet.</p>`)
  );
}

function messagePage(m: MailboxMessage): string {
  const headers = m.headers.map((h) => `<dt>${escapeHtml(h.name)}</dt><dd>${escapeHtml(h.value)}</dd>`).join("");
  const links = m.links.map((l) => `<li><a href="${escapeHtml(l)}" rel="noopener noreferrer">${escapeHtml(l)}</a></li>`).join("");
  return (
    `<p><a href="${DEV_MAILBOX_PATH}">All e-mails</a></p><h1>${escapeHtml(m.subject || "(no subject)")}</h1>` +
    `<h2>Links</h2>${links ? `<ul>${links}</ul>` : "<p>None.</p>"}` +
    `<h2>Headers</h2><dl>${headers}</dl>` +
    `<h2>HTML part</h2><iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(m.html)}"></iframe>` +
    `<h2>Text part</h2><pre>${escapeHtml(m.text)}</pre>`
  );
}

/** Whether this process's mail goes to the dev mailbox and the page may show it. */
export function devMailboxEnabled(config: Pick<AppConfig, "production" | "mail">): boolean {
  return !config.production && !config.mail.smtpUrl;
}

/** The dev mailbox's routes; an empty router in production or when SMTP_URL is set. */
export function devMailboxRoutes(config: Pick<AppConfig, "production" | "mail">) {
  const router = Router();
  if (!devMailboxEnabled(config)) return router;
  const dir = config.mail.mailboxDir;

  router.get(`${DEV_MAILBOX_PATH}.json`, loopbackOnly, async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ messages: await listMailbox(dir) });
  });
  router.get(DEV_MAILBOX_PATH, loopbackOnly, async (_req, res) => {
    page(res, 200, "Dev mailbox", listPage(await listMailbox(dir)));
  });
  router.get(`${DEV_MAILBOX_PATH}/:id`, loopbackOnly, async (req, res) => {
    const id = req.params.id;
    const message = typeof id === "string" ? await readMailboxMessage(dir, id) : undefined;
    if (!message) {
      page(res, 404, "Not found", `<h1>Not found</h1><p><a href="${DEV_MAILBOX_PATH}">All e-mails</a></p>`);
      return;
    }
    page(res, 200, message.subject || "E-mail", messagePage(message));
  });
  return router;
}
