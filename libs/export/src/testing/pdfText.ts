// Reads back the text of a PDF that buildPdf wrote, the way a PDF reader would: jspdf leaves the
// content streams uncompressed, so the text operators can be parsed directly (no poppler needed).
// Strings are decoded as WinAnsi, like the standard fonts they are shown in; text shown on the same
// baseline is joined with a space, one line per baseline, pages separated by a form feed.
import { execFileSync } from "node:child_process";

/** cp1252 bytes 0x80-0x9F as Unicode (the rest of the range is Latin-1). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

const winAnsiChar = (byte: number) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : String.fromCharCode(byte));

/** The bytes of a PDF literal string body, with its escapes resolved. */
function literalBytes(body: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      bytes.push(c.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? "";
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8) & 0xff);
      i += octal.length - 1;
    } else if (next === "\n" || next === "\r") {
      // a line continuation
    } else {
      bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
    }
  }
  return bytes;
}

/** One shown string: where it starts and its raw bytes (before decoding). */
export interface ShownText {
  page: number;
  x: number;
  y: number;
  bytes: number[];
  text: string;
}

/** Every string the PDF's text operators (Tj, TJ) show, in content-stream order. */
export function shownTexts(pdf: ArrayBuffer | Uint8Array): ShownText[] {
  const source = Buffer.from(pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf)).toString("latin1");
  const shown: ShownText[] = [];
  const streams = source.match(/stream\r?\n[\s\S]*?endstream/g) ?? [];
  let page = 0;
  for (const stream of streams) {
    if (!/\bBT\b/.test(stream)) continue;
    page += 1;
    let x = 0;
    let y = 0;
    let leading = 0;
    // Tokens: literal strings (with nested or escaped parentheses), arrays, numbers, operators.
    const tokens = stream.match(/\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)|\[[^\]]*\]|-?\d*\.?\d+|[A-Za-z*'"]+/g) ?? [];
    const operands: string[] = [];
    for (const token of tokens) {
      if (/^[A-Za-z*'"]+$/.test(token)) {
        const num = (k: number) => Number(operands[operands.length - k]);
        if (token === "BT") [x, y] = [0, 0];
        else if (token === "Td" || token === "TD") [x, y] = [x + num(2), y + num(1)];
        else if (token === "Tm") [x, y] = [num(2), num(1)];
        else if (token === "TL") leading = num(1);
        else if (token === "T*") y -= leading;
        else if (token === "Tj" || token === "TJ" || token === "'") {
          if (token === "'") y -= leading;
          const strings =
            (operands[operands.length - 1] ?? "").match(/\((?:\\[\s\S]|[^\\()]|\((?:\\[\s\S]|[^\\()])*\))*\)/g) ?? [];
          const bytes = strings.flatMap((s) => literalBytes(s.slice(1, -1)));
          shown.push({ page, x, y, bytes, text: bytes.map(winAnsiChar).join("") });
        }
        operands.length = 0;
      } else {
        operands.push(token);
      }
    }
  }
  return shown;
}

/** The PDF's text: one line per baseline (top to bottom, left to right), pages split by "\f". */
export function extractPdfText(pdf: ArrayBuffer | Uint8Array): string {
  const pages = new Map<number, Map<number, ShownText[]>>();
  for (const s of shownTexts(pdf)) {
    const lines = pages.get(s.page) ?? new Map<number, ShownText[]>();
    const key = Math.round(s.y * 10) / 10;
    lines.set(key, [...(lines.get(key) ?? []), s]);
    pages.set(s.page, lines);
  }
  return [...pages.values()]
    .map((lines) =>
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, parts]) =>
          parts
            .sort((a, b) => a.x - b.x)
            .map((p) => p.text)
            .join(" "),
        )
        .join("\n"),
    )
    .join("\n\f");
}

/**
 * The text poppler's pdftotext reads from the PDF, or undefined where poppler is not installed;
 * a second, independent reader for the same checks.
 */
export function popplerText(pdf: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
      input: Buffer.from(pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf)),
      encoding: "utf8",
      stdio: ["pipe", "pipe", "ignore"],
    });
  } catch {
    return undefined;
  }
}
