/** The first port of `count` consecutive free ports below the kernel's ephemeral range, none a bad port. */
export function freePortBlock(count: number, range?: { from?: number; to?: number }): Promise<number>;
/** A port that browsers and fetch refuse to connect to (the Fetch standard's "bad ports", e.g. 10080). */
export function isBadPort(port: number): boolean;
