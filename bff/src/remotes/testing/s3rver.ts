// A local S3-compatible server (s3rver) for tests of the shared remote store: a random loopback
// port, a temporary directory, one bucket. Its fixed credentials are S3RVER / S3RVER.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The REMOTES_S3_* environment (and credentials) that points a process at it. */
  env(prefix?: string): Record<string, string>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = "remotes-test"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    credentials,
    env: (prefix = "remotes/") => ({
      REMOTES_S3_BUCKET: bucket,
      REMOTES_S3_PREFIX: prefix,
      REMOTES_S3_ENDPOINT: endpoint,
      REMOTES_S3_REGION: "us-east-1",
      REMOTES_S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
