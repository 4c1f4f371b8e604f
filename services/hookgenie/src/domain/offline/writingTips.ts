// The writing tips beside HookGenie's offline lines: what the topic lacks that would make better
// lines (a number, an audience, a place, a deadline), what was corrected, and that these are
// offline drafts built from the client's own words.
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { HookStyle, HookType } from "@seo/hookgenie-contract";
import type { TopicFacts } from "./topicFacts";

const CHANNEL_NAMES: Record<HookType, string> = {
  headline: "headline",
  title: "page title",
  h1: "H1",
  subject_line: "subject line",
  social_media: "post",
  ad_copy: "ad headline",
};

const CHANNEL_TIPS: Record<HookType, string> = {
  headline: "Read the top two aloud and keep the one that says the most in the fewest words; test the other as an A/B variant.",
  title: "Put the main keyword in the first half of the page title; Google shows about 60 characters.",
  h1: "Use one H1 per page and keep it close to the page title, so searchers see what they clicked.",
  subject_line: "Pair the subject line with the preheader: it shows after the subject in most inboxes.",
  social_media: "Add an image or a link of your own; the posts carry only the facts and hashtags from your words.",
  ad_copy:
    "Google combines ad headlines freely: the set carries every fact of your topic between them, so keep them all in the ad or pin the ones that must show.",
};

export const OFFLINE_NOTE =
  "These are offline drafts: your own words, arranged and cased for the channel, with nothing invented. A connected AI model writes more varied lines.";

export function writingTips(f: TopicFacts, type: HookType, style: HookStyle, limit: number): string[] {
  const tips = [OFFLINE_NOTE];
  for (const fix of f.text.fixes) tips.push(`Spelling: "${fix.from}" was read as "${fix.to}".`);
  const hasFigure = f.entities.some((e) => e.kind === "number" || e.kind === "offer" || e.kind === "date");
  const audience = /\bfor\s+\p{L}/iu.test(f.whole) || /\b(?:you|your)\b/i.test(f.whole);
  if (f.kind === "offer" && !f.deadline)
    tips.push('If the offer ends on a date, add it ("ends Monday"): urgent lines only use a deadline you give.');
  else if (style === "urgent" && !f.deadline && f.kind !== "event")
    tips.push("Urgent style: the topic has no deadline, so none was added; give one if there is one.");
  if (f.kind === "service" && !f.place)
    tips.push('Add the town or area you serve ("... in Leeds"): local searches name the place.');
  if (!hasFigure && f.kind !== "question")
    tips.push(
      "Add a number if you have one (a count, a price, a size, a date): figures make a line specific, and the drafts only use figures you give.",
    );
  if (!audience && (f.kind === "thing" || f.kind === "service" || f.kind === "howto"))
    tips.push('Say who it is for ("... for beginners", "... for small businesses"): the lines can then name them.');
  const length = graphemeLength(f.whole);
  if (length > limit)
    tips.push(
      `The topic is ${length} characters and the ${CHANNEL_NAMES[type]} limit is ${limit}: the drafts keep its names and figures and leave other words out. Shorten it to the words every line should carry.`,
    );
  tips.push(CHANNEL_TIPS[type]);
  return tips.slice(0, 6);
}
