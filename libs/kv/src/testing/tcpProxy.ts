// A TCP proxy a test controls, standing in for the network between a process and its database or
// Redis: it forwards bytes both ways until told to black-hole them (connections stay open, nothing
// passes, new connections are accepted and hang: a frozen server or a partition), to refuse
// (existing connections are reset and new ones refused: a killed server), or to pass again.
import net from "node:net";

export type ProxyMode = "pass" | "blackhole" | "refuse";

export interface TcpProxy {
  readonly port: number;
  readonly url: (scheme: string, pathAndQuery?: string) => string;
  mode(): ProxyMode;
  /** Stop forwarding: connections stay open and silent, new ones are accepted and hang. */
  blackHole(): void;
  /** Reset every connection and refuse new ones (as a killed server would). */
  refuse(): void;
  /** Forward again, delivering late what waited meanwhile. */
  pass(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket | null; held: boolean }>();

  const server = net.createServer((client) => {
    if (mode === "refuse") {
      client.resetAndDestroy();
      return;
    }
    const pair = { client, upstream: null as net.Socket | null, held: mode === "blackhole" };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on("error", drop);
    client.on("close", drop);
    if (pair.held) {
      client.pause(); // accepted, never answered
      return;
    }
    connect(pair, drop);
  });

  function connect(pair: { client: net.Socket; upstream: net.Socket | null }, drop: () => void) {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on("error", drop);
    upstream.on("close", drop);
    pair.client.pipe(upstream);
    upstream.pipe(pair.client);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  return {
    port,
    url: (scheme, rest = "") => `${scheme}://127.0.0.1:${port}${rest}`,
    mode: () => mode,
    blackHole() {
      mode = "blackhole";
      for (const pair of pairs) {
        pair.held = true;
        pair.client.unpipe();
        pair.upstream?.unpipe();
        pair.client.pause();
        pair.upstream?.pause();
      }
    },
    refuse() {
      mode = "refuse";
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
    },
    pass() {
      mode = "pass";
      // What was sent into the hole waited in the paused streams: it is delivered now, late, as TCP
      // delivers after a partition heals (or a frozen server continues).
      for (const pair of pairs) {
        if (!pair.held) continue;
        pair.held = false;
        if (!pair.upstream) {
          connect(pair, () => {
            pairs.delete(pair);
            pair.client.destroy();
            pair.upstream?.destroy();
          });
        } else {
          pair.client.pipe(pair.upstream);
          pair.upstream.pipe(pair.client);
        }
        pair.client.resume();
        pair.upstream?.resume();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream?.destroy();
        }
        pairs.clear();
        server.close(() => resolve());
      }),
  };
}
