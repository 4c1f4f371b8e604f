// The lines HookGenie's offline engine can honestly write for a topic: arrangements of its parsed
// parts (topicFacts.ts), in running case. Each slot takes a part of the kind it needs (a deal, a
// scope, a verb phrase, a place), never an arbitrary phrase; the joining words are few and carry
// no claim ("— Ends Monday", "Want ...? Here's How", "Need ... in Manchester?"). Tags say what a
// line does, so a style can prefer it (lineScore.ts) and a channel can leave it out.
import nlp from "compromise";
import { withArticle } from "@seo/ai/text/language";
import { hash } from "@seo/ai/text/words";
import { withArticleIfCountable, type TopicFacts, type TopicKind } from "./topicFacts";

export type Tag =
  | "verbatim"
  | "plain"
  | "question"
  | "you"
  | "cta"
  | "dealFirst"
  | "deadlineFirst"
  | "benefitFirst"
  | "format"
  | "pipe"
  | "meet"
  | "tail"
  | "piece"
  | "cut";

export interface Arrangement {
  /** Running case: names as written, other words lower case; the channel cases it. */
  text: string;
  tags: Tag[];
}

const tidy = (s: string) =>
  s
    .replace(/\s+/g, " ")
    .replace(/\s+([,:?])/g, "$1")
    .trim();

/** Each kind's own lines (services and things share theirs; other topics have none). */
const KIND_LINES: Partial<Record<TopicKind, (f: TopicFacts, add: Add) => void>> = {
  offer: offerLines,
  list: listLines,
  howto: howtoLines,
  question: questionLines,
  event: eventLines,
  service: nounLines,
  thing: nounLines,
};

/** The lines for a topic, the client's own phrasing first. */
export function arrangements(f: TopicFacts): Arrangement[] {
  // "Dentist near me in Bristol" is a search, not a headline: with a place, "near me" is left out.
  const out: Arrangement[] = f.qualifier === "near me" && f.place ? [] : [{ text: f.whole, tags: ["verbatim"] }];
  const add = (text: string | undefined, ...tags: Tag[]) => {
    if (text) out.push({ text: tidy(text), tags });
  };
  KIND_LINES[f.kind]?.(f, add);
  // Services and things have their own shorter pieces; the other kinds take the noun phrases that hold a fact.
  if (f.kind !== "service" && f.kind !== "thing") factChunks(f, add);
  if (f.kind === "other" || f.kind === "question" || f.kind === "howto" || f.kind === "event") cuts(f, add);
  return out;
}

/** Noun phrases that hold a fact ("code WELCOME20", "our Shoreditch bakery"), as ad headline pieces. */
function factChunks(f: TopicFacts, add: Add) {
  if (!f.entities.length) return;
  // Only the first clauses can reach a line: the tagger sees at most the first 200 characters.
  const chunks = (nlp(f.whole.slice(0, 200)).nouns().out("array") as string[]).map((c) =>
    c.replace(/^(?:a|an|the)\s+/i, "").replace(/[,:;]+$/, ""),
  );
  for (const c of chunks) {
    const lower = c.toLowerCase();
    // A name's phrase ("code WELCOME20", "our Shoreditch bakery"); figures and deals have pieces of their own.
    const named =
      !f.entities.length ||
      f.entities.some((e) => e.kind !== "number" && e.kind !== "offer" && lower.includes(e.text.toLowerCase()));
    if (c.split(/\s+/).length >= 2 && named) add(c, "piece");
  }
}

/** The topic's noun phrases ("financial advisor"), without articles or owners: the last resort of a short channel. */
export function nounChunks(f: TopicFacts): Arrangement[] {
  return (nlp(f.whole.slice(0, 200)).nouns().out("array") as string[])
    .map((c) => c.replace(/^(?:a|an|the|my|your|our|their|his|her)\s+/i, "").replace(/[,:;?]+$/, ""))
    .filter((c) => c.split(/\s+/).length >= 2)
    .map((text) => ({ text, tags: ["piece"] as Tag[] }));
}

