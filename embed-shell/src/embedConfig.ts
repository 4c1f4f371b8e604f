// The configuration the BFF writes into the embed page (bff/src/embed/embedPage.ts), read once.
import type { EmbedPageConfig } from "@seo/contracts/partners";
/** The page configuration, one shape with the BFF that writes it. */
export type EmbedConfig = EmbedPageConfig;

export function readEmbedConfig(doc: Document = document): EmbedConfig {
  const el = doc.getElementById("embed-config");
  if (!el?.textContent) throw new Error("This page is not an embed page");
  const c = JSON.parse(el.textContent) as Partial<EmbedConfig>;
  const str = (v: unknown): v is string => typeof v === "string" && v.length > 0;
  if (!str(c.tool) || !str(c.remote) || !str(c.page) || !str(c.token) || !str(c.parentOrigin) || !str(c.route)) {
    throw new Error("The embed configuration is incomplete");
  }
  return c as EmbedConfig;
}
