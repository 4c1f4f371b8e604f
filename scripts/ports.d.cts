/** The first port of `count` consecutive free ports below the kernel's ephemeral range. */
export function freePortBlock(count: number): Promise<number>;
