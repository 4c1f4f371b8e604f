import { apiRequest } from "@seo/ui/api";

/** POST /api/create-subscription; a missing clientSecret raises 'No client secret received'. */
export async function createSubscription(plan: string): Promise<{ clientSecret: string }> {
  const res = await apiRequest("POST", "/api/create-subscription", { plan });
  const data = (await res.json()) as { clientSecret?: string; error?: string };
  if (!data.clientSecret) throw new Error(data.error || "No client secret received");
  return { clientSecret: data.clientSecret };
}
