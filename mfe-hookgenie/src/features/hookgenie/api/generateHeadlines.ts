import { apiRequest } from "@seo/ui/api";
import { hookgenieResponseSchema, type HookgenieRequest, type HookgenieResponse } from "@seo/hookgenie-contract";

/** POST /api/hookgenie through the shared request helper (throws "<status>: <body>"). */
export async function generateHeadlines(input: HookgenieRequest): Promise<HookgenieResponse> {
  const res = await apiRequest("POST", "/api/hookgenie", input);
  // Parsed with the contract this remote was built with: a drifted answer fails here, loudly.
  return hookgenieResponseSchema.parse(await res.json());
}
