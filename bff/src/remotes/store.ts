// The versioned store of built remotes, read side (scripts/remote-store.mjs publishes into it): per
// remote, one folder (or key prefix) per published version, <name>/<version>/, never changed once
// there, and <name>/versions.json listing the versions in publishing order. Two places hold it: a
// local folder (the embedded default, DATA_DIR/remotes or REMOTES_DIR) and S3-compatible object
// storage shared by every BFF replica (s3Store.ts, REMOTES_S3_BUCKET). docs/operating/remote-store.md
import fs from "node:fs";
import path from "node:path";
import type { RequestHandler, Response } from "express";
import { staticWithPrecompressed } from "../http/precompressed";

/** "<package version>-<10 hex of the build>", as scripts/remote-store.mjs names them. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

export interface PublishedVersion {
  version: string;
  publishedAt: string;
}

export interface ServeOptions {
  /** Headers of a file about to be sent (Cache-Control); `file` is its path inside the version. */
  setHeaders: (res: Response, file: string) => void;
  /** Serve *.map files (else 404). */
  sourceMaps: boolean;
}

export interface RemoteStore {
  /** Where the store is, for operators' messages (a folder, or s3://bucket/prefix). */
  readonly where: string;
  /** Published versions of a remote, oldest first. */
  versions(name: string): Promise<PublishedVersion[]>;
  /** Whether this version of the remote is published (its manifest is there). */
  has(name: string, version: string): Promise<boolean>;
  /** The most recently published version, if any. */
  latest(name: string): Promise<string | undefined>;
  /**
   * Serves the files of one version the caller checked is published (`has`): GET and HEAD of a file
   * inside it, never a dotfile or anything outside; anything else goes on to `next`.
   */
  serve(name: string, version: string, options: ServeOptions): RequestHandler;
}

/** The local folder: today's single-machine store. */
export function createRemoteStore(dir: string): RemoteStore {
  const pathOf = (name: string, version: string) => path.join(dir, name, version);
  const hasSync = (name: string, version: string) =>
    VERSION_PATTERN.test(version) && fs.existsSync(path.join(pathOf(name, version), "mf-manifest.json"));
  const versions = (name: string): PublishedVersion[] => {
    try {
      const list = JSON.parse(fs.readFileSync(path.join(dir, name, "versions.json"), "utf8")) as unknown;
      if (!Array.isArray(list)) return [];
      return list.filter(
        (v): v is PublishedVersion =>
          typeof v?.version === "string" && VERSION_PATTERN.test(v.version) && hasSync(name, v.version),
      );
    } catch {
      return [];
    }
  };
  return {
    where: dir,
    versions: async (name) => versions(name),
    has: async (name, version) => hasSync(name, version),
    latest: async (name) => versions(name).at(-1)?.version,
    serve: (name, version, options) =>
      staticWithPrecompressed(pathOf(name, version), options.setHeaders, { sourceMaps: options.sourceMaps }),
  };
}

/** REMOTES_DIR when set, else <DATA_DIR>/remotes (the same rule as scripts/remote-store.mjs). */
export function remoteStoreDir(env: NodeJS.ProcessEnv, dataDir: string): string {
  return path.resolve(env.REMOTES_DIR || path.join(dataDir, "remotes"));
}
