// The remote store this process uses: S3-compatible storage when REMOTES_S3_BUCKET is configured
// (every replica sees the same versions), else the local folder (REMOTES_DIR, else DATA_DIR/remotes).
import type { AppConfig } from "@seo/config/env";
import { createS3RemoteStore } from "./s3Store";
import { createRemoteStore, remoteStoreDir, type RemoteStore } from "./store";

export function configuredRemoteStore(
  config: Pick<AppConfig, "remoteStore" | "dataDir">,
  env: NodeJS.ProcessEnv = process.env,
  /** The local folder to use when no bucket is configured (tests); default REMOTES_DIR or DATA_DIR/remotes. */
  dir?: string,
): RemoteStore {
  const { s3, cdnUrl } = config.remoteStore;
  if (s3) return createS3RemoteStore({ ...s3, cdnUrl });
  return createRemoteStore(dir ?? remoteStoreDir(env, config.dataDir));
}
