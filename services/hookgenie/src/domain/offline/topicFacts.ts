// What a HookGenie topic is, taken apart into the client's own words: an offer ("40% off all
// mattresses, ends Monday": deal, scope, deadline), a list ("10 tips for better sleep": count,
// noun, goal), a how-to, a question, a service and its place ("emergency plumber Manchester"), an
// event ("new menu launch friday at Luigi's"), a thing ("SoundCore wireless earbuds") or anything
// else (kept whole). Every part is running text (topicText.ts): the lines are arrangements of these
// parts, so nothing in a line is a word the client did not give, bar a few joining words.
import nlp from "compromise";
import { entitiesOf, type Entity } from "@seo/ai/quality/entities";
import { gerundOf, nounInfo, withArticle } from "@seo/ai/text/language";
import { topicText, type TopicText } from "./topicText";
import { nounFacts } from "./nounFacts";
import { tailsOf } from "./topicTails";
import { holdsEntity, MONTH, tagsOf, WEEKDAY } from "./topicWords";

export type TopicKind = "offer" | "list" | "howto" | "question" | "service" | "thing" | "event" | "other";

/** "ends Monday", "until Sunday", "today only". */
export interface Deadline {
  /** "during": a period the offer runs ("30% off this weekend"). */
  verb: "ends" | "until" | "only" | "during";
  /** "Monday", "midnight", "this weekend". */
  when: string;
}

/** A phrase after the core that a line may keep or leave out ("for busy parents", "with sensitive stomachs"). */
export interface Attachment {
  text: string;
  /** Holds a figure, name, date or offer: every line keeps it. */
  entity: boolean;
}

/** Another clause of the topic: "made from locally sourced ingredients" (participle), "grippy lugged outsole" (feature). */
export interface Tail {
  text: string;
  role: "participle" | "feature" | "clause";
  entity: boolean;
}

export interface TopicFacts {
  text: TopicText;
  kind: TopicKind;
  /** The whole topic in running case, as typed (the verbatim line). */
  whole: string;
  /** The facts every line must keep (figures, names, dates, offers, places). */
  entities: Entity[];
  /** The main noun phrase ("all mattresses", "emergency plumber", "meal prep", "SoundCore wireless earbuds"). */
  core: string;
  /** Leading names of a thing ("SoundCore"): a named product. */
  brand?: string;
  /** After the core, in order; a line keeps a prefix of them (the later ones qualify the earlier). */
  attachments: Attachment[];
  /** "Manchester" and how the client joined it ("in", "near", or "" when typed bare). */
  place?: { text: string; prep: string };
  /** "online", "near me". */
  qualifier?: string;
  tails: Tail[];
  /** "who want healthy dinners without the weeknight stress": what the audience wants. */
  outcome?: { verb: string; text: string };
  deadline?: Deadline;
  offer?: { deal: string; figure?: string; scope?: string; prep: string };
  list?: { count: string; noun: string; link?: string; rest?: string };
  howto?: { verb: string; gerund?: string };
  /** As typed; with "my" turned to "your"; as a question ("why is your website slow"); as a statement ("why your website is slow"). */
  question?: { text: string; yours?: string; asked?: string; statement?: string };
  /** A why-question's problem ("cat scratching the sofa"). */
  problem?: string;
  event?: { name: string; when?: string; whenPrep: string; venue?: string };
  /** A subject to write about (a guide may be offered), not a product to buy or a service to book. */
  topicLike: boolean;
  /** The brand's own product ("SoundCore earbuds"), not a page about others ("Zendesk alternatives"). */
  ownProduct?: boolean;
  /** A product a shop sells ("wireless earbuds"): an ad may say "Shop". */
  shop?: boolean;
  /** A singular countable core ("plumber"): takes "a"/"an". */
  countable: boolean;
}

