// Broken grammar a professional rejects at a glance: what slotting a feature ("supports 4K") into a
// fixed frame ("It comes with a ___.") produces, template leftovers, and the slips grammarSlips
// already sees. Fragments are fine in copy ("Free shipping. Ready in 5 minutes."), so a sentence
// without a verb is not flagged; every rule here prefers missing a slip to flagging good copy.
import nlp from "compromise";
import { articleFor, detectLanguage, grammarSlips, nounInfo } from "../text/language";

// Third-person verb forms that feature lists start with ("supports 4K", "ships in ...").
// NOUNISH ones are also common plural nouns ("features", "offers", "works"): after "has" or "the"
// they read as nouns, so they are flagged only where a noun cannot stand.
const VERB_S = new Set(
  (
    "includes supports comes works ships fits keeps lets makes gives helps allows provides delivers ensures contains " +
    "requires arrives lasts stays measures connects protects reduces removes prevents improves boosts creates brews heats " +
    "cools folds pairs syncs charges runs holds features offers uses doubles converts adjusts attaches absorbs blocks " +
    "cleans dries washes grinds blends mixes saves tracks plays lights mounts stores locks cuts comes goes gets becomes " +
    "feels looks smells tastes sounds"
  ).split(" "),
);
const NOUNISH = new Set(
  "features offers supports uses works runs holds pairs charges lights plays tracks mounts stores locks cuts blends mixes saves makes measures brews heats folds boosts stays fits doubles looks smells tastes sounds feels goes gets cleans dries washes blocks".split(
    " ",
  ),
);
// Plural-looking words that take "a" ("a means to", "a series of").
const SINGULAR_IN_S = new Set(
  "means series species news lens gallows physics mathematics politics thanks kudos chassis corps headquarters crossroads whereabouts barracks analysis basis bus gas plus yes canvas atlas iris bonus campus census status virus".split(
    " ",
  ),
);
// Uncountable nouns a careful writer never puts after "a"/"an" as the head of the phrase.
const STRICT_MASS = new Set(
  "software equipment furniture luggage baggage advice information feedback research clothing jewelry jewellery homework knowledge evidence bedding cookware footwear shipping".split(
    " ",
  ),
);
// After the noun phrase, a word that ends it: the phrase's head was the word before.
const ENDS_PHRASE =
  /^(?:$|[,.;:!?)—–]|(?:with|in|on|to|for|from|at|by|up|into|over|under|and|or|a|an|the|your|our|its|their|this|these|that|all|every|any)\b|\d)/i;
