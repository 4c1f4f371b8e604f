import { TITLE_GUIDE } from "@seo/contracts/constants";
import { JSON_ONLY, SEO_COPYWRITER_PERSONA } from "@seo/ai/openai/promptParts";
import type { ChatPrompt } from "@seo/ai/openai/modelClient";
import { HOOK_LIMITS, type HookStyle, type HookType } from "@seo/hookgenie-contract";
import type { HookgenieInput } from "../hookgenieTool";

const TYPE_GUIDE: Record<HookType, string> = {
  headline: "blog or article headlines",
  title: "SEO title tags for a search results page (the page title shown in Google)",
  h1: "on-page H1 headings (the main visible heading of the page)",
  subject_line: "email subject lines that earn the open in a crowded inbox",
  social_media: "social media post hooks (the first line that stops the scroll), platform-neutral",
  ad_copy: "search ad headlines (Google Ads responsive search ad headlines)",
};

const STYLE_GUIDE: Record<HookStyle, string> = {
  professional: "professional: credible, clear and specific; no hype",
  clickbait: "clickbait: the strongest fact first or a question that opens a gap, but no promise the topic does not make",
  informative: "informative: says exactly what the reader will learn; how-to, guides, numbers",
  emotional: "emotional: speaks to the reader's feelings, fears and hopes",
  compelling: "compelling: a strong, concrete benefit with a reason to act",
  urgent:
    'urgent: lead with the deadline the topic gives ("ends Monday"); with none, lead with the action, and add no deadline or scarcity',
  curious: "curious: opens a gap the reader wants to close (questions, surprising facts)",
  benefit_driven: "benefit-driven: leads with the outcome the reader gets",
};

export function hookgeniePrompt(input: HookgenieInput): ChatPrompt {
  const limit = HOOK_LIMITS[input.type];
  return {
    system: [
      SEO_COPYWRITER_PERSONA,
      `Task: write ${TYPE_GUIDE[input.type]}.`,
      "Rules:",
      `- Style: ${STYLE_GUIDE[input.style]}.`,
      `- Write 10 to 12 distinct variants in \`headlines\`, best first. Each is at most ${limit} characters including spaces — count carefully; anything longer is cut off and useless.` +
        (input.type === "title"
          ? ` Aim for ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters and put the main keyword in the first half.`
          : ""),
      "- Keep every name, number, offer, place and date in the topic in every variant that has room for it, written as the user wrote it (B2B, iPhone, Manchester, 40% off, Monday); never add a number, a deadline, urgency, a claim or a benefit the topic does not give.",
      "- Vary the structure (the topic's own count as a list, a how-to, a question, its offer or outcome first) and the order of its facts; no stock phrase that would fit any topic.",
      "- Use the topic's main keyword in most variants, and strong, plain words. No ALL CAPS words, no emojis" +
        (input.type === "social_media" ? " (one emoji allowed at most)" : "") +
        ", no numbering or quotes inside the strings.",
      "- `tips`: 3 to 5 practical tips for choosing, testing or using these variants for this topic and channel.",
      JSON_ONLY,
    ].join("\n"),
    user: [`Topic: ${input.topic}`, `Type: ${input.type} (limit ${limit} characters)`, `Style: ${input.style}`].join("\n"),
  };
}