const WHEN = new RegExp(
  `(?:(?:this|next|on|by|every)\\s+)?(?:(?:${WEEKDAY})(?:\\s+(?:night|morning|evening|at\\s+midnight|\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm)))?|today|tonight|tomorrow|midnight|(?:the\\s+)?weekend|this\\s+week|end\\s+of\\s+(?:the\\s+)?(?:day|week|month)|\\d{1,2}(?:st|nd|rd|th)?(?:\\s*[-–]\\s*\\d{1,2}(?:st|nd|rd|th)?)?\\s+(?:of\\s+)?(?:${MONTH})|(?:${MONTH})\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*[-–]\\s*\\d{1,2}(?:st|nd|rd|th)?|(?:${MONTH})\\s+(?:19|20)\\d\\d|(?:${MONTH})\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}[/.]\\d{1,2}(?:[/.]\\d{2,4})?)(?:\\s+at\\s+midnight)?`,
  "i",
);
const WHEN_ONLY = new RegExp(`^(?:${WHEN.source})$`, "i");
const DEADLINE_CLAUSE = new RegExp(
  `^(?:(?:the\\s+)?(?:offer|sale|deal|promo(?:tion)?|discount)\\s+)?(?:ends?|ending|until|till|thru|through|expires?|valid\\s+(?:until|till|through)|only\\s+until|last\\s+day(?:\\s+is)?)\\s+(${WHEN.source})$`,
  "i",
);
const DEADLINE_ONLY = new RegExp(`^(${WHEN.source})\\s+only$`, "i");
const INLINE_DEADLINE = new RegExp(
  `\\s+(?:(?:offer|sale)\\s+)?(?:ends?|ending|until|till|thru|through|expires?)\\s+(${WHEN.source})$|\\s+(${WHEN.source})\\s+only$`,
  "i",
);
const DEAL =
  /(?:up to\s+)?(?:\d+(?:[.,]\d+)?\s?%|[$£€]\s?\d+(?:[.,]\d+)?)\s+off\b|\bhalf[\s-]price\b|\bbuy (?:one|\d+),? get (?:one|\d+)(?: free| half price)?\b|\bbogo\b|\bfree (?:shipping|delivery|returns|gift wrap(?:ping)?|installation|consultations?|trials?|quotes?)\b|\b\d+\s+for\s+(?:[$£€]\s?)?\d+(?:[.,]\d+)?\b/i;
const SAVE = /^save\s+((?:up to\s+)?(?:\d+(?:[.,]\d+)?\s?%|[$£€]\s?\d+(?:[.,]\d+)?))(?:\s+(on|at|across)\s+(.+))?$/i;
const HOWTO = /^(?:how\s+(?:to|do\s+(?:i|you|we)|can\s+(?:i|you|we)|should\s+(?:i|you|we))|ways\s+to|learn\s+how\s+to)\s+(.+)$/i;
const QUESTION_START =
  /^(?:why|what|when|where|which|who|whose|is|are|am|can|could|should|does|do|did|will|would|was|were|has|have|how)\b/i;
const HOWTO_VERBS =
  /^(?:fix|make|build|learn|start|grow|choose|clean|write|cook|lose|get|install|repair|train|plan|stop|find|create|improve|boost|increase|reduce|brew|bake|paint|remove|prevent|organi[sz]e|decorate|pack|prepare|protect|launch|hire|replace|unclog|lower|save|speed|cut|sell|buy|pay|run|lower|declutter|budget|design|price|set|write|master|beat|avoid|keep|turn|sleep|stay|feel|eat|drink|quit|raise|potty|house)$/i;
const AUX =
  /^(?:is|are|am|was|were|can|could|should|would|will|do|does|did|has|have|had|isn't|aren't|can't|won't|doesn't|don't)$/i;
const LIST_LINK =
  /^(?:for|to|on|about|that|of|every|in|when|you|from|with|before|after|this|your|i|we|at|by|from|everyone|which|while)$/i;
