// Topics in Spanish, German, French or another language: the offline engine has no frames in those
// languages, so its lines are the client's own clauses, in their language and as typed, and a
// notice in that language says a connected model writes more.
import type { Arrangement } from "./arrangements";
import type { TopicFacts } from "./topicFacts";

const NOTICES: Record<string, string> = {
  es: "Borradores sin conexión: tus propias palabras, sin frases añadidas. El modo IA escribe más variantes en español.",
  de: "Offline-Entwürfe: Ihre eigenen Worte, ohne hinzugefügte Phrasen. Der KI-Modus schreibt mehr Varianten auf Deutsch.",
  fr: "Brouillons hors ligne : vos propres mots, sans formule ajoutée. Le mode IA écrit plus de variantes en français.",
};

/** The notice for a topic in another language, in that language where we have it. */
export function foreignNotice(lang: string): string {
  return (
    NOTICES[lang] ??
    "Offline drafts for this language keep your own words as typed; switch on AI mode for more variants in your language."
  );
}

/** The topic as typed, its clauses in another order, and each clause alone (for short channels). */
export function foreignArrangements(f: TopicFacts): Arrangement[] {
  const whole = f.whole;
  const clauses = whole
    .replace(/[?]$/, "")
    .split(/\s*[,;:|]\s+|\s+[-–—]\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const out: Arrangement[] = [{ text: whole, tags: ["verbatim"] }];
  if (clauses.length >= 2) {
    const sep = f.text.lang === "fr" ? " : " : ": ";
    out.push({ text: [clauses.at(-1)!, clauses.slice(0, -1).join(", ")].join(sep), tags: ["plain"] });
    out.push({ text: clauses.join(" — "), tags: ["plain"] });
  }
  for (const c of clauses) {
    out.push({ text: c, tags: ["piece"] });
    // The clause cut before a preposition of its language ("Zapatillas de running" of "... para mujer").
    const cut = c.match(/^(.+?)\s+(?:para|con|sin|pour|avec|sans|mit|für|ohne)\s/iu);
    if (cut) out.push({ text: cut[1]!, tags: ["piece"] });
  }
  return out;
}
