import type { z } from "zod";
import {
  HOOK_LIMITS,
  TITLE_GUIDE,
  type HookStyle,
  type HookType,
  type Tone,
} from "@seo/contracts/constants";
import type {
  descriptoRequestSchema,
  hookgenieRequestSchema,
  seosnapshotRequestSchema,
  trendspyRequestSchema,
  SeosnapshotResponse,
} from "@seo/contracts/tools";

export interface ChatPrompt {
  system: string;
  user: string;
}

const PERSONA =
  "You are a senior SEO copywriter and strategist with 15 years of experience writing for e-commerce " +
  "brands, SaaS companies and publishers. You write for people first and search engines second: " +
  "clear, specific, benefit-led copy with no filler, no clichés ('unleash', 'elevate', 'game-changer', " +
  "'in today's fast-paced world'), no invented facts, prices, awards or statistics.";

const JSON_ONLY =
  "Answer with one JSON object that matches the given JSON schema exactly, and nothing else " +
  "(no markdown fences, no commentary).";

const TONE_GUIDE: Record<Tone, string> = {
  professional: "professional: confident, precise and trustworthy; short declarative sentences; no slang or hype",
  casual: "casual: friendly and conversational, like a helpful friend; contractions welcome; light, never sloppy",
  enthusiastic: "enthusiastic: energetic and upbeat; vivid verbs; at most one exclamation mark in the whole text",
  luxury: "luxury: refined, understated and sensory; craftsmanship, materials and experience over price; no hard sell",
  technical: "technical: exact specifications, units and how things work; benefits stated as measurable outcomes",
};

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
  clickbait: "clickbait: irresistible curiosity and bold promises, but never lying or misleading about the content",
  informative: "informative: says exactly what the reader will learn; how-to, guides, numbers",
  emotional: "emotional: speaks to the reader's feelings, fears and hopes",
  compelling: "compelling: a strong, concrete benefit with a reason to act",
  urgent: "urgent: time-sensitive or fear of missing out, without fake deadlines",
  curious: "curious: opens a gap the reader wants to close (questions, surprising facts)",
  benefit_driven: "benefit-driven: leads with the outcome the reader gets",
};

