// How e-mails show what callers pass in: names made safe for a greeting, amounts in the payment's
// currency, and dates the way the product writes them ("24 November 2026").

/** The longest first name a greeting shows. */
export const MAX_NAME_LENGTH = 60;

/**
 * A user-supplied name for a greeting: control characters (CR/LF included) become spaces, runs of
 * spaces one, cut to MAX_NAME_LENGTH characters; "there" when nothing is left ("Hi there,").
 * React escapes it when rendering; this only keeps it on one short line.
 */
export function displayName(name: string | undefined): string {
  const clean = (name ?? "")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...clean];
  const short = chars.length > MAX_NAME_LENGTH ? chars.slice(0, MAX_NAME_LENGTH).join("").trimEnd() : clean;
  return short || "there";
}

/** A user-supplied e-mail address shown as text: one line, at most 254 characters. */
export function displayAddress(address: string): string {
  return address.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, "").slice(0, 254);
}

/** An amount in the currency's minor unit (cents) as en-US money: 1900, "usd" → "$19.00"; 500, "jpy" → "¥500". */
export function formatAmount(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** An ISO date or timestamp as a UTC calendar date: "2026-11-24T10:00:00Z" → "24 November 2026". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid date for an e-mail: ${JSON.stringify(iso)}`);
  return DATE.format(date);
}
