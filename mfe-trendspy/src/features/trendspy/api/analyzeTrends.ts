import { apiRequest } from "@seo/ui/api";
import { trendspyResponseSchema, type TrendspyRequest, type TrendspyResponse } from "@seo/trendspy-contract";

/** POST /api/trendspy through the shared request helper (throws "<status>: <body>"). */
export async function analyzeTrends(input: TrendspyRequest): Promise<TrendspyResponse> {
  const res = await apiRequest("POST", "/api/trendspy", input);
  // Parsed with the contract this remote was built with: a drifted answer fails here, loudly.
  return trendspyResponseSchema.parse(await res.json());
}
