// TrendSpy's Spanish, German and French keyword forms: the seed's language, never English words.
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
export const LANGUAGE_NAMES = { es: "Spanish", de: "German", fr: "French" } as const;
