import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { copyEmptyPglite, startPgliteProcess } from "./testing/databases";
import { bundle, runUntilReady } from "./testing/spawnBundled";

jest.setTimeout(60_000); // each test starts a PGlite process; initdb takes seconds on a busy machine

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-embedded-test-"));
});
const startFresh = async () => {
  await copyEmptyPglite(dataDir);
  return startPgliteProcess(dataDir);
};
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function connect(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

test("data persists across a restart with the same data directory", async () => {
  const first = await startFresh();
  const c1 = await connect(first.url);
  await c1.query("CREATE TABLE notes (id INT PRIMARY KEY, body TEXT)");
  await c1.query("INSERT INTO notes VALUES ($1, $2)", [1, "kept"]);
  await c1.end();
  expect(await first.stop()).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);

  const second = await startPgliteProcess(dataDir);
  const c2 = await connect(second.url);
  expect((await c2.query("SELECT body FROM notes WHERE id = 1")).rows).toEqual([{ body: "kept" }]);
  await c2.end();
  await second.stop();
});

test("runs durably: fsync on, the WAL flushed with fsync (the call PGlite's file system layer passes to the disk)", async () => {
  const db = await startFresh();
  const c = await connect(db.url);
  const setting = async (name: string) => ((await c.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name];
  expect(await setting("fsync")).toBe("on");
  expect(await setting("wal_sync_method")).toBe("fsync");
  expect(await setting("synchronous_commit")).toBe("on");
  await c.end();
  await db.stop();
});

describe("several clients at once", () => {
  let server: { url: string; stop(): Promise<number | null> };
  beforeEach(async () => {
    server = await startFresh();
  });
  afterEach(async () => {
    await server.stop();
  });

  test("3 clients interleave queries and transactions without losing or mixing work", async () => {
    const clients = await Promise.all([connect(server.url), connect(server.url), connect(server.url)]);
    const [a, b, c] = clients as [pg.Client, pg.Client, pg.Client];
    await a.query("CREATE TABLE counter (id INT PRIMARY KEY, n INT NOT NULL)");
    await a.query("INSERT INTO counter VALUES (1, 0)");
    await a.query("CREATE TABLE log (client TEXT, i INT)");

    // Read-modify-write inside a transaction with a pause in the middle: if another client's
    // statements ran inside this transaction (PGlite is one session), updates would be lost.
    const bump = async (client: pg.Client, name: string, rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        await client.query("BEGIN");
        const { rows } = await client.query<{ n: number }>("SELECT n FROM counter WHERE id = $1", [1]);
        await new Promise((r) => setTimeout(r, 2));
        await client.query("UPDATE counter SET n = $1 WHERE id = 1", [rows[0]!.n + 1]);
        await client.query("INSERT INTO log VALUES ($1, $2)", [name, i]);
        await client.query("COMMIT");
      }
    };
    // Plain parameterised queries whose answers must belong to the asking client.
    const echo = async (client: pg.Client, name: string, rounds: number) => {
      for (let i = 0; i < rounds; i++) {
        const { rows } = await client.query("SELECT $1::text AS who, $2::int AS i", [name, i]);
        expect(rows).toEqual([{ who: name, i }]);
      }
    };
    // A transaction that is rolled back: its row must vanish, the others' must stay.
    const rollback = async (client: pg.Client) => {
      await client.query("BEGIN");
      await client.query("INSERT INTO log VALUES ('rolled-back', 0)");
      await new Promise((r) => setTimeout(r, 20));
      await client.query("ROLLBACK");
    };

    await Promise.all([bump(a, "a", 15), bump(b, "b", 15), echo(c, "c", 60), rollback(c).then(() => bump(c, "c", 15))]);

    expect((await a.query("SELECT n FROM counter")).rows).toEqual([{ n: 45 }]);
    const { rows } = await b.query("SELECT client, count(*)::int AS k FROM log GROUP BY client ORDER BY client");
    expect(rows).toEqual([
      { client: "a", k: 15 },
      { client: "b", k: 15 },
      { client: "c", k: 15 },
    ]);
    await Promise.all(clients.map((cl) => cl.end()));
  });

  test("a client that disconnects inside a transaction is rolled back and the others carry on", async () => {
    const a = await connect(server.url);
    const b = await connect(server.url);
    await a.query("CREATE TABLE t (v TEXT)");
    await a.query("BEGIN");
    await a.query("INSERT INTO t VALUES ('uncommitted')");
    const waiting = b.query("SELECT count(*)::int AS k FROM t"); // queued behind a's transaction
    (a as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    a.on("error", () => {});
    expect((await waiting).rows).toEqual([{ k: 0 }]);
    await b.query("INSERT INTO t VALUES ('b')");
    expect((await b.query("SELECT v FROM t")).rows).toEqual([{ v: "b" }]);
    await b.end();
  });

  test("an extended-protocol query split across reads is not interleaved with another client's", async () => {
    // Client A speaks the protocol by hand so that its Parse and its Bind/Execute/Sync arrive
    // separately; B's parameterised query in between must wait (PGlite has one unnamed statement).
    const { port } = new URL(server.url);
    const a = await RawClient.connect(Number(port));
    const b = await connect(server.url);
    await a.send(msg("P", cstr(""), cstr("SELECT 'from A'::text AS who"), int16(0)));
    // Flush, and wait for ParseComplete: A's Parse has now run, so B's query arrives mid-sequence.
    await a.send(msg("H"));
    await a.until("1");
    let bDone = false;
    const bQuery = b.query("SELECT $1::text AS who", ["from B"]).then((r) => ((bDone = true), r));
    await new Promise((r) => setTimeout(r, 200));
    expect(bDone).toBe(false); // held back until A's Sync
    await a.send(
      Buffer.concat([msg("B", cstr(""), cstr(""), int16(0), int16(0), int16(0)), msg("E", cstr(""), int32(0)), msg("S")]),
    );
    const replies = await a.until("Z");
    expect(replies.filter((m) => m.type === "E")).toEqual([]);
    const row = replies.find((m) => m.type === "D")!;
    expect(row.body.subarray(6).toString()).toBe("from A");
    expect((await bQuery).rows).toEqual([{ who: "from B" }]);
    a.close();
    await b.end();
  });
});

test("the bundled embedded-server entry applies migrations, prints its ready line and stops on SIGTERM", async () => {
  const entry = bundle(path.join(__dirname, "embedded-server.ts"));
  // Run from an unrelated directory: the migrations must be found from the bundle.
  const proc = await runUntilReady(entry, { DATA_DIR: dataDir, EMBEDDED_DB_PORT: "0" }, /^embedded database ready at (\S+)\n/m, {
    cwd: os.tmpdir(),
  });
  // The printed address carries no password; the password is in the data folder, for this user only.
  expect(proc.stdout()).toMatch(/^embedded database ready at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres\n$/);
  await expect(connect(proc.match[1]!)).rejects.toMatchObject({ code: "28P01" });
  const url = new URL(proc.match[1]!);
  url.password = fs.readFileSync(path.join(dataDir, "db-password"), "utf8");
  const c = await connect(url.toString());
  const { rows } = await c.query(`SELECT count(*)::int AS k FROM "_prisma_migrations" WHERE finished_at IS NOT NULL`);
  expect(rows[0].k).toBeGreaterThan(0);
  await c.end();
  expect(await proc.stop("SIGTERM")).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
  // Nothing in the data folder is open to other users: the folder is 0700, every file in it 0600.
  const mode = (p: string) => (fs.statSync(p).mode & 0o777).toString(8);
  expect(mode(dataDir)).toBe("700");
  expect(mode(path.join(dataDir, "db-password"))).toBe("600");
  const open: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      if ((fs.statSync(full).mode & 0o077) !== 0) open.push(`${full} ${mode(full)}`);
    }
  };
  walk(dataDir);
  expect(open).toEqual([]);
});

