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

  it("warms up once the port is open, and a failing warm-up is a warning, not a crash", async () => {
    const lines: string[] = [];
    const log = {
      ...quiet,
      info: (m: string) => void lines.push(`info ${m}`),
      warn: (m: string) => void lines.push(`warn ${m}`),
    };
    let listeningWhenWarmed: boolean | undefined;
    const server = startService(new Koa(), 0, "test", {
      log,
      processHandlers: false,
      warmUp: () => {
        listeningWhenWarmed = server.listening;
        throw new Error("dictionary missing");
      },
    });
    try {
      await new Promise<void>((r) => server.once("listening", () => setTimeout(r, 20)));
      expect(listeningWhenWarmed).toBe(true);
      expect(lines).toEqual(["info test service listening", "warn test service warm-up failed"]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
