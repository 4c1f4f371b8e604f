// The test-mode card form's input rules: what each field shows as it is typed (the number in groups
// of four, the expiry as "MM / YY"), and what is wrong with a card before it is sent. The messages
// are the test-mode processor's own (services/billing/src/processor/testCards.ts), so a mistake reads
// the same whether the form or the server finds it.
import { luhn } from "@seo/contracts/cardNumber";

export type CardField = "cardNumber" | "expiry" | "cvc";
export type Card = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, string>>;

/** The order the fields appear in: the first invalid one takes the focus. */
export const CARD_FIELDS: readonly CardField[] = ["cardNumber", "expiry", "cvc"];

const MAX_CARD_DIGITS = 19;
const MAX_CVC_DIGITS = 4;

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The expiry as typed, formatted: "1230", "12/30" and "12 / 30" all read "12 / 30"; "1/30" and
 * "430" read "01 / 30" and "04 / 30"; a four-digit year stays ("12 / 2030"). The separator appears
 * with the first digit of the year, so deleting back past it never gets stuck on " / ".
 */
export function formatExpiry(raw: string): string {
  const slash = raw.indexOf("/");
  let month: string;
  let year: string;
  if (slash >= 0) {
    month = digitsOf(raw.slice(0, slash)).slice(0, 2);
    year = digitsOf(raw.slice(slash + 1));
    if (month.length === 1) month = `0${month}`;
  } else {
    const digits = digitsOf(raw);
    // No month starts with 2-9 followed by another digit: "4" is April.
    const monthLength = digits.length > 0 && digits[0]! > "1" ? 1 : 2;
    month = digits.slice(0, monthLength);
    year = digits.slice(monthLength);
    if (monthLength === 1) month = `0${month}`;
  }
  year = year.slice(0, 4);
  return year ? `${month} / ${year}` : month;
}

export const formatCvc = (raw: string): string => digitsOf(raw).slice(0, MAX_CVC_DIGITS);

export const CARD_FORMATS: Record<CardField, (raw: string) => string> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/**
 * A field's next value and caret after an edit. Backspace over a separator (the space between
 * groups) deletes the digit before it, as people expect, instead of putting the space back; the
 * caret stays after the same digit it followed.
 */
export function applyEdit(field: CardField, raw: string, caret: number, previous: string): { value: string; caret: number } {
  const format = CARD_FORMATS[field];
  let edited = raw;
  let digitsBefore = digitsOf(raw.slice(0, caret)).length;
  const separatorOnly = raw.length < previous.length && digitsOf(raw) === digitsOf(previous);
  if (separatorOnly && field === "cardNumber" && digitsBefore > 0) {
    const digits = digitsOf(raw);
    edited = digits.slice(0, digitsBefore - 1) + digits.slice(digitsBefore);
    digitsBefore -= 1;
  }
  const value = format(edited);
  if (caret >= raw.length && !separatorOnly) return { value, caret: value.length };
  let position = 0;
  for (let seen = 0; position < value.length && seen < digitsBefore; position++) {
    if (/\d/.test(value[position]!)) seen++;
  }
  return { value, caret: position };
}

function cardNumberProblem(value: string): string | null {
  const digits = digitsOf(value);
  if (!digits) return "Enter your card number.";
  if (digits.length >= 12 && luhn(digits)) return null;
  return digits.length < 16 ? "Your card number is incomplete." : "Your card number is invalid.";
}

/** "12 / 30" (or any form formatExpiry reads) → month and full year, or null when incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^(\d{2}) \/ (\d{2}|\d{4})$/.exec(formatExpiry(value));
  if (!m) return null;
  return { month: Number(m[1]), year: m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]) };
}

function expiryProblem(value: string, now: Date): string | null {
  if (!digitsOf(value)) return "Enter the expiry date.";
  const expiry = parseExpiry(value);
  if (!expiry) return "Your card's expiration date is incomplete.";
  if (expiry.month < 1 || expiry.month > 12) return "Your card's expiration month is invalid.";
  const year = now.getFullYear();
  if (expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

function cvcProblem(value: string): string | null {
  const digits = digitsOf(value);
  if (!digits) return "Enter the CVC.";
  return /^\d{3,4}$/.test(digits) ? null : "Your card's security code is incomplete.";
}

/** What is wrong with each field; empty when the card can be sent. */
export function cardErrors(card: Card, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  const number = cardNumberProblem(card.cardNumber);
  if (number) errors.cardNumber = number;
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcProblem(card.cvc);
  if (cvc) errors.cvc = cvc;
  return errors;
}

/** The card as the processor reads it: the number grouped, the expiry "MM / YY" (or "MM / YYYY"). */
export function cardToSend(card: Card): Card {
  return {
    cardNumber: formatCardNumber(card.cardNumber),
    expiry: formatExpiry(card.expiry),
    cvc: formatCvc(card.cvc),
  };
}

/** The processor's refusal codes that are about one field: the message goes beside that field. */
export const FIELD_OF_DECLINE_CODE: Readonly<Record<string, CardField>> = {
  incorrect_number: "cardNumber",
  invalid_number: "cardNumber",
  invalid_expiry: "expiry",
  invalid_expiry_month: "expiry",
  invalid_expiry_year: "expiry",
  expired_card: "expiry",
  invalid_cvc: "cvc",
  incorrect_cvc: "cvc",
};
