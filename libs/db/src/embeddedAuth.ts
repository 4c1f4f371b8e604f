// A password in front of the embedded database. PGlite accepts any user and password ("trust"), so
// its socket server listens only on a Unix socket in a private (0700) folder, and the loopback port
// that the product's processes use is this front: it answers the PostgreSQL start-up itself, asks
// for the password (cleartext is enough on loopback: nothing leaves the machine), compares it in
// constant time, and only then connects the client to PGlite and passes the bytes through.
//
// The password is random per data directory, kept beside it in `db-password` (0600), and handed to
// the processes by the start script (EMBEDDED_DB_PASSWORD); operator commands read the file.
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** A start-up or password message larger than this is not a PostgreSQL client. */
const MAX_MESSAGE = 10_000;
/** A client that has not authenticated within this is dropped. */
const AUTH_TIMEOUT_MS = 10_000;

export const PASSWORD_FILE = "db-password";

/** The embedded database's password for `dataDir`: EMBEDDED_DB_PASSWORD, else its file, else none. */
export function readEmbeddedPassword(dataDir: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.EMBEDDED_DB_PASSWORD) return env.EMBEDDED_DB_PASSWORD;
  try {
    return fs.readFileSync(path.join(dataDir, PASSWORD_FILE), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The password of `dataDir`, created (0600, in a 0700 folder) the first time. */
export function ensureEmbeddedPassword(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, PASSWORD_FILE);
  try {
    fs.writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return fs.readFileSync(file, "utf8").trim();
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const AUTH_CLEARTEXT = message("R", Buffer.from([0, 0, 0, 3]));

function errorMessage(code: string, text: string): Buffer {
  const field = (f: string, v: string) => Buffer.concat([Buffer.from(f), Buffer.from(v), Buffer.from([0])]);
  return message(
    "E",
    Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", text), Buffer.from([0])]),
  );
}

/**
 * Reads length-prefixed messages from a socket before the pass-through starts. `typed` messages
 * carry a type byte first (the password message); start-up messages do not.
 */
function messageReader(socket: net.Socket) {
  let buffered = Buffer.alloc(0);
  let waiting: { typed: boolean; resolve: (m: Buffer) => void; reject: (e: Error) => void } | undefined;
  const tryTake = () => {
    if (!waiting) return;
    const offset = waiting.typed ? 1 : 0;
    if (buffered.length < offset + 4) return;
    const length = buffered.readInt32BE(offset);
    if (length < 4 || length > MAX_MESSAGE) return waiting.reject(new Error("malformed message"));
    if (buffered.length < offset + length) return;
    const m = buffered.subarray(0, offset + length);
    buffered = buffered.subarray(offset + length);
    const w = waiting;
    waiting = undefined;
    w.resolve(m);
  };
  const onData = (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    if (buffered.length > MAX_MESSAGE * 2) waiting?.reject(new Error("too much data before authentication"));
    tryTake();
  };
  socket.on("data", onData);
  return {
    next(typed: boolean): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        waiting = { typed, resolve, reject };
        tryTake();
      });
    },
    /** Stops reading here; returns what arrived beyond the last message taken. */
    release(): Buffer {
      socket.off("data", onData);
      return buffered;
    },
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Authenticates one client, then joins it to PGlite's private socket. */
async function handleClient(client: net.Socket, password: string, privateSocket: string) {
  client.setNoDelay(true);
  const timer = setTimeout(() => client.destroy(), AUTH_TIMEOUT_MS);
  const reader = messageReader(client);
  try {
    let startup = await reader.next(false);
    for (;;) {
      const code = startup.readInt32BE(4);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        client.write("N"); // no encryption on loopback; the client goes on in plain text
        startup = await reader.next(false);
        continue;
      }
      if (code === CANCEL_REQUEST) return void client.destroy(); // PGlite cannot cancel anyway
      if (code !== PROTOCOL_3) return void client.end(errorMessage("08P01", "unsupported protocol"));
      break;
    }
    client.write(AUTH_CLEARTEXT);
    const reply = await reader.next(true);
    const given = reply[0] === "p".charCodeAt(0) ? reply.subarray(5).toString("utf8").replace(/\0$/, "") : "";
    if (!sameSecret(given, password)) {
      return void client.end(errorMessage("28P01", "password authentication failed for the embedded database"));
    }
    clearTimeout(timer);
    const rest = reader.release();
    client.pause(); // nothing may be lost before the pipe below takes over
    const upstream = net.connect(privateSocket);
    upstream.setNoDelay?.(true);
    upstream.once("connect", () => {
      // PGlite answers this start-up with AuthenticationOk and the rest, as the client expects.
      upstream.write(Buffer.concat([startup, rest]));
      client.pipe(upstream);
      upstream.pipe(client);
    });
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on("error", closeBoth);
    upstream.on("close", closeBoth);
    client.on("error", closeBoth);
    client.on("close", closeBoth);
  } catch {
    clearTimeout(timer);
    client.destroy();
  }
}

export interface AuthFront {
  port: number;
  close(): Promise<void>;
}

/** Listens on host:port and lets through only clients that present `password`. */
export async function startAuthFront(opts: {
  host: string;
  port: number;
  password: string;
  privateSocket: string;
}): Promise<AuthFront> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    void handleClient(socket, opts.password, opts.privateSocket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
