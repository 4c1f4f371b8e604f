// The few words of Descripto's Spanish, German and French drafts: the same structure as English
// (an intro naming the product and the audience, the features as typed, a call to action), with
// slots that take the product name or the audience only. Romance languages need an article and a
// gender agreement before a noun, which a name typed by the user does not reveal, so the name
// stands alone or after a colon and no adjective agrees with it ("Para corredoras: Zapatillas ...").
// Other languages get the user's facts under a neutral heading and no words of ours at all.
import type { Kit, Named } from "./descriptoTones";

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const fixed = (text: string) => () => text;

export const LOCAL_KITS: Record<"es" | "de" | "fr", Kit> = {
  es: {
    intros: [(p) => `${p.The} para ${p.aud}.`, (p) => `Para ${p.aud}: ${p.the}.`, (p) => `Pensando en ${p.aud}: ${p.the}.`],
    headings: ["Características:", "Características principales:", "En detalle:"],
    ctas: [(p) => `Haz tu pedido de ${p.the} hoy.`, (p) => `${p.The}: haz tu pedido hoy.`, (p) => `Pide ${p.the} hoy mismo.`],
    bareCtas: [fixed("Haz tu pedido hoy."), fixed("Pide hoy mismo."), fixed("Haz tu pedido ahora.")],
    specHeadings: [(p) => `${p.The} para ${p.aud}:`, (p) => `${p.The}, pensando en ${p.aud}:`],
    metaLeads: [
      (p, list) => `${p.The} para ${p.aud}: ${list}.`,
      (p, list) => `Para ${p.aud}: ${p.the}. ${cap(list)}.`,
      (p, list) => `${p.The}: ${list}. Pensando en ${p.aud}.`,
    ],
  },
  de: {
    intros: [(p) => `${p.The} für ${p.aud}.`, (p) => `Für ${p.aud}: ${p.the}.`, (p) => `${p.The}, gemacht für ${p.aud}.`],
    headings: ["Merkmale:", "Die wichtigsten Merkmale:", "Im Überblick:"],
    ctas: [(p) => `${p.The}: jetzt bestellen.`, (p) => `Jetzt ${p.the} bestellen.`, (p) => `${p.The} noch heute bestellen.`],
    bareCtas: [fixed("Jetzt bestellen."), fixed("Noch heute bestellen."), fixed("Bestellen Sie noch heute.")],
    specHeadings: [(p) => `${p.The} für ${p.aud}:`, (p) => `${p.The}, gemacht für ${p.aud}:`],
    metaLeads: [
      (p, list) => `${p.The} für ${p.aud}: ${list}.`,
      (p, list) => `Für ${p.aud}: ${p.the}. ${cap(list)}.`,
      (p, list) => `${p.The}: ${list}. Gemacht für ${p.aud}.`,
    ],
  },
  fr: {
    intros: [(p) => `${p.The} pour ${p.aud}.`, (p) => `Pour ${p.aud} : ${p.the}.`, (p) => `${p.The}. Pour ${p.aud}.`],
    headings: ["Caractéristiques :", "Caractéristiques principales :", "En détail :"],
    ctas: [
      (p) => `${p.The} : commandez dès aujourd'hui.`,
      (p) => `${p.The} : commandez maintenant.`,
      (p) => `${p.The} : à commander dès aujourd'hui.`,
    ],
    bareCtas: [fixed("Commandez dès aujourd'hui."), fixed("Commandez maintenant."), fixed("Commandez sans attendre.")],
    specHeadings: [(p) => `${p.The} pour ${p.aud} :`, (p) => `${p.The} – pour ${p.aud} :`],
    metaLeads: [
      (p, list) => `${p.The} pour ${p.aud} : ${list}.`,
      (p, list) => `Pour ${p.aud} : ${p.the}. ${cap(list)}.`,
      (p, list) => `${p.The} : ${list}. Pour ${p.aud}.`,
    ],
  },
};

/**
 * Any other language: the product and the audience joined by a dash, the features as typed, no
 * call to action (a word of ours would be English in, say, Italian copy).
 */
export const NEUTRAL_KIT: Kit = {
  intros: [() => undefined],
  headings: [""],
  ctas: [() => ""],
  bareCtas: [() => ""],
  specHeadings: [(p: Named) => `${p.The} – ${p.aud}:`, (p: Named) => `${p.The} – ${p.aud}:`],
  metaLeads: [(p, list) => `${p.The} – ${p.aud}: ${list}.`],
};

/** Local advice beside the draft, in the draft's language. */
export const LOCAL_TIPS: Record<"es" | "de" | "fr", { figure: string; offline: string }> = {
  es: {
    figure: "Añade cifras concretas a las características (medidas, peso, duración): los compradores comparan con números.",
    offline:
      "Este es un borrador sin conexión: solo dice lo que has escrito, sin inventar beneficios. Con un modelo de IA conectado, Descripto redacta un texto más completo.",
  },
  de: {
    figure: "Nennen Sie konkrete Zahlen zu den Merkmalen (Maße, Gewicht, Laufzeit): Käufer vergleichen Zahlen.",
    offline:
      "Dies ist ein Offline-Entwurf: Er enthält nur Ihre Angaben, ohne erfundene Vorteile. Mit einem verbundenen KI-Modell schreibt Descripto ausführlichere Texte.",
  },
  fr: {
    figure:
      "Ajoutez des chiffres précis aux caractéristiques (dimensions, poids, autonomie) : les acheteurs comparent les chiffres.",
    offline:
      "Ceci est un brouillon hors ligne : il reprend uniquement vos informations, sans avantage inventé. Avec un modèle d'IA connecté, Descripto rédige un texte plus complet.",
  },
};
