// Descripto for Spanish, German and French input: a plain, correct description in the input's
// language built from the features as typed (no benefit is invented or translated), with an SEO
// title and a 120-156 character meta description. Other languages get a plain notice that offline
// drafts are written in English, Spanish, German and French only; the two are never mixed.
import type { DescriptoResponse } from "@seo/descripto-contract";
import type { DetectedLang } from "@seo/ai/text/language";
import { splitItems } from "@seo/ai/text/parse";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { splitList } from "@seo/ai/text/words";
import { checkDescriptionContent } from "@seo/ai/seo/seoRules";
import type { DescriptionInput } from "./descripto";
import { arranged, hasFigure, planOf } from "./descriptoVariants";

interface LocalKit {
  openers: Array<(n: string, a: string) => string>;
  heading: string;
  closers: Array<(n: string) => string>;
  metaLead: (n: string, a: string) => string;
  metaCta: (n: string) => string;
  titleFor: (n: string, a: string) => string;
  tips: string[];
}

const KITS: Record<"es" | "de" | "fr", LocalKit> = {
  es: {
    openers: [(n, a) => `${n}, pensado para ${a}.`, (n, a) => `Descubre ${n}, creado para ${a}.`],
    heading: "Características principales:",
    closers: [(n) => `Pide ${n} hoy.`, (n) => `Elige ${n} y compruébalo tú mismo.`],
    metaLead: (n, a) => `${n}, pensado para ${a}.`,
    metaCta: (n) => `Pide ${n} hoy.`,
    titleFor: (n, a) => `${n} para ${a}`,
    tips: [
      "Añade cifras concretas a las características (medidas, peso, duración).",
      "Incluye una prueba social cerca del principio: una valoración o una reseña.",
    ],
  },
  de: {
    openers: [(n, a) => `${n}, gemacht für ${a}.`, (n, a) => `Entdecken Sie ${n}, entwickelt für ${a}.`],
    heading: "Die wichtigsten Merkmale:",
    closers: [(n) => `Bestellen Sie ${n} noch heute.`, (n) => `Überzeugen Sie sich selbst von ${n}.`],
    metaLead: (n, a) => `${n}, gemacht für ${a}.`,
    metaCta: (n) => `Jetzt ${n} bestellen.`,
    titleFor: (n, a) => `${n} für ${a}`,
    tips: [
      "Nennen Sie konkrete Zahlen zu den Merkmalen (Maße, Gewicht, Laufzeit).",
      "Zeigen Sie früh einen Vertrauensbeweis: eine Bewertung oder ein Kundenzitat.",
    ],
  },
  fr: {
    openers: [(n, a) => `${n}, conçu pour ${a}.`, (n, a) => `Découvrez ${n}, pensé pour ${a}.`],
    heading: "Caractéristiques principales :",
    closers: [(n) => `Commandez ${n} dès aujourd'hui.`, (n) => `Choisissez ${n} et jugez par vous-même.`],
    metaLead: (n, a) => `${n}, conçu pour ${a}.`,
    metaCta: (n) => `Commandez ${n} dès aujourd'hui.`,
    titleFor: (n, a) => `${n} pour ${a}`,
    tips: [
      "Ajoutez des chiffres précis aux caractéristiques (dimensions, poids, autonomie).",
      "Placez une preuve sociale en début de texte : une note ou un avis client.",
    ],
  },
};

function fitBand(parts: string[]): string {
  let best = "";
  for (let mask = 1; mask < 1 << parts.length; mask++) {
    const t = parts.filter((_, i) => mask & (1 << i)).join(" ");
    const len = graphemeLength(t);
    if (len <= 156 && len >= 120 >= (graphemeLength(best) >= 120) && len > graphemeLength(best)) best = t;
  }
  return best;
}

export function writeLocalDescription(input: DescriptionInput, lang: DetectedLang): DescriptoResponse {
  if (lang === "other" || lang === "en") {
    const note =
      "Offline drafts are written in English, Spanish, German and French only, and this input looks like another language. " +
      "Rewrite the product name and features in one of those languages, or use the AI engine, for a publishable description.";
    return { result: note, suggestions: [note], seoChecks: [], source: "offline" };
  }
  const kit = KITS[lang];
  // Variants as in English (descriptoVariants.ts): the kit's two openers and closers take turns, the
  // third plan leads with the feature list under the product and audience, and the features'
  // order changes with the plan.
  const plan = planOf(input.variant);
  const name = input.productName.trim();
  const aud = input.targetAudience.trim().replace(/[.!]+$/, "");
  const audLower = /^\p{Lu}\p{Ll}/u.test(aud) && lang !== "de" ? aud.charAt(0).toLowerCase() + aud.slice(1) : aud;
  const features = arranged(splitItems(input.keyFeatures).slice(0, 6), plan, hasFigure);
  const cap = (f: string) => `${f.charAt(0).toUpperCase()}${f.slice(1)}`;
  const opener = plan.slot === 2 ? "" : kit.openers[plan.slot % kit.openers.length]!(name, audLower);
  const keywords = splitList(input.keywords ?? "").slice(0, 5);
  const kwLine = keywords.length ? `${keywords.map(cap).join(" · ")}.` : "";
  const closer = plan.slot === 2 ? "" : kit.closers[plan.slot % kit.closers.length]!(name);
  // The kit's heading carries the language's colon (French puts a space before it).
  const colon = kit.heading.endsWith(" :") ? " :" : ":";
  const heading = plan.slot === 2 ? `${kit.titleFor(name, audLower)}${colon}` : kit.heading;
  const result = [opener, [heading, ...features.map((f) => `- ${cap(f)}`)].join("\n"), kwLine, closer]
    .filter(Boolean)
    .join("\n\n");
  const titles = [kit.titleFor(name, audLower), features[0] ? `${name} – ${cap(features[0])}` : "", name].filter(
    (t) => t && graphemeLength(t) <= 60,
  );
  const seoTitle = titles.length ? titles[plan.slot % titles.length]! : name.slice(0, 60);
  const featureLine = `${features.slice(0, 3).join(", ")}.`.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  const moreFeatures = features.slice(3, 5).map((f) => `${cap(f)}.`);
  const metaDescription = fitBand(
    plan.slot === 0
      ? [kit.metaLead(name, audLower), featureLine, ...moreFeatures, kit.metaCta(name)]
      : plan.slot === 1
        ? [opener, featureLine, ...moreFeatures, closer]
        : [`${name}: ${features.slice(0, 3).join(", ")}.`, ...moreFeatures, kit.metaCta(name)],
  );
  const seoChecks = checkDescriptionContent(result, keywords);
  return {
    result,
    suggestions: [
      ...kit.tips,
      `SEO title: "${seoTitle}"`,
      `Meta description (${graphemeLength(metaDescription)}): "${metaDescription}"`,
    ],
    seoTitle,
    metaDescription,
    seoChecks,
    source: "offline",
  };
}
