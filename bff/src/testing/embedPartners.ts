// What the embedding suites share: a partner row (a shop with generous limits unless told), the
// embed page requested for its key, and the config the page carries for its frame.
import request from "supertest";
import type { PrismaClient } from "@seo/db/client";

export type PartnerFields = Partial<{
  monthlyQuota: number;
  visitorDailyLimit: number;
  allowedOrigins: string[];
  enabled: boolean;
}>;

/** Adds an enabled partner "Shop" with `key`, allowed at `origin`; resolves the key. */
export async function addShopPartner(prisma: PrismaClient, key: string, origin: string, fields: PartnerFields = {}) {
  await prisma.partner.create({
    data: { key, name: "Shop", allowedOrigins: [origin], monthlyQuota: 100, visitorDailyLimit: 100, enabled: true, ...fields },
  });
  return key;
}

/** The SeoSnapshot embed page for a partner key, as a partner page at `origin` asks for it. */
export function requestEmbedPage(baseUrl: string, key: string, origin: string) {
  return request(baseUrl).get(`/embed/seosnapshot?key=${encodeURIComponent(key)}&origin=${encodeURIComponent(origin)}`);
}

/** The JSON the embed page carries in script#embed-config. */
export function embedConfigOf<T>(html: string): T {
  const m = /<script id="embed-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!m) throw new Error("no embed config in the page");
  return JSON.parse(m[1]!) as T;
}
