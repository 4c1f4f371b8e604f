// Partner rows (libs/db model Partner): lookups by key with a short in-process cache (every embed page
// load and embedded tool call needs one), admin writes that drop it, and the demo partner of the
// embedded default.
import { randomBytes } from "node:crypto";
import type { Partner, PrismaClient } from "@seo/db/client";
import type { PartnerCreateInput, PartnerUpdateInput, PartnerView } from "@seo/contracts/partners";

/** A partner as the BFF reads it: the database model's columns (its update time is not used). */
export type PartnerRow = Omit<Partner, "updatedAt">;

/** The embedded default's demo partner (never in production: seeded only with the demo accounts). */
export const DEMO_PARTNER = {
  key: "pk_test_demo",
  name: "Demo partner",
  allowedOrigins: ["http://localhost:8090", "http://127.0.0.1:8090"],
  monthlyQuota: 1000,
  visitorDailyLimit: 20,
} as const;

export const newPartnerKey = () => `pk_live_${randomBytes(18).toString("base64url").replace(/-/g, "_")}`;

export function partnerView(p: PartnerRow, usedThisMonth?: number): PartnerView {
  return {
    key: p.key,
    name: p.name,
    allowedOrigins: [...p.allowedOrigins],
    monthlyQuota: p.monthlyQuota,
    visitorDailyLimit: p.visitorDailyLimit,
    enabled: p.enabled,
    createdAt: p.createdAt.toISOString(),
    ...(usedThisMonth === undefined ? {} : { usedThisMonth }),
  };
}

export function createPartnerRepository(prisma: PrismaClient, opts: { cacheTtlMs?: number; now?: () => number } = {}) {
  const ttl = opts.cacheTtlMs ?? 5_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { row: PartnerRow | null; at: number }>();
  const select = {
    id: true,
    key: true,
    name: true,
    allowedOrigins: true,
    monthlyQuota: true,
    visitorDailyLimit: true,
    enabled: true,
    createdAt: true,
  } as const;

  return {
    /** The partner with this key, or null (unknown). Cached for a few seconds. */
    async byKey(key: string): Promise<PartnerRow | null> {
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.row;
      const row = await prisma.partner.findUnique({ where: { key }, select });
      if (cache.size > 10_000) cache.clear(); // made-up keys must not grow memory without bound
      cache.set(key, { row, at: now() });
      return row;
    },
    async list(): Promise<PartnerRow[]> {
      return prisma.partner.findMany({ orderBy: { id: "asc" }, select });
    },
    /** Creates a partner; null when the key is taken. */
    async create(input: PartnerCreateInput): Promise<PartnerRow | null> {
      const key = input.key ?? newPartnerKey();
      try {
        const row = await prisma.partner.create({
          data: {
            key,
            name: input.name,
            allowedOrigins: [...new Set(input.allowedOrigins)],
            monthlyQuota: input.monthlyQuota,
            visitorDailyLimit: input.visitorDailyLimit,
            enabled: input.enabled ?? true,
          },
          select,
        });
        cache.delete(key);
        return row;
      } catch (err) {
        if ((err as { code?: string }).code === "P2002") return null;
        throw err;
      }
    },
    /** Updates a partner; null when there is none with this key. */
    async update(key: string, input: PartnerUpdateInput): Promise<PartnerRow | null> {
      cache.delete(key);
      const data = { ...input, ...(input.allowedOrigins ? { allowedOrigins: [...new Set(input.allowedOrigins)] } : {}) };
      const result = await prisma.partner.updateMany({ where: { key }, data });
      cache.delete(key);
      if (result.count === 0) return null;
      return prisma.partner.findUnique({ where: { key }, select });
    },
    /** Drops every cached row (tests; an operator's CLI change shows within the cache TTL anyway). */
    forget() {
      cache.clear();
    },
  };
}
export type PartnerRepository = ReturnType<typeof createPartnerRepository>;

/** Creates the demo partner when it is missing (outside production only; callers check). */
export async function seedDemoPartner(prisma: PrismaClient): Promise<boolean> {
  const existing = await prisma.partner.findUnique({ where: { key: DEMO_PARTNER.key } });
  if (existing) return false;
  try {
    await prisma.partner.create({ data: { ...DEMO_PARTNER, allowedOrigins: [...DEMO_PARTNER.allowedOrigins] } });
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") return false; // another process seeded it
    throw err;
  }
}