const EVENT_NOUNS =
  /\b(?:launch|launches|launch party|opening|grand opening|reopening|open day|open house|open evening|party|festival|concert|gig|webinar|workshop|masterclass|meetup|meet-up|fair|market|tasting|tasting night|quiz night|night|premiere|exhibition|show|conference|summit|race|fun run|tour|gala|fundraiser|auction|ceremony|celebration|anniversary|launch event|event|live stream|livestream|q&a|ama|class|session|talk|club|storytime|open mic|book signing|screening|camp|retreat|bootcamp|classes)\b/i;

/** Clause separators; the colon after a how-to or list is one too ("How to X: a beginner's guide"). */
const CLAUSES = /\s*[,;|]\s+|\s*:\s+|\s+[-–—]\s+|\s*[—–]\s*|\.\s+(?=\S)/;

/**
 * The shared checker's facts, and the names the client capitalised mid-clause that it reads as
 * ordinary words ("the Lake District", "Bistro Marcel"): a line keeps those too.
 */
function namesToo(entities: Entity[], running: string): Entity[] {
  const known = entities.map((e) => e.text.toLowerCase());
  const names: Entity[] = [];
  for (const clause of running.split(/[,;:.!?|]\s+|\s+[-–—]\s+/)) {
    const ws = clause.trim().split(/\s+/);
    ws.forEach((w, i) => {
      const bare = w.replace(/['’]s$/u, "").replace(/[^\p{L}\p{N}'’&.-]/gu, "");
      if (i === 0 || !/^\p{Lu}\p{Ll}/u.test(bare) || /^(?:the|a|an|of|and|at|in|on|for)$/i.test(bare)) return;
      if (known.some((k) => k.includes(bare.toLowerCase()))) return;
      names.push({ text: bare, kind: "name" });
      known.push(bare.toLowerCase());
    });
  }
  return [...entities, ...names];
}

/** Parses a topic (any length the contract allows; the tagger sees at most the first clauses). */
export function topicFacts(topic: string): TopicFacts {
  const text = topicText(topic);
  const whole = text.running.replace(/\s*\?+$/, "?");
  const entities = namesToo(entitiesOf(text.running), text.running);
  const base: TopicFacts = {
    text,
    kind: "other",
    whole,
    entities,
    core: whole.replace(/\?$/, ""),
    attachments: [],
    tails: [],
    topicLike: false,
    countable: false,
  };
  if (text.lang !== "en") return base;
  const asked = /\?$/.test(whole);
  let clauses = whole
    .replace(/\?$/, "")
    .split(CLAUSES)
    .map((c) => c.trim())
    .filter((c) => /[\p{L}\p{N}]/u.test(c));
  // A deadline is its own clause ("ends Monday") or the end of one ("... ends monday").
  let deadline: Deadline | undefined;
  clauses = clauses.flatMap((c) => {
    const own = deadlineOf(c);
    if (own) {
      deadline ??= own;
      return [];
    }
    const inline = c.match(INLINE_DEADLINE);
    if (inline && inline.index! > 0) {
      deadline ??= deadlineOf(inline[0].trim());
      return [c.slice(0, inline.index)];
    }
    // An offer's period at the end of its clause ("wireless earbuds 30% off this weekend").
    const period = DEAL.test(c) ? c.match(new RegExp(`\\s+(${WHEN.source})$`, "i")) : null;
    if (period && period.index! > 0 && !/^(?:on|by|every)\b/i.test(period[1]!)) {
      deadline ??= { verb: "during", when: period[1]! };
      return [c.slice(0, period.index)];
    }
    return [c];
  });
  if (!clauses.length) return { ...base, deadline };
  // The offer's clause leads wherever the client put it ("Summer sale: 30% off everything").
  // A clause that is only a deal ("roofer in Swansea, free quotes") stays with the subject, as a fact every line keeps.
  const offerAt = clauses.findIndex((c) => (DEAL.test(c) && c.replace(DEAL, "").trim()) || SAVE.test(c));
  if (offerAt > 0) clauses.unshift(...clauses.splice(offerAt, 1));
  const [main, ...rest] = clauses as [string, ...string[]];
  const tails = tailsOf(rest, entities);
  const facts: TopicFacts = { ...base, deadline, tails, core: main };
  return (
    howtoFacts(facts, main) ??
    questionFacts(facts, main, asked) ??
    listFacts(facts, main) ??
    offerFacts(facts, main) ??
    eventFacts(facts, main) ??
    nounFacts(facts, main)
  );
}

