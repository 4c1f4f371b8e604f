import { JSON_ONLY, SEO_COPYWRITER_PERSONA } from "@seo/ai/openai/promptParts";
import type { ChatPrompt } from "@seo/ai/openai/modelClient";
import type { Tone } from "@seo/descripto-contract";
import type { DescriptoInput } from "../descriptoTool";

const TONE_GUIDE: Record<Tone, string> = {
  professional: "professional: confident, precise and trustworthy; short declarative sentences; no slang or hype",
  casual: "casual: friendly and conversational, like a helpful friend; contractions welcome; light, never sloppy",
  enthusiastic: "enthusiastic: energetic and upbeat; vivid verbs; at most one exclamation mark in the whole text",
  luxury: "luxury: refined, understated and sensory; craftsmanship, materials and experience over price; no hard sell",
  technical: "technical: exact specifications, units and how things work; benefits stated as measurable outcomes",
};

export function descriptoPrompt(input: DescriptoInput): ChatPrompt {
  const keywords = input.keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    system: [
      SEO_COPYWRITER_PERSONA,
      "Task: write a product description that ranks for its keywords and converts.",
      "Rules:",
      `- Tone: ${TONE_GUIDE[input.tone]}.`,
      "- Open with a one-sentence hook that names the product and its main benefit" +
        (keywords.length ? " and contains the first keyword." : "."),
      "- Say what a feature means for the target audience only where it follows from the feature as stated; never invent a use, a size, a capacity or a benefit the input does not support.",
      "- No superlative or claim the input does not make (best, perfect, ultimate, guaranteed, #1), and no stock line that could sit under any product.",
      keywords.length
        ? "- Use every keyword naturally, each one to two times, for a keyword density between 0.5% and 2.5%; never stuff or list keywords."
        : "- Choose the natural search phrases a buyer would use and use them naturally.",
      "- Structure: a short intro paragraph, then a bullet list of 3 to 5 benefit bullets (each line starting with '• '), then a closing paragraph with a call to action.",
      "- Every paragraph under 70 words; 120 to 250 words in total; plain text with line breaks, no markdown headings, no HTML.",
      "- `suggestions`: 3 to 5 concrete, specific ways to improve this description or its page (e.g. which keyword to add to the title, which proof to add), not generic advice.",
      "- `seoTitle`: the page's title tag, 30 to 60 characters, product name first" +
        (keywords.length ? ", containing the first keyword." : "."),
      "- `metaDescription`: the meta description, 120 to 156 characters, one or two whole sentences with the main benefit" +
        (keywords.length ? " and the first keyword" : "") +
        "; never cut mid-word.",
      "- Never invent attributes (materials, sizes, certifications, prices) that the features do not state; keep figures and brand names exactly as written.",
      "- Write in the language of the product name and features.",
      JSON_ONLY,
    ].join("\n"),
    user: [
      `Product name: ${input.productName}`,
      `Key features: ${input.keyFeatures}`,
      `Target audience: ${input.targetAudience}`,
      `Tone: ${input.tone}`,
      `Keywords: ${keywords.length ? keywords.join(", ") : "(none given)"}`,
    ].join("\n"),
  };
}