export function descriptoPrompt(input: z.output<typeof descriptoRequestSchema>): ChatPrompt {
  const keywords = input.keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    system: [
      PERSONA,
      "Task: write a product description that ranks for its keywords and converts.",
      "Rules:",
      `- Tone: ${TONE_GUIDE[input.tone]}.`,
      "- Open with a one-sentence hook that names the product and its main benefit" +
        (keywords.length ? " and contains the first keyword." : "."),
      "- Turn every feature into a benefit for the target audience (feature → what it means for them).",
      keywords.length
        ? "- Use every keyword naturally, each one to two times, for a keyword density between 0.5% and 2.5%; never stuff or list keywords."
        : "- Choose the natural search phrases a buyer would use and use them naturally.",
      "- Structure: a short intro paragraph, then a bullet list of 3 to 5 benefit bullets (each line starting with '• '), then a closing paragraph with a call to action.",
      "- Every paragraph under 70 words; 120 to 250 words in total; plain text with line breaks, no markdown headings, no HTML.",
      "- `suggestions`: 3 to 5 concrete, specific ways to improve this description or its page (e.g. which keyword to add to the title, which proof to add), not generic advice.",
      "- `seoTitle`: the page's title tag, 30 to 60 characters, product name first" + (keywords.length ? ", containing the first keyword." : "."),
      "- `metaDescription`: the meta description, 120 to 156 characters, one or two whole sentences with the main benefit" +
        (keywords.length ? " and the first keyword" : "") + "; never cut mid-word.",
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

export function hookgeniePrompt(input: z.output<typeof hookgenieRequestSchema>): ChatPrompt {
  const limit = HOOK_LIMITS[input.type];
  return {
    system: [
      PERSONA,
      `Task: write ${TYPE_GUIDE[input.type]}.`,
      "Rules:",
      `- Style: ${STYLE_GUIDE[input.style]}.`,
      `- Write 10 to 12 distinct variants in \`headlines\`, best first. Each is at most ${limit} characters including spaces — count carefully; anything longer is cut off and useless.` +
        (input.type === "title" ? ` Aim for ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters and put the main keyword in the first half.` : ""),
      "- Vary the structure: a number or list, a how-to, a question, a direct benefit, a 'without' objection-killer, a specific outcome, a comparison.",
      "- Use the topic's main keyword in most variants, specific numbers where honest, and strong, plain words. No ALL CAPS words, no emojis" +
        (input.type === "social_media" ? " (one emoji allowed at most)" : "") +
        ", no numbering or quotes inside the strings.",
      "- `tips`: 3 to 5 practical tips for choosing, testing or using these variants for this topic and channel.",
      JSON_ONLY,
    ].join("\n"),
    user: [`Topic: ${input.topic}`, `Type: ${input.type} (limit ${limit} characters)`, `Style: ${input.style}`].join("\n"),
  };
}

export function trendspyPrompt(input: z.output<typeof trendspyRequestSchema>): ChatPrompt {
  return {
    system: [
      "You are a senior SEO strategist and keyword researcher who has planned content for hundreds of sites.",
      "Task: a keyword opportunity analysis for a niche.",
      "Rules:",
      "- First clean the seed: fix obvious typos ('ergonmic chiars' -> 'ergonomic chairs'; list them in `corrections` as {from, to}), turn a question into the noun phrase people search for ('where can I buy cheap running shoes?' -> 'running shoes', and keep the question itself as one keyword), cut a long seed to its subject. Put the cleaned seed in `seed`, its language code in `language` ('en', 'es', 'de', 'fr' ...), and its class in `seedClass` (product, food, local, service, saas, digital, course, activity, howto, problem, topic).",
      "- Write every keyword in the seed's language; never mix languages.",
      "- Use only modifiers that fit the class: 'near me' for local services when no place is named (with a place, use the place instead); 'free', 'template', 'download' for digital products; 'pricing', 'free trial', 'alternatives' for software; never 'wholesale', 'for beginners' or 'buy ... online' for a service, and never 'buy ... online' or 'near me' for something that is not a physical product or a place.",
      "- `keywordData`: 12 to 15 keyword ideas, the cleaned seed (head term) first: long-tail phrases, questions, comparisons, commercial and transactional forms that fit the class.",
      "- For each: `keyword`; `trend` exactly 'up', 'down' or 'stable'; `volume` an estimated monthly search volume (integer); `difficulty` 0-100 (estimated ranking difficulty); `intent` one of informational, commercial, transactional, navigational. Everything is an estimate from your knowledge: the head term has the highest volume, and a longer keyword never has more volume than a shorter keyword it contains.",
      "- `result`: a plain-text analysis. Start with a two-sentence overview of the niche. Then a line 'Top keyword opportunities' followed by the best 8 keywords, each on its own line written exactly as '- <keyword>:' (a dash, a space, the keyword, a colon, nothing after the colon), each followed by one line that says why it is worth targeting. Then a short 'Content strategy' paragraph. Say that volumes and difficulty are estimates. Any count you state (how many ideas are rising, how many are easy) must match keywordData exactly.",
      "- `insights`: 4 to 6 strategic insights (what to write first, quick wins with low difficulty, seasonal or rising angles, which intent to monetise).",
      "Example: seed 'emergency plumbr' -> seed 'emergency plumber', seedClass 'local', corrections [{from: 'plumbr', to: 'plumber'}], keywords such as 'emergency plumber near me', '24 hour emergency plumber', 'emergency plumber cost', 'how much does an emergency plumber cost' (not 'emergency plumber for beginners').",
      "Example: seed 'notion templates' -> seedClass 'digital', keywords such as 'free notion templates', 'notion templates for students', 'notion templates download' (not 'notion templates near me').",
      JSON_ONLY,
    ].join("\n"),
    user: [`Niche: ${input.niche}`, `Category: ${input.category ?? "(not given)"}`].join("\n"),
  };
}

export function seosnapshotPrompt(
  input: z.output<typeof seosnapshotRequestSchema>,
  audit: SeosnapshotResponse | undefined,
): ChatPrompt {
  const facts: string[] = [];
  if (audit) {
    facts.push(
      `Measured: title ${audit.metrics.titleLength} characters (${audit.metrics.titleOptimal ? "within" : "outside"} ${TITLE_GUIDE.min}-${TITLE_GUIDE.max}), ` +
        `description ${audit.metrics.descriptionLength} characters (${audit.metrics.descriptionOptimal ? "within" : "outside"} 120-156).`,
      ...(audit.metrics.pageType ? [`Page type (rule-based): ${String(audit.metrics.pageType)}.`] : []),
    );
    const failed = (audit.checks ?? []).filter((c) => !c.passed);
    if (failed.length) facts.push("Rule checks that failed:\n" + failed.map((c) => `- ${c.label}: ${c.message}`).join("\n"));
    facts.push(`Rule-based score: ${audit.scores.overall}/100 (title ${audit.scores.title}, description ${audit.scores.description}).`);
  }
  return {
    system: [
      "You are a senior technical SEO auditor and copywriter. You audit a page's title tag, meta description and URL the way Google shows them in search results.",
      "Rules:",
      "- Judge: title width (400-600 px at Arial 20 px, about 50-60 characters), main keyword early in the title, description length (120-156 characters passes, as in Yoast), keyword and benefit in the description, a call to action, overlap between title and description, URL hygiene (https, short, readable slug with hyphens, lowercase, no query strings).",
      "- Critical problems fail a snippet whatever its lengths: keyword stuffing ('Cheap Shoes, Cheap Shoes Online, Buy Cheap Shoes'), a description about something else than the title, clickbait ('You Won't Believe...', '!!!'), text in capitals, spelling mistakes, a description that repeats the title, a snippet too thin to choose. With one critical problem scores.overall is at most 45, with two or more at most 30; the rule checks below name the ones found.",
      "- Decide the page type (product, local, article, home) and put it in `pageType`; let it choose the advice (product: benefit, price, delivery, 'Shop'; local: service and town, 'Call' or 'Book'; article: the outcome, 'Learn how'; home: brand and offer).",
      "- Trust the measured character counts given to you; do not recount them.",
      "- `scores`: overall, title and description, each an integer 0-100 (80+ excellent, 60-79 good, below 60 needs improvement).",
      "- `result`: a plain-text report. Its first line is exactly 'SEO Score: N/100' where N is scores.overall. Then short sections 'Title', 'Meta description' and 'URL' (when given), each with a verdict and the reason.",
      `- \`recommendations\`: 3 to 6 concrete fixes. For a stuffed, clickbait or shouted title, or a stuffed or mismatched description, say 'Rewrite this title' / 'Rewrite this description' with what it must say, instead of padding the spam. Otherwise give a full rewritten title within 600 px (at most ${TITLE_GUIDE.max} characters) and a full rewritten description of 120-156 characters, in quotes: cut only at a sentence or clause end, never mid-phrase, the brand at most once, no stock filler ('Discover the full range today'), no facts the page did not state.`,
      JSON_ONLY,
    ].join("\n"),
    user: [
      `Title: ${input.title}`,
      `Meta description: ${input.description}`,
      `URL: ${input.url ?? "(none)"}`,
      ...facts,
    ].join("\n"),
  };
}
