// TrendSpy's Spanish, German and French keyword forms: the seed's language, never English words.
// FOREIGN holds the product forms; FOREIGN_BY_CLASS what services and venues, courses and topics
// take instead (no "comprar" for a lawyer or a course).
import type { SeedClass } from "@seo/ai/text/searchSeed";
import { F, type Form } from "./trendspyForms";

export const FOREIGN: Record<"es" | "de" | "fr", Form[]> = {
  es: [
    F("comprar {n}", "transactional", "transactional"),
    F("{n} precio", "transactional", "transactional"),
    F("{n} online", "transactional", "transactional", { unless: /\bonline\b/ }),
    F("{n} ofertas", "transactional", "transactional"),
    F("{n} opiniones", "commercial", "commercial"),
    F("{n} comparativa", "comparison", "commercial"),
    F("cómo elegir {n}", "question", "informational"),
    F("{n} calidad precio", "commercial", "commercial"),
    F("qué {n} comprar", "question", "informational"),
    F("{n} baratos", "transactional", "transactional", { when: /(os|es)$/ }),
    F("{n} baratas", "transactional", "transactional", { when: /as$/ }),
    F("mejores {n}", "commercial", "commercial", { when: /s$/ }),
    F("mejor {n}", "commercial", "commercial", { unless: /s$/ }),
    F("{n} gratis", "transactional", "transactional", { when: /\b(cursos?|plantillas?|apps?|aplicaciones)\b/ }),
  ],
  de: [
    F("{n} kaufen", "transactional", "transactional"),
    F("{n} test", "commercial", "commercial"),
    F("{n} vergleich", "comparison", "commercial"),
    F("{n} günstig", "transactional", "transactional"),
    F("{n} preis", "transactional", "transactional"),
    F("{n} erfahrungen", "commercial", "commercial"),
    F("{n} testsieger", "commercial", "commercial"),
    F("{n} angebot", "transactional", "transactional"),
    F("{n} worauf achten", "question", "informational"),
    F("{n} empfehlung", "commercial", "commercial"),
    F("{n} online kaufen", "transactional", "transactional"),
  ],
  fr: [
    F("acheter {n}", "transactional", "transactional"),
    F("{n} pas cher", "transactional", "transactional"),
    F("{n} prix", "transactional", "transactional"),
    F("{n} avis", "commercial", "commercial"),
    F("comparatif {n}", "comparison", "commercial"),
    F("{n} en ligne", "transactional", "transactional", { unless: /en ligne/ }),
    F("{n} promo", "transactional", "transactional"),
    F("guide d'achat {n}", "question", "informational"),
    F("{n} test", "commercial", "commercial"),
    F("{n} livraison gratuite", "transactional", "transactional"),
  ],
};
const TRADE_ES = /^(fontaner|electricist|cerrajer|veterinari|dentist|abogad)/;
const TRADE_DE = /(klempner|elektriker|zahnarzt|tierarzt|anwalt|handwerker)$/;
const TRADE_FR = /^(plombier|[ée]lectricien|serrurier|dentiste|v[ée]t[ée]rinaire|avocat)/;

