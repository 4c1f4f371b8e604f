import { TITLE_GUIDE } from "@seo/contracts/constants";
import { JSON_ONLY } from "@seo/ai/openai/promptParts";
import type { ChatPrompt } from "@seo/ai/openai/modelClient";
import { DESCRIPTION_LENGTH_CHARS, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import type { SeosnapshotInput } from "../seosnapshotTool";

/** The prompt, grounded in the rule-based audit's measurements and failed checks. */
export function seosnapshotPrompt(input: SeosnapshotInput, audit: SeosnapshotResponse | undefined): ChatPrompt {
  const facts: string[] = [];
  if (audit) {
    facts.push(
      `Measured: title ${audit.metrics.titleLength} characters (${audit.metrics.titleOptimal ? "within" : "outside"} ${TITLE_GUIDE.min}-${TITLE_GUIDE.max}), ` +
        `description ${audit.metrics.descriptionLength} characters (${audit.metrics.descriptionOptimal ? "within" : "outside"} ${DESCRIPTION_LENGTH_CHARS.min}-${DESCRIPTION_LENGTH_CHARS.max}).`,
      ...(audit.metrics.pageType ? [`Page type (rule-based): ${String(audit.metrics.pageType)}.`] : []),
    );
    const failed = (audit.checks ?? []).filter((c) => !c.passed);
    if (failed.length) facts.push("Rule checks that failed:\n" + failed.map((c) => `- ${c.label}: ${c.message}`).join("\n"));
    facts.push(
      `Rule-based score: ${audit.scores.overall}/100 (title ${audit.scores.title}, description ${audit.scores.description}).`,
    );
  }
  const keyphrase = input.focusKeyphrase
    ? `Focus keyphrase (given by the user, keep its capitals): ${input.focusKeyphrase}`
    : `Focus keyphrase: none given${audit?.metrics.focusKeyword ? `; inferred from the title: "${String(audit.metrics.focusKeyword)}"` : ""}. Say "Focus keyphrase (inferred): ..." once in the report; never ask for a target keyword as if a field were missing.`;
  return {
    system: [
      "You are a senior technical SEO auditor and copywriter. You audit a page's title tag, meta description and URL the way Google shows them in search results.",
      "Rules:",
      "- Judge: title width (400-600 px at Arial 20 px, about 50-60 characters), main keyword early in the title, description length (120-156 characters passes, as in Yoast), keyword and benefit in the description, a call to action, overlap between title and description, URL hygiene (https, short, readable slug with hyphens, lowercase, no query strings).",
      "- Critical problems fail a snippet whatever its lengths: keyword stuffing ('Cheap Shoes, Cheap Shoes Online, Buy Cheap Shoes'), a description about something else than the title, clickbait ('You Won't Believe...', '!!!'), text in capitals, a description that repeats the title, a snippet too thin to choose. With one critical problem scores.overall is at most 45, with two or more at most 30; the rule checks below name the ones found.",
      "- A likely typo is a low-severity hint ('may be'), never critical and never a reason to lower the score much; words a dictionary lacks but a writer means (compounds such as 'callouts', 'grippy', brands, names) are not typos.",
      "- Focus keyphrase (as Yoast checks it): in the title, ideally at the start; in the description once or twice; not repeated to stuffing; one to four content words.",
      "- Decide the page type (product, local, article, home) and put it in `pageType`; let it choose the advice (product: benefit, price, delivery, 'Shop'; local: service and town, 'Call' or 'Book'; article: the outcome, 'Learn how'; home: brand and offer).",
      "- Trust the measured character counts given to you; do not recount them.",
      "- `scores`: overall, title and description, each an integer 0-100 (80+ excellent, 60-79 good, below 60 needs improvement).",
      "- `result`: a plain-text report. Its first line is exactly 'SEO Score: N/100' where N is scores.overall. Then short sections 'Title', 'Meta description' and 'URL' (when given), each with a verdict and the reason.",
      `- \`recommendations\`: 3 to 6 concrete fixes. For a stuffed, clickbait or shouted title, or a stuffed or mismatched description, say 'Rewrite this title' / 'Rewrite this description' with what it must say, instead of padding the spam. Otherwise give a full rewritten title within 600 px (at most ${TITLE_GUIDE.max} characters) and a full rewritten description of 120-156 characters, in quotes: whole grammatical sentences made of the page's own facts, every name and figure of the input kept with the user's capitals (names typed in lower case capitalised), the title in Title Case, each description sentence starting with a capital; cut only at a sentence or clause end, never mid-phrase; the brand at most once; no stock tails ('Order yours today.', 'Shop the Range Online', 'How to Choose the Best', '(2026 Guide)'), no 'Best' the page did not claim, no facts the page did not state. Fewer honest rewrites beat padded ones.`,
      "- Tie every tip to this page's own words or figures; no generic page-type tip.",
      JSON_ONLY,
    ].join("\n"),
    user: [
      `Title: ${input.title}`,
      `Meta description: ${input.description}`,
      `URL: ${input.url ?? "(none)"}`,
      keyphrase,
      ...facts,
    ].join("\n"),
  };
}
