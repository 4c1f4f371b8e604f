import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLifecycle } from "./lifecycle";
import { silentLogger } from "./logger";

/** A server whose /slow answers after `ms`, and /fast at once. */
async function server(slowMs: number) {
  const s = http.createServer((req, res) => {
    if (req.url === "/slow") setTimeout(() => res.end("slow done"), slowMs).unref();
    else res.end("fast");
  });
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
  const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
  return { s, url };
}

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.text(), connection: res.headers.get("connection") };
};

describe("graceful shutdown", () => {
  test("unready at once, serves through the pause, then refuses new connections, finishes requests under way, cleans up, exits 0", async () => {
    const { s, url } = await server(600);
    const events: string[] = [];
    const exitCodes: number[] = [];
    const lifecycle = createLifecycle(s, {
      delayMs: 300,
      graceMs: 5_000,
      log: silentLogger,
      onDrained: () => void events.push("cleaned up"),
      exit: (code) => void exitCodes.push(code),
    });
    expect(lifecycle.accepting()).toBe(true);

    const slow = get(`${url}/slow`); // under way when the signal comes
    await new Promise((r) => setTimeout(r, 50));
    const done = lifecycle.shutdown("SIGTERM");
    expect(lifecycle.accepting()).toBe(false);

    // During the pause it still serves, and asks keep-alive clients to close.
    const during = await get(`${url}/fast`);
    expect(during).toEqual({ status: 200, body: "fast", connection: "close" });

    await new Promise((r) => setTimeout(r, 400)); // past the pause
    await expect(fetch(`${url}/fast`)).rejects.toThrow();
    expect(events).toEqual([]); // the slow request is still under way

    expect((await slow).body).toBe("slow done");
    await done;
    expect(events).toEqual(["cleaned up"]);
    expect(exitCodes).toEqual([0]);
  });

  test("a request that outlives the grace period is cut, then the clean-up runs; a second signal changes nothing", async () => {
    const { s, url } = await server(10_000);
    const exitCodes: number[] = [];
    let cleanups = 0;
    const lifecycle = createLifecycle(s, {
      delayMs: 0,
      graceMs: 200,
      log: silentLogger,
      onDrained: () => void cleanups++,
      exit: (code) => void exitCodes.push(code),
    });
    const slow = fetch(`${url}/slow`).then(
      () => "answered",
      () => "cut",
    );
    await new Promise((r) => setTimeout(r, 50));
    const first = lifecycle.shutdown("SIGTERM");
    const second = lifecycle.shutdown("SIGTERM");
    await Promise.all([first, second]);
    expect(await slow).toBe("cut");
    expect(cleanups).toBe(1);
    expect(exitCodes).toEqual([0]);
  });
});
