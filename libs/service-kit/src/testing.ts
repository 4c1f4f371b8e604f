import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import { signIdentity, type Identity } from "@seo/identity/signature";

/** The headers the BFF would send for `identity`, for supertest: `.set(signedHeaders(...))`. */
export function signedHeaders(identity: Identity, secret: string, now = Date.now()): Record<string, string> {
  const { timestamp, signature } = signIdentity(identity, secret, now);
  return {
    [IDENTITY_HEADERS.userId]: identity.userId,
    [IDENTITY_HEADERS.plan]: identity.plan,
    [IDENTITY_HEADERS.timestamp]: String(timestamp),
    [IDENTITY_HEADERS.signature]: signature,
  };
}