function deadlineOf(clause: string): Deadline | undefined {
  const c = clause.trim();
  const ends = c.match(DEADLINE_CLAUSE);
  if (ends) {
    const when = ends[1]!.replace(/^on\s+/i, "");
    return { verb: /\b(?:until|till|thru|through)\b/i.test(c) ? "until" : "ends", when };
  }
  const only = c.match(DEADLINE_ONLY);
  return only ? { verb: "only", when: only[1]! } : undefined;
}

function howtoFacts(f: TopicFacts, main: string): TopicFacts | undefined {
  const m = main.match(HOWTO);
  let verb = m?.[1];
  if (!verb && AUX.test(main.split(/\s+/)[0]!)) return undefined; // "is a heat pump worth it": a question
  if (!verb) {
    // A topic typed as an instruction ("lose belly fat", "speed up your site"): a verb people give how-tos for,
    // or any verb before "your"/"a"/"the". "Excel formulas" is not an instruction.
    const ws = main.split(/\s+/);
    const first = tagsOf(main)[0];
    const verbLike = first?.has("Verb") && !first.has("Gerund") && !first.has("PastTense");
    if (!verbLike || (!HOWTO_VERBS.test(ws[0]!) && !/^(?:your|a|an|the|my|up|down|out|off|rid)$/i.test(ws[1] ?? "")))
      return undefined;
    if (DEAL.test(main) || SAVE.test(main)) return undefined; // "buy one get one half price": an offer
    if (/^learn\s+to\s+\S+\s+(?:lessons|classes|courses?|sessions|programmes?|programs?)\b/i.test(main)) return undefined; // "learn to swim lessons"
    verb = main;
  }
  verb = verb.replace(/\?$/, "");
  // "how do i get rid of fruit flies" asks: its verbatim line keeps the question mark.
  const asks = /^how\s+(?:do|can|should)\b/i.test(main) && !/\?$/.test(f.whole);
  return {
    ...f,
    kind: "howto",
    core: verb,
    ...(asks ? { whole: `${f.whole}?` } : {}),
    howto: { verb, gerund: gerundPhrase(verb) },
  };
}

/** "potty train a puppy" → "potty training a puppy": the first verb of the phrase, within its first two words. */
function gerundPhrase(verb: string): string | undefined {
  const ws = verb.split(/\s+/);
  const tags = tagsOf(verb);
  if (tags.length !== ws.length) return undefined;
  const at = [0, 1].find((i) => tags[i]?.has("Verb") && !tags[i]?.has("Gerund"));
  if (at === undefined || (at === 1 && !tags[0]?.has("Adjective") && !tags[0]?.has("Noun"))) return undefined;
  if (/^(?:be|have|get)$/i.test(ws[at]!) && at === 0 && ws.length < 2) return undefined;
  ws[at] = gerundOf(ws[at]!);
  return ws.join(" ");
}