/** The topic cut before a preposition, a relative pronoun or a comma: shorter lines for long topics. */
function cuts(f: TopicFacts, add: Add) {
  const ws = f.whole.replace(/\?$/, "").split(/\s+/);
  // Cuts longer than any channel's line are no use; a few of the shortest are enough.
  let made = 0;
  for (let i = 3; i < ws.length && made < 8; i++) {
    const cut = ws.slice(0, i).join(" ");
    if (cut.length > 280) break;
    if (!/^(?:for|with|without|in|near|at|on|from|by|to|who|that|which|and|or|so)$/i.test(ws[i]!) && !/,$/.test(ws[i - 1]!))
      continue;
    add(cut.replace(/,$/, ""), "plain", "cut");
    made++;
  }
  // The end of the topic from a preposition, when it holds a fact ("On Thursdays Until 9pm"): an ad headline piece.
  for (let i = 1; i < ws.length - 1; i++) {
    const tail = ws.slice(i).join(" ");
    if (/^(?:on|until|from|at|in|every)$/i.test(ws[i]!) && i <= ws.length - 3 && tail.length <= 30 && holdsFact(f, tail)) {
      add(tail, "piece");
      break;
    }
  }
}

const holdsFact = (f: TopicFacts, text: string) => f.entities.some((e) => text.toLowerCase().includes(e.text.toLowerCase()));

type Add = (text: string | undefined, ...tags: Tag[]) => void;

/** A size on its own ("250g", "10 pack"). */
const SIZE = /^\d+(?:[.,]\d+)?[\s-]?(?:g|kg|ml|l|cl|oz|lb|cm|mm|m|in|inch|pack|pcs|piece|pieces)$/i;

/** "10 pack" → "10-pack", "10 inch" → "10-inch"; a short unit keeps its spacing as typed ("1kg", "500 ml"). */
function sized(size: string): string {
  const m = size.match(/^(\d+(?:[.,]\d+)?)([\s-]?)(\p{L}+)$/u);
  if (!m) return size;
  const [, n, gap, unit] = m;
  return /^(?:inch|litre|liter|piece|pack|seater|person|quart|gallon|watt)$/i.test(unit!)
    ? `${n}-${unit}`
    : `${n}${gap === "-" ? "" : gap}${unit}`;
}

/**
 * The topic's other clauses with a line: each kept when it holds a fact, all of them offered once
 * more. A participle follows a comma, a feature a colon (or leads an offer: "Flash Sale: 50% Off
 * All Shoes"), anything else a dash; a line never gets two colons or two dashes.
 */
function tailed(f: TopicFacts, line: string): string[] {
  const join = (l: string, tails: TopicFacts["tails"]) =>
    tails.reduce<string | undefined>((acc, t) => {
      if (acc === undefined) return undefined;
      if (t.role === "participle" || SIZE.test(t.text)) return `${acc}, ${t.text}`;
      if (t.role === "feature" && f.kind === "offer") return acc.includes(":") ? undefined : `${t.text}: ${acc}`;
      if (t.role === "feature" && !/[:?—]/.test(acc)) return `${acc}: ${t.text}`;
      if (/\?$/.test(acc)) return `${acc} ${t.text.charAt(0).toUpperCase()}${t.text.slice(1)}`;
      return acc.includes("—") ? undefined : `${acc} — ${t.text}`;
    }, l);
  const required = f.tails.filter((t) => t.entity);
  const optional = f.tails.filter((t) => !t.entity);
  const lines = [join(line, required)];
  if (optional.length) lines.push(join(line, f.tails));
  if (optional.length > 1) for (const t of optional) lines.push(join(line, [...required, t]));
  return lines.filter((l): l is string => !!l);
}

function addTailed(f: TopicFacts, add: Add, line: string, ...tags: Tag[]) {
  const required = f.tails.some((t) => t.entity);
  tailed(f, line).forEach((l) => add(l, ...tags, ...(l !== line && !required ? (["tail"] as Tag[]) : [])));
  // Without the clauses that hold a fact too: a short channel keeps it only when no line has room for every fact.
  if (required) add(line, ...tags, "cut");
}