// --- a minimal hand-driven PostgreSQL wire-protocol client --------------------------------------
const cstr = (s: string) => Buffer.from(`${s}\0`);
const int16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const msg = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};

class RawClient {
  private buf = Buffer.alloc(0);
  private messages: { type: string; body: Buffer }[] = [];
  private wake?: () => void;
  private constructor(private socket: net.Socket) {
    socket.on("data", (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      while (this.buf.length >= 5 && this.buf.length >= 1 + this.buf.readInt32BE(1)) {
        const len = this.buf.readInt32BE(1);
        this.messages.push({ type: String.fromCharCode(this.buf[0]!), body: this.buf.subarray(5, 1 + len) });
        this.buf = this.buf.subarray(1 + len);
      }
      this.wake?.();
    });
  }
  static async connect(port: number) {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    const client = new RawClient(socket);
    const params = Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), cstr("")]);
    socket.write(Buffer.concat([int32(params.length + 8), int32(196608), params]));
    await client.until("Z");
    return client;
  }
  send(data: Buffer) {
    return new Promise<void>((r) => this.socket.write(data, () => r()));
  }
  /** Messages received up to and including the first of `type`. */
  async until(type: string) {
    for (;;) {
      const i = this.messages.findIndex((m) => m.type === type);
      if (i >= 0) return this.messages.splice(0, i + 1);
      await new Promise<void>((r) => (this.wake = r));
    }
  }
  close() {
    this.socket.destroy();
  }
}

