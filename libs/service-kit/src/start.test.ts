import type { AddressInfo } from "node:net";
import Koa from "koa";
import { startService } from "./start";
import { silentLogger } from "@seo/log/logger";

const quiet = silentLogger;

describe("startService", () => {
  it("listens on loopback unless told otherwise: only the BFF on this machine reaches a service", async () => {
    const server = startService(new Koa(), 0, "test", { log: quiet, processHandlers: false });
    await new Promise<void>((r) => server.once("listening", () => r()));
    try {
      expect((server.address() as AddressInfo).address).toBe("127.0.0.1");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it("listens where SERVICE_HOST says (containers)", async () => {
    const server = startService(new Koa(), 0, "test", { log: quiet, processHandlers: false, host: "0.0.0.0" });
    await new Promise<void>((r) => server.once("listening", () => r()));
    try {
      expect((server.address() as AddressInfo).address).toBe("0.0.0.0");
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
