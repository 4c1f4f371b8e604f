// The keyword-data provider: DataForSEO over HTTP Basic (DATAFORSEO_LOGIN / DATAFORSEO_PASSWORD,
// DATAFORSEO_BASE_URL for a local fake). Keyword ideas with search volume, CPC, 12 monthly searches
// and keyword difficulty come from DataForSEO Labs' keyword_ideas; when Labs knows no idea for the
// seed, Google Ads' search_volume gives the figures of the seed and TrendSpy's own ideas (no
// difficulty there). Every failure is a KeywordDataError with a message a user can act on; the tool
// then shows its estimate (docs/decisions/0028-keyword-data-provider.md).
import type { Market } from "@seo/trendspy-contract";

export interface DataForSeoSettings {
  login?: string;
  password?: string;
  baseURL: string;
  timeoutMs: number;
}

/** One keyword with the provider's figures. */
export interface ProviderKeyword {
  keyword: string;
  volume: number | null;
  difficulty: number | null;
  cpc: number | null;
  /** Oldest first. */
  monthlySearches: Array<{ year: number; month: number; searches: number | null }>;
  intent?: string;
}

export interface KeywordDataRequest {
  seed: string;
  /** TrendSpy's own ideas, for the search-volume lookup when Labs has no ideas. */
  ideas: readonly string[];
  market: Market;
  languageCode: string;
  limit?: number;
}

export interface KeywordDataProvider {
  readonly name: "dataforseo";
  research(request: KeywordDataRequest): Promise<ProviderKeyword[]>;
}

export type KeywordDataErrorKind = "credentials" | "balance" | "rate limit" | "unavailable" | "timeout" | "provider";

export class KeywordDataError extends Error {
  constructor(
    message: string,
    readonly kind: KeywordDataErrorKind,
  ) {
    super(message);
    this.name = "KeywordDataError";
  }
}

/** DataForSEO's own codes (status_code in the body) and what to tell the user. */
function errorOf(httpStatus: number, code: number | undefined, message: string | undefined): KeywordDataError {
  const said = message ? ` ("${message}")` : "";
  if (httpStatus === 401 || code === 40100 || code === 40101)
    return new KeywordDataError(
      "DataForSEO refused the login or password (check DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD)",
      "credentials",
    );
  if (httpStatus === 402 || code === 40200 || code === 40210)
    return new KeywordDataError("the DataForSEO account balance is too low (top it up in the DataForSEO dashboard)", "balance");
  if (httpStatus === 429 || code === 40202 || code === 40209)
    return new KeywordDataError("DataForSEO's rate limit was reached; try again in a minute", "rate limit");
  if (httpStatus >= 500 || (code !== undefined && code >= 50000))
    return new KeywordDataError(`DataForSEO is not answering (${code ?? `HTTP ${httpStatus}`})${said}`, "unavailable");
  return new KeywordDataError(`DataForSEO answered ${code ?? `HTTP ${httpStatus}`}${said}`, "provider");
}

interface Envelope<T> {
  status_code?: number;
  status_message?: string;
  tasks?: Array<{ status_code?: number; status_message?: string; result?: T[] | null }>;
}

interface MonthlySearch {
  year: number;
  month: number;
  search_volume: number | null;
}

interface LabsItem {
  keyword: string;
  keyword_info?: { search_volume?: number | null; cpc?: number | null; monthly_searches?: MonthlySearch[] | null } | null;
  keyword_properties?: { keyword_difficulty?: number | null } | null;
  search_intent_info?: { main_intent?: string | null } | null;
}
interface LabsResult {
  items?: LabsItem[] | null;
  seed_keyword_data?: LabsItem | null;
}
interface AdsItem {
  keyword: string;
  search_volume?: number | null;
  cpc?: number | null;
  monthly_searches?: MonthlySearch[] | null;
}

