// Text for jspdf's standard fonts (Helvetica and friends), which are WinAnsi (cp1252) encoded.
// jspdf maps Latin-1 and the cp1252 extras (curly quotes, dashes, euro, bullet...) itself, but a
// single character outside that set makes it write the whole string as UCS-2 bytes, which the font
// then reads one byte at a time: "✓ Title" comes out as "þÿ'..T.i.t.l.e". So every string is
// brought into WinAnsi before it reaches doc.text().

/** The 27 characters above U+00FF that cp1252 (and jspdf's WinAnsi map) can show. */
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** True when a standard PDF font can show the character as it is. */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return true;
  // U+00AD (soft hyphen) is left out: Helvetica draws it as a visible hyphen mid-word.
  if (code >= 0xa0 && code <= 0xff) return code !== 0xad;
  return CP1252_EXTRAS.has(char);
}

/** Words stand in for status marks, so a pass and a fail still read differently. */
export const STATUS_WORDS = { pass: "PASS", fail: "FAIL", na: "N/A" } as const;

const WORDS: Record<string, string> = {
  ...Object.fromEntries([..."✓✔☑🗸✅"].map((c) => [c, STATUS_WORDS.pass])),
  ...Object.fromEntries([..."✗✘✕✖❌❎☒"].map((c) => [c, STATUS_WORDS.fail])),
  "↑": "up",
  "↗": "up",
  "⬆": "up",
  "↓": "down",
  "↘": "down",
  "⬇": "down",
};

/** Look-alikes WinAnsi has, for characters that Unicode normalisation does not fold. */
const LOOKALIKES: Record<string, string> = {
  ...Object.fromEntries([..."‐‑‒⁃−➖"].map((c) => [c, "-"])),
  "―": "—",
  "⸺": "—",
  "⸻": "—",
  "‛": "'",
  "′": "'",
  "‟": '"',
  "″": '"',
  "‴": '"',
  "❛": "‘",
  "❜": "’",
  "❝": "“",
  "❞": "”",
  "〝": "“",
  "〞": "”",
  "「": "“",
  "」": "”",
  "『": "“",
  "』": "”",
  "。": ".",
  "、": ",",
  "→": "->",
  "➜": "->",
  "➔": "->",
  "➞": "->",
  "➡": "->",
  "←": "<-",
  "⬅": "<-",
  "↔": "<->",
  "⇒": "=>",
  "⇐": "<=",
  "⇔": "<=>",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "≈": "~",
  "∼": "~",
  "∗": "*",
  "⁄": "/",
  "∕": "/",
  "∶": ":",
  "∙": "·",
  "⋅": "·",
  ...Object.fromEntries([..."◦‣▪▫●○■□◆◇►▶▸"].map((c) => [c, "•"])),
  "★": "*",
  "☆": "*",
  "\t": "    ",
  "\u2028": " ",
  "\u2029": " ",
  // Latin letters without a decomposition to a WinAnsi base letter.
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ȷ: "j",
  ŧ: "t",
  Ŧ: "T",
  ĸ: "k",
  ŋ: "n",
  Ŋ: "N",
  ə: "e",
  Ə: "E",
  ẞ: "SS",
};

/** Marks a dropped character, so the spaces around it can be tidied afterwards. */
const DROPPED = "\u0000";
/** Stands in for a letter or digit of a script the standard fonts lack (Cyrillic, CJK, Arabic...). */
export const UNREPRESENTABLE = "?";

function foldChar(char: string, depth = 0): string {
  if (isWinAnsi(char)) return char;
  const lookalike = LOOKALIKES[char];
  if (lookalike !== undefined) return lookalike;
  // Controls, zero-width and direction marks, variation selectors, stray combining marks.
  if (/[\p{Cc}\p{Cf}\p{M}]/u.test(char)) return "";
  // Compatibility forms: ligatures, full-width letters, odd spaces, superscripts ("ﬁ" -> "fi").
  const compatible = char.normalize("NFKC");
  if (compatible !== char && depth < 2) return [...compatible].map((c) => foldChar(c, depth + 1)).join("");
  // Accented letters WinAnsi lacks lose accents from the outside in ("ǘ" -> "ü", "ő" -> "o").
  let parts = [...char.normalize("NFD")];
  while (parts.length > 1) {
    parts = parts.slice(0, -1);
    const composed = parts.join("").normalize("NFC");
    if ([...composed].every(isWinAnsi)) return composed;
  }
  if (/[\p{L}\p{N}]/u.test(char)) return UNREPRESENTABLE;
  // Emoji and other symbols carry no words; leave them out.
  return DROPPED;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * The text with every character a standard PDF font can show kept, look-alikes for common
 * typography (dashes, quotes, arrows, spaces, ligatures, accented letters), words for status marks
 * ("✓" -> "PASS"), "?" for each letter of a script the font lacks, and emoji dropped together with
 * the space they leave.
 */
export function toWinAnsi(text: string): string {
  const chars = [...text.normalize("NFC")];
  let out = "";
  chars.forEach((char, i) => {
    const word = WORDS[char];
    if (word === undefined) {
      out += char === "\n" ? char : foldChar(char);
      return;
    }
    // "ok✓" -> "ok PASS", not "okPASS".
    const before = isWordChar(out[out.length - 1]) ? " " : "";
    const after = isWordChar(chars[i + 1]) ? " " : "";
    out += before + word + after;
  });
  return out.replace(/ *(?:\u0000 *)+/g, (run, offset: number, whole: string) => {
    const atLineStart = offset === 0 || whole[offset - 1] === "\n";
    const atLineEnd = offset + run.length === whole.length || whole[offset + run.length] === "\n";
    if (atLineStart) return /^ */.exec(run)?.[0] ?? ""; // keeps the indentation
    // '"🚀 Kids"' -> '"Kids"', "flag 🇫🇷!" -> "flag!": no space after opening or before closing punctuation.
    const next = whole.slice(offset + run.length, offset + run.length + 2);
    const before = whole.slice(Math.max(0, offset - 2), offset);
    if (/(?:^|\s)["']$|[([{«“‘]$/u.test(before)) return "";
    if (atLineEnd || /^(?:[.,;:!?)\]}»”’]|["'](?![\p{L}\p{N}]))/u.test(next)) return "";
    return run.startsWith(" ") || run.endsWith(" ") ? " " : "";
  });
}
