// The remote store this process uses: S3-compatible storage when REMOTES_S3_BUCKET is configured
// (every replica sees the same versions), else the local folder (REMOTES_DIR, else DATA_DIR/remotes).
import type { AppConfig } from "@seo/config/env";
import { createRemoteStore, remoteStoreDir, type RemoteStore } from "./store";

export function configuredRemoteStore(
  config: Pick<AppConfig, "remoteStore" | "dataDir">,
  env: NodeJS.ProcessEnv = process.env,
  /** The local folder to use when no bucket is configured (tests); default REMOTES_DIR or DATA_DIR/remotes. */
  dir?: string,
): RemoteStore {
  const { s3, cdnUrl } = config.remoteStore;
  if (s3) {
    // Loaded only where a bucket is configured: the AWS SDK costs ~20 MB and 0.15 s at start-up.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { createS3RemoteStore } = require("./s3Store") as typeof import("./s3Store");
    return createS3RemoteStore({ ...s3, cdnUrl });
  }
  return createRemoteStore(dir ?? remoteStoreDir(env, config.dataDir));
}
