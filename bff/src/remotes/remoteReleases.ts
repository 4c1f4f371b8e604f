// The remote registry: per remote the pinned version, an optional canary and the last good version,
// kept in the database (remote_releases) with an audit row per change (remote_release_events), and
// the per-user /remotes.json built from it. A remote with no recorded deploy follows the store: it
// gets the most recently published version (what `npm run build` / `npm start` published), so a
// local build shows at once; from its first deploy on, only a deploy or a rollback changes it.
// When the database cannot be read, /remotes.json is answered from the last registry this process
// read (marked stale), so tool pages keep loading through a database outage.
import type { PrismaClient } from "@seo/db/client";
import { deploy, rollback, ReleaseError, versionFor, type ReleaseChange, type ReleaseState } from "./releases";
import type { PublishedVersion, RemoteStore } from "./store";

export interface RemoteRelease extends ReleaseState {
  name: string;
  /** Whether a deploy was recorded (else the remote follows the latest published version). */
  recorded: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface ReleaseEvent {
  name: string;
  action: string;
  version: string | null;
  previousVersion: string | null;
  canaryPercent: number | null;
  actor: string;
  createdAt: string;
}

/** The body of /remotes.json: each remote's manifest URL, plus the versions and fallbacks. */
export type RemotesDocument = Record<string, string | Record<string, string>>;

export interface RemoteReleases {
  /** Every remote's release (in registry order). */
  list(): Promise<RemoteRelease[]>;
  published(name: string): Promise<PublishedVersion[]>;
  history(name: string, limit?: number): Promise<ReleaseEvent[]>;
  /**
   * /remotes.json for one user (or device): `userKey` picks the canary bucket. `stale`: the database
   * could not be read and the document comes from the last registry read before.
   */
  documentFor(userKey: string): Promise<{ document: RemotesDocument; stale: boolean }>;
  deploy(name: string, version: string, opts: { canaryPercent?: number; actor: string }): Promise<RemoteRelease>;
  rollback(name: string, opts: { actor: string }): Promise<RemoteRelease>;
}

/** The operator command that publishes a remote's build (the root package.json's publish:remote script). */
const publishCommand = (name: string) => `npm run publish:remote -- ${name}`;

export const manifestUrl = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;
/** The unversioned path of a remote's own build folder (before anything is published). */
const unversionedManifestUrl = (name: string) => `/remotes/${name}/mf-manifest.json`;

type ReleaseRow = Awaited<ReturnType<PrismaClient["remoteRelease"]["findMany"]>>[number];

/** A remote's release as recorded, or (never deployed) following the latest build in the store. */
async function releaseOf(name: string, row: ReleaseRow | undefined, store: RemoteStore): Promise<RemoteRelease> {
  if (!row)
    return {
      name,
      recorded: false,
      pinnedVersion: (await store.latest(name)) ?? "",
      canaryVersion: null,
      canaryPercent: 0,
      lastGoodVersion: null,
      updatedBy: null,
      updatedAt: null,
    };
  return {
    name,
    recorded: true,
    pinnedVersion: row.pinnedVersion,
    canaryVersion: row.canaryVersion,
    canaryPercent: row.canaryPercent,
    lastGoodVersion: row.lastGoodVersion,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Applies a release change and its history event in one transaction. */
async function recordChange(
  prisma: PrismaClient,
  name: string,
  actor: string,
  decide: (current: ReleaseState | null) => ReleaseChange | Promise<ReleaseChange>,
): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const row = await tx.remoteRelease.findUnique({ where: { name } });
    const result = await decide(row);
    const data = { ...result.next, updatedBy: actor };
    await tx.remoteRelease.upsert({ where: { name }, create: { name, ...data }, update: data });
    await tx.remoteReleaseEvent.create({
      data: {
        name,
        action: result.action,
        version: result.version,
        previousVersion: result.previousVersion,
        canaryPercent: result.canaryPercent,
        actor,
      },
    });
  });
}

/** Where a remote is loaded from: a fixed URL, or a published version (with the version to fall back to). */
type RemoteChoice = { url: string } | { version: string; fallback: string | null };

/** The /remotes.json document: each remote's manifest URL, plus the versions chosen and their fallbacks. */
async function remotesDocument(
  names: readonly string[],
  choose: (name: string) => Promise<RemoteChoice>,
): Promise<RemotesDocument> {
  const doc: RemotesDocument = {};
  const versions: Record<string, string> = {};
  const fallbacks: Record<string, string> = {};
  const choices = await Promise.all(names.map(choose));
  for (const [i, name] of names.entries()) {
    const choice = choices[i]!;
    if ("url" in choice) {
      doc[name] = choice.url;
      continue;
    }
    doc[name] = manifestUrl(name, choice.version);
    versions[name] = choice.version;
    if (choice.fallback) fallbacks[name] = manifestUrl(name, choice.fallback);
  }
  doc.$versions = versions;
  doc.$fallbacks = fallbacks;
  return doc;
}