describe("with a password (how the product starts it)", () => {
  const password = "a-long-random-password_123";
  let server: { url: string; stop(): Promise<number | null> };
  beforeEach(async () => {
    await copyEmptyPglite(dataDir);
    server = await startPgliteProcess(dataDir, { password });
  });
  afterEach(async () => {
    await server.stop();
  });

  const refusal = async (url: string) => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await c.connect();
      await c.end();
      return "connected";
    } catch (err) {
      return (err as { code?: string }).code ?? (err as Error).message;
    }
  };

  test("lets in only a client that presents it, and answers the others 28P01", async () => {
    const url = new URL(server.url);
    expect(decodeURIComponent(url.password)).toBe(password);
    const c = await connect(server.url);
    expect((await c.query("SELECT 1 + 1 AS two")).rows).toEqual([{ two: 2 }]);
    await c.end();

    for (const wrong of ["", "guess", `${password}x`, password.slice(0, -1)]) {
      url.password = wrong;
      expect(await refusal(url.toString())).toBe("28P01");
    }
    url.username = "admin";
    url.password = "";
    expect(await refusal(url.toString())).toBe("28P01");
  });

  test("a client that asks for TLS first is answered in plain text and still needs the password", async () => {
    const ssl = new pg.Client({ connectionString: server.url, ssl: { rejectUnauthorized: false } });
    await expect(ssl.connect()).rejects.toThrow(/does not support SSL/);
    const plain = await connect(server.url);
    await plain.query("CREATE TABLE t (n INT)");
    await plain.query("INSERT INTO t SELECT generate_series(1, 5000)");
    expect((await plain.query("SELECT count(*)::int AS n FROM t")).rows).toEqual([{ n: 5000 }]);
    await plain.end();
  });

  test("garbage instead of a start-up message is dropped without harming the server", async () => {
    const { port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const s = net.connect(Number(port), "127.0.0.1", () => s.write(Buffer.from([0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4])));
      s.on("close", () => resolve());
      s.on("error", () => resolve());
    });
    const c = await connect(server.url);
    expect((await c.query("SELECT 'still here' AS s")).rows).toEqual([{ s: "still here" }]);
    await c.end();
  });
});
