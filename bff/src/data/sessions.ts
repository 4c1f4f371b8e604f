// Server-side sessions in the key-value store. Logout deletes the record, so an id stops working at
// once. Each session also has a row in the database (user_sessions: browser, address, last seen),
// which is what the account page lists and what "sign out everywhere" walks: the store alone
// cannot list a user's sessions.
import { createHash } from "node:crypto";
import type { PrismaClient } from "@seo/db/client";
import type { KvStore } from "@seo/kv/store";
import {
  isWellFormedSessionId,
  newSessionId,
  newSessionRecord,
  parseSessionRecord,
  remainingTtlSeconds,
  sessionKey,
  type SessionRecord,
  type SessionTtls,
} from "../domain/sessionPolicy";

export interface ActiveSession {
  id: string;
  userId: number;
}

export interface SessionMeta {
  /** A short description of the browser ("Chrome on Linux"). */
  device: string;
  ip: string;
}

export interface ListedSession extends SessionMeta {
  /** Opaque: derived from the store key, never the cookie value. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  current: boolean;
}

/** "Last seen" is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 5 * 60_000;

/** The store key of a presented id, or null for one that cannot be a session id. */
const keyOf = (id: string | null | undefined) => (id && isWellFormedSessionId(id) ? sessionKey(id) : null);

const publicIdOf = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 22);

/** What every session operation works with. */
interface Sessions {
  store: KvStore;
  ttls: SessionTtls;
  clock: () => number;
  prisma?: PrismaClient;
}

export function createSessionRepository(
  store: KvStore,
  ttls: SessionTtls,
  clock: () => number = Date.now,
  prisma?: PrismaClient,
) {
  const s: Sessions = { store, ttls, clock, prisma };
  return {
    create: (userId: number, meta: SessionMeta = { device: "Unknown browser", ip: "" }) => createSession(s, userId, meta),
    resolve: (id: string, meta?: () => SessionMeta) => resolveSession(s, id, meta),
    async destroy(id: string): Promise<void> {
      if (isWellFormedSessionId(id)) await endKeys(s, [sessionKey(id)]);
    },
    listForUser: (userId: number, currentId: string | null) => listSessions(s, userId, currentId),
    destroyAllForUser: (userId: number, keepId?: string | null) => destroyAllForUser(s, userId, keepId),
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;

async function index(s: Sessions, key: string, userId: number, meta: SessionMeta, at: number) {
  if (!s.prisma) return;
  const when = new Date(at);
  await s.prisma.userSession.upsert({
    where: { keyHash: key },
    create: { keyHash: key, userId, device: meta.device, ip: meta.ip, createdAt: when, lastSeenAt: when },
    update: { lastSeenAt: when, ip: meta.ip },
  });
}

async function write(s: Sessions, key: string, record: SessionRecord, now: number) {
  await s.store.set(key, JSON.stringify(record), remainingTtlSeconds(record, s.ttls, now));
}

/**
 * Ends the sessions behind these store keys, in the store and in the index. The deletion is on disk
 * before this resolves (store.sync: the embedded store's journal, fsync'd), so a crash right after a
 * sign-out cannot bring the session back.
 */
async function endKeys(s: Sessions, keys: string[]) {
  await Promise.all(keys.map((key) => s.store.del(key)));
  if (keys.length) await s.store.sync?.();
  if (s.prisma && keys.length) await s.prisma.userSession.deleteMany({ where: { keyHash: { in: keys } } });
}

async function createSession(s: Sessions, userId: number, meta: SessionMeta): Promise<string> {
  const id = newSessionId();
  const now = s.clock();
  const key = sessionKey(id);
  const record: SessionRecord = { ...newSessionRecord(userId, s.ttls, now), lastSeenAt: now, indexed: Boolean(s.prisma) };
  await write(s, key, record, now);
  try {
    await index(s, key, userId, meta, now);
    // On disk before the sign-in is answered: a crash of this process must not sign the user out
    // (the embedded store otherwise writes at most once a second; docs/operating/durability.md).
    await s.store.sync?.();
  } catch (err) {
    await s.store.del(key); // a session nobody could list or end everywhere is not handed out
    throw err;
  }
  return id;
}

/**
 * The live session for this id, sliding its idle expiry; null when unknown or expired. `meta`
 * (the current request's browser and address, asked for only when due) refreshes "last seen"
 * every few minutes.
 */
async function resolveSession(s: Sessions, id: string, meta?: () => SessionMeta): Promise<ActiveSession | null> {
  if (!isWellFormedSessionId(id)) return null;
  const key = sessionKey(id);
  const record = parseSessionRecord(await s.store.get(key));
  if (!record) return null;
  const now = s.clock();
  const ttl = remainingTtlSeconds(record, s.ttls, now);
  if (ttl <= 0) {
    await endKeys(s, [key]);
    return null;
  }
  const stale = !record.indexed || now - (record.lastSeenAt ?? 0) >= LAST_SEEN_EVERY_MS;
  if (s.prisma && meta && stale) {
    // A session from before the index existed is added to it on its next request.
    await index(s, key, record.userId, meta(), now);
    await write(s, key, { ...record, lastSeenAt: now, indexed: true }, now);
  } else {
    await s.store.expire(key, ttl);
  }
  return { id, userId: record.userId };
}

/** The user's signed-in browsers, newest activity first; rows whose session ended are dropped. */
async function listSessions(s: Sessions, userId: number, currentId: string | null): Promise<ListedSession[]> {
  const { prisma, store } = s;
  if (!prisma) return [];
  const currentKey = keyOf(currentId);
  const rows = await prisma.userSession.findMany({ where: { userId }, orderBy: { lastSeenAt: "desc" }, take: 100 });
  const alive = await Promise.all(rows.map(async (r) => (await store.get(r.keyHash)) !== null));
  const gone = rows.filter((_, i) => !alive[i]).map((r) => r.keyHash);
  if (gone.length) await prisma.userSession.deleteMany({ where: { keyHash: { in: gone } } });
  return rows
    .filter((_, i) => alive[i])
    .map((r) => ({
      id: publicIdOf(r.keyHash),
      device: r.device,
      ip: r.ip,
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      current: r.keyHash === currentKey,
    }));
}

/** Ends every session of the user except `keepId` (none when omitted); returns how many ended. */
async function destroyAllForUser(s: Sessions, userId: number, keepId?: string | null): Promise<number> {
  if (!s.prisma) return 0;
  const keep = keyOf(keepId);
  const rows = await s.prisma.userSession.findMany({ where: { userId }, select: { keyHash: true } });
  const keys = rows.map((r) => r.keyHash).filter((k) => k !== keep);
  await endKeys(s, keys);
  return keys.length;
}
