// The embedded default database: PGlite persisted under <dataDir>/pglite, served on loopback by
// @electric-sql/pglite-socket so every process uses the same pg / adapter-pg code path as production.
//
// How pglite-socket 0.2.x shares one PGlite between several TCP clients (read from its source):
// - `maxConnections` defaults to 1; a second client gets "Too many connections" and is closed, so
//   we raise it (the BFF and each service hold a pool of 1).
// - Every client message goes through one global queue and is executed one at a time. While PGlite
//   is inside an explicit transaction block (`isInTransaction()`), the queue only takes messages
//   from the client that ran last (the one that opened the transaction); the others wait until
//   COMMIT/ROLLBACK. A client that disconnects mid-transaction is rolled back.
// - What it does not guard: PGlite is ONE backend session, and the extended protocol
//   (Parse/Bind/Describe/Execute ... Sync, which pg uses for every parameterised query) keeps the
//   unnamed statement and portal in that session. The queue lets another client's messages run
//   between one client's Parse and its Sync whenever that client's batch arrives in several TCP
//   reads (large parameters), which would bind one client's values to another client's statement.
//   `socketSafeDb` below closes that gap by reporting "in transaction" from the first extended-
//   protocol message until Sync, so the queue keeps such a sequence together.
// - If PGlite throws while executing a message, the queue stops for good (it returns without
//   clearing its `processing` flag); `socketSafeDb` turns such throws into an ErrorResponse.
// - Session-level state is shared by all clients: SET, session advisory locks (they never block
//   each other here; migrate.ts copes), named prepared statements (pg/adapter-pg don't use them).
// - A client that keeps a transaction open blocks every other client until it ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { startAuthFront, type AuthFront } from "./embeddedAuth";

export interface EmbeddedDatabase {
  /** The connection string, with the password when there is one. */
  url: string;
  /** The same without the password, for logs. */
  displayUrl: string;
  close(): Promise<void>;
}

/** Enough clients for the BFF, every service, migrations and a few scripts. */
const MAX_CLIENTS = 100;

/**
 * Memory settings passed at start. PGlite's defaults are a server's (shared_buffers 128 MB, which
 * lives inside the WebAssembly memory and is touched as pages are read; maintenance_work_mem 64 MB);
 * one embedded database holding a few thousand rows needs far less. Measured: the process's
 * resident memory after start and a 20,000-row insert drops from ~320 MB to ~175 MB.
 */
const EMBEDDED_PG_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "wal_buffers=1MB", "temp_buffers=2MB"];

/**
 * Durability. PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system layer
 * (Emscripten's NODEFS) has no fsync at all: PostgreSQL's fsync calls succeed without reaching the
 * disk, and fdatasync is a no-op in Emscripten's libc. A committed row then survives a crash of the
 * process (it is in the kernel's page cache) but not a power loss or a kernel crash. Durable (the
 * default): `-F` is dropped, the WAL is flushed with fsync (the one call that reaches the file system
 * layer) and NODEFS gets an fsync that calls the real one, so a commit returns after its WAL is on
 * disk, as on a PostgreSQL server. Cost: one fsync per commit (docs/operating/durability.md).
 * `relaxedDurability` is a PGlite option for its browser file systems (IndexedDB, OPFS); it does
 * nothing on Node's.
 */
const DURABLE_SETTINGS = ["wal_sync_method=fsync"];

/** PGlite's own start parameters plus the memory settings above, with fsync unless told otherwise. */
const embeddedStartParams = (durable: boolean): string[] => [
  ...PGlite.defaultStartParams.filter((param) => !(durable && param === "-F")),
  ...[...EMBEDDED_PG_SETTINGS, ...(durable ? DURABLE_SETTINGS : [])].flatMap((setting) => ["-c", setting]),
];

interface NodeFsStream {
  nfd?: number;
}
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  tryFSOperation?: <T>(op: () => T) => T;
}

/**
 * Gives PGlite's NODEFS streams an fsync that reaches the disk. The stream operations are one object
 * shared by every open file, so this covers files already open too. Throws if this PGlite no longer
 * has the layer (an upgrade must not silently turn durability off: embedded.test.ts checks it).
 */
function fsyncThroughNodeFs(db: PGlite) {
  const nodefs = (db.Module as unknown as { FS?: { filesystems?: { NODEFS?: EmscriptenNodeFs } } }).FS?.filesystems?.NODEFS;
  if (!nodefs?.stream_ops) throw new Error("PGlite's NODEFS file system layer was not found: cannot make fsync durable");
  const attempt = nodefs.tryFSOperation?.bind(nodefs) ?? (<T>(op: () => T) => op());
  nodefs.stream_ops.fsync = (stream) => {
    if (stream.nfd !== undefined) attempt(() => fs.fsyncSync(stream.nfd!));
    return 0;
  };
}

/** Opens the cluster in `dir` with the start parameters and durability above. */
async function openPglite(dir: string, durable: boolean): Promise<PGlite> {
  const db = await PGlite.create(dir, { startParams: embeddedStartParams(durable) });
  if (durable) {
    try {
      fsyncThroughNodeFs(db);
    } catch (err) {
      await db.close();
      throw err;
    }
  }
  return db;
}

