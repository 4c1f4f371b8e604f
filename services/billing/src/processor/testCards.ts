// Stripe's test card numbers and the checks a card form makes before a charge is tried, as the
// test-mode processor applies them.
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  declined
//   4000 0000 0000 9995  insufficient funds
//   4000 0025 0000 3155  asks for an authentication step (completed or failed on the checkout page)
import { PaymentDeclinedError } from "./types";
import { luhn } from "@seo/contracts/cardNumber";

export type TestCard = "succeed" | "decline" | "insufficient_funds" | "authenticate" | "unknown" | "invalid";

/** The test cards: what each number does. */
export function testCardOutcome(cardNumber: string): TestCard {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return "invalid";
  switch (digits) {
    case "4242424242424242":
      return "succeed";
    case "4000000000000002":
      return "decline";
    case "4000000000009995":
      return "insufficient_funds";
    case "4000002500003155":
      return "authenticate";
    default:
      return "unknown";
  }
}

/** "MM / YY", "MM/YY" or "MM/YYYY", not in the past (by the customer's clock). */
export function checkExpiry(expiry: string, nowMs: number): string | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return "Your card's expiration date is incomplete.";
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const now = new Date(nowMs);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

/** Throws what the card form would say about the expiry date and security code, in that order. */
export function assertCardDetails(input: { expiry: string; cvc: string }, nowMs: number): void {
  const expiryProblem = checkExpiry(input.expiry, nowMs);
  if (expiryProblem) throw new PaymentDeclinedError(expiryProblem, "invalid_expiry");
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    throw new PaymentDeclinedError("Your card's security code is incomplete.", "invalid_cvc");
}
