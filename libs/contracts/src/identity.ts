/**
 * Headers the BFF sets towards the services; a client can never set them (the BFF removes every
 * `x-seo-*` header a client sends before any route runs).
 */
export const IDENTITY_HEADERS = {
  userId: "x-seo-user-id",
  plan: "x-seo-user-plan",
  timestamp: "x-seo-timestamp",
  /** sha256 of the exact body bytes sent to the service (hex); of the empty string without a body. */
  bodyHash: "x-seo-body-sha256",
  signature: "x-seo-signature",
} as const;

/** One id per client request: in every log line and error answer, signed and accepted once by a service. */
export const REQUEST_ID_HEADER = "x-request-id";