/** The last 12 months, oldest first (DataForSEO lists the newest first). */
function months(list: MonthlySearch[] | null | undefined): ProviderKeyword["monthlySearches"] {
  return [...(list ?? [])]
    .sort((a, b) => a.year - b.year || a.month - b.month)
    .slice(-12)
    .map((m) => ({ year: m.year, month: m.month, searches: m.search_volume ?? null }));
}
const num = (v: number | null | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : null);

export function createDataForSeoProvider(settings: DataForSeoSettings, fetchImpl: typeof fetch = fetch): KeywordDataProvider {
  const auth = `Basic ${Buffer.from(`${settings.login ?? ""}:${settings.password ?? ""}`).toString("base64")}`;

  async function post<T>(path: string, task: Record<string, unknown>): Promise<T[]> {
    let res: Response;
    try {
      res = await fetchImpl(`${settings.baseURL}${path}`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify([task]),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (err) {
      // A DOMException from AbortSignal.timeout (not always an Error of this realm): read its name.
      const name = (err as { name?: unknown } | null)?.name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new KeywordDataError(`DataForSEO did not answer within ${Math.round(settings.timeoutMs / 1000)} s`, "timeout");
      throw new KeywordDataError("DataForSEO could not be reached", "unavailable");
    }
    const body = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || !body) throw errorOf(res.status, body?.status_code, body?.status_message);
    // A 200 can still carry an error: the envelope's and the task's own status_code.
    if (body.status_code !== 20000) throw errorOf(res.status, body.status_code, body.status_message);
    const answered = body.tasks?.[0];
    if (!answered || answered.status_code !== 20000) throw errorOf(res.status, answered?.status_code, answered?.status_message);
    return answered.result ?? [];
  }

  return {
    name: "dataforseo",
    async research({ seed, ideas, market, languageCode, limit = 20 }) {
      const where = { location_code: market.locationCode, language_code: languageCode };
      const [labs] = await post<LabsResult>("/v3/dataforseo_labs/google/keyword_ideas/live", {
        keywords: [seed],
        ...where,
        limit,
        include_seed_keyword: true,
        order_by: ["keyword_info.search_volume,desc"],
      });
      const items = [...(labs?.seed_keyword_data ? [labs.seed_keyword_data] : []), ...(labs?.items ?? [])];
      if (items.length > 0) {
        const seen = new Set<string>();
        return items
          .filter((i) => !seen.has(i.keyword.toLowerCase()) && seen.add(i.keyword.toLowerCase()))
          .map((i) => ({
            keyword: i.keyword,
            volume: num(i.keyword_info?.search_volume),
            difficulty: num(i.keyword_properties?.keyword_difficulty),
            cpc: num(i.keyword_info?.cpc),
            monthlySearches: months(i.keyword_info?.monthly_searches),
            ...(i.search_intent_info?.main_intent ? { intent: i.search_intent_info.main_intent } : {}),
          }));
      }
      const ads = await post<AdsItem>("/v3/keywords_data/google_ads/search_volume/live", {
        keywords: [...new Set([seed, ...ideas])].slice(0, 100),
        ...where,
      });
      return ads.map((a) => ({
        keyword: a.keyword,
        volume: num(a.search_volume),
        difficulty: null,
        cpc: num(a.cpc),
        monthlySearches: months(a.monthly_searches),
      }));
    },
  };
}

/** The provider from config, or why there is none: null when nothing is set, a message when half is. */
export function dataForSeoFromConfig(
  settings: DataForSeoSettings,
  fetchImpl?: typeof fetch,
): { provider: KeywordDataProvider | null; missing?: string } {
  if (settings.login && settings.password) return { provider: createDataForSeoProvider(settings, fetchImpl) };
  if (settings.login || settings.password)
    return { provider: null, missing: `${settings.login ? "DATAFORSEO_PASSWORD" : "DATAFORSEO_LOGIN"} is not set` };
  return { provider: null };
}
