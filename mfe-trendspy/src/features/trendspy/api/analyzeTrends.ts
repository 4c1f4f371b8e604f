import { apiRequest } from "@seo/ui/api";
import type { TrendspyRequest, TrendspyResponse } from "@seo/contracts/tools";

/** POST /api/trendspy through the shared request helper (throws "<status>: <body>"). */
export async function analyzeTrends(input: TrendspyRequest): Promise<TrendspyResponse> {
  const res = await apiRequest("POST", "/api/trendspy", input);
  return (await res.json()) as TrendspyResponse;
}
