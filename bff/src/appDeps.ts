import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import type { PrismaClient } from "@seo/db/client";
import type { KeyValueStore } from "./data/keyValueStore";

export interface Logger {
  info(msg: string, meta?: Record<string, unknown>): void;
  warn(msg: string, meta?: Record<string, unknown>): void;
  error(msg: string, meta?: Record<string, unknown>): void;
}

export interface AppDeps {
  config: AppConfig;
  prisma: PrismaClient;
  store: KeyValueStore;
  logger: Logger;
  /** Repository root holding shell/dist and mfe-*\/dist; found automatically when omitted. */
  staticRoot?: string;
  /** The versioned remote store (default: REMOTES_DIR, else DATA_DIR/remotes). */
  remoteStoreDir?: string;
  /** Injected clock for tests. */
  now?: () => Date;
  /** The tools the BFF gates and proxies (default: libs/registry's); config must be loaded with the same. */
  registry?: Registry;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** One JSON line per event: easy to grep locally and to ship in production. */
export function jsonLogger(level = "info"): Logger {
  const order = ["debug", "info", "warn", "error"];
  const min = Math.max(0, order.indexOf(level));
  const log = (lvl: string) => (msg: string, meta?: Record<string, unknown>) => {
    if (order.indexOf(lvl) < min) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, service: "bff", msg, ...meta });
    (lvl === "error" ? process.stderr : process.stdout).write(line + "\n");
  };
  return { info: log("info"), warn: log("warn"), error: log("error") };
}
