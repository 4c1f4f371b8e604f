import { apiRequest } from "@seo/ui/api";
import type { SeosnapshotRequest, SeosnapshotResponse } from "@seo/contracts/tools";

/** POST /api/seosnapshot through the shared request helper (throws "<status>: <body>"). */
export async function auditSeo(input: SeosnapshotRequest): Promise<SeosnapshotResponse> {
  const res = await apiRequest("POST", "/api/seosnapshot", input);
  return (await res.json()) as SeosnapshotResponse;
}