const PRONOUN_SWAP: [RegExp, string][] = [
  [/\bam i\b/gi, "are you"],
  [/\bi am\b/gi, "you are"],
  [/\bi'm\b/gi, "you're"],
  [/\bmy\b/gi, "your"],
  [/\bmine\b/gi, "yours"],
  [/\bme\b/gi, "you"],
  [/\bi\b/g, "you"],
  [/\bI\b/g, "you"],
];

function questionFacts(f: TopicFacts, main: string, asked: boolean): TopicFacts | undefined {
  if (!asked && !QUESTION_START.test(main)) return undefined;
  const ws = main.split(/\s+/);
  if (ws.length < 2) return undefined;
  // "why is my sourdough flat" asks; "why your website is slow" and "how small stores can rank" state.
  const tags = tagsOf(`${ws[0]} ${ws[1]}`);
  const inverted =
    asked || AUX.test(ws[0]!) || AUX.test(ws[1]!) || (/^(?:what|who|which)$/i.test(ws[0]!) && !!tags[1]?.has("Verb"));
  const yours = /\b(?:i|my|me|mine|i'm)\b/i.test(main)
    ? PRONOUN_SWAP.reduce((s, [re, to]) => s.replace(re, to), main)
    : undefined;
  const base = yours ?? main;
  const question = inverted ? base : questionOf(base);
  const statement = inverted ? statementOf(base) : base;
  const problem = problemOf(main);
  return {
    ...f,
    kind: "question",
    whole: inverted && !/\?$/.test(f.whole) ? `${f.whole}?` : f.whole,
    core: main,
    ...(problem ? { problem } : {}),
    question: {
      text: main,
      ...(yours ? { yours } : {}),
      ...(question ? { asked: question } : {}),
      ...(statement ? { statement } : {}),
    },
  };
}

/** "why your website is slow" → "why is your website slow"; "how small stores can rank" → "how can small stores rank". */
function questionOf(s: string): string | undefined {
  const copula = s.match(
    /^(why|how|when|where|what)\s+((?:your|the|my|our|this|these|their|a|an)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(is|are|was|were)\s+(.+)$/iu,
  );
  if (copula) return `${copula[1]} ${copula[3]} ${copula[2]} ${copula[4]}`;
  const modal = s.match(/^(why|how|when|where)\s+(.+?)\s+(can|could|should|will|would)\s+(.+)$/iu);
  if (!modal) return undefined;
  const np = tagsOf(modal[2]!);
  if (!np.length || np.some((t) => t.has("Verb") && !t.has("Noun") && !t.has("Adjective")) || !np.at(-1)!.has("Noun"))
    return undefined;
  return `${modal[1]} ${modal[3]} ${modal[2]} ${modal[4]}`;
}

/** "why does my cat scratch the sofa" → "cat scratching the sofa": the problem a reader recognises, asked back. */
function problemOf(q: string): string | undefined {
  const m = q.match(/^why\s+(does|do|won't|doesn't|don't|can't|isn't|aren't)\s+(?:my|your|the|our)\s+(.+)$/iu);
  if (!m) return undefined;
  const ws = m[2]!.split(/\s+/);
  const tags = tagsOf(m[2]!);
  if (tags.length !== ws.length) return undefined;
  // "why won't my starter rise" → "starter won't rise": the negative stays, the subject leads.
  if (/n't$/i.test(m[1]!)) {
    // The verb is the first word the tagger calls one, else the last ("starter won't rise": it reads "rise" as a noun).
    const tagged = tags.findIndex((t, i) => i > 0 && t.has("Verb") && !t.has("Noun"));
    const n = tagged > 0 ? tagged : ws.length - 1;
    if (n < 1 || n > 3 || !tags[n - 1]!.has("Noun")) return undefined;
    return [...ws.slice(0, n), m[1]!.toLowerCase(), ...ws.slice(n)].join(" ");
  }
  // The subject is one or two nouns; the verb follows it.
  for (const n of [1, 2]) {
    const verb = ws[n];
    if (!verb || !tags[n - 1]!.has("Noun") || !tags[n]!.has("Verb") || (n === 2 && !tags[0]!.has("Noun"))) continue;
    // "why does my car battery keep dying" → "car battery keeps dying" (no "keeping dying").
    if (/ing$/i.test(ws[n + 1] ?? "")) {
      const forms = nlp(verb).verbs().conjugate()[0] as { PresentTense?: string } | undefined;
      const present = /^does$/i.test(m[1]!) ? (forms?.PresentTense ?? "") : verb;
      return present ? [...ws.slice(0, n), present, ...ws.slice(n + 1)].join(" ") : undefined;
    }
    // "why do my houseplants have brown tips" → "houseplants with brown tips".
    const ing = /^(?:have|has)$/i.test(verb) ? "with" : gerundOf(verb);
    return [...ws.slice(0, n), ing, ...ws.slice(n + 1)].join(" ");
  }
  return undefined;
}

/** "why is your sourdough flat" → "why your sourdough is flat": only a copula and a short possessive subject. */
function statementOf(q: string): string | undefined {
  const m = q.match(
    /^(why|how|when|where)\s+(is|are|was|were)\s+((?:your|the|my|our|this|these|their)\s+[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})$/iu,
  );
  if (!m) return undefined;
  const [, wh, verb, subject, rest] = m;
  const tags = tagsOf(`${subject} ${rest}`);
  const subjectWords = subject!.split(/\s+/).length;
  // The subject ends on a noun and the rest starts with an adjective or a participle ("flat", "not rising").
  if (!tags[subjectWords - 1]?.has("Noun") || tags[subjectWords]?.has("Noun")) return undefined;
  return `${wh} ${subject} ${verb} ${rest}`;
}

function listFacts(f: TopicFacts, main: string): TopicFacts | undefined {
  const m = main.match(/^(?:(?:the\s+)?top\s+)?(\d+)\s+(.+)$/i);
  if (!m) return undefined;
  const ws = m[2]!.split(/\s+/);
  let at = ws.findIndex((w, i) => i > 0 && LIST_LINK.test(w));
  // No link word ("5 mistakes first-time home buyers make"): the noun ends at its first plural.
  if (at < 0) {
    const plural = ws.findIndex((w) => nounInfo(w).plural);
    if (plural >= 0 && plural < ws.length - 1)
      return {
        ...f,
        kind: "list",
        core: ws.slice(0, plural + 1).join(" "),
        list: { count: m[1]!, noun: ws.slice(0, plural + 1).join(" ") },
      };
    at = -1;
  }
  const noun = (at > 0 ? ws.slice(0, at) : ws).join(" ");
  const last = noun.split(/\s+/).at(-1)!;
  if (!nounInfo(last).plural || /^(?:days?|hours?|minutes?|weeks?|months?|years?)$/i.test(last)) return undefined;
  const link = at > 0 ? ws[at]! : undefined;
  const rest = at > 0 ? ws.slice(at + 1).join(" ") : undefined;
  return { ...f, kind: "list", core: noun, list: { count: m[1]!, noun, ...(link ? { link } : {}), ...(rest ? { rest } : {}) } };
}

function offerFacts(f: TopicFacts, main: string): TopicFacts | undefined {
  const save = main.match(SAVE);
  if (save) {
    const figure = save[1]!;
    return {
      ...f,
      kind: "offer",
      core: save[3] ?? "",
      offer: { deal: `${figure} off`, figure, prep: save[2] ?? "on", ...(save[3] ? { scope: save[3] } : {}) },
    };
  }
  const m = main.match(DEAL);
  if (!m) return undefined;
  const deal = m[0];
  const before = main.slice(0, m.index).trim();
  const after = main.slice(m.index! + deal.length).trim();
  // "up to 70% off" saves up to 70%, never 70% on everything: the qualifier stays with the figure.
  const figure = deal.match(/(?:up to\s+)?[$£€]?\s?\d+(?:[.,]\d+)?\s?%?/i)?.[0]?.trim();
  // "40% off all mattresses", "mattresses 40% off", "free shipping on all orders".
  const prepAfter = after.match(/^(on|at|across|for|with|when)\s+(.+)$/i);
  // A sale's name before the deal ("flash sale 50% off all shoes") is a label, kept as a clause of its own.
  const label =
    before && after && /\b(?:sale|deals?|offers?|promo|promotion|clearance|event|weekend|week)$/i.test(before)
      ? before
      : undefined;
  const scope = prepAfter ? prepAfter[2]! : after || before;
  if (before && after && !label) return undefined; // "all mattresses 40% off this week": not a shape a line can rearrange safely
  return {
    ...f,
    ...(label ? { tails: [{ text: label, role: "feature" as const, entity: holdsEntity(label, f.entities) }, ...f.tails] } : {}),
    kind: "offer",
    core: scope,
    offer: {
      deal,
      ...(figure && /off$/i.test(deal) ? { figure } : {}),
      prep: prepAfter?.[1] ?? (/^free|^buy|^bogo|^\d+ for/i.test(deal) ? "on" : ""),
      ...(scope ? { scope } : {}),
    },
  };
}

function eventFacts(f: TopicFacts, main: string): TopicFacts | undefined {
  // The date may be a clause of its own ("Christmas market at the Old Town Hall, 6-8 December").
  const dateTail = f.tails.findIndex((t) => WHEN_ONLY.test(t.text));
  if (!WHEN_ONLY.test(main) && dateTail >= 0 && !new RegExp(`\\b(${WHEN.source})\\b`, "i").test(main)) {
    const tails = f.tails.filter((_, i) => i !== dateTail);
    const dated = eventFacts({ ...f, tails }, `${main} ${f.tails[dateTail]!.text}`);
    if (dated) return dated;
  }
  const whenMatch = main.match(new RegExp(`\\s*\\b(${WHEN.source})\\b`, "i"));
  const venueMatch = main.match(
    /\s+at\s+((?:\p{Lu}[\p{L}\p{N}'’&.-]*|the|&|and|of)(?:\s+(?:\p{Lu}[\p{L}\p{N}'’&.-]*|&|and|of))*)/u,
  );
  if (!EVENT_NOUNS.test(main) && !whenMatch) return undefined;
  let name = main;
  let when: string | undefined;
  let whenPrep = "";
  if (whenMatch) {
    const raw = whenMatch[1]!;
    const prep = raw.match(/^(this|next|on|by|every)\s+/i)?.[1]?.toLowerCase() ?? "";
    when = raw.replace(/^(?:this|next|on|by|every)\s+/i, "");
    whenPrep =
      prep === "next" || prep === "this" || prep === "every"
        ? prep
        : WHEN_ONLY.test(when) &&
            new RegExp(
              `^(?:${WEEKDAY}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH})\\b|(?:${MONTH})\\s+\\d{1,2}(?:st|nd|rd|th)?$)`,
              "i",
            ).test(when)
          ? "on"
          : "";
    name = name.replace(whenMatch[0], " ");
  }
  const venue = venueMatch?.[1];
  if (venue) name = name.replace(venueMatch[0], " ");
  name = name
    .replace(/\s+/g, " ")
    .replace(/\s+(?:on|at|this|next)$/i, "")
    .trim();
  // "bootcamp starts 6 January": the verb goes with the date ("Starts 6 January").
  const starts = name.match(/\s+(starts|begins|opens|launches|returns|reopens)$/i);
  if (starts && when) {
    name = name.slice(0, starts.index);
    whenPrep = starts[1]!.toLowerCase();
  }
  if (!name || !EVENT_NOUNS.test(name) || (!when && !venue)) return undefined;
  return { ...f, kind: "event", core: name, event: { name, ...(when ? { when } : {}), whenPrep, ...(venue ? { venue } : {}) } };
}

/** "an emergency plumber", "B2B bookkeeping", "wireless earbuds": a core as it follows "need" or "book". */
export function withArticleIfCountable(facts: TopicFacts, phrase: string): string {
  return facts.countable ? withArticle(phrase) : phrase;
}

/** "the balcony vegetable garden", "spanish lessons": a core after "to" or "meet". */
export function withThe(facts: TopicFacts, phrase: string): string {
  return facts.countable ? `the ${phrase}` : phrase;
}
