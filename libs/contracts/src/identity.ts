/** Headers the BFF sets towards the services; clients can never set them (the BFF strips them). */
export const IDENTITY_HEADERS = {
  userId: "x-seo-user-id",
  plan: "x-seo-user-plan",
  timestamp: "x-seo-timestamp",
  signature: "x-seo-signature",
} as const;
