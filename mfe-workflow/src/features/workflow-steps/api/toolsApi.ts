// The four tool calls the workflow makes (SPEC.md section 7), typed by libs/contracts.
import { apiRequest } from "@seo/ui/api";
import type { DescriptoRequest, DescriptoResponse } from "@seo/descripto-contract";
import type { HookgenieRequest, HookgenieResponse } from "@seo/hookgenie-contract";
import type { SeosnapshotRequest, SeosnapshotResponse } from "@seo/seosnapshot-contract";
import type { TrendspyRequest, TrendspyResponse } from "@seo/trendspy-contract";

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await apiRequest("POST", path, body);
  return (await res.json()) as T;
}

export const runTrendspy = (body: TrendspyRequest) => post<TrendspyResponse>("/api/trendspy", body);
export const runDescripto = (body: DescriptoRequest) => post<DescriptoResponse>("/api/descripto", body);
export const runHookgenie = (body: HookgenieRequest) => post<HookgenieResponse>("/api/hookgenie", body);
export const runSeosnapshot = (body: SeosnapshotRequest) => post<SeosnapshotResponse>("/api/seosnapshot", body);
