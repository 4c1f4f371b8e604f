// TrendSpy with a keyword-data provider: the engine's honest estimate first (offline or model), then
// the provider's numbers for the seed in the market chosen on the form. Numbers come only from the
// provider (docs/decisions/0028); when it fails, is rate-limited or half-configured, the answer is
// the estimate with a notice that says why ("Keyword data unavailable: ... — showing estimates").
// See docs/decisions/0028-keyword-data-provider.md.
import { marketOf, type TrendspyResponse } from "@seo/trendspy-contract";
import type { EngineResult, ToolEngine } from "@seo/ai/engine";
import { KeywordDataError, type KeywordDataProvider, type ProviderKeyword } from "../provider/dataforseo";
import type { TrendspyInput } from "./trendspyTool";

const LANGUAGE_NAMES: Record<string, string> = { en: "English", es: "Spanish", de: "German", fr: "French" };
const fmt = (n: number) => n.toLocaleString("en-US");
const MAX_KEYWORDS = 20;
const RESULT_KEYWORDS = 10;

/** Up, down or stable from the provider's months: the last three against the first three (±10%). */
export function trendOf(months: ProviderKeyword["monthlySearches"]): "up" | "down" | "stable" | null {
  const values = months.map((m) => m.searches).filter((v): v is number => typeof v === "number");
  if (values.length < 6) return null;
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const first = avg(values.slice(0, 3));
  const last = avg(values.slice(-3));
  if (first === 0) return last > 0 ? "up" : "stable";
  const change = (last - first) / first;
  return change > 0.1 ? "up" : change < -0.1 ? "down" : "stable";
}

const unavailable = (why: string) => `Keyword data unavailable: ${why} — showing estimates.`;

/** The estimate with a notice of why the provider's numbers are missing. */
export function withNotice<T extends TrendspyResponse>(estimate: T, why: string): T {
  const notice = unavailable(why);
  return { ...estimate, notice: estimate.notice ? `${notice} ${estimate.notice}` : notice };
}

/** The provider's rows as the answer's keywords: the seed first, then by volume, at most MAX_KEYWORDS. */
function keywordRows(rows: readonly ProviderKeyword[]) {
  const [seedRow, ...others] = rows;
  const ordered = [
    ...(seedRow ? [seedRow] : []),
    ...others.slice().sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1) || a.keyword.localeCompare(b.keyword)),
  ].slice(0, MAX_KEYWORDS);
  return ordered.map((r) => ({
    keyword: r.keyword,
    trend: trendOf(r.monthlySearches),
    volume: r.volume,
    difficulty: r.difficulty,
    estimate: false,
    cpc: r.cpc,
    currency: "USD",
    monthlySearches: r.monthlySearches,
    ...(r.intent ? { intent: r.intent } : {}),
  }));
}
type KeywordRow = ReturnType<typeof keywordRows>[number];

/** Quick wins, rising keywords and the highest CPC, counted from the provider's rows. */
function providerInsights({
  easy,
  rising,
  paid,
  location,
  niche,
  label,
}: {
  easy: KeywordRow[];
  rising: KeywordRow[];
  paid: KeywordRow[];
  location: string;
  niche: string;
  label: string;
}): string[] {
  return [
    easy.length
      ? `Quick wins: ${easy
          .slice(0, 4)
          .map((k) => `"${k.keyword}" (${k.difficulty}/100, ${fmt(k.volume ?? 0)}/month)`)
          .join(", ")}.`
      : `No related keyword is under 30/100 difficulty in ${location}; narrow "${niche}" with an audience or a use case.`,
    ...(rising.length
      ? [
          `Rising in ${location}: ${rising
            .slice(0, 3)
            .map((k) => `"${k.keyword}"`)
            .join(", ")}.`,
        ]
      : []),
    ...(paid[0]
      ? [`Highest CPC: "${paid[0].keyword}" ($${paid[0].cpc!.toFixed(2)}): advertisers pay for it, so it converts.`]
      : []),
    `All figures: ${label}.`,
  ];
}

