// TrendSpy's Spanish, German and French keyword forms: the seed's language, never English words.
// FOREIGN holds the product forms; FOREIGN_BY_CLASS what services and venues, courses and topics
// take instead (no "comprar" for a lawyer or a course).
import type { SeedClass } from "@seo/ai/text/searchSeed";
import { F, type Form } from "./trendspyForms";

/** Spanish "best" agrees with the seed: "mejores zapatillas", "mejor cafetera". */
const BEST_ES = [F("mejores {n}", "commercial", { when: /s$/ }), F("mejor {n}", "commercial", { unless: /s$/ })];

export const FOREIGN: Record<"es" | "de" | "fr", Form[]> = {
  es: [
    F("comprar {n}", "transactional"),
    F("{n} precio", "transactional"),
    F("{n} online", "transactional", { unless: /\bonline\b/ }),
    F("{n} ofertas", "transactional"),
    F("{n} opiniones", "commercial"),
    F("{n} comparativa", "comparison"),
    F("cómo elegir {n}", "question"),
    F("{n} calidad precio", "commercial"),
    F("qué {n} comprar", "question"),
    F("{n} baratos", "transactional", { when: /(os|es)$/ }),
    F("{n} baratas", "transactional", { when: /as$/ }),
    ...BEST_ES,
    F("{n} gratis", "transactional", { when: /\b(cursos?|plantillas?|apps?|aplicaciones)\b/ }),
  ],
  de: [
    F("{n} kaufen", "transactional"),
    F("{n} test", "commercial"),
    F("{n} vergleich", "comparison"),
    F("{n} günstig", "transactional"),
    F("{n} preis", "transactional"),
    F("{n} erfahrungen", "commercial"),
    F("{n} testsieger", "commercial"),
    F("{n} angebot", "transactional"),
    F("{n} worauf achten", "question"),
    F("{n} empfehlung", "commercial"),
    F("{n} online kaufen", "transactional"),
  ],
  fr: [
    F("acheter {n}", "transactional"),
    F("{n} pas cher", "transactional"),
    F("{n} prix", "transactional"),
    F("{n} avis", "commercial"),
    F("comparatif {n}", "comparison"),
    F("{n} en ligne", "transactional", { unless: /en ligne/ }),
    F("{n} promo", "transactional"),
    F("guide d'achat {n}", "question"),
    F("{n} test", "commercial"),
    F("{n} livraison gratuite", "transactional"),
  ],
};
const TRADE_ES = /^(fontaner|electricist|cerrajer|veterinari|dentist|abogad)/;
const TRADE_DE = /(klempner|elektriker|zahnarzt|tierarzt|anwalt|handwerker)$/;
const TRADE_FR = /^(plombier|[ée]lectricien|serrurier|dentiste|v[ée]t[ée]rinaire|avocat)/;

export const FOREIGN_BY_CLASS: Record<"es" | "de" | "fr", Partial<Record<SeedClass, Form[]>>> = {
  es: {
    local: [
      F("{n} cerca de mí", "modifier", "navigational"),
      ...BEST_ES,
      F("{n} opiniones", "commercial"),
      F("{n} precio", "transactional"),
      F("{n} presupuesto", "transactional"),
      F("{n} de confianza", "modifier", "commercial"),
      F("{n} urgente", "transactional", { when: TRADE_ES }),
      F("{n} 24 horas", "long tail", "transactional", { when: TRADE_ES }),
      F("{n} en mi zona", "long tail", "navigational"),
      F("cómo elegir {n}", "question"),
    ],
    course: [
      F("{n} gratis", "transactional"),
      // Not for classes in a named town ("clases de yoga en valencia").
      F("{n} online", "modifier", "commercial", { unless: /\bonline\b|\ben \S+$/ }),
      F("{n} con certificado", "long tail", "commercial"),
      ...BEST_ES,
      F("{n} opiniones", "commercial"),
      F("{n} precio", "transactional"),
      F("{n} para principiantes", "long tail", "informational"),
      F("{n} presencial", "modifier", "commercial", { unless: /\bonline\b|\ben \S+$/ }),
      F("{n} homologado", "modifier", "commercial", { when: /^curso\b/ }),
      F("qué {n} hacer", "question"),
    ],
    topic: [
      F("qué es {n}", "question"),
      F("{n} para principiantes", "long tail", "informational"),
      F("{n} consejos", "modifier", "informational"),
      F("{n} ejemplos", "modifier", "informational"),
      F("guía de {n}", "modifier", "informational"),
      F("{n} libros", "commercial"),
      F("curso de {n}", "transactional"),
      F("{n} errores comunes", "long tail", "informational"),
    ],
  },
  de: {
    local: [
      F("{n} in der nähe", "modifier", "navigational"),
      F("{n} kosten", "transactional"),
      F("{n} erfahrungen", "commercial"),
      F("{n} bewertungen", "commercial"),
      F("{n} preise", "transactional"),
      F("{n} termin", "transactional"),
      F("{n} empfehlung", "commercial"),
      F("{n} notdienst", "transactional", { when: TRADE_DE }),
      F("{n} finden", "modifier", "navigational"),
      F("{n} worauf achten", "question"),
    ],
    course: [
      F("{n} online", "modifier", "commercial", { unless: /\bonline\b/ }),
      F("{n} kostenlos", "transactional"),
      F("{n} mit zertifikat", "long tail", "commercial"),
      F("{n} für anfänger", "long tail", "informational"),
      F("{n} erfahrungen", "commercial"),
      F("{n} kosten", "transactional"),
      F("{n} vergleich", "comparison"),
      F("{n} dauer", "question"),
    ],
    topic: [
      F("was ist {n}", "question"),
      F("{n} für anfänger", "long tail", "informational"),
      F("{n} tipps", "modifier", "informational"),
      F("{n} beispiele", "modifier", "informational"),
      F("{n} bücher", "commercial"),
      F("{n} kurs", "transactional"),
      F("{n} fehler", "long tail", "informational"),
    ],
  },
  fr: {
    local: [
      F("{n} près de chez moi", "modifier", "navigational"),
      F("{n} avis", "commercial"),
      F("{n} tarif", "transactional"),
      F("{n} devis", "transactional"),
      F("{n} pas cher", "transactional"),
      F("{n} urgence", "transactional", { when: TRADE_FR }),
      F("{n} ouvert maintenant", "long tail", "navigational"),
      F("comment choisir {n}", "question"),
    ],
    course: [
      F("{n} en ligne", "modifier", "commercial", { unless: /en ligne/ }),
      F("{n} gratuit", "transactional", { unless: /^formations?\b/ }),
      F("{n} avec certificat", "long tail", "commercial"),
      F("{n} pour débutants", "long tail", "informational"),
      F("{n} avis", "commercial"),
      F("{n} prix", "transactional"),
      F("{n} cpf", "transactional", { when: /^formations?\b/ }),
    ],
    topic: [
      F("qu'est-ce que {n}", "question"),
      F("{n} pour débutants", "long tail", "informational"),
      F("{n} conseils", "modifier", "informational"),
      F("{n} exemples", "modifier", "informational"),
      F("{n} livres", "commercial"),
      F("formation {n}", "transactional"),
    ],
  },
};

export const LANGUAGE_NAMES = { es: "Spanish", de: "German", fr: "French" } as const;
