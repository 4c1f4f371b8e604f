// What a channel adds to the ranked lines, from the same facts: hashtags from the client's own
// words, a social post per network, an e-mail preheader and responsive search ad descriptions.
import { graphemeLength } from "@seo/ai/text/graphemes";
import { isStopWord, words } from "@seo/ai/text/words";
import type { TopicFacts } from "./topicFacts";

/** The phrases a hashtag may be made of, per kind of topic: its subject, place, brand. */
function hashtagSources(f: TopicFacts): string[] {
  switch (f.kind) {
    case "offer":
      return [f.offer?.deal ?? "", f.offer?.scope ?? ""];
    case "list":
      return [f.list?.rest ?? "", f.list?.noun ?? ""];
    case "howto":
      // The object of the verb phrase, or the gerund when a word leads it ("potty training"): never the bare verb.
      return [(f.howto?.gerund ?? "").replace(/^\p{L}+ing\s+/u, "") || (f.howto?.verb ?? "").replace(/^\p{L}+\s+/u, "")];
    case "event":
      return [f.event?.name ?? "", f.event?.venue ?? ""];
    case "service":
    case "thing":
      return [f.core, f.place?.text ?? ""];
    case "question":
      return [];
    default:
      return f.text.lang === "en" ? [f.core] : [];
  }
}

/** Runs of up to three content words ("better sleep", "Manchester") as hashtags: "#BetterSleep". */
export function hashtagsOf(f: TopicFacts): string[] {
  const tags: string[] = [];
  for (const source of hashtagSources(f)) {
    let run: string[] = [];
    const flush = () => {
      // Each word capitalised, a brand's own casing kept ("#iPhone", "#SoundCore").
      if (run.length && run.length <= 3)
        tags.push(`#${run.map((w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("")}`);
      run = [];
    };
    for (const w of words(source)) {
      if (isStopWord(w) || /\d/.test(w) || /^(?:best|top|new|all|everything)$/i.test(w)) flush();
      else run.push(w.replace(/['’&.-]/gu, ""));
    }
    flush();
  }
  return [...new Set(tags)].filter((t) => t.length > 2 && graphemeLength(t) <= 25);
}

/** Ends a line as a sentence ("Ends Monday: 40% off all mattresses."). */
export const asSentence = (line: string) => (/[.!?]$/.test(line) ? line : `${line}.`);

const NETWORKS: { network: string; limit: number; tags: number }[] = [
  { network: "x", limit: 280, tags: 2 },
  { network: "linkedin", limit: 3000, tags: 3 },
  { network: "facebook", limit: 500, tags: 1 },
  { network: "instagram", limit: 2200, tags: 5 },
];

/** A plain post: the line as a sentence, then hashtags from the topic's words while the limit allows. */
export function postText(line: string, tags: string[], limit: number, separator = " "): string {
  const body = asSentence(line);
  let text = body;
  for (const tag of tags) {
    const next = text === body ? `${body}${separator}${tag}` : `${text} ${tag}`;
    if (graphemeLength(next) > limit) break;
    text = next;
  }
  return text;
}

/** One post per network, each within its limit: the same plain post, with as many hashtags as the network suits. */
export function networkPosts(line: string, tags: string[]) {
  return NETWORKS.map((n) => {
    const text = postText(line, tags.slice(0, n.tags), n.limit, n.network === "linkedin" ? "\n\n" : " ");
    return { network: n.network, text, length: graphemeLength(text), limit: n.limit };
  });
}