export const FOREIGN_BY_CLASS: Record<"es" | "de" | "fr", Partial<Record<SeedClass, Form[]>>> = {
  es: {
    local: [
      F("{n} cerca de mí", "modifier", "navigational"),
      F("mejores {n}", "commercial", "commercial", { when: /s$/ }),
      F("mejor {n}", "commercial", "commercial", { unless: /s$/ }),
      F("{n} opiniones", "commercial", "commercial"),
      F("{n} precio", "transactional", "transactional"),
      F("{n} presupuesto", "transactional", "transactional"),
      F("{n} de confianza", "modifier", "commercial"),
      F("{n} urgente", "transactional", "transactional", { when: TRADE_ES }),
      F("{n} 24 horas", "long tail", "transactional", { when: TRADE_ES }),
      F("{n} en mi zona", "long tail", "navigational"),
      F("cómo elegir {n}", "question", "informational"),
    ],
    course: [
      F("{n} gratis", "transactional", "transactional"),
      // Not for classes in a named town ("clases de yoga en valencia").
      F("{n} online", "modifier", "commercial", { unless: /\bonline\b|\ben \S+$/ }),
      F("{n} con certificado", "long tail", "commercial"),
      F("mejores {n}", "commercial", "commercial", { when: /s$/ }),
      F("mejor {n}", "commercial", "commercial", { unless: /s$/ }),
      F("{n} opiniones", "commercial", "commercial"),
      F("{n} precio", "transactional", "transactional"),
      F("{n} para principiantes", "long tail", "informational"),
      F("{n} presencial", "modifier", "commercial", { unless: /\bonline\b|\ben \S+$/ }),
      F("{n} homologado", "modifier", "commercial", { when: /^curso\b/ }),
      F("qué {n} hacer", "question", "informational"),
    ],
    topic: [
      F("qué es {n}", "question", "informational"),
      F("{n} para principiantes", "long tail", "informational"),
      F("{n} consejos", "modifier", "informational"),
      F("{n} ejemplos", "modifier", "informational"),
      F("guía de {n}", "modifier", "informational"),
      F("{n} libros", "commercial", "commercial"),
      F("curso de {n}", "transactional", "transactional"),
      F("{n} errores comunes", "long tail", "informational"),
    ],
  },
  de: {
    local: [
      F("{n} in der nähe", "modifier", "navigational"),
      F("{n} kosten", "transactional", "transactional"),
      F("{n} erfahrungen", "commercial", "commercial"),
      F("{n} bewertungen", "commercial", "commercial"),
      F("{n} preise", "transactional", "transactional"),
      F("{n} termin", "transactional", "transactional"),
      F("{n} empfehlung", "commercial", "commercial"),
      F("{n} notdienst", "transactional", "transactional", { when: TRADE_DE }),
      F("{n} finden", "modifier", "navigational"),
      F("{n} worauf achten", "question", "informational"),
    ],
    course: [
      F("{n} online", "modifier", "commercial", { unless: /\bonline\b/ }),
      F("{n} kostenlos", "transactional", "transactional"),
      F("{n} mit zertifikat", "long tail", "commercial"),
      F("{n} für anfänger", "long tail", "informational"),
      F("{n} erfahrungen", "commercial", "commercial"),
      F("{n} kosten", "transactional", "transactional"),
      F("{n} vergleich", "comparison", "commercial"),
      F("{n} dauer", "question", "informational"),
    ],
    topic: [
      F("was ist {n}", "question", "informational"),
      F("{n} für anfänger", "long tail", "informational"),
      F("{n} tipps", "modifier", "informational"),
      F("{n} beispiele", "modifier", "informational"),
      F("{n} bücher", "commercial", "commercial"),
      F("{n} kurs", "transactional", "transactional"),
      F("{n} fehler", "long tail", "informational"),
    ],
  },
  fr: {
    local: [
      F("{n} près de chez moi", "modifier", "navigational"),
      F("{n} avis", "commercial", "commercial"),
      F("{n} tarif", "transactional", "transactional"),
      F("{n} devis", "transactional", "transactional"),
      F("{n} pas cher", "transactional", "transactional"),
      F("{n} urgence", "transactional", "transactional", { when: TRADE_FR }),
      F("{n} ouvert maintenant", "long tail", "navigational"),
      F("comment choisir {n}", "question", "informational"),
    ],
    course: [
      F("{n} en ligne", "modifier", "commercial", { unless: /en ligne/ }),
      F("{n} gratuit", "transactional", "transactional", { unless: /^formations?\b/ }),
      F("{n} avec certificat", "long tail", "commercial"),
      F("{n} pour débutants", "long tail", "informational"),
      F("{n} avis", "commercial", "commercial"),
      F("{n} prix", "transactional", "transactional"),
      F("{n} cpf", "transactional", "transactional", { when: /^formations?\b/ }),
    ],
    topic: [
      F("qu'est-ce que {n}", "question", "informational"),
      F("{n} pour débutants", "long tail", "informational"),
      F("{n} conseils", "modifier", "informational"),
      F("{n} exemples", "modifier", "informational"),
      F("{n} livres", "commercial", "commercial"),
      F("formation {n}", "transactional", "transactional"),
    ],
  },
};

export const LANGUAGE_NAMES = { es: "Spanish", de: "German", fr: "French" } as const;
