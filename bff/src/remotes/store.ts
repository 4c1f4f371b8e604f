// The versioned store of built remotes, read side (scripts/remote-store.mjs writes it): one folder
// per published version, <store>/<name>/<version>/, never changed once there, and
// <store>/<name>/versions.json listing the versions in publishing order.
import fs from "node:fs";
import path from "node:path";

/** "<package version>-<10 hex of the build>", as scripts/remote-store.mjs names them. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

export interface PublishedVersion {
  version: string;
  publishedAt: string;
}

export interface RemoteStore {
  readonly dir: string;
  /** Published versions of a remote, oldest first. */
  versions(name: string): PublishedVersion[];
  /** Whether this version of the remote is published (its manifest is there). */
  has(name: string, version: string): boolean;
  /** The most recently published version, if any. */
  latest(name: string): string | undefined;
  /** Folder of one published version. */
  pathOf(name: string, version: string): string;
}

export function createRemoteStore(dir: string): RemoteStore {
  const pathOf = (name: string, version: string) => path.join(dir, name, version);
  const has = (name: string, version: string) =>
    VERSION_PATTERN.test(version) && fs.existsSync(path.join(pathOf(name, version), "mf-manifest.json"));
  const versions = (name: string): PublishedVersion[] => {
    try {
      const list = JSON.parse(fs.readFileSync(path.join(dir, name, "versions.json"), "utf8")) as unknown;
      if (!Array.isArray(list)) return [];
      return list.filter(
        (v): v is PublishedVersion => typeof v?.version === "string" && VERSION_PATTERN.test(v.version) && has(name, v.version),
      );
    } catch {
      return [];
    }
  };
  return { dir, versions, has, latest: (name) => versions(name).at(-1)?.version, pathOf };
}

/** REMOTES_DIR when set, else <DATA_DIR>/remotes (the same rule as scripts/remote-store.mjs). */
export function remoteStoreDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return path.resolve(env.REMOTES_DIR || path.join(dataDir, "remotes"));
}
