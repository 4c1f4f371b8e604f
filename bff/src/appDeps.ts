import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import type { PrismaClient } from "@seo/db/client";
import type { KvStore } from "@seo/kv/store";
import type { Broadcast } from "@seo/kv/broadcast";
import type { Logger } from "@seo/log/logger";
import type { JobQueue } from "@seo/jobs/queue";
import type { RemoteStore } from "./remotes/store";

// The BFF logs with libs/log, like every other process; these names stay for its modules and tests.
export type { Logger };
export { silentLogger } from "@seo/log/logger";

export interface AppDeps {
  config: AppConfig;
  prisma: PrismaClient;
  store: KvStore;
  logger: Logger;
  /** Repository root holding shell/dist and mfe-*\/dist; found automatically when omitted. */
  staticRoot?: string;
  /** The versioned remote store (default: REMOTES_DIR, else DATA_DIR/remotes). */
  remoteStoreDir?: string;
  /** The remote store itself (default: S3 when configured, else the folder above). */
  remoteStore?: RemoteStore;
  /** Tells the other replicas of user changes (Redis pub/sub); none: this process only. */
  userBroadcast?: Broadcast;
  /** False once the process is shutting down: the readiness probe answers 503 (server.ts). */
  accepting?: () => boolean;
  /** Injected clock for tests. */
  now?: () => Date;
  /** The tools the BFF gates and proxies (default: libs/registry's); config must be loaded with the same. */
  registry?: Registry;
  /** The job queue the e-mail outbox is sent through; without it mails wait in the outbox. */
  jobs?: JobQueue;
}