/** The answer built on the provider's rows: its numbers, the market, and text and insights counted from them. */
export function providerAnswer<T extends TrendspyResponse>(
  estimate: T,
  rows: readonly ProviderKeyword[],
  input: Pick<TrendspyInput, "locationCode" | "languageCode" | "category">,
): T {
  const market = marketOf(input.locationCode);
  const languageCode = input.languageCode ?? market.languageCode;
  const language = LANGUAGE_NAMES[languageCode] ?? languageCode;
  const label = `DataForSEO · ${market.location} · ${language}`;
  const keywordData = keywordRows(rows);
  const head = keywordData[0];
  const niche = head?.keyword ?? estimate.seed ?? "";
  const rest = keywordData.slice(1);
  const easy = rest.filter((k) => typeof k.difficulty === "number" && k.difficulty < 30);
  const rising = keywordData.filter((k) => k.trend === "up");
  const paid = rest.filter((k) => typeof k.cpc === "number").sort((a, b) => (b.cpc ?? 0) - (a.cpc ?? 0));
  const figures = (k: (typeof keywordData)[number]) =>
    [
      k.volume === null ? "no volume reported" : `${fmt(k.volume)} searches/month`,
      ...(k.difficulty === null ? [] : [`difficulty ${k.difficulty}/100`]),
      ...(k.cpc === null ? [] : [`CPC $${k.cpc.toFixed(2)}`]),
      ...(k.trend ? [`trend ${k.trend}`] : []),
    ].join(" · ");
  const shown = keywordData.slice(0, RESULT_KEYWORDS);
  const result = [
    `Keyword research: "${niche}"${input.category ? ` (${input.category})` : ""}`,
    "",
    `Figures from ${label} (search volume: the 12-month average).`,
    "",
    head
      ? `Overview: "${niche}" has ${figures(head)}. ${easy.length} of ${rest.length} related keywords are under 30/100 difficulty; ${rising.length === 1 ? "1 is" : `${rising.length} are`} rising over the last 12 months.`
      : `Overview: ${label} has no data for "${niche}".`,
    "",
    `Top ${shown.length} keyword opportunities:`,
    ...shown.flatMap((k) => [`- ${k.keyword}:`, `  ${figures(k)}`]),
  ].join("\n");
  const insights = providerInsights({ easy, rising, paid, location: market.location, niche, label });
  const { notice: _notice, ...rest_ } = estimate;
  return {
    ...rest_,
    result,
    keywordData,
    insights,
    seed: niche,
    dataSource: "dataforseo",
    dataLabel: label,
    market: { locationCode: market.locationCode, location: market.location, languageCode, language },
  } as T;
}

/**
 * The tool's engine with provider data on top. `provider` null: the estimate as it is (with
 * `missing`, a half-set configuration, named in a notice).
 */
export function withKeywordData(
  inner: ToolEngine<TrendspyInput, TrendspyResponse>,
  provider: KeywordDataProvider | null,
  missing?: string,
): ToolEngine<TrendspyInput, TrendspyResponse> {
  if (!provider && !missing) return inner;
  return {
    get mode() {
      return inner.mode;
    },
    get modelSettings() {
      return inner.modelSettings;
    },
    checkModel: () => inner.checkModel(),
    async run(input): Promise<EngineResult<TrendspyResponse>> {
      const estimate = await inner.run(input);
      if (!provider) return withNotice(estimate, missing!);
      const market = marketOf(input.locationCode);
      try {
        const rows = await provider.research({
          seed: estimate.seed ?? input.niche,
          ideas: estimate.keywordData.map((k) => k.keyword),
          market,
          languageCode: input.languageCode ?? market.languageCode,
        });
        if (rows.length === 0) return withNotice(estimate, `DataForSEO has no data for "${estimate.seed ?? input.niche}"`);
        return providerAnswer(estimate, rows, input);
      } catch (err) {
        if (err instanceof KeywordDataError) return withNotice(estimate, err.message);
        throw err;
      }
    },
  };
}