function offerLines(f: TopicFacts, add: Add) {
  const { deal, figure, scope, prep } = f.offer!;
  const dealScope = scope ? (prep ? `${deal} ${prep} ${scope}` : `${deal} ${scope}`) : deal;
  const lines: [string, Tag[]][] = [[dealScope, ["dealFirst"]]];
  // The scope first ("All Mattresses: 40% Off") only when it is a short noun phrase.
  const shortScope = !!scope && scope.split(/\s+/).length <= 3 && !/\b(?:with|for|on|at|over|under|in|when)\b/i.test(scope);
  // ... and the deal applies to it ("free trial for 14 days" is a length, not a scope).
  if (scope && shortScope && (prep === "" || prep === "on")) {
    if (!prep) lines.push([`${scope} ${deal}`, ["plain"]]);
    lines.push([`${scope}: ${deal}`, ["plain"]]);
  }
  if (scope) {
    if (figure) lines.push([`save ${figure} ${prep || "on"} ${scope}`, ["dealFirst"]]);
  }
  // "All candles" without its determiner, for short channels ("Candles: buy one get one free").
  const bare = scope?.replace(/^(?:all|every|any|our|your|the)\s+/i, "");
  if (scope && bare && bare !== scope && shortScope) lines.push([`${bare}: ${deal}`, ["plain"]]);
  const d = f.deadline;
  for (const [line, tags] of lines) {
    if (!d) {
      addTailed(f, add, line, ...tags);
      continue;
    }
    if (d.verb === "during") {
      addTailed(f, add, `${line} ${d.when}`, ...tags);
      if (!line.includes(":")) addTailed(f, add, `${d.when}: ${line}`, "deadlineFirst");
      continue;
    }
    if (d.verb === "only") {
      addTailed(f, add, `${line} — ${d.when} only`, ...tags);
      if (!line.includes(":")) addTailed(f, add, `${d.when} only: ${line}`, "deadlineFirst");
      continue;
    }
    // "Ends Monday" and "Until Monday" say the same; "end of the month" only takes "until".
    const ends = /^(?:the\s+)?end\b/i.test(d.when) ? `until ${d.when}` : `ends ${d.when}`;
    addTailed(f, add, `${line} — ${ends}`, ...tags);
    addTailed(f, add, `${line} until ${d.when}`, ...tags);
    if (!line.includes(":")) addTailed(f, add, `${ends}: ${line}`, "deadlineFirst");
  }
  // Ad headlines: the deal, the scope and the deadline as pieces the set combines.
  if (d) for (const [line, tags] of lines) add(line, "piece", ...tags);
  add(deal, "piece", "dealFirst");
  // Only a code comes off the scope: a threshold or a group ("over £30", "for new clients") is part of the offer.
  const scopeCut = scope?.match(/^(.+?)\s+(?:with|using)\s+(?:the\s+)?(?:code|voucher|promo)\b/i)?.[1];
  if (scopeCut) add(prep ? `${deal} ${prep} ${scopeCut}` : `${deal} ${scopeCut}`, "piece", "dealFirst");
  if (figure) add(`save ${figure}`, "piece", "cta");
  if (scope) add(scope, "piece");
  if (d) {
    const by =
      d.verb === "only"
        ? `${d.when} only`
        : d.verb === "during"
          ? d.when
          : /^(?:the\s+)?end\b/i.test(d.when)
            ? `until ${d.when}`
            : `${d.verb} ${d.when}`;
    add(d.verb === "during" ? `${deal} ${by}` : by, "piece", "deadlineFirst");
    if (d.verb !== "during") add(`${deal} ${d.verb === "until" ? "" : "— "}${by}`, "piece", "dealFirst");
  }
}

