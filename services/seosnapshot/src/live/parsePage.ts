// What a live page's HTML (and its X-Robots-Tag header) holds for search: read with htmlparser2's
// streaming parser (a forgiving HTML tokenizer; no DOM is built), so broken markup still yields
// what a browser would find. Text is entity-decoded and its whitespace collapsed.
import { Parser } from "htmlparser2";
import type { LivePage } from "@seo/seosnapshot-contract";

/** JSON-LD blocks parsed at most, and the longest text kept of one field. */
const MAX_JSON_LD_BLOCKS = 20;
const MAX_FIELD = 2_000;

const squash = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, MAX_FIELD);

function absolute(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href.trim();
  }
}

export function parseLivePage(html: string, finalUrl: string, xRobotsTag?: string | string[]): LivePage {
  const page: LivePage = {
    h1Count: 0,
    openGraph: {},
    twitter: {},
    hreflang: [],
    jsonLdTypes: [],
    jsonLdErrors: 0,
    ...(xRobotsTag ? { xRobotsTag: squash([xRobotsTag].flat().join(", ")) } : {}),
  };
  let title: string | null = null; // collecting the first <title>
  let h1: string | null = null; // collecting the first <h1>
  let jsonLd: string | null = null;
  let jsonLdBlocks = 0;
  let svgDepth = 0; // an <svg>'s <title> is not the page's

  const types = new Set<string>();
  const meta = (key: string, content: string) => {
    const value = squash(content);
    if (!value) return;
    const set = <T extends object>(target: T, field: keyof T) => {
      if (target[field] === undefined) (target as Record<keyof T, string>)[field] = value;
    };
    switch (key) {
      case "description":
        return set(page, "description");
      case "robots":
        return set(page, "robotsMeta");
      case "og:title":
        return set(page.openGraph, "title");
      case "og:description":
        return set(page.openGraph, "description");
      case "og:image":
        return set(page.openGraph, "image");
      case "twitter:card":
        return set(page.twitter, "card");
      case "twitter:title":
        return set(page.twitter, "title");
      case "twitter:description":
        return set(page.twitter, "description");
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "svg") svgDepth++;
        if (name === "html" && attrs.lang !== undefined && page.lang === undefined) page.lang = squash(attrs.lang);
        if (name === "title" && svgDepth === 0 && page.title === undefined && title === null) title = "";
        if (name === "h1") {
          // A heading opened inside a heading closes it first, as browsers parse it.
          if (h1 !== null) {
            page.h1 = squash(h1);
            h1 = null;
          }
          page.h1Count++;
          if (page.h1 === undefined) h1 = "";
        } else if (h1 !== null && name === "br") h1 += " ";
        if (name === "meta") {
          const key = (attrs.name ?? attrs.property ?? "").trim().toLowerCase();
          if (key && attrs.content !== undefined) meta(key, attrs.content);
        }
        if (name === "link" && attrs.href) {
          const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
          if (rel.includes("canonical") && page.canonical === undefined) page.canonical = absolute(attrs.href, finalUrl);
          if (rel.includes("alternate") && attrs.hreflang)
            page.hreflang.push({ lang: attrs.hreflang.trim(), href: absolute(attrs.href, finalUrl) });
        }
        if (name === "script" && (attrs.type ?? "").trim().toLowerCase() === "application/ld+json") jsonLd = "";
      },
      ontext(text) {
        if (title !== null) title += text;
        if (h1 !== null) h1 += text;
        if (jsonLd !== null) jsonLd += text;
      },
      onclosetag(name) {
        if (name === "svg" && svgDepth > 0) svgDepth--;
        if (name === "title" && title !== null) {
          page.title = squash(title);
          title = null;
        }
        if (name === "h1" && h1 !== null) {
          page.h1 = squash(h1);
          h1 = null;
        }
        if (name === "script" && jsonLd !== null) {
          if (jsonLdBlocks++ < MAX_JSON_LD_BLOCKS) {
            try {
              collectTypes(JSON.parse(jsonLd) as unknown, types);
            } catch {
              page.jsonLdErrors++;
            }
          }
          jsonLd = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  page.jsonLdTypes = [...types].slice(0, 50);
  return page;
}

/** The @type values of the top-level nodes, of arrays of them and of an @graph. */
function collectTypes(node: unknown, types: Set<string>, depth = 0): void {
  if (depth > 3 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node.slice(0, 100)) collectTypes(item, types, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  for (const t of [record["@type"]].flat()) if (typeof t === "string" && t.trim()) types.add(t.trim().slice(0, 100));
  if (record["@graph"] !== undefined) collectTypes(record["@graph"], types, depth + 1);
}
