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

/** Where each meta tag's content goes: the page's field, or its Open Graph or Twitter card's. */
const META_FIELDS = new Map<string, (page: LivePage) => [Record<string, unknown>, string]>([
  ["description", (page) => [page, "description"]],
  ["robots", (page) => [page, "robotsMeta"]],
  ["og:title", (page) => [page.openGraph, "title"]],
  ["og:description", (page) => [page.openGraph, "description"]],
  ["og:image", (page) => [page.openGraph, "image"]],
  ["twitter:card", (page) => [page.twitter, "card"]],
  ["twitter:title", (page) => [page.twitter, "title"]],
  ["twitter:description", (page) => [page.twitter, "description"]],
]);

/** A <meta name|property content>: the first one of each kind with content wins. */
function metaTag(page: LivePage, attrs: Record<string, string>): void {
  const key = (attrs.name ?? attrs.property ?? "").trim().toLowerCase();
  if (!key || attrs.content === undefined) return;
  const value = squash(attrs.content);
  const to = value ? META_FIELDS.get(key)?.(page) : undefined;
  if (to && to[0][to[1]] === undefined) to[0][to[1]] = value;
}

/** A <link href>: the first canonical, and every hreflang alternate. */
function linkTag(page: LivePage, href: string, attrs: Record<string, string>, base: string): void {
  const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("canonical") && page.canonical === undefined) page.canonical = absolute(href, base);
  if (rel.includes("alternate") && attrs.hreflang)
    page.hreflang.push({ lang: attrs.hreflang.trim(), href: absolute(href, base) });
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
        if (name === "meta") metaTag(page, attrs);
        if (name === "link" && attrs.href) linkTag(page, attrs.href, attrs, finalUrl);
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
