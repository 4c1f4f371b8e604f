// E-mail addresses as the mailer accepts them: one recipient per message, given as a bare address,
// and a sender ("Name <address>" or a bare address) parsed once. Anything that could add a header
// or a recipient (line breaks, commas, several addresses) is refused before a message is built.

/** A mailbox: the display name (may be empty) and the address. */
export interface Mailbox {
  name: string;
  address: string;
}

/** The longest address SMTP carries (RFC 5321's path limit less its angle brackets). */
const MAX_ADDRESS_LENGTH = 254;

const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** A single addr-spec (local@domain); `localhost` and other dotless domains are allowed. */
export function isEmailAddress(value: string): boolean {
  if (value.length > MAX_ADDRESS_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes("..")) {
    return false;
  }
  return domain.split(".").every((label) => DOMAIN_LABEL.test(label));
}

/** The recipient: exactly one bare address, trimmed; throws a clear error otherwise. */
export function recipientAddress(to: string): string {
  const address = typeof to === "string" ? to.trim() : "";
  if (!isEmailAddress(address)) {
    throw new Error("Invalid recipient: a message goes to exactly one e-mail address (no names, lists or line breaks)");
  }
  return address;
}

const NAMED = /^(?:"([^"\\\r\n]*)"|([^<>"\\,;:\r\n]*?))\s*<([^<>\s]+)>$/;

/** Parses "Name <address>", "\"Name, Inc.\" <address>" or a bare address; undefined when invalid. */
export function parseMailbox(value: string): Mailbox | undefined {
  const text = value.trim();
  if (/[\r\n\0]/.test(text)) return undefined;
  if (isEmailAddress(text)) return { name: "", address: text };
  const match = NAMED.exec(text);
  if (!match) return undefined;
  const address = match[3]!;
  if (!isEmailAddress(address)) return undefined;
  return { name: (match[1] ?? match[2] ?? "").trim(), address };
}

/** One line of header text: line breaks and other control characters become spaces. */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