function listLines(f: TopicFacts, add: Add) {
  const { count, noun, link, rest } = f.list!;
  const list = `${count} ${noun}`;
  add(list, "piece");
  if (!link || !rest) return;
  const head = noun.split(/\s+/).at(-1)!;
  // "for two", "for beginners": who the list is for, not a goal to lead with or to want.
  if (/^for$/i.test(link) && AUDIENCE.test(rest)) return;
  const method =
    /^(?:tips|ways|steps|ideas|tricks|hacks|habits|rules|secrets|strategies|reasons|lessons|exercises|recipes)$/i.test(head);
  const gerundGoal = /^\p{L}+ing\b/iu.test(rest);
  if (/^(?:for|on|about|in)$/i.test(link) || (link === "to" && method)) addTailed(f, add, `${rest}: ${list}`, "benefitFirst");
  // "Want better sleep?": only a goal that starts with an adjective ("better sleep"), not a thing ("kids lunchboxes").
  const firstTags = (nlp(rest).docs.flat() as Array<{ tags: Set<string> }>)[0]?.tags;
  if (link === "for" && !gerundGoal && firstTags?.has("Adjective") && !firstTags.has("Noun"))
    addTailed(f, add, `want ${rest}? try these ${list}`, "question");
  // Tips and ways are tried and show how; reasons and signs do neither ("5 reasons to switch ...").
  if (link === "to" && method && !/^(?:reasons|signs|things|mistakes|rules|secrets)$/i.test(head)) {
    addTailed(f, add, `want to ${rest}? try these ${list}`, "question");
    addTailed(f, add, `how to ${rest}: ${list}`, "plain");
  }
  if (link === "in" && /^(?:best|top|most)\b/i.test(noun)) addTailed(f, add, `the ${count} ${noun} in ${rest}`, "plain");
  // "12 cheap day trips from Manchester" → "Manchester: 12 Cheap Day Trips".
  if (/^(?:from|near|around)$/i.test(link) && /^\p{Lu}/u.test(rest)) addTailed(f, add, `${rest}: ${list}`, "plain");
  add(rest, "piece", "benefitFirst");
}

const AUDIENCE =
  /^(?:(?:busy|new|first-time|young|older|working|small|local)\s+)?(?:one|two|four|kids|children|beginners|families|parents|mums|moms|dads|couples|women|men|students|seniors|teens|toddlers|babies|dogs|cats|everyone|freelancers|businesses|teams|nurses|teachers|runners|homeowners|renters|landlords)$/i;

/** How-to formats: one per topic (by its words), so no frame is every topic's. */
const HOWTO_FORMATS = ["a guide to {g}", "{g}, explained", "{g}: the basics", "{g}, step by step"];

function howtoLines(f: TopicFacts, add: Add) {
  const { verb, gerund } = f.howto!;
  addTailed(f, add, `how to ${verb}`, "plain");
  addTailed(f, add, `want to ${verb}? here's how`, "question");
  add(`how do you ${verb}?`, "question");
  if (!/^learn\b/i.test(verb)) add(`learn how to ${verb}`, "cta");
  if (gerund) {
    addTailed(f, add, gerund, "plain");
    add(HOWTO_FORMATS[hash(verb) % HOWTO_FORMATS.length]!.replace("{g}", gerund), "format");
  }
  add(verb, "piece", "cta");
  const learnt = verb.match(/^learn\s+(?:how\s+)?to\s+(.+)$/i)?.[1];
  if (learnt) add(learnt, "piece", "cta");
}

function questionLines(f: TopicFacts, add: Add) {
  const { asked, statement, yours } = f.question!;
  if (asked) addTailed(f, add, `${asked}?`, "question", ...(yours ? (["you"] as Tag[]) : []));
  if (statement) addTailed(f, add, statement, "plain");
  if (f.problem) add(`${f.problem}?`, "question");
}

function eventLines(f: TopicFacts, add: Add) {
  const { when, whenPrep, venue } = f.event!;
  // The name, and the name cut before each of its phrases ("Bistro Marcel reopening" of "... after refurbishment"):
  // a cut that drops a fact is kept only where no line has room for every fact.
  const ws = f.event!.name.split(/\s+/);
  const names = [f.event!.name];
  ws.forEach((w, i) => {
    if (i >= 2 && /^(?:after|for|with|of|to|in|at)$/i.test(w)) names.push(ws.slice(0, i).join(" "));
  });
  for (const name of names) eventNamed(f, add, name, when, whenPrep, venue);
}

