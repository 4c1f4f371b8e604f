// The card-number checksum (Luhn), one definition for the test-mode card form, which says a mistyped
// number beside its field, and the test-mode processor, which refuses it.

/** True when `digits` (digits only) passes the Luhn checksum every card number carries. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
