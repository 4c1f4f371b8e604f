// Free ports for a product that a test or the bench starts beside others: one block of consecutive
// ports, all below the kernel's ephemeral range. Above its start, any outgoing connection (a pool's
// to PostgreSQL or Redis, the browser's) may take a port as its local end between the check and the
// service's listen, and that service then fails with EADDRINUSE.
const { readFileSync } = require("node:fs");
const net = require("node:net");

const LOWEST = 10_000;

/** The first port the kernel hands to outgoing connections (32768 where it cannot be read). */
function ephemeralStart() {
  try {
    const first = Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST ? first : 32_768;
  } catch {
    return 32_768;
  }
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

/**
 * The first port of `count` consecutive ports nobody listens on, below the ephemeral range.
 * @param {number} count
 * @returns {Promise<number>}
 */
async function freePortBlock(count) {
  const span = ephemeralStart() - count - LOWEST;
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = LOWEST + Math.floor(Math.random() * span);
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports below ${ephemeralStart()}`);
}

module.exports = { freePortBlock };
