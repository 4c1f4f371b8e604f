import { apiRequest } from "@seo/ui/api";
import { seosnapshotResponseSchema, type SeosnapshotAnyRequest, type SeosnapshotResponse } from "@seo/seosnapshot-contract";

/** POST /api/seosnapshot (a snippet, or a live page) through the shared request helper (throws "<status>: <body>"). */
export async function auditSeo(input: SeosnapshotAnyRequest): Promise<SeosnapshotResponse> {
  const res = await apiRequest("POST", "/api/seosnapshot", input);
  // Parsed with the contract this remote was built with: a drifted answer fails here, loudly.
  return seosnapshotResponseSchema.parse(await res.json());
}