function eventNamed(
  f: TopicFacts,
  add: Add,
  name: string,
  when: string | undefined,
  whenPrep: string,
  venue: string | undefined,
) {
  const at = venue ? ` at ${venue}` : "";
  const on = when ? (whenPrep ? ` ${whenPrep} ${when}` : `, ${when}`) : "";
  addTailed(f, add, `${name}${at}${on}`, "plain");
  if (when) {
    const day = /^(?:every|this|next|starts|begins|opens|launches|returns|reopens)$/i.test(whenPrep)
      ? `${whenPrep} ${when}`
      : when;
    addTailed(f, add, `${day}: ${name}${at}`, "deadlineFirst");
    addTailed(f, add, `${name}${at} — ${day}`, "plain");
  }
  if (venue) addTailed(f, add, `${venue}: ${name}${on}`, "plain");
  // The short form for short channels: "Pottery workshop, Saturday 2pm, Clay Studio Bristol".
  if (when && venue)
    addTailed(
      f,
      add,
      `${name}, ${/^(?:every|this|next|starts|begins|opens|launches|returns|reopens)$/i.test(whenPrep) ? `${whenPrep} ` : ""}${when}, ${venue}`,
      "plain",
    );
  add(name, "piece");
  if (venue) add(`${name}${at}`, "piece");
  if (when) add(`${name}${on}`, "piece");
  // "Friday at Luigi's", "Every Saturday": the day without "on" (a piece, not a sentence).
  const day = /^(?:every|this|next|starts|begins|opens|launches|returns|reopens)$/i.test(whenPrep) ? `${whenPrep} ${when}` : when;
  if (when && venue) add(`${day}${at}`, "piece");
  if (when && (day !== when || when.includes(" "))) add(day, "piece");
}

/** Guide formats for a subject to write about: two per topic (by its words), never every topic's. */
const TOPIC_FORMATS = ["{s}: a guide", "{s}, explained", "{s}: what to know", "{s}: the basics", "{s}: ideas and examples"];

/** A service or a thing: the core with a prefix of its attachments, its place and qualifier; then the frames that suit it. */
function nounLines(f: TopicFacts, add: Add) {
  const relative = f.attachments.findIndex((a) => /^(?:who|that|which|whose)\b/i.test(a.text));
  const chain = relative >= 0 ? f.attachments.slice(0, relative) : f.attachments;
  const relativeEntity = relative >= 0 && f.attachments.slice(relative).some((a) => a.entity);
  const place = f.place ? ` ${f.place.prep || "in"} ${f.place.text}` : "";
  const qualifier =
    f.qualifier && f.qualifier !== "near me" ? ` ${f.qualifier}` : f.qualifier && !f.place ? ` ${f.qualifier}` : "";
  // Each prefix of the chain that keeps every fact, longest first.
  const bases: string[] = [];
  for (let k = chain.length; k >= 0; k--) {
    if (chain.slice(k).some((a) => a.entity) || relativeEntity) continue;
    bases.push([f.core, ...chain.slice(0, k).map((a) => a.text)].join(" "));
  }
  // The core with the topic's other clauses, for channels too short for its fact-holding phrases as well.
  if (chain.some((a) => a.entity) && f.tails.some((t) => t.entity)) addTailed(f, add, f.core, "plain", "cut");
  // With only the phrases that hold a fact ("summer reading challenge at Bath Central Library", without "for kids").
  const facts = [f.core, ...chain.filter((a) => a.entity).map((a) => a.text)].join(" ");
  if (!relativeEntity && !bases.includes(facts)) bases.push(facts);
  const placeFirst = f.place && /^(?:in(?: the)?)?$/.test(f.place.prep) && f.place.text.split(/\s+/).length <= 2;
  // A size typed after the noun goes before it, as shops write it ("10-inch cast iron skillet").
  const size = f.core.match(
    /^(.+?)\s+(\d+(?:[.,]\d+)?)([\s-]?)(inch|in|cm|mm|m|ft|litre|liter|l|ml|oz|lb|kg|g|piece|pack|seater|person|quart|qt|gallon|watt|w)$/i,
  );
  if (size) {
    const [, noun, n, gap, unit] = size;
    const measure = sized(`${n}${gap}${unit}`);
    addTailed(f, add, `${measure} ${noun}${place}${qualifier}`, "plain");
    // A long name's first noun phrase with its size, for ad headlines ("1kg Vegan Protein Powder").
    for (const prefix of nounPrefixes(noun!)) add(`${measure} ${prefix}`, "piece");
  }
  // A clause that holds a fact leads ("5 Email Habits That Save Time: Spring Clean Your Inbox"), or stands alone
  // where the channel has no room for both.
  for (const t of f.tails.filter(
    (t) => t.entity && t.role === "feature" && /\d/.test(t.text) && t.text.split(/\s+/).length >= 3,
  )) {
    add(`${t.text}: ${bases[0] ?? f.core}${place}${qualifier}`, "plain");
    add(t.text, "plain", "cut");
  }
  // A size given as its own clause goes before the name too ("250g Cornish Sea Salt Caramel Fudge").
  for (const t of f.tails.filter((t) => SIZE.test(t.text)))
    add(`${sized(t.text)} ${bases[0] ?? f.core}${place}${qualifier}`, "plain");
  bases.forEach((b, i) => baseLines(f, add, b, i === 0, { place, qualifier, placeFirst: !!placeFirst }));
  if (f.outcome) outcomeLines(f, add, bases.at(-1) ?? f.core, bases[0] ?? f.core);
  nounPieces(f, add, chain, place);
}

