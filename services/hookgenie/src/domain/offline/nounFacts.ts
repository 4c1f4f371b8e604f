// A service or a thing, as topicFacts.ts reads a topic that is neither an offer, a list, a how-to,
// a question nor an event: the core noun phrase, what hangs off it, its place and its qualifier.
import type { Entity } from "@seo/ai/quality/entities";
import { isKnownWord, nounInfo } from "@seo/ai/text/language";
import { parseTopic } from "@seo/ai/text/parse";
import type { Attachment, TopicFacts } from "./topicFacts";
import { holdsEntity, isName, MONTH, tagsOf, WEEKDAY, type Tags } from "./topicWords";

/** Head nouns of trades and services people book (the last one or two words of the core). */
const SERVICE_HEADS =
  /\b(?:plumbers?|electricians?|photographers?|videographers?|dentists?|accountants?|bookkeepers?|bookkeeping|accounting|lawyers?|solicitors?|attorneys?|florists?|groomers?|grooming|dog walk(?:ers?|ing(?: service)?)|cleaners?|cleaning|gardeners?|landscapers?|landscaping|roofers?|roofing|painters?|decorators?|locksmiths?|mechanics?|tutors?|tutoring|coach(?:es|ing)?|therapists?|therapy|consultants?|consulting|consultancy|agenc(?:y|ies)|services?|repairs?|installers?|installation|builders?|contractors?|handym[ae]n|physio(?:therapist)?s?|chiropractors?|vets?|nann(?:y|ies)|babysitters?|babysitting|pet sitt(?:ers?|ing)|translators?|translation|copywriters?|caterers?|catering|surveyors?|estate agents?|brokers?|architects?|opticians?|barbers?|hairdressers?|salons?|stylists?|personal trainers?|instructors?|driving school|removals?|movers|removal company|web design(?:ers?)?|designers?|developers?|dj|djs|clinic|spa)$/i;
/** Head nouns of subjects one writes about (a guide, ideas) rather than sells. */
const TOPIC_HEADS =
  /^(?:garden|gardening|routine|prep|planning|care|training|diet|recipes|ideas|strategy|strategies|budget|budgeting|workout|workouts|habits|skills|basics|decor|marketing|seo|parenting|travel|fitness|nutrition|meditation|yoga|investing|finance|productivity|photography|design|branding|content|writing|cooking|baking|homeschooling|composting|hiking|camping|running)$/i;
const PREPS = /^(?:for|with|without|in|near|at|on|from|by|to|under|over|around|across|using|like|via|inside|outside)$/i;
const RELATIVE = /^(?:who|that|which|whose)$/i;
const QUALIFIER = /\s+(online|near me|nearby|at home|in person|worldwide|uk-wide|nationwide)$/i;
const OUTCOME_VERB = /^(?:want|wants|need|needs|love|loves|hope|hopes|wish|wishes)\s+(?:to\s+)?/i;

type Place = TopicFacts["place"];

/** "near me" wherever it stands, or a trailing "online", "at home" ...: the clause without it. */
function qualifierOf(main: string): { clause: string; qualifier?: string } {
  let clause = main;
  let qualifier: string | undefined;
  const near = clause.match(/\s+near me\b/i);
  if (near && near.index! > 0) {
    qualifier = "near me";
    clause = (clause.slice(0, near.index) + clause.slice(near.index! + near[0].length)).trim();
  }
  const q = qualifier ? null : clause.match(QUALIFIER);
  if (q && q.index! > 0) {
    qualifier = q[1]!;
    clause = clause.slice(0, q.index);
  }
  return { clause, qualifier };
}

/** A finite verb outside a relative clause: a sentence, not a name ("we are moving to Leeds"). */
function isSentence(ws: string[], tags: Tags[], aligned: boolean): boolean {
  const relAt = ws.findIndex((w) => RELATIVE.test(w));
  return (
    aligned &&
    ws.some(
      (_, i) =>
        (relAt < 0 || i < relAt) &&
        // The tagger reads many plural nouns as verbs ("garden lights"): only a copula, a modal,
        // an auxiliary or a subject pronoun makes a sentence.
        (tags[i]!.has("Copula") ||
          tags[i]!.has("Modal") ||
          tags[i]!.has("Auxiliary") ||
          (tags[i]!.has("Pronoun") && !tags[i]!.has("Possessive"))),
    )
  );
}

/** A place typed bare after the noun ("emergency plumber Manchester"): the core without it, and the place. */
function barePlace(words: string[], tags: Tags[]): { coreWords: string[]; place: Place } {
  let coreWords = words;
  let place: Place;
  let end = coreWords.length;
  // A place name the dictionary knows only capitalised ("Manchester", "Wales"), or a run ending in one ("New York").
  // Never a day or a month ("every Wednesday").
  const placeWord = (w: string, i: number) =>
    /^\p{Lu}\p{Ll}+$/u.test(w) &&
    !new RegExp(`^(?:${WEEKDAY}|${MONTH})s?$`, "i").test(w) &&
    !isKnownWord(w.toLowerCase()) &&
    (tags[i]!.has("Place") || isKnownWord(w));
  if (placeWord(coreWords[end - 1]!, end - 1)) {
    end--;
    while (end > 1 && isName(coreWords[end - 1]!) && tags[end - 1]!.has("Place")) end--;
  }
  if (end < coreWords.length && end > 0) {
    place = { text: coreWords.slice(end).join(" "), prep: "" };
    coreWords = coreWords.slice(0, end);
  }
  // A place between the trade and its hours ("locksmith Leeds 24 hour"): the hours go before the trade.
  const mid = place ? -1 : coreWords.findIndex((w, i) => i > 0 && i < coreWords.length - 1 && placeWord(w, i));
  const hours = mid > 0 ? coreWords.slice(mid + 1) : [];
  if (mid > 0 && hours.length <= 3 && /^\d/.test(hours[0]!)) {
    place = { text: coreWords[mid]!, prep: "" };
    coreWords = [...hours, ...coreWords.slice(0, mid)];
  }
  return { coreWords, place };
}