/** True once initdb has run in `dataDir` (the PGlite directory holds a cluster). */
export const isInitialised = (dataDir: string) => fs.existsSync(path.join(path.resolve(dataDir, "pglite"), "PG_VERSION"));

/**
 * Creates the cluster in `dataDir` and closes it again. Initialising (initdb) instantiates initdb's
 * WebAssembly module and a second, temporary PGlite whose memory is never handed back to the
 * operating system: a process that initialised stays ~450 MB larger than one that opened an
 * existing cluster. The embedded server therefore runs this in a short-lived child process first.
 */
export async function initialiseDataDir(dataDir: string): Promise<void> {
  const dir = path.resolve(dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir, true);
  await db.close();
}

/**
 * Serves the PGlite cluster of `dataDir` on host:port. With a `password`, PGlite itself listens on a
 * Unix socket in a private folder and host:port is the password check in front of it (embeddedAuth);
 * without one (tests, a one-off command on a stopped product) it listens on host:port directly.
 */
export async function startEmbeddedDatabase(opts: {
  dataDir: string;
  port: number;
  host?: string;
  password?: string;
  /**
   * false: PGlite's own default, fsync off (benchmarks compare the two; nothing else should). A crash
   * of the process keeps committed rows either way; a power loss only with fsync on.
   */
  durable?: boolean;
}): Promise<EmbeddedDatabase> {
  const host = opts.host ?? "127.0.0.1";
  const dir = path.resolve(opts.dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir, opts.durable ?? true);
  const privateDir = opts.password ? fs.mkdtempSync(path.join(os.tmpdir(), "rf-db-")) : undefined;
  const privateSocket = privateDir && path.join(privateDir, "pglite.sock");
  const server = new PGLiteSocketServer({
    db: socketSafeDb(db),
    ...(privateSocket ? { path: privateSocket } : { port: opts.port, host }),
    maxConnections: MAX_CLIENTS,
  });
  let front: AuthFront | undefined;
  try {
    await server.start();
    if (privateSocket) front = await startAuthFront({ host, port: opts.port, password: opts.password!, privateSocket });
  } catch (err) {
    await server.stop().catch(() => {});
    await db.close();
    if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
    throw err;
  }
  const port = front ? front.port : Number(server.getServerConn().split(/:(?=\d+$)/)[1]);
  const credentials = opts.password ? `postgres:${encodeURIComponent(opts.password)}` : "postgres";
  let closed: Promise<void> | undefined;
  return {
    url: `postgres://${credentials}@${host}:${port}/postgres`,
    displayUrl: `postgres://postgres@${host}:${port}/postgres`,
    close: () =>
      (closed ??= (async () => {
        await front?.close();
        await server.stop();
        // Let queued handler detaches (they may roll back an open transaction) finish first.
        await new Promise((resolve) => setImmediate(resolve));
        await db.close();
        if (privateDir) fs.rmSync(privateDir, { recursive: true, force: true });
      })()),
  };
}

const EXTENDED_PROTOCOL = new Set(["P", "B", "D", "E", "C", "H"].map((c) => c.charCodeAt(0)));
const SYNC = "S".charCodeAt(0);
const STARTUP = 0; // startup packets begin with their length, whose first byte is 0

type SocketServerDb = ConstructorParameters<typeof PGLiteSocketServer>[0]["db"];

/** The subset of PGlite that pglite-socket 0.2.x uses, with the two fixes described above. */
function socketSafeDb(db: PGlite): SocketServerDb {
  let midExtendedQuery = false;
  const wrapper = {
    get waitReady() {
      return db.waitReady;
    },
    isInTransaction: () => midExtendedQuery || db.isInTransaction(),
    runExclusive: <T>(fn: () => Promise<T>) => db.runExclusive(fn),
    async execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) {
      const type = message[0]!;
      if (EXTENDED_PROTOCOL.has(type)) midExtendedQuery = true;
      else if (type === SYNC) midExtendedQuery = false;
      try {
        await db.execProtocolRawStream(message, options);
      } catch (err) {
        midExtendedQuery = false;
        options.onRawData(errorResponse(err instanceof Error ? err.message : String(err)));
        if (type !== STARTUP) options.onRawData(READY_FOR_QUERY_IDLE);
      }
    },
    // Used by pglite-socket only to roll back the transaction of a client that went away.
    async exec(sql: string) {
      if (midExtendedQuery) {
        await db.execProtocolRaw(new Uint8Array([SYNC, 0, 0, 0, 4]));
        midExtendedQuery = false;
      }
      return db.isInTransaction() ? db.exec(sql) : [];
    },
  };
  return wrapper as unknown as SocketServerDb;
}

const READY_FOR_QUERY_IDLE = new Uint8Array([0x5a, 0, 0, 0, 5, 0x49]);

function errorResponse(message: string): Uint8Array {
  const field = (code: string, value: string) => Buffer.concat([Buffer.from(code), Buffer.from(value), Buffer.from([0])]);
  const body = Buffer.concat([
    field("S", "ERROR"),
    field("V", "ERROR"),
    field("C", "XX000"),
    field("M", `embedded database: ${message}`),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([header, body]));
}
