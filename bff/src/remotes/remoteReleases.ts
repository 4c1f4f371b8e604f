// The remote registry: per remote the pinned version, an optional canary and the last good version,
// kept in the database (remote_releases) with an audit row per change (remote_release_events), and
// the per-user /remotes.json built from it. A remote with no recorded deploy follows the store: it
// gets the most recently published version (what `npm run build` / `npm start` published), so a
// local build shows at once; from its first deploy on, only a deploy or a rollback changes it.
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
  published(name: string): PublishedVersion[];
  history(name: string, limit?: number): Promise<ReleaseEvent[]>;
  /** /remotes.json for one user (or device): `userKey` picks the canary bucket. */
  documentFor(userKey: string): Promise<RemotesDocument>;
  deploy(name: string, version: string, opts: { canaryPercent?: number; actor: string }): Promise<RemoteRelease>;
  rollback(name: string, opts: { actor: string }): Promise<RemoteRelease>;
}

/** The operator command that publishes a remote's build (the root package.json's publish:remote script). */
const publishCommand = (name: string) => `npm run publish:remote -- ${name}`;

export const manifestUrl = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;
/** The unversioned path of a remote's own build folder (before anything is published). */
const unversionedManifestUrl = (name: string) => `/remotes/${name}/mf-manifest.json`;

export function createRemoteReleases(deps: {
  prisma: PrismaClient;
  store: RemoteStore;
  /** The registry's remotes, in order. */
  names: readonly string[];
  /** Remote name to a manifest URL set by the operator (REMOTE_<NAME>_URL); absolute ones bypass the registry. */
  configured?: Record<string, string>;
  /** How long rows are reused between database reads (changes made by the CLI show after this). */
  cacheMs?: number;
  now?: () => number;
}): RemoteReleases {
  const { prisma, store, names } = deps;
  const cacheMs = deps.cacheMs ?? 2_000;
  const now = deps.now ?? Date.now;
  let cached: { at: number; rows: Promise<Map<string, RemoteRelease>> } | null = null;

  const known = (name: string) => {
    if (!names.includes(name)) throw new ReleaseError(`Unknown remote: ${name}`, 404, "name");
  };
  const external = (name: string) => {
    const url = deps.configured?.[name];
    return url && /^https?:\/\//i.test(url) ? url : undefined;
  };

  async function readRows(): Promise<Map<string, RemoteRelease>> {
    const rows = await prisma.remoteRelease.findMany();
    const byName = new Map(rows.map((r) => [r.name, r]));
    return new Map(
      names.map((name) => {
        const row = byName.get(name);
        const release: RemoteRelease = row
          ? {
              name,
              recorded: true,
              pinnedVersion: row.pinnedVersion,
              canaryVersion: row.canaryVersion,
              canaryPercent: row.canaryPercent,
              lastGoodVersion: row.lastGoodVersion,
              updatedBy: row.updatedBy,
              updatedAt: row.updatedAt.toISOString(),
            }
          : {
              name,
              recorded: false,
              pinnedVersion: store.latest(name) ?? "",
              canaryVersion: null,
              canaryPercent: 0,
              lastGoodVersion: null,
              updatedBy: null,
              updatedAt: null,
            };
        return [name, release];
      }),
    );
  }

  function rows(): Promise<Map<string, RemoteRelease>> {
    if (!cached || now() - cached.at > cacheMs) {
      const entry = { at: now(), rows: readRows() };
      cached = entry;
      // A failed read is not reused.
      entry.rows.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.rows;
  }

  async function change(
    name: string,
    actor: string,
    decide: (current: ReleaseState | null) => ReleaseChange,
  ): Promise<RemoteRelease> {
    known(name);
    if (!actor.trim()) throw new ReleaseError("Say who makes the change", 400, "actor");
    await prisma.$transaction(async (tx) => {
      const row = await tx.remoteRelease.findUnique({ where: { name } });
      const result = decide(row);
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
    cached = null;
    return (await rows()).get(name)!;
  }

  return {
    async list() {
      return [...(await rows()).values()];
    },
    published: (name) => {
      known(name);
      return store.versions(name);
    },
    async history(name, limit = 20) {
      known(name);
      const events = await prisma.remoteReleaseEvent.findMany({ where: { name }, orderBy: { id: "desc" }, take: limit });
      return events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
    },
    async documentFor(userKey) {
      const all = await rows();
      const doc: RemotesDocument = {};
      const versions: Record<string, string> = {};
      const fallbacks: Record<string, string> = {};
      for (const name of names) {
        const override = external(name);
        const release = all.get(name)!;
        if (override || !release.pinnedVersion) {
          doc[name] = override ?? deps.configured?.[name] ?? unversionedManifestUrl(name);
          continue;
        }
        const { version, fallback } = versionFor(release, name, userKey);
        doc[name] = manifestUrl(name, version);
        versions[name] = version;
        if (fallback && store.has(name, fallback)) fallbacks[name] = manifestUrl(name, fallback);
      }
      doc.$versions = versions;
      doc.$fallbacks = fallbacks;
      return doc;
    },
    deploy(name, version, opts) {
      known(name);
      const wanted = version === "latest" ? (store.latest(name) ?? "") : version;
      if (!store.has(name, wanted)) {
        throw new ReleaseError(
          `Version ${version} of ${name} is not published (publish it first: ${publishCommand(name)})`,
          400,
          "version",
        );
      }
      return change(name, opts.actor, (current) => deploy(current, wanted, opts.canaryPercent));
    },
    rollback(name, opts) {
      return change(name, opts.actor, (current) => {
        const result = rollback(current);
        if (!store.has(name, result.version))
          throw new ReleaseError(`Version ${result.version} of ${name} is no longer in the store`, 409, "version");
        return result;
      });
    },
  };
}
