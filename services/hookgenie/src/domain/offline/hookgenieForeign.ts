// HookGenie's Spanish, German and French topics: a few fixed frames per language, with a notice that
// the model writes more variants.
import { HOOK_LIMITS, type HookgenieResponse } from "@seo/hookgenie-contract";
import { checkHeadline, headlineScore } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import type { ParsedTopic } from "@seo/ai/text/parse";
import { hash } from "@seo/ai/text/words";
import type { HeadlineInput } from "./hookgenie";
import { NUMBERS } from "./hookgenieTemplates";

const FOREIGN: Record<"es" | "de" | "fr", { notice: string; frames: string[]; ads: string[] }> = {
  es: {
    notice: "Los borradores sin conexión en español usan pocas plantillas; el modo IA escribe más variantes.",
    frames: [
      "{T}: guía completa",
      "{T}: todo lo que necesitas saber",
      "Guía práctica: {t}",
      "{T}: consejos de expertos",
      "{T}: preguntas frecuentes",
      "{T}: cómo elegir bien",
      "{n} consejos sobre {t}",
      "{T}: ventajas y desventajas",
      "Descubre {t}",
      "{T}: lo que debes saber antes de comprar",
      "{T}: opiniones y comparativa",
      "Todo sobre {t}",
    ],
    ads: [
      "Descubre {t}",
      "{T}",
      "{T}: guía",
      "Compra {t}",
      "{T} online",
      "{T}: ofertas",
      "Elige {t}",
      "{T}: consejos",
      "Todo sobre {t}",
      "{T} hoy",
      "{T}: info",
      "Ver {t}",
    ],
  },
  de: {
    notice: "Offline-Entwürfe auf Deutsch nutzen nur wenige Vorlagen; der KI-Modus schreibt mehr Varianten.",
    frames: [
      "{T}: der komplette Ratgeber",
      "{T}: alles, was Sie wissen müssen",
      "Ratgeber: {t}",
      "{T}: Tipps vom Profi",
      "{T}: häufige Fragen",
      "{T}: richtig auswählen",
      "{n} Tipps zum Thema {t}",
      "{T}: Vor- und Nachteile",
      "{T} im Überblick",
      "{T}: worauf Sie achten sollten",
      "{T}: Test und Vergleich",
      "Alles über {t}",
    ],
    ads: [
      "{T}",
      "{T}: Ratgeber",
      "{T} online",
      "{T} im Test",
      "{T}: Tipps",
      "{T} kaufen",
      "{T}: Vergleich",
      "{T} entdecken",
      "{T} im Überblick",
      "Alles über {t}",
      "{T}: Infos",
      "{T} heute",
    ],
  },
  fr: {
    notice: "Les brouillons hors ligne en français utilisent peu de modèles ; le mode IA écrit plus de variantes.",
    frames: [
      "{T} : le guide complet",
      "{T} : tout ce qu'il faut savoir",
      "Guide pratique : {t}",
      "{T} : conseils d'experts",
      "{T} : questions fréquentes",
      "{T} : comment bien choisir",
      "{n} conseils sur {t}",
      "{T} : avantages et inconvénients",
      "Découvrez {t}",
      "{T} : à savoir avant d'acheter",
      "{T} : avis et comparatif",
      "Tout savoir sur {t}",
    ],
    ads: [
      "Découvrez {t}",
      "{T}",
      "{T} : le guide",
      "{T} en ligne",
      "{T} : conseils",
      "{T} : avis",
      "Choisir {t}",
      "Tout sur {t}",
      "{T} : comparatif",
      "{T} : infos",
      "{T} aujourd'hui",
      "Voir {t}",
    ],
  },
};

/** A Spanish, German or French topic; brands and product words alone do not count. */
export function foreignLanguage(topic: string, p: ParsedTopic): "es" | "de" | "fr" | undefined {
  if (p.lang !== "es" && p.lang !== "de" && p.lang !== "fr") return undefined;
  const rest = topic.replace(
    new RegExp(
      `\\b(${
        [p.brand, ...p.properNouns]
          .filter(Boolean)
          .map((w) => w!.replace(/[^\p{L}\p{N}]/gu, ""))
          .join("|") || "\\u0000"
      })\\b`,
      "gu",
    ),
    " ",
  );
  const tell: Record<"es" | "de" | "fr", RegExp> = {
    es: /\b(de|para|con|el|la|los|las|y|en|del|cómo|mujer|hombre)\b|[ñáéíóú¿¡]/iu,
    de: /\b(mit|für|und|der|die|das|zum|zur|von|ohne)\b|[äöüß]/iu,
    fr: /\b(pour|avec|et|le|la|les|des|du|de|sans|à)\b|[éèêàçù]/iu,
  };
  return tell[p.lang].test(rest) ? p.lang : undefined;
}

export function foreignHeadlines(input: HeadlineInput, p: ParsedTopic, lang: "es" | "de" | "fr"): HookgenieResponse {
  const limit = HOOK_LIMITS[input.type];
  const pack = FOREIGN[lang];
  const raw = input.topic.replace(/\s+/g, " ").trim();
  const t = lang === "de" ? raw : raw.charAt(0).toLowerCase() + raw.slice(1);
  const T = raw.charAt(0).toUpperCase() + raw.slice(1);
  const seed = hash(`${input.topic}|${input.type}|${input.style}`);
  const frames = input.type === "ad_copy" ? pack.ads : pack.frames;
  const texts: string[] = [];
  frames.forEach((f, i) => {
    const text = f
      .replace(/\{T\}/g, T)
      .replace(/\{t\}/g, t)
      .replace(/\{n\}/g, String(NUMBERS[(seed + i) % NUMBERS.length]));
    if (graphemeLength(text) <= limit && !texts.includes(text)) texts.push(text);
  });
  const headlines = texts
    .map((text) => ({ text, score: headlineScore(text, limit), length: graphemeLength(text), limit }))
    .sort((a, b) => b.score - a.score || hash(a.text) - hash(b.text));
  const notice = headlines.length
    ? pack.notice
    : `Offline drafts are English-only for this topic: it is too long for ${limit}-character ${lang} frames. Switch on AI mode for ${lang} copy.`;
  const result = [...headlines.map((h, i) => `${i + 1}. ${h.text}`), "", notice].join("\n");
  return {
    result,
    tips: [
      `Every variant is within the ${limit}-character limit.`,
      "Offline drafts in this language use a few fixed patterns; review them before publishing.",
    ],
    headlines,
    notice,
    seoChecks: headlines[0] ? checkHeadline(headlines[0].text, limit) : [],
    source: "offline",
  };
}