/** A value read at most once per `ttlMs` (a failed read is not reused); `drop` forces the next read. */
function readThroughCache<T>(ttlMs: number, now: () => number, read: () => Promise<T>) {
  let cached: { at: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      if (!cached || now() - cached.at > ttlMs) {
        const entry = { at: now(), value: read() };
        cached = entry;
        entry.value.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.value;
    },
    drop() {
      cached = null;
    },
  };
}

/** The published version `version` names ("latest": the newest), or a 400 saying how to publish it. */
async function publishedVersion(store: RemoteStore, name: string, version: string): Promise<string> {
  const wanted = version === "latest" ? ((await store.latest(name)) ?? "") : version;
  if (!(await store.has(name, wanted))) {
    throw new ReleaseError(
      `Version ${version} of ${name} is not published (publish it first: ${publishCommand(name)})`,
      400,
      "version",
    );
  }
  return wanted;
}

/**
 * The release rows of every registry remote, read through a short cache; when the database cannot
 * be read, the last rows read (stale), retried at most once per cache time.
 */
function registryReader(deps: RemoteReleasesDeps) {
  const { prisma, store, names } = deps;
  const cacheMs = deps.cacheMs ?? 2_000;
  const now = deps.now ?? Date.now;
  // The last registry read successfully, and when a read last failed (per process).
  let lastKnown: Map<string, RemoteRelease> | null = null;
  let failedAt = -Infinity;
  const cache = readThroughCache(cacheMs, now, async () => {
    const rows = await prisma.remoteRelease.findMany();
    const byName = new Map(rows.map((r) => [r.name, r]));
    const releases = await Promise.all(names.map((name) => releaseOf(name, byName.get(name), store)));
    const read = new Map(names.map((name, i) => [name, releases[i]!]));
    lastKnown = read;
    return read;
  });
  /** The registry, or (it cannot be read) the last one read, retried at most once per cache time. */
  async function rowsOrLastKnown(): Promise<{ releases: Map<string, RemoteRelease>; stale: boolean }> {
    if (lastKnown && now() - failedAt < Math.max(cacheMs, 1_000)) return { releases: lastKnown, stale: true };
    try {
      return { releases: await cache.get(), stale: false };
    } catch (err) {
      if (!lastKnown) throw err;
      failedAt = now();
      return { releases: lastKnown, stale: true };
    }
  }

  return { rows: cache.get, drop: () => cache.drop(), rowsOrLastKnown };
}

interface RemoteReleasesDeps {
  prisma: PrismaClient;
  store: RemoteStore;
  /** The registry's remotes, in order. */
  names: readonly string[];
  /** Remote name to a manifest URL set by the operator (REMOTE_<NAME>_URL); absolute ones bypass the registry. */
  configured?: Record<string, string>;
  /** How long rows are reused between database reads (changes made by the CLI show after this). */
  cacheMs?: number;
  now?: () => number;
}

export function createRemoteReleases(deps: RemoteReleasesDeps): RemoteReleases {
  const { prisma, store, names } = deps;
  const { rows, drop, rowsOrLastKnown } = registryReader(deps);

  const known = (name: string) => {
    if (!names.includes(name)) throw new ReleaseError(`Unknown remote: ${name}`, 404, "name");
  };
  const external = (name: string) => {
    const url = deps.configured?.[name];
    return url && /^https?:\/\//i.test(url) ? url : undefined;
  };

  async function change(
    name: string,
    actor: string,
    decide: (current: ReleaseState | null) => ReleaseChange | Promise<ReleaseChange>,
  ): Promise<RemoteRelease> {
    known(name);
    if (!actor.trim()) throw new ReleaseError("Say who makes the change", 400, "actor");
    await recordChange(prisma, name, actor, decide);
    drop();
    return (await rows()).get(name)!;
  }

  return {
    async list() {
      return [...(await rows()).values()];
    },
    async published(name) {
      known(name);
      return store.versions(name);
    },
    async history(name, limit = 20) {
      known(name);
      const events = await prisma.remoteReleaseEvent.findMany({ where: { name }, orderBy: { id: "desc" }, take: limit });
      return events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
    },
    async documentFor(userKey) {
      const { releases: all, stale } = await rowsOrLastKnown();
      const document = await remotesDocument(names, async (name) => {
        const override = external(name);
        const release = all.get(name)!;
        if (override || !release.pinnedVersion)
          return { url: override ?? deps.configured?.[name] ?? unversionedManifestUrl(name) };
        const { version, fallback } = versionFor(release, name, userKey);
        // A fallback the store cannot confirm (or cannot be asked about) is left out.
        const fallbackPublished = fallback ? await store.has(name, fallback).catch(() => false) : false;
        return { version, fallback: fallbackPublished ? fallback : null };
      });
      return { document, stale };
    },
    async deploy(name, version, opts) {
      known(name);
      const wanted = await publishedVersion(store, name, version);
      return change(name, opts.actor, (current) => deploy(current, wanted, opts.canaryPercent));
    },
    rollback(name, opts) {
      return change(name, opts.actor, async (current) => {
        const result = rollback(current);
        if (!(await store.has(name, result.version)))
          throw new ReleaseError(`Version ${result.version} of ${name} is no longer in the store`, 409, "version");
        return result;
      });
    },
  };
}
