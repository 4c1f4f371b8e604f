// Descripto's tone kits: how each tone opens, heads the feature list and closes.
import type { Tone } from "@seo/descripto-contract";
import type { Subject } from "./descripto";

export interface ToneKit {
  openers: Array<(s: Subject) => string>;
  /** For a name that already says what the product is ("Nimbus Merino Hiking Socks"): no "are hiking socks". */
  namedOpeners: Array<(s: Subject) => string>;
  heading: string;
  /** Bullets before the benefit sentences (spec-first tones) or after them. */
  bulletsFirst: boolean;
  closers: Array<(s: Subject) => string>;
}

export const TONE_KITS: Record<Tone, ToneKit> = {
  professional: {
    openers: [
      (s) => `${s.name} ${s.is} ${s.what} made for ${s.aud}.`,
      (s) => `For ${s.aud}, ${s.name} ${s.is} ${s.what} that does its job without fuss.`,
      (s) => `${s.name} ${s.is} ${s.what} for ${s.aud} who value dependable results.`,
    ],
    namedOpeners: [
      (s) => `${s.name} ${s.is} made for ${s.aud}.`,
      (s) => `Designed for ${s.aud}, ${s.name} ${s.is} built to do ${s.it === "it" ? "its" : "their"} job well.`,
    ],
    heading: "Key features:",
    bulletsFirst: false,
    closers: [
      (s) => `Order ${s.name} today.`,
      (s) => `Choose ${s.name} and see what ${s.it} can do for you.`,
      (s) => `Add ${s.name} to your basket today.`,
    ],
  },
  casual: {
    openers: [
      (s) => `Looking for ${s.what}? ${s.name} ${s.is} made for ${s.aud}, and ${s.it} keep${s.s} things simple.`,
      (s) => `Meet ${s.name}: ${s.what} for ${s.aud}, with no fuss.`,
      (s) => `Say hi to ${s.name}. ${s.It}'${s.is === "are" ? "re" : "s"} ${s.what} made for ${s.aud}.`,
    ],
    namedOpeners: [(s) => `Meet ${s.name}, made for ${s.aud}.`, (s) => `Say hi to ${s.name}. We made ${s.them} for ${s.aud}.`],
    heading: "Here's what you get:",
    bulletsFirst: true,
    closers: [
      (s) => `Give ${s.name} a try. We think you'll like ${s.them}.`,
      (s) => `Grab ${s.name} and see for yourself.`,
      (s) => `Ready when you are: pick up ${s.name} today.`,
    ],
  },
  enthusiastic: {
    openers: [
      (s) => `Get ready for ${s.name}, ${s.what} built for ${s.aud}!`,
      (s) => `${s.name} ${s.is} here: ${s.what} that does more, made for ${s.aud}!`,
      (s) => `Here it is: ${s.name}, ${s.what} made for ${s.aud}!`,
    ],
    namedOpeners: [(s) => `Say hello to ${s.name}, made for ${s.aud}!`, (s) => `${s.name} ${s.is} here, made for ${s.aud}!`],
    heading: "What you'll love:",
    bulletsFirst: false,
    closers: [
      (s) => `Grab ${s.name} today and feel the difference.`,
      (s) => `Don't wait: get ${s.name} now.`,
      (s) => `Your next favourite is one click away: order ${s.name} today.`,
    ],
  },
  luxury: {
    openers: [
      (s) => `${s.name} ${s.is} ${s.what}, considered in every detail for ${s.aud}.`,
      (s) => `Some things are worth taking time over. ${s.name} ${s.is} ${s.what} for ${s.aud}.`,
      (s) => `Quietly exceptional, ${s.name} ${s.is} ${s.what} for ${s.aud}.`,
    ],
    namedOpeners: [
      (s) => `${s.name}, considered in every detail for ${s.aud}.`,
      (s) => `Some things are worth taking time over. ${s.name} ${s.is} one of them, made for ${s.aud}.`,
    ],
    heading: "The details:",
    bulletsFirst: false,
    closers: [
      (s) => `Discover ${s.name}, and make ${s.them} yours.`,
      (s) => `${s.name}: yours to discover.`,
      (s) => `Treat yourself to ${s.name}.`,
    ],
  },
  technical: {
    openers: [
      (s) =>
        `${s.name}: ${s.what} for ${s.aud}. The specifications below list what ${s.it} do${s.s === "s" ? "es" : ""} and what that means in use.`,
      (s) => `Product: ${s.name}, ${s.what} for ${s.aud}.`,
      (s) => `${s.name} ${s.is} ${s.what} specified for ${s.aud}.`,
    ],
    namedOpeners: [(s) => `${s.name}, specified for ${s.aud}.`, (s) => `Product: ${s.name}, specified for ${s.aud}.`],
    heading: "Specifications:",
    bulletsFirst: true,
    closers: [
      (s) => `Compare the specifications, then order ${s.name}.`,
      (s) => `Check the list above and order ${s.name} for your setup.`,
      (s) => `Order ${s.name} with the specifications above.`,
    ],
  },
};
