import { apiRequest } from "@seo/ui/api";
import { descriptoResponseSchema, type DescriptoRequest, type DescriptoResponse } from "@seo/descripto-contract";

/** POST /api/descripto through the shared request helper (throws "<status>: <body>"). */
export async function generateDescription(input: DescriptoRequest): Promise<DescriptoResponse> {
  const res = await apiRequest("POST", "/api/descripto", input);
  // Parsed with the contract this remote was built with: a drifted answer fails here, loudly.
  return descriptoResponseSchema.parse(await res.json());
}
