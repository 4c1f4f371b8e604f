import type { SeosnapshotRequest, SeosnapshotResponse } from "@seo/contracts/tools";

export async function auditSeo(input: SeosnapshotRequest): Promise<SeosnapshotResponse> {
  const res = await fetch("/api/seosnapshot", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", "x-session-id": localStorage.getItem("sessionId") ?? "" },
    body: JSON.stringify(input),
  });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  return (await res.json()) as SeosnapshotResponse;
}
