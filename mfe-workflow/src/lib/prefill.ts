import { KEYWORD_HANDOFF_LIMIT } from "@seo/contracts/constants";
import { hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import {
  keywordOptions,
  type DescriptoStepData,
  type HookgenieStepData,
  type TrendspyStepData,
} from "@seo/contracts/workflowStepData";

// Prefilling rules inside the workflow (docs/decisions/0020-small-product-rules.md). Each takes the earlier steps' saved
// data (or null) and returns the values a step's form starts with when it has none of its own.

/** Keyword text derived from an analysis: its keyword lines, else its bullet lines, at most 5. */
export function keywordsFromAnalysis(analysis: string, keywordData: readonly { keyword: string }[] = []): string {
  let items = keywordOptions(analysis, keywordData);
  if (items.length === 0) {
    items = analysis
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => /^([-*•]|\d+[.)])\s+/.test(l))
      .map((l) =>
        l
          .replace(/^([-*•]|\d+[.)])\s+/, "")
          .replace(/:$/, "")
          .trim(),
      )
      .filter(Boolean);
  }
  return items.slice(0, KEYWORD_HANDOFF_LIMIT).join(", ");
}

const TOPIC_MAX = hookgenieRequestSchema.shape.topic.maxLength ?? 500;
/** HookGenie's topic is the product and its main benefit, at most 60 characters: a headline's subject. */
export const PREFILL_TOPIC_MAX = 60;
/** SeoSnapshot's description is a meta description, 120-156 characters: what it audits. */
export const PREFILL_DESCRIPTION_MAX = 156;
const TITLE_MAX = seosnapshotRequestSchema.shape.title.maxLength ?? 300;
const DESCRIPTION_MAX = seosnapshotRequestSchema.shape.description.maxLength ?? 1000;

export function descriptoPrefill(trendspy: TrendspyStepData | null) {
  const niche = trendspy?.niche.trim() ?? "";
  return {
    productName: "",
    keyFeatures: "",
    targetAudience: trendspy?.selectedTargetAudience || (niche ? `${niche} enthusiasts` : ""),
    keywords: trendspy?.selectedKeywords.length
      ? trendspy.selectedKeywords.join(", ")
      : keywordsFromAnalysis(trendspy?.result ?? "", trendspy?.keywordData),
    tone: "professional" as const,
  };
}

/** Cuts text to at most `max` characters at a word boundary (to stay within a request's limits). */
export function clampText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The first whole sentences of `text` that fit in `max` characters (else a word-boundary cut). */
function leadSentences(text: string, max: number): string {
  const flat = text
    .replace(/\s*\n+\s*/g, " ")
    .replace(/[•]\s*/g, "")
    .trim();
  const sentences = flat.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let out = "";
  for (const s of sentences) {
    if ((out + s).trim().length > max) break;
    out += s;
  }
  return out.trim() || clampText(flat, max);
}

export function hookgeniePrefill(trendspy: TrendspyStepData | null, descripto: DescriptoStepData | null) {
  const product = descripto?.productName.trim() ?? "";
  const mainFeature = descripto?.keyFeatures.split(/[,;\n]/)[0]?.trim() ?? "";
  const withBenefit = product && mainFeature ? `${product}: ${mainFeature}` : product;
  const topic = withBenefit.length <= PREFILL_TOPIC_MAX ? withBenefit : product ? clampText(product, PREFILL_TOPIC_MAX) : "";
  return {
    topic: clampText(topic || trendspy?.niche.trim() || "", Math.min(TOPIC_MAX, PREFILL_TOPIC_MAX)),
    type: "headline" as const,
    style: "compelling" as const,
  };
}

/** The first line of a headline list, without its numbering, bullet or quotes. */
export function firstHeadline(result: string): string {
  const line = result.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  return line
    .trim()
    .replace(/^(?:\d+\s*[.):-]|[-*•])\s*/, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();
}

export function seosnapshotPrefill(hookgenie: HookgenieStepData | null, descripto: DescriptoStepData | null) {
  return {
    title: clampText(firstHeadline(hookgenie?.result ?? ""), TITLE_MAX),
    // Descripto's meta description, else the description's first sentences that fit one.
    description: clampText(
      descripto?.metaDescription?.trim() || leadSentences(descripto?.result ?? "", PREFILL_DESCRIPTION_MAX),
      Math.min(DESCRIPTION_MAX, PREFILL_DESCRIPTION_MAX),
    ),
    url: "",
  };
}
