// @ts-check
// Free ports for a product that a test or the bench starts beside others: one block of consecutive
// ports, all below the kernel's ephemeral range. Above its start, any outgoing connection (a pool's
// to PostgreSQL or Redis, the browser's) may take a port as its local end between the check and the
// service's listen, and that service then fails with EADDRINUSE.
const { readFileSync } = require("node:fs");
const net = require("node:net");

const LOWEST = 10_000;

/**
 * Ports that browsers and Node's fetch refuse to connect to (the Fetch standard's "bad ports"). A
 * service on one of them is unreachable for the BFF's health checks and for any browser.
 */
const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113,
  115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556,
  563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667,
  6668, 6669, 6679, 6697, 10080,
]);

/** @param {number} port */
const isBadPort = (port) => BAD_PORTS.has(port);

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
 * The first port of `count` consecutive ports nobody listens on, below the ephemeral range, none of
 * them a bad port (CI once drew a block whose billing port was 10080: every health check failed).
 * `range` narrows where the block may lie ([from, to), for tests).
 * @param {number} count
 * @param {{ from?: number, to?: number }} [range]
 * @returns {Promise<number>}
 */
async function freePortBlock(count, range = {}) {
  const from = range.from ?? LOWEST;
  const to = range.to ?? ephemeralStart();
  const span = to - count - from + 1;
  for (let attempt = 0; attempt < 100; attempt++) {
    const base = from + Math.floor(Math.random() * span);
    if (Array.from({ length: count }, (_, i) => base + i).some(isBadPort)) continue;
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error(`no ${count} consecutive free ports between ${from} and ${to}`);
}

module.exports = { freePortBlock, isBadPort };
