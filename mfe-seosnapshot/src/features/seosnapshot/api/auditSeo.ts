import { apiRequest } from "@seo/ui/api";
import { seosnapshotResponseSchema, type SeosnapshotRequest, type SeosnapshotResponse } from "@seo/seosnapshot-contract";

/** POST /api/seosnapshot through the shared request helper (throws "<status>: <body>"). */
export async function auditSeo(input: SeosnapshotRequest): Promise<SeosnapshotResponse> {
  const res = await apiRequest("POST", "/api/seosnapshot", input);
  // Parsed with the contract this remote was built with: a drifted answer fails here, loudly.
  return seosnapshotResponseSchema.parse(await res.json());
}