const AUXILIARY = "has|have|had|is|was|will|can|could|would|should|must|may|might|does|did|it's|that's";
const ALWAYS_AUX = new RegExp(`\\b(${AUXILIARY}|are|were|be|been)\\s+([a-z]+)\\b`, "gi");
const ARTICLE_WORD = /\b(a|an)\s+([\p{L}][\p{L}'’-]*)/giu;

const LIST_ITEM = /^\s*(?:[-*•–]|\d+[.)])\s+/;
const quote = (s: string) => `'${s.trim()}'`;

/** "a supports", "has ships", "with a works", "is includes": a verb form where a noun or verb base must stand. */
function verbAfterFrame(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(ALWAYS_AUX)) {
    const aux = m[1]!.toLowerCase();
    const word = m[2]!.toLowerCase();
    if (!VERB_S.has(word)) continue;
    // "These are features", "it has features": plural nouns after are/were/has/have.
    if (NOUNISH.has(word) && /^(are|were|be|been|has|have|had)$/.test(aux)) continue;
    out.push(`verb after '${m[1]}': ${quote(m[0])}`);
  }
  for (const m of line.matchAll(/\b(with|the)\s+([a-z]+)\b/gi)) {
    const word = m[2]!.toLowerCase();
    if (!VERB_S.has(word) || NOUNISH.has(word)) continue;
    if (m[1]!.toLowerCase() === "the" && /^(ships|lets|fits|runs)$/.test(word)) continue;
    out.push(`verb after '${m[1]}': ${quote(m[0])}`);
  }
  for (const m of line.matchAll(ARTICLE_WORD)) {
    const word = m[2]!;
    const lower = word.toLowerCase();
    const after = line.slice(m.index + m[0].length).trimStart();
    if (/^['’]/.test(after)) continue; // "a kids' room"
    if (VERB_S.has(lower)) {
      // "a works canteen", "A Features List": a plural noun used as a modifier is fine.
      if (NOUNISH.has(lower) && !ENDS_PHRASE.test(after)) continue;
      out.push(`verb after '${m[1]}': ${quote(m[0])}`);
      continue;
    }
    if (/^\p{Lu}/u.test(word) || SINGULAR_IN_S.has(lower)) continue;
    if (STRICT_MASS.has(lower) && ENDS_PHRASE.test(after)) {
      out.push(`'${m[1]}' before an uncountable noun: ${quote(m[0])}`);
      continue;
    }
    if (isPluralHead(lower, after)) {
      out.push(`'${m[1]}' before a plural: ${quote(m[0])}`);
      continue;
    }
    // One adjective between: "a free shipping on ...", "a great deals on ...".
    const next = after.match(/^([\p{Ll}][\p{L}'’-]*)\s*(.*)$/u);
    if (!next || !isAdjective(lower)) continue;
    const noun = next[1]!;
    const rest = next[2]!;
    if (STRICT_MASS.has(noun) && ENDS_PHRASE.test(rest))
      out.push(`'${m[1]}' before an uncountable noun: ${quote(`${m[0]} ${noun}`)}`);
    else if (isPluralHead(noun, rest)) out.push(`'${m[1]}' before a plural: ${quote(`${m[0]} ${noun}`)}`);
  }
  return out;
}

/** A plural noun that ends its phrase ("deals on", not "sports bag"). */
function isPluralHead(word: string, after: string): boolean {
  return (
    /[^s'’]s$/.test(word) &&
    !SINGULAR_IN_S.has(word) &&
    ENDS_PHRASE.test(after) &&
    nounInfo(word).plural &&
    !isVerbOrAdjective(word)
  );
}

const tagCache = new Map<string, boolean>();
const adjectiveCache = new Map<string, boolean>();
function isAdjective(word: string): boolean {
  const hit = adjectiveCache.get(word);
  if (hit !== undefined) return hit;
  const tags: Set<string> = nlp(word).docs[0]?.[0]?.tags ?? new Set();
  const value = tags.has("Adjective");
  if (adjectiveCache.size > 5000) adjectiveCache.clear();
  adjectiveCache.set(word, value);
  return value;
}

/** "a various", "a sleek", "an obvious": words in -s that are not plural nouns. */
function isVerbOrAdjective(word: string): boolean {
  const hit = tagCache.get(word);
  if (hit !== undefined) return hit;
  const tags: Set<string> = nlp(word).docs[0]?.[0]?.tags ?? new Set();
  const value = tags.has("Adjective") || (tags.has("Verb") && !tags.has("Noun"));
  if (tagCache.size > 5000) tagCache.clear();
  tagCache.set(word, value);
  return value;
}

// An enumerator inside a sentence: "1)" or "b)" after a space, a colon, a semicolon or a comma.
const ENUMERATOR_BEFORE = /(?:^|[\s:;,])(?:\d{1,2}|[a-z])$/;

/** Brackets and double quotes left open or closed twice. */
function unbalanced(line: string): string[] {
  const out: string[] = [];
  for (const [open, close] of [
    ["(", ")"],
    ["[", "]"],
    ["“", "”"],
  ] as const) {
    let depth = 0;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch === open) depth++;
      else if (ch === close) {
        // With a bracket open, ")" closes it ("(Pack of 12) for"); with none, "1) plan; 2) write"
        // is an enumerator and closes nothing.
        const enumerator =
          depth === 0 && open === "(" && ENUMERATOR_BEFORE.test(line.slice(0, i)) && /^\s/.test(line.slice(i + 1));
        if (!enumerator && --depth < 0) break;
      }
    }
    if (depth !== 0) out.push(`unbalanced '${open}${close}'`);
  }
  if ((line.match(/"/g) ?? []).length % 2) out.push(`unbalanced '"'`);
  return out;
}

/** What a template leaves when a slot is empty or a value was not text. */
function leftovers(text: string, lang: string): string[] {
  const out: string[] = [];
  const leftover = text.match(/\b(?:undefined|null|NaN)\b|\[object Object\]|[{}]|\$\{/);
  if (leftover) out.push(`template leftover: ${quote(leftover[0])}`);
  if (/\S {2,}\S/.test(text)) out.push("double space");
  // French sets a space before : ; ! ? — only the comma and full stop count there.
  const spaced = lang === "fr" ? text.match(/[\p{L}\p{N}]+\s+[,.](?!\.)/u) : text.match(/[\p{L}\p{N}]+\s+[,.;:!?](?![.\d])/u);
  if (spaced) out.push(`empty slot: ${quote(spaced[0])}`);
  // Word starts by letters, not \b ("montaña:" does not end in "a").
  const bare = text.match(/(?<![\p{L}\p{N}])(?:the|a|an|your|our|their|its|with|for|of|and)\s*[,;:](?!\/\/)/u);
  if (bare && !/\bof\s*:/.test(bare[0])) out.push(`empty slot: ${quote(bare[0])}`);
  // A title frame whose slot was cut: "Learn Spanish online with – Top Picks".
  const cut = text.match(/(?<![\p{L}\p{N}])(?:with|for|of|to|the|a|an|and|from|by|in|on|at|your|our)\s+[–—|](?=\s)/iu);
  if (cut) out.push(`empty slot: ${quote(cut[0])}`);
  const empty = text.match(/\(\s*\)|\[\s*\]|,\s*,|[—–]\s*[—–]|^\s*[,;:]/m);
  if (empty) out.push(`empty slot: ${quote(empty[0])}`);
  return out;
}

// "a USB-C hub", "a UV-C lamp": an acronym with a letter after a hyphen takes the article its
// letters before the hyphen take; the article library reads "USB-C" as a word ("an").
const ACRONYM_CODE = /\b([Aa]n?)\s+(\p{Lu}{2,})-\p{Lu}*\d*\b/gu;

/** a/an slips, an acronym with a hyphenated letter ("USB-C") read by its letters. */
function articleSlips(line: string): string[] {
  const codes = [...line.matchAll(ACRONYM_CODE)];
  const misread = new Set(codes.map((m) => `a/an: '${m[1]} ${m[2]}-`));
  const slips = grammarSlips(line).filter((s) => ![...misread].some((prefix) => s.startsWith(prefix)));
  for (const m of codes) if (articleFor(m[2]!) !== m[1]!.toLowerCase()) slips.push(`a/an: '${m[0]}'`);
  return slips;
}

/** grammarSlips' reasons a copywriter would also reject (a brand that starts lower case, "iPhone cases", is not a slip). */
function englishSlips(line: string, listItem: boolean): string[] {
  const slips = articleSlips(line);
  const start = line.trim().match(/^[\p{L}][\p{L}\p{N}'’-]*/u)?.[0] ?? "";
  // A list item may start in lower case ("- keeps drinks cold"), and so may a brand ("iPhone cases").
  const lowerStartOk = (listItem || /\p{Lu}/u.test(start.slice(1))) && !/[.!?]\s+\p{Ll}/u.test(line);
  return slips.filter(
    (s) => !(s === "sentence starts in lower case" && lowerStartOk) && s !== "space before punctuation", // reported as an empty slot, with the text
  );
}

/**
 * Broken grammar in copy, as short quoted reasons ("verb after 'a': 'a supports'"). English rules
 * run on English text only; template leftovers, brackets and doubled words on every language.
 */
export function brokenGrammar(text: string, options: { lang?: string } = {}): string[] {
  const lang = options.lang ?? detectLanguage(text);
  const reasons: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(LIST_ITEM, "").trimEnd();
    if (!line.trim()) continue;
    reasons.push(...unbalanced(line), ...leftovers(line, lang));
    if (lang === "en") reasons.push(...englishSlips(line, LIST_ITEM.test(raw)), ...verbAfterFrame(line));
    else for (const m of line.matchAll(/\b(\p{L}+)\s+\1\b/giu)) reasons.push(`doubled word: ${quote(m[0])}`);
  }
  return [...new Set(reasons)];
}
