// The topic as the offline lines use it: one line, no emoji, ALL CAPS lowered, obvious typos fixed,
// and every word in its "running" case: names and acronyms as the client wrote them (or as the
// dictionary spells them: "manchester" → "Manchester", "b2b" → "B2B"), every other word in lower
// case. A line built from running text is then put in Title Case or sentence case for its channel
// without ever re-casing a name (docs/decisions/0018).
import { isShouting } from "@seo/ai/quality/entities";
import { detectLanguage, fixAcronyms, isKnownWord, type DetectedLang } from "@seo/ai/text/language";
import { typoFixer, type SpellingFix } from "@seo/ai/text/spelling";
import { titleCase } from "@seo/ai/text/words";

export interface TopicText {
  /** As typed, on one line. */
  typed: string;
  /** Running case: names as written, other words lower case; emoji and closing full stops removed. */
  running: string;
  lang: DetectedLang;
  /** Words re-spelt ("wireles" → "wireless"). */
  fixes: SpellingFix[];
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
/** Languages, nationalities and days whose names are also ordinary words ("french", "black friday"): capitalised wherever they stand. */
const NAMED_DAYS =
  /\b(?:english|french|spanish|german|italian|portuguese|dutch|polish|russian|chinese|japanese|korean|arabic|greek|turkish|welsh|scottish|irish|british|american|canadian|australian|mexican|thai|indian|black friday|cyber monday|boxing day|new year's (?:day|eve)|new year|mother's day|father's day|valentine's day|small business saturday|prime day|labor day|labour day|memorial day|independence day|bank holiday)\b/gi;

/** Where a clause ends: the separator is kept (split with a capture group). */
const CLAUSE_BREAK = /(\s*[,;:.!?|]\s+|\s+[-–—]\s+|\s*[—–]\s*)/u;
const hasInnerCapital = (w: string) => /\p{Lu}/u.test(w.slice(1));
const hasDigitAndLetter = (w: string) => /\p{N}/u.test(w) && /\p{L}/u.test(w);
const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** Is every content word of this stretch capitalised ("Balcony Vegetable Garden")? Then capitals say nothing. */
function isTitleCased(text: string): boolean {
  const ws = (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter(
    (w) => !/^(a|an|the|and|or|for|of|with|in|to|on|at|by|from|vs)$/i.test(w),
  );
  return ws.length >= 2 && ws.every((w) => /^\p{Lu}/u.test(w));
}

/** A brand-like word: brand-cased ("AeroBrew") or capitalised and in no dictionary ("Ridgeline", "Xero"). */
function isBrandWord(w: string): boolean {
  if (hasInnerCapital(w)) return true;
  return /^\p{Lu}/u.test(w) && !isKnownWord(w.toLowerCase()) && !isKnownWord(w);
}

/** "callouts" = "call" + "outs": two dictionary words (the second perhaps plural), not a typo. */
function isCompound(w: string): boolean {
  for (let i = 3; i <= w.length - 3; i++) {
    const head = w.slice(0, i);
    const rest = w.slice(i);
    if (isKnownWord(head) && (isKnownWord(rest) || (rest.endsWith("s") && isKnownWord(rest.slice(0, -1))))) return true;
  }
  return false;
}

/**
 * Products, platforms and initialisms clients type in lower case, as they are written ("wordpress",
 * "dj"); the language layer's fixAcronyms knows the common web ones ("seo", "b2b", "iphone").
 */
const NAMED: Record<string, string> = Object.fromEntries(
  (
    "WordPress Shopify Instagram LinkedIn TikTok YouTube Google Facebook Etsy Canva Photoshop QuickBooks Xero Mailchimp " +
    "HubSpot Salesforce Trello Airbnb eBay PayPal WhatsApp Pinterest Netflix Spotify ChatGPT WooCommerce Squarespace Wix " +
    "Zendesk Gmail Android MacBook AirPods PlayStation Xbox Nintendo Kindle Fitbit DJ DJs MOT VAT CV CVs GP NHS BBQ UK EU " +
    "USA CCTV SMS HGV GDPR KPI KPIs ROI MBA GCSE GCSEs IELTS CEO CFO CTO"
  )
    .split(" ")
    .map((n) => [n.toLowerCase(), n]),
);
/** "excel formulas": the spreadsheet, not the verb. */
const EXCEL =
  /\bexcel(?=\s+(?:formulas?|spreadsheets?|tips|functions?|shortcuts?|macros?|charts?|skills|course|training|templates?|for\b))/gi;

/** A lower-case word the dictionary knows only capitalised: a place, a day, a language ("manchester", "monday"). */
function properLower(w: string): boolean {
  const bare = w.replace(/['’]s$/u, "");
  // Four letters or more: the dictionary's short proper nouns ("Eco", "Ana") are more often ordinary words typed.
  return bare.length >= 4 && !isKnownWord(bare) && isKnownWord(capitalised(bare));
}

/**
 * One word in running case. A capitalised word stays a name when the dictionary does not know it in
 * lower case ("Xero", "Luigi's") or knows it only capitalised ("Manchester"), or when the client
 * capitalised it in the middle of ordinary sentence-case text ("the Nest thermostat").
 */
function runningWord(
  w: string,
  atStart: boolean,
  titleCased: boolean,
  lang: DetectedLang,
  fix: (w: string) => string | undefined,
) {
  // Other languages keep the client's casing (German nouns, Spanish and French names).
  if (lang !== "en") return w;
  // Typed in lower case only: "ZenDesk" as the client wrote it stays.
  const named = w === w.toLowerCase() ? NAMED[w] : undefined;
  if (named) return named;
  if (/^i(?:['’](?:m|ve|ll|d))?$/.test(w)) return `I${w.slice(1)}`;
  // A letter standing alone is a name ("vitamin C", "plan B"), not a word.
  if (/^[b-hj-z]$/.test(w) && !atStart) return w.toUpperCase();
  const acronym = w === w.toLowerCase() ? fixAcronyms(w) : w;
  if (acronym !== w) return acronym;
  if (hasInnerCapital(w) || hasDigitAndLetter(w)) return w;
  if (w === w.toLowerCase()) {
    if (properLower(w)) return capitalised(w);
    return fix(w) ?? w;
  }
  if (w.length > 1 && w === w.toUpperCase()) return w; // an acronym ("USB", "NYC")
  const lower = w.toLowerCase();
  const known = lower
    .replace(/['’]s$/u, "")
    .split("-")
    .every((part) => !part || isKnownWord(part));
  if (!known) return w;
  return atStart || titleCased ? lower : w;
}

// What gives a short text away as Spanish, German or French beyond a trigram guess
// ("TaskFlow project management software" is not French).
const TELL: Record<string, RegExp> = {
  es: /\b(?:de|para|con|el|la|los|las|y|en|del|cómo|sin|por|mujer|hombre|niños)\b|[ñáéíóú¿¡]/iu,
  de: /\b(?:mit|für|und|der|die|das|den|dem|zum|zur|von|ohne|im|auf|aus)\b|[äöüß]/iu,
  fr: /\b(?:pour|avec|et|le|la|les|des|du|de|sans|à|au|aux|sur)\b|[éèêàçùâîœ]/iu,
};

/** The topic's language: another language only when its own words or letters say so. */
function languageOf(text: string): DetectedLang {
  const lang = detectLanguage(text);
  if (lang === "en" || lang === "other") return lang;
  return TELL[lang]!.test(text) ? lang : "en";
}

/** The topic in running case (see the file's comment). */
export function topicText(topic: string): TopicText {
  const typed = topic.replace(/\s+/g, " ").trim();
  let text = typed
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "")
    .trim();
  if (isShouting(text)) text = fixAcronyms(text.toLowerCase());
  text = text.replace(EXCEL, "Excel");
  const lang = languageOf(text);
  const fixes: SpellingFix[] = [];
  const typo = typoFixer();
  const fix = (w: string) => {
    const to = typo(w);
    // A dropped, doubled or swapped letter ("wireles", "mattreses"); a changed letter is as often
    // a word the dictionary lacks ("outsole" is not "outsold"), so it stays as typed.
    if (!to || (to.length === w.length && [...to].sort().join("") !== [...w].sort().join(""))) return undefined;
    // Two words run together ("callouts", "lunchboxes") are not a slip of one.
    if (isCompound(w)) return undefined;
    fixes.push({ from: w, to });
    return to;
  };
  // Capitals say nothing in a topic typed in Title Case; elsewhere a capital after a comma or mid-clause is a name
  // ("12 High Street, Oxford"), and only a sentence's first word is lowered when it is an ordinary word.
  const titleCased = isTitleCased(text);
  const parts = text.split(CLAUSE_BREAK);
  const running = parts
    .map((part, i) => {
      if (i % 2) return part; // a separator
      // A title-cased name that starts with a brand ("AeroBrew Travel Coffee Maker") is a product's name: kept as typed.
      if (isTitleCased(part) && lang === "en" && isBrandWord(part.match(WORD)?.[0] ?? "")) return part;
      const sentenceStart = i === 0 || /[.!?:]\s*$/.test(parts[i - 1]!);
      // A capitalised first word before a name is part of it ("Bistro Marcel", "Black Friday").
      const second = part.match(WORD)?.[1] ?? "";
      const nameAhead =
        !titleCased && /^\p{Lu}/u.test(second) && runningWord(second, false, false, lang, () => undefined) === second;
      let first = sentenceStart;
      return part.replace(WORD, (w: string) => {
        const out = first && nameAhead && /^\p{Lu}/u.test(w) ? w : runningWord(w, first, titleCased, lang, fix);
        first = false;
        return out;
      });
    })
    .join("")
    .replace(NAMED_DAYS, (d: string) => titleCase(d));
  return { typed, running, lang, fixes };
}

/** Title Case for headlines, page titles, H1s and ad headlines: names and acronyms as written. */
export function headlineCase(line: string, lang: DetectedLang = "en"): string {
  // Spanish, French and other languages write headlines in sentence case; German keeps its nouns.
  if (lang !== "en") return sentenceCase(line);
  // Each part of a hyphenated word is capitalised ("First-Time", "Hour-Long"), small words aside ("Step-by-Step").
  return (
    titleCase(line)
      // A small word that ends a clause is capitalised ("Sale Now On: ...").
      .replace(/\b(on|in|up|off|out|over|for|to|at|by)(?=:|\s[—–]|\?|$)/g, (w) => w.charAt(0).toUpperCase() + w.slice(1))
      .replace(/(?<=[\p{L}\p{N}]-)(\p{Ll})(\p{Ll}*)/gu, (m, c: string, rest: string) =>
        /^(?:a|an|the|and|or|of|to|in|on|by|for|at)$/.test(m) ? m : c.toUpperCase() + rest,
      )
  );
}

/** Sentence case for subject lines, posts and descriptions: the first letter of each sentence up. */
export function sentenceCase(line: string): string {
  return line.replace(/(^|[.!?]\s+)([\p{L}][\p{L}\p{N}'’-]*)/gu, (m, before: string, w: string) =>
    hasInnerCapital(w) ? m : before + capitalised(w),
  );
}
