import { EventEmitter } from "node:events";
import { createLogger, withLogContext, type LoggerOptions } from "./logger";
import { installProcessHandlers } from "./processHandlers";

function capture(level: LoggerOptions["level"] = "info") {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("test-service", { level, destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

describe("createLogger", () => {
  it("writes one JSON line per event with time, level name, service, message and fields", () => {
    const { log, lines } = capture();
    log.info("listening", { port: 4101 });
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", service: "test-service", msg: "listening", port: 4101, time: expect.any(String) }),
    ]);
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it("honours the level: below it nothing is written, silent writes nothing at all", () => {
    const warn = capture("warn");
    warn.log.info("not shown");
    warn.log.debug("not shown");
    warn.log.warn("shown");
    warn.log.error("shown too");
    expect(warn.lines.map((l) => [l.level, l.msg])).toEqual([
      ["warn", "shown"],
      ["error", "shown too"],
    ]);
    const silent = capture("silent");
    silent.log.fatal("nothing");
    expect(silent.lines).toEqual([]);
  });

  it("adds the request id to every line written while the request is handled, across awaits", async () => {
    const { log, lines } = capture();
    const deep = async () => {
      await new Promise((r) => setTimeout(r, 5));
      log.warn("deep inside");
    };
    await withLogContext({ requestId: "req-1" }, async () => {
      log.info("start");
      await deep();
    });
    log.info("after");
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ["start", "req-1"],
      ["deep inside", "req-1"],
      ["after", undefined],
    ]);
  });

  it("keeps two concurrent requests' ids apart", async () => {
    const { log, lines } = capture();
    const handle = (id: string, delay: number) =>
      withLogContext({ requestId: id }, async () => {
        await new Promise((r) => setTimeout(r, delay));
        log.info(`done ${id}`);
      });
    await Promise.all([handle("a", 10), handle("b", 1)]);
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ["done b", "b"],
      ["done a", "a"],
    ]);
  });

  it("makes children that add fixed fields", () => {
    const { log, lines } = capture();
    log.child({ upstream: "TrendSpy" }).warn("slow");
    expect(lines[0]).toEqual(expect.objectContaining({ upstream: "TrendSpy", msg: "slow", service: "test-service" }));
  });
});

describe("installProcessHandlers", () => {
  it("logs an uncaught exception with its stack and exits 1", () => {
    const { log, lines } = capture();
    const proc = new EventEmitter();
    const exit = jest.fn();
    installProcessHandlers(log, { proc, exit });
    proc.emit("uncaughtException", new Error("kaboom"), "uncaughtException");
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines[0]).toEqual(
      expect.objectContaining({
        level: "fatal",
        msg: "uncaught exception",
        error: "kaboom",
        stack: expect.stringContaining("kaboom"),
      }),
    );
  });

  it("logs an unhandled rejection, with the request id of the request that left it, and exits 1", () => {
    const { log, lines } = capture();
    const proc = new EventEmitter();
    const exit = jest.fn();
    installProcessHandlers(log, { proc, exit });
    withLogContext({ requestId: "req-9" }, () => proc.emit("unhandledRejection", "not an Error"));
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines[0]).toEqual(
      expect.objectContaining({ level: "fatal", msg: "unhandled promise rejection", error: "not an Error", requestId: "req-9" }),
    );
  });
});
