import { apiRequest } from "@seo/ui/api";
import type { HookgenieRequest, HookgenieResponse } from "@seo/contracts/tools";

/** POST /api/hookgenie through the shared request helper (throws "<status>: <body>"). */
export async function generateHeadlines(input: HookgenieRequest): Promise<HookgenieResponse> {
  const res = await apiRequest("POST", "/api/hookgenie", input);
  return (await res.json()) as HookgenieResponse;
}