/** The phrases after the core, split at each preposition; a relative clause is one phrase. */
function phrasesAfter(
  after: string[],
  entities: Entity[],
  bare: Place,
): { attachments: Attachment[]; outcome: TopicFacts["outcome"]; place: Place } {
  let place = bare;
  const attachments: Attachment[] = [];
  let outcome: TopicFacts["outcome"];
  let cur: string[] = [];
  const flush = () => {
    if (!cur.length) return;
    const phrase = cur.join(" ");
    // "in Leeds", "in the Peak District" (the article goes with the preposition).
    const placeHere = phrase.match(
      /^((?:in|near|around|across)(?:\s+the)?)\s+((?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*)*)$/u,
    );
    if (placeHere && !place) place = { text: placeHere[2]!, prep: placeHere[1]!.toLowerCase() };
    else attachments.push({ text: phrase, entity: holdsEntity(phrase, entities) });
    cur = [];
  };
  for (let i = 0; i < after.length; i++) {
    const w = after[i]!;
    if (RELATIVE.test(w)) {
      flush();
      const clauseText = after.slice(i + 1).join(" ");
      const o = clauseText.match(OUTCOME_VERB);
      if (o && /^who$/i.test(w)) outcome = { verb: o[0].trim(), text: clauseText.slice(o[0].length) };
      attachments.push({ text: after.slice(i).join(" "), entity: holdsEntity(clauseText, entities) });
      cur = [];
      break;
    }
    if (PREPS.test(w) && cur.length && !/^(?:without)$/i.test(w)) flush();
    cur.push(w);
  }
  flush();
  return { attachments, outcome, place };
}

/** A brand is a name the dictionary does not know ("SoundCore", "Xero"), not "Spanish" or "Paris". */
function brandOf(coreWords: string[]): string | undefined {
  let brandEnd = 0;
  while (
    brandEnd < coreWords.length - 1 &&
    isName(coreWords[brandEnd]!) &&
    !/\d/.test(coreWords[brandEnd]!) &&
    !isKnownWord(coreWords[brandEnd]!)
  )
    brandEnd++;
  return brandEnd > 0 ? coreWords.slice(0, brandEnd).join(" ") : undefined;
}

/** A service or a thing: the core noun phrase, what hangs off it, its place and its qualifier. */
export function nounFacts(f: TopicFacts, main: string): TopicFacts {
  const { clause, qualifier } = qualifierOf(main);
  const ws = clause.split(/\s+/);
  const tags = tagsOf(clause);
  const aligned = tags.length === ws.length;
  // "cafe now serving breakfast", "now open in Leeds": an announcement, kept whole.
  if (isSentence(ws, tags, aligned) || /\bnow\s+(?:\p{L}+ing|open)\b/iu.test(clause)) return f;
  const firstPrep = ws.findIndex((w, i) => i > 0 && (PREPS.test(w) || RELATIVE.test(w)));
  const leading = firstPrep > 0 ? ws.slice(0, firstPrep) : ws;
  const after = firstPrep > 0 ? ws.slice(firstPrep) : [];
  const bare = leading.length > 1 && aligned ? barePlace(leading, tags) : { coreWords: leading, place: undefined };
  let coreWords = bare.coreWords;
  const { attachments, outcome, place } = phrasesAfter(after, f.entities, bare.place);
  // "guide to bouldering", "flights to Lisbon": a "to" phrase completes the noun and stays with it.
  if (/^to\s/i.test(attachments[0]?.text ?? "")) coreWords = [...coreWords, ...attachments.shift()!.text.split(/\s+/)];
  const core = coreWords.join(" ");
  const parsed = parseTopic(core);
  const brand = brandOf(coreWords);
  const head = coreWords.at(-1) ?? "";
  const info = nounInfo(head);
  // The head noun decides: a trade or a service is booked, a subject is written about, the rest is sold.
  // (The parser's own service kind reads "cleaning products" as a service: only the head noun decides.)
  const service = SERVICE_HEADS.test(coreWords.slice(-2).join(" ")) || (parsed.kind === "local" && !TOPIC_HEADS.test(head));
  const course = parsed.kind === "course";
  // A subject one writes a guide about: its head names an activity or a field ("garden", "marketing", "composting").
  const headTags = tagsOf(head)[0];
  const topical =
    !brand && !/\d/.test(core) && (TOPIC_HEADS.test(head) || !!headTags?.has("Gerund") || /(?:ism|ology|ics)$/i.test(head));
  const product = !service && !course && !topical;
  const shelved = parsed.category !== "general" || ["food", "apparel", "beauty", "saas", "digital"].includes(parsed.kind);
  return {
    ...f,
    kind: service ? "service" : "thing",
    core,
    ...(brand ? { brand } : {}),
    attachments,
    ...(place ? { place } : {}),
    ...(qualifier ? { qualifier } : {}),
    ...(outcome ? { outcome } : {}),
    topicLike: !service && topical,
    // "Meet the ..." is for a named product on a shelf ("SoundCore earbuds"), not a market or a page about rivals.
    ownProduct: !!brand && shelved && !/^(?:alternatives?|competitors?|vs|versus|reviews?|comparisons?|rivals?)$/i.test(head),
    shop: product && (shelved || !!brand),
    countable: !info.plural && !info.mass,
  };
}
