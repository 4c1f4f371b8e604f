// argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet): m=19 MiB, t=2, p=1.
import { hash, verify } from "@node-rs/argon2";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)

const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456, // KiB
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // malformed hash: never a match
  }
}

/** Verified against when the e-mail is unknown, so a miss costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword("not-a-real-password-" + Math.random()));
