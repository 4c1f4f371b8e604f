// The few words Descripto's offline drafts add to the user's facts, per tone (English; Spanish,
// German and French are in descriptoLocal.ts). Every slot takes a noun phrase only, the product
// ("the 4K USB-C Hub") or the audience ("remote workers"), never a feature: a feature phrase
// ("supports 4K@60Hz") can only be a list item, where any phrase reads. No form claims anything
// the input does not say; tones differ in the intro, the list heading and the call to action.
// Each list holds three forms, so three drafts in a row (variants) never open or close alike.

/** The slots a form fills: the product (with "the" where it reads well) and the audience. */
export interface Named {
  /** "the 4K USB-C Hub", or the name alone ("TaskFlow"). */
  the: string;
  /** The same at the start of a sentence. */
  The: string;
  name: string;
  aud: string;
  /** A category keyword as an appositive (", a portable coffee maker") or "". */
  cat: string;
  /** The call to action's verb for this kind of product: order, book or get. */
  verb: Verb;
}

export type Verb = "order" | "book" | "get";

export interface Kit {
  /** One-sentence intros naming the product and the audience; undefined when a form does not fit them. */
  intros: Array<(p: Named) => string | undefined>;
  /** The feature list's heading. */
  headings: string[];
  /** Calls to action that name the product. */
  ctas: Array<(p: Named) => string>;
  /** Calls to action without the name (when the name's keyword is already dense enough). */
  bareCtas: Array<(p: Named) => string>;
  /** The spec-led layout's heading: the product and the audience over the list (the second where the name has "for" already). */
  specHeadings: [(p: Named) => string, (p: Named) => string];
  /** Meta description leads around the features (`list`, mid-sentence). */
  metaLeads: Array<(p: Named, list: string) => string>;
}

const V = (p: Named) => p.verb.charAt(0).toUpperCase() + p.verb.slice(1);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
// "Calling all ..." needs a plain plural group ("remote workers"), not "everyone" or "the team".
const GROUP_START = /^(everyone|everybody|anyone|anybody|all|any|the|a|an|your|our|my|those|these|someone|you|people who)\b/i;

const BARE: Record<Verb, Array<(p: Named) => string>> = {
  order: [() => "Order yours today.", () => "Order today.", () => "Order now."],
  book: [() => "Book today.", () => "Book now.", () => "Get in touch to book."],
  get: [() => "Get started today.", () => "Get started now.", () => "Start today."],
};
/** The bare calls to action of the product's verb, in a tone's own order (tones close differently). */
const bareInOrder = (...order: number[]): Kit["bareCtas"] => order.map((i) => (p: Named) => BARE[p.verb][i]!(p));

/** English meta description leads: the product and audience, the features, and nothing else. */
export const EN_META_LEADS: Kit["metaLeads"] = [
  (p, list) => `${p.The}${p.cat}, made for ${p.aud}: ${list}.`,
  (p, list) => `For ${p.aud}: ${p.the}${p.cat}. ${cap(list)}.`,
  (p, list) => `${p.The}${p.cat}: ${list}. Made for ${p.aud}.`,
];

const specHeadings: Kit["specHeadings"] = [
  (p) => `${p.The}${p.cat} for ${p.aud}:`,
  (p) => `${p.The}${p.cat}, made for ${p.aud}:`,
];

export const TONE_KITS: Record<"professional" | "casual" | "enthusiastic" | "luxury" | "technical", Kit> = {
  professional: {
    intros: [
      (p) => `${p.The}${p.cat}, made for ${p.aud}.`,
      (p) => `${p.The}${p.cat} for ${p.aud}.`,
      (p) => `For ${p.aud}: ${p.the}${p.cat}.`,
    ],
    headings: ["Key features:", "Features:", "Details:"],
    ctas: [(p) => `${V(p)} ${p.the} today.`, (p) => `${V(p)} ${p.the} now.`, (p) => `Choose ${p.the} today.`],
    bareCtas: bareInOrder(0, 1, 2),
    specHeadings,
    metaLeads: EN_META_LEADS,
  },
  casual: {
    intros: [
      (p) => `Meet ${p.the}${p.cat}, made for ${p.aud}.`,
      (p) => `Say hello to ${p.the}${p.cat}, made for ${p.aud}.`,
      (p) => `${p.The}${p.cat}: made with ${p.aud} in mind.`,
    ],
    headings: ["What you get:", "Quick facts:", "The essentials:"],
    ctas: [
      (p) => (p.verb === "order" ? `Grab ${p.the} today.` : `${V(p)} ${p.the} today.`),
      (p) => `Go on, ${p.verb} ${p.the}.`,
      (p) => `${V(p)} ${p.the} whenever you're ready.`,
    ],
    bareCtas: bareInOrder(1, 2, 0),
    specHeadings,
    metaLeads: EN_META_LEADS,
  },
  enthusiastic: {
    intros: [
      (p) => `Introducing ${p.the}${p.cat}, made for ${p.aud}.`,
      (p) => (GROUP_START.test(p.aud) ? undefined : `Calling all ${p.aud}: meet ${p.the}${p.cat}.`),
      (p) => `Ready, ${p.aud}? Meet ${p.the}${p.cat}.`,
    ],
    headings: ["Highlights:", "The highlights:", "Features at a glance:"],
    // The one exclamation mark of the draft is in its call to action.
    ctas: [(p) => `${V(p)} ${p.the} today!`, (p) => `${V(p)} ${p.the} now!`, (p) => `Go ahead and ${p.verb} ${p.the} today!`],
    bareCtas: bareInOrder(2, 0, 1),
    specHeadings,
    metaLeads: EN_META_LEADS,
  },
  luxury: {
    intros: [
      (p) => `${p.The}${p.cat}. Made for ${p.aud}.`,
      (p) => `Made for ${p.aud}: ${p.the}${p.cat}.`,
      (p) => `${p.The}${p.cat}, created for ${p.aud}.`,
    ],
    headings: ["The details:", "Details:", "In detail:"],
    ctas: [(p) => `${V(p)} ${p.the} today.`, (p) => `${V(p)} ${p.the} at your convenience.`, (p) => `Discover ${p.the} today.`],
    bareCtas: bareInOrder(0, 1, 2),
    specHeadings,
    metaLeads: EN_META_LEADS,
  },
  technical: {
    intros: [
      (p) => `${p.The}${p.cat}, intended for ${p.aud}.`,
      (p) => `Intended for ${p.aud}: ${p.the}${p.cat}.`,
      (p) => `${p.The}${p.cat}. Target users: ${p.aud}.`,
    ],
    headings: ["Specifications:", "Technical details:", "Specs:"],
    ctas: [
      (p) => `${V(p)} ${p.the} today.`,
      (p) => `Check the specifications above and ${p.verb} ${p.the}.`,
      (p) => `${V(p)} ${p.the} now.`,
    ],
    bareCtas: bareInOrder(1, 0, 2),
    specHeadings,
    metaLeads: EN_META_LEADS,
  },
};
