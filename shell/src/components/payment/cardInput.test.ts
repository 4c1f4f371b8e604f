import { applyEdit, cardErrors, cardToSend, formatCardNumber, formatExpiry, parseExpiry } from "./cardInput";

const NOW = new Date(2026, 10, 25);

describe("expiry as typed", () => {
  it.each([
    ["1230", "12 / 30"],
    ["12/30", "12 / 30"],
    ["12 / 30", "12 / 30"],
    ["12/2030", "12 / 2030"],
    ["1/30", "01 / 30"],
    ["430", "04 / 30"],
    ["12", "12"],
    ["12/", "12"],
    ["123", "12 / 3"],
    ["", ""],
  ])("%j reads %j", (typed, shown) => expect(formatExpiry(typed)).toBe(shown));

  it("reads the month and the full year of every accepted form", () => {
    for (const typed of ["1230", "12/30", "12 / 30", "12/2030"]) expect(parseExpiry(typed)).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("12")).toBeNull();
  });
});

it("groups the card number in fours, at most 19 digits", () => {
  expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
  expect(formatCardNumber("12345678901234567890123")).toBe("1234 5678 9012 3456 789");
});

it("backspace over a group's space deletes the digit before it, and the caret stays after the same digit", () => {
  // "4242 4242|" → backspace at the end removes the last digit
  expect(applyEdit("cardNumber", "4242 424", 8, "4242 4242")).toEqual({ value: "4242 424", caret: 8 });
  // "4242 |4242" → backspace removes the space: the 2 before it goes instead
  expect(applyEdit("cardNumber", "42424242", 4, "4242 4242")).toEqual({ value: "4244 242", caret: 3 });
  // a digit typed in the middle keeps the caret after it
  expect(applyEdit("cardNumber", "42142 4242", 3, "4242 4242")).toEqual({ value: "4214 2424 2", caret: 3 });
});

describe("card errors", () => {
  const good = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" };
  it("a good card has none", () => expect(cardErrors(good, NOW)).toEqual({}));
  it("says what is missing or wrong, field by field", () => {
    expect(cardErrors({ cardNumber: "", expiry: "", cvc: "" }, NOW)).toEqual({
      cardNumber: "Enter your card number.",
      expiry: "Enter the expiry date.",
      cvc: "Enter the CVC.",
    });
    expect(cardErrors({ cardNumber: "4242 4242", expiry: "12", cvc: "12" }, NOW)).toEqual({
      cardNumber: "Your card number is incomplete.",
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(cardErrors({ ...good, cardNumber: "4242 4242 4242 4241", expiry: "13 / 30" }, NOW)).toEqual({
      cardNumber: "Your card number is invalid.",
      expiry: "Your card's expiration month is invalid.",
    });
    expect(cardErrors({ ...good, expiry: "10 / 26" }, NOW)).toEqual({ expiry: "Your card's expiration date is in the past." });
    expect(cardErrors({ ...good, expiry: "11 / 26" }, NOW)).toEqual({});
  });
  it("sends the expiry as the processor reads it", () => {
    expect(cardToSend({ ...good, expiry: "1230" })).toEqual(good);
  });
});
