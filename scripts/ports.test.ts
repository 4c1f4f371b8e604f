import { readFileSync } from "node:fs";
import net from "node:net";
import { freePortBlock, isBadPort } from "./ports.cjs";

const listenOn = (port: number) =>
  new Promise<net.Server>((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(port, "127.0.0.1", () => resolve(srv));
  });

it("gives consecutive ports that a server can listen on, all below the ephemeral range", async () => {
  const ephemeral = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
  const base = await freePortBlock(8);
  expect(base).toBeGreaterThanOrEqual(10_000);
  expect(base + 8).toBeLessThanOrEqual(ephemeral);
  const servers = await Promise.all(Array.from({ length: 8 }, (_, i) => listenOn(base + i)));
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
});

it("never gives a block that holds a port browsers and fetch refuse (10080)", async () => {
  expect(isBadPort(10080)).toBe(true);
  // Blocks of 8 in [10075, 10090): only those starting at 10081 or 10082 leave 10080 out.
  for (let i = 0; i < 20; i++) {
    const base = await freePortBlock(8, { from: 10_075, to: 10_090 });
    expect(base).toBeGreaterThanOrEqual(10_081);
    expect(base + 8).toBeLessThanOrEqual(10_090);
  }
});
