import { apiRequest } from "@seo/ui/api";
import type { DescriptoRequest, DescriptoResponse } from "@seo/contracts/tools";

/** POST /api/descripto through the shared request helper (throws "<status>: <body>"). */
export async function generateDescription(input: DescriptoRequest): Promise<DescriptoResponse> {
  const res = await apiRequest("POST", "/api/descripto", input);
  return (await res.json()) as DescriptoResponse;
}
