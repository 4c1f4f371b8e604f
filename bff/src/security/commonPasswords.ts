// Passwords people pick first are the ones guessers try first. The list is zxcvbn's (~49,000 of the
// most common passwords from real leaks, offline), loaded on the first check so an idle BFF does not
// hold it. Only an exact match (ignoring case) is refused: the minimum length stays what it is, and a
// long passphrase that merely contains a common word is fine.
import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess";

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
