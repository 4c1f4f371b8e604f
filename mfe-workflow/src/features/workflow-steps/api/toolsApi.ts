// The four tool calls the workflow makes (SPEC.md section 7), typed by libs/contracts.
import { apiRequest } from "@seo/ui/api";
import type {
  DescriptoRequest,
  DescriptoResponse,
  HookgenieRequest,
  HookgenieResponse,
  SeosnapshotRequest,
  SeosnapshotResponse,
  TrendspyRequest,
  TrendspyResponse,
} from "@seo/contracts/tools";

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await apiRequest("POST", path, body);
  return (await res.json()) as T;
}

export const runTrendspy = (body: TrendspyRequest) => post<TrendspyResponse>("/api/trendspy", body);
export const runDescripto = (body: DescriptoRequest) => post<DescriptoResponse>("/api/descripto", body);
export const runHookgenie = (body: HookgenieRequest) => post<HookgenieResponse>("/api/hookgenie", body);
export const runSeosnapshot = (body: SeosnapshotRequest) => post<SeosnapshotResponse>("/api/seosnapshot", body);
