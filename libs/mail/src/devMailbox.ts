// The dev mailbox: where the mailer puts messages when no SMTP server is configured (never in
// production). Each message is two files in one directory, readable by this user only: the raw
// RFC 822 message exactly as SMTP would carry it (<id>.eml) and a small index entry (<id>.json)
// with what a list needs. The BFF's /dev/mailbox page and tests read it back.
import { randomBytes } from "node:crypto";
import { promises as fs } from "node:fs";
import path from "node:path";
import { extractLinks } from "./links";

/** What the list shows of a message. */
export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  /** ISO timestamp of when it was stored. */
  date: string;
  /** The http(s) links of its text part. */
  links: string[];
}

/** One message read back from its raw form. */
export interface MailboxMessage extends MailboxEntry {
  from: string;
  html: string;
  text: string;
  /** Its header lines, unfolded, in order. */
  headers: { name: string; value: string }[];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Ids are file names: letters, digits, '-' and '_' only, so no id reaches outside the mailbox. */
export function isMailboxId(id: string): boolean {
  return ID.test(id);
}

/** Time-ordered and unique across processes writing to the same mailbox. */
function newId(now: Date): string {
  return `${String(now.getTime()).padStart(13, "0")}-${randomBytes(6).toString("hex")}`;
}

/** Creates the mailbox directory for this user only (0700). */
async function ensureMailbox(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
}

/** Stores one message (its raw bytes and its index entry, both 0600) and returns the entry. */
export async function storeMailboxMessage(
  dir: string,
  message: { to: string; subject: string; text: string; raw: Buffer },
  now: Date = new Date(),
): Promise<MailboxEntry> {
  await ensureMailbox(dir);
  const entry: MailboxEntry = {
    id: newId(now),
    to: message.to,
    subject: message.subject,
    date: now.toISOString(),
    links: extractLinks(message.text),
  };
  await fs.writeFile(path.join(dir, `${entry.id}.eml`), message.raw, { mode: 0o600, flag: "wx" });
  // The entry appears last and whole (rename), so a list never shows a message it cannot open.
  const temporary = path.join(dir, `.${entry.id}.json.tmp`);
  await fs.writeFile(temporary, JSON.stringify(entry), { mode: 0o600, flag: "wx" });
  await fs.rename(temporary, path.join(dir, `${entry.id}.json`));
  return entry;
}

function isEntry(value: unknown): value is MailboxEntry {
  const v = value as Partial<MailboxEntry> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    isMailboxId(v.id) &&
    typeof v.to === "string" &&
    typeof v.subject === "string" &&
    typeof v.date === "string" &&
    Array.isArray(v.links)
  );
}

/** Every stored message, newest first; an empty list when the mailbox does not exist yet. */
export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const entries = await Promise.all(
    names
      .filter((name) => name.endsWith(".json") && isMailboxId(name.slice(0, -".json".length)))
      .map(async (name) => {
        try {
          const entry: unknown = JSON.parse(await fs.readFile(path.join(dir, name), "utf8"));
          return isEntry(entry) && `${entry.id}.json` === name ? entry : undefined;
        } catch {
          return undefined; // removed meanwhile, or not ours
        }
      }),
  );
  return entries
    .filter((e): e is MailboxEntry => e !== undefined)
    .sort((a, b) => (a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)));
}

/** The raw RFC 822 bytes of a stored message; undefined for an unknown or invalid id. */
export async function readMailboxRaw(dir: string, id: string): Promise<Buffer | undefined> {
  if (!isMailboxId(id)) return undefined;
  try {
    return await fs.readFile(path.join(dir, `${id}.eml`));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

/** One stored message parsed from its raw form; undefined for an unknown or invalid id. */
export async function readMailboxMessage(dir: string, id: string): Promise<MailboxMessage | undefined> {
  const raw = await readMailboxRaw(dir, id);
  if (!raw) return undefined;
  const parsed = await parseRawMessage(raw);
  const stat = await fs.stat(path.join(dir, `${id}.eml`));
  return { id, ...parsed, date: parsed.date ?? stat.mtime.toISOString() };
}

/**
 * A raw message's parts, parsed with mailparser. It is loaded on first use: the mailbox is read
 * outside production only, and production installs leave development packages out.
 */
async function parseRawMessage(raw: Buffer): Promise<Omit<MailboxMessage, "id" | "date"> & { date?: string }> {
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(raw);
  const text = mail.text ?? "";
  const addresses = (a: typeof mail.to) => (Array.isArray(a) ? a.map((x) => x.text).join(", ") : (a?.text ?? ""));
  return {
    from: addresses(mail.from),
    to: addresses(mail.to),
    subject: mail.subject ?? "",
    date: mail.date?.toISOString(),
    html: typeof mail.html === "string" ? mail.html : "",
    text,
    links: extractLinks(text),
    headers: mail.headerLines.map(({ key, line }) => ({
      name: line.slice(0, line.indexOf(":")).trim() || key,
      value: line
        .slice(line.indexOf(":") + 1)
        .replace(/\r?\n[ \t]+/g, " ")
        .trim(),
    })),
  };
}
