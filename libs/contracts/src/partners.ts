// Partner embedding (docs/decisions/0014-partner-embedding-in-an-iframe.md): the admin API's partner payloads and the postMessage protocol between
// a partner page's loader (/embed.js) and the embedded tool. The loader itself stays free of zod (it
// must weigh a few KB), so the message shapes are plain types here and checked by hand there.
import { z } from "zod";

export const PARTNER_KEY_PATTERN = /^pk_[A-Za-z0-9_]{6,64}$/;

/** http(s) scheme://host[:port], nothing else (no path, credentials, query or wildcard). */
const origin = z
  .string()
  .trim()
  .max(200)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/, "An origin is scheme://host[:port], e.g. https://shop.example.com")
  .transform((v) => new URL(v).origin);

// Names are shown to the admin and in logs only; control characters and markup brackets are refused
// so that a name can never turn into markup anywhere it is rendered.
const name = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(100)
  .regex(/^[^<>\p{Cc}]+$/u, "Name may not contain < > or control characters");

const count = z.number().int("Must be a whole number").min(0).max(100_000_000);

export const partnerCreateSchema = z.object({
  key: z.string().regex(PARTNER_KEY_PATTERN, "Key is pk_ followed by 6-64 letters, digits or _").optional(),
  name,
  allowedOrigins: z.array(origin).min(1, "At least one allowed origin").max(20),
  monthlyQuota: count,
  visitorDailyLimit: count,
  enabled: z.boolean().optional(),
});
export type PartnerCreateInput = z.infer<typeof partnerCreateSchema>;

export const partnerUpdateSchema = partnerCreateSchema.omit({ key: true }).partial();
export type PartnerUpdateInput = z.infer<typeof partnerUpdateSchema>;

export interface PartnerView {
  key: string;
  name: string;
  allowedOrigins: string[];
  monthlyQuota: number;
  visitorDailyLimit: number;
  enabled: boolean;
  createdAt: string;
  /** Tool calls counted this month (UTC). */
  usedThisMonth?: number;
}

/** Which limit refused an embedded tool call. */
export type EmbedLimit = "visitor" | "address" | "partner";
export const EMBED_LIMIT_CODE = "EMBED_LIMIT_REACHED";

/** Messages the embedded tool posts to the partner page (every one tagged with `source`). */
export const EMBED_MESSAGE_SOURCE = "rankforge-embed";
export type EmbedMessage =
  | { source: typeof EMBED_MESSAGE_SOURCE; type: "ready"; tool: string }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: "resize"; height: number }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: "result"; tool: string; result: unknown }
  | { source: typeof EMBED_MESSAGE_SOURCE; type: "error"; tool: string; status: number; message: string }
  | {
      source: typeof EMBED_MESSAGE_SOURCE;
      type: "quota";
      tool: string;
      limit: EmbedLimit;
      retryAfterSeconds: number;
      message: string;
    };

/** What the partner page may send into the frame. */
export type EmbedCommand = { source: typeof EMBED_MESSAGE_SOURCE; type: "theme"; theme: "light" | "dark" };

/** The configuration the BFF writes into an embed page (/embed/<tool>) and the embed shell reads back. */
export interface EmbedPageConfig {
  tool: string;
  title: string;
  route: string;
  remote: string;
  page: string;
  token: string;
  expiresAt: number;
  parentOrigin: string;
  productUrl: string;
  toolUrl: string;
  theme: "light" | "dark";
}