/** One base's lines (the core with a prefix of its attachments): plain, place first, piped, and the frames that suit it. */
function baseLines(
  f: TopicFacts,
  add: Add,
  b: string,
  isFirst: boolean,
  { place, qualifier, placeFirst }: { place: string; qualifier: string; placeFirst: boolean },
) {
  const whole = `${b}${place}${qualifier}`;
  addTailed(f, add, whole, "plain");
  if (f.qualifier === "online") addTailed(f, add, `online ${b}${place}`, "plain");
  if (placeFirst && b === f.core) addTailed(f, add, `${f.place!.text} ${b}`, "plain");
  if (f.place) add(`${b}${qualifier} | ${f.place.text}`, "pipe");
  // "with a grippy lugged outsole": a noun phrase of three words or more ("same day", "7 nights" are not things one has).
  for (const t of f.tails.filter(
    (t) =>
      t.role === "feature" &&
      !/^(?:a|an|the|\d)/i.test(t.text) &&
      t.text.split(/\s+/).length >= 3 &&
      t.text.split(/\s+/).length <= 5,
  ))
    add(`${whole} with ${withArticle(t.text)}`, "tail");
  if (f.kind === "service") {
    const a = `${withArticleIfCountable(f, f.core)}${b.slice(f.core.length)}`;
    addTailed(f, add, `need ${a}${place}?`, "question");
    if (f.countable) {
      addTailed(f, add, `your ${b}${place}`, "you");
      addTailed(f, add, `book ${a}${place}`, "cta");
    }
  } else if (f.brand && f.ownProduct) addTailed(f, add, `meet the ${whole}`, "meet");
  else if (f.shop && !f.countable && (!f.brand || f.ownProduct) && !/^(?:best|top|cheapest)\b/i.test(whole))
    addTailed(f, add, `shop ${whole}`, "cta");
  // A topic that already names its format ("beginners guide to ...", "... tips") gets no other.
  if (
    f.topicLike &&
    isFirst &&
    !/\b(?:guides?|tips|ideas|basics|explained|checklist|101|tutorial|introduction|faq)\b/i.test(f.whole)
  ) {
    const at = hash(f.core) % TOPIC_FORMATS.length;
    for (const frame of [TOPIC_FORMATS[at]!, TOPIC_FORMATS[(at + 2) % TOPIC_FORMATS.length]!])
      add(frame.replace("{s}", whole), "format");
  }
}

/**
 * Ad headline pieces: the core, shorter cores (leading words dropped; down to the head noun only
 * beside a place or an attachment), the core with its bare place, the brand with its head.
 */
