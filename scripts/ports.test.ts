import { readFileSync } from "node:fs";
import net from "node:net";
import { freePortBlock } from "./ports.cjs";

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