function nounPieces(f: TopicFacts, add: Add, chain: TopicFacts["attachments"], place: string) {
  const ws = f.core.split(/\s+/);
  if (ws.length > 1) add(f.core, "piece");
  const first = chain[0]?.entity ? "" : (chain[0]?.text ?? "");
  // Only leading adjectives are dropped ("ergonomic", "wireless"); a leading noun belongs to a compound ("meal prep", "cast iron").
  const tags = ws.length <= 6 ? (nlp(f.core).docs.flat() as Array<{ tags: Set<string> }>).map((t) => t.tags) : [];
  const adjectives = tags.length === ws.length ? tags.findIndex((t) => !t.has("Adjective") || t.has("Noun")) : 0;
  for (let i = 1; i <= adjectives && i < ws.length; i++) {
    if (/\p{Lu}|\d/u.test(ws.slice(0, i).join(" "))) break;
    const shorter = ws.slice(i).join(" ");
    if (place) add(`${shorter}${place}`, "piece");
    if (first) add(`${shorter} ${first}`, "piece");
    if (i < ws.length - 1) add(shorter, "piece");
  }
  // An attachment that holds a name ("by Alma Bridal"): with the head noun's phrase, and alone.
  for (const a of chain.filter((a) => a.entity)) {
    add(`${ws.slice(-2).join(" ")} ${a.text}`, "piece");
    const bare = a.text.replace(/^\p{Ll}+\s+/u, "");
    if (bare.includes(" ")) add(bare, "piece");
  }
  // Beside its place, a long core may lose its first noun ("Baking Classes in Norwich"): less specific, still true.
  if (f.place && ws.length >= 3 && !/\p{Lu}|\d/u.test(ws[0]!)) add(`${ws.slice(1).join(" ")}${place}`, "piece");
  if (f.place) {
    add(`${f.core}${place}`, "piece");
    add(`${f.core} ${f.place.text}`, "piece");
  }
  if (f.brand) {
    const rest = ws.slice(f.brand.split(/\s+/).length);
    // "AeroBrew Coffee Maker", "SoundCore Earbuds" (an adjective dropped), never "Ridgeline Runner".
    if (rest.length >= 3) add(`${f.brand} ${rest.slice(-2).join(" ")}`, "piece");
    const restTags = (nlp(rest.join(" ")).docs.flat() as Array<{ tags: Set<string> }>).map((t) => t.tags);
    if (rest.length === 2 && restTags.length === 2 && restTags[0]!.has("Adjective") && !restTags[0]!.has("Noun"))
      add(`${f.brand} ${rest[1]}`, "piece");
    if (rest.length >= 2) add(rest.join(" "), "piece");
  }
  for (const t of f.tails) add(SIZE.test(t.text) ? sized(t.text) : t.text, "piece");
}

/** The longest start of a long noun phrase that ends on a noun followed by another noun ("vegan protein powder" of "... chocolate flavour"). */
function nounPrefixes(phrase: string): string[] {
  const ws = phrase.split(/\s+/);
  if (ws.length < 4) return [];
  const tags = (nlp(phrase).docs.flat() as Array<{ tags: Set<string> }>).map((t) => t.tags);
  if (tags.length !== ws.length) return [];
  const out: string[] = [];
  for (let i = 2; i < ws.length - 1; i++)
    if (tags[i - 1]!.has("Noun") && tags[i]!.has("Noun")) out.push(ws.slice(0, i).join(" "));
  return out.slice(-1);
}

/** "meal prep for busy parents who want healthy dinners without the weeknight stress". */
function outcomeLines(f: TopicFacts, add: Add, core: string, base: string) {
  const { verb, text } = f.outcome!;
  // The outcome whole, then cut before a preposition ("healthy dinners").
  const ws = text.split(/\s+/);
  const cuts = [text];
  for (let i = 2; i < ws.length; i++)
    if (/^(?:without|with|in|for|on|at|from|by|before|after)$/i.test(ws[i]!)) cuts.push(ws.slice(0, i).join(" "));
  for (const o of cuts) {
    add(`${core}: ${o}`, "plain");
    add(`${base}: ${o}`, "tail");
    add(`${o}: ${base}`, "benefitFirst");
    add(`${verb.replace(/s$/, "")} ${o}? ${base}`, "question");
    add(`${base} who ${verb} ${o}`, "plain");
  }
}
