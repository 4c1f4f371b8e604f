// Database and store outages become 503 + Retry-After; every other error goes on to the general
// error handler. The database errors here are real ones (a port nothing listens on, a server that
// accepts connections and never answers) or copies of shapes observed from a frozen database.
import net from "node:net";
import request from "supertest";
import { createPrismaClient } from "@seo/db/client";
import { createStore } from "@seo/kv/store";
import { KvUnavailableError } from "@seo/kv/redisStore";
import { closedPort } from "../testing/testStack";
import { DEPENDENCY_UNAVAILABLE, unavailableDependency } from "./dependencyErrors";
import { appFailingWith, FAILING_ROUTE } from "./testing/appFailingWith";

jest.setTimeout(20_000);

async function expect503(fail: () => Promise<unknown>) {
  const res = await request(appFailingWith(fail)).get(FAILING_ROUTE);
  expect(res.status).toBe(503);
  expect(res.headers["retry-after"]).toBe("5");
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  expect(res.body).toEqual(DEPENDENCY_UNAVAILABLE);
  return res;
}

describe("dependencyErrorHandler", () => {
  test("an unreachable database: Prisma's P1001, and a raw query's P2010 (the Starter quota UPDATE)", async () => {
    const prisma = createPrismaClient(`postgres://postgres@127.0.0.1:${await closedPort()}/postgres`, { maxConnections: 1 });
    try {
      await expect503(() => prisma.user.findUnique({ where: { id: 1 } }));
      await expect503(
        () => prisma.$queryRaw`UPDATE users SET "generationsUsed" = "generationsUsed" + 1 WHERE id = ${1} RETURNING id`,
      );
    } finally {
      await prisma.$disconnect();
    }
  });

  test("a database that accepts connections but never answers (frozen) fails within the connection timeout", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((s) => sockets.add(s));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const { port } = silent.address() as net.AddressInfo;
    const prisma = createPrismaClient(`postgres://postgres@127.0.0.1:${port}/postgres`, { maxConnections: 1 });
    try {
      const started = Date.now();
      await expect503(() => prisma.user.findUnique({ where: { id: 1 } }));
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await prisma.$disconnect();
      for (const s of sockets) s.destroy();
      silent.close();
    }
  });

  test("pg's own timeout and broken-connection errors, as Prisma passes them through", async () => {
    for (const message of [
      "Query read timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
    ]) {
      await expect503(() => Promise.reject(Object.assign(new Error(message), { clientVersion: "6.19.3" })));
    }
    const wrapped = new Error("Connection terminated due to connection timeout", {
      cause: new Error("Connection terminated unexpectedly"),
    });
    await expect503(() => Promise.reject(wrapped));
  });

  test("a statement timeout on PostgreSQL (SQLSTATE 57014) and a server shutting down", async () => {
    const raw = (code: string) => ({
      name: "PrismaClientKnownRequestError",
      code: "P2010",
      message: "Raw query failed.",
      meta: { driverAdapterError: { cause: { kind: "postgres", code, originalCode: code } } },
    });
    await expect503(() => Promise.reject(raw("57014")));
    await expect503(() => Promise.reject(raw("57P01")));
  });

  test("the key-value store unavailable (Redis down)", async () => {
    const store = await createStore(`redis://127.0.0.1:${await closedPort()}`);
    try {
      await expect503(() => store.get("session:x"));
      expect(unavailableDependency(new KvUnavailableError("Redis is unavailable"))).toBe("store");
    } finally {
      await store.close();
    }
  });

  test("every other error goes on unchanged", async () => {
    const others: unknown[] = [
      new Error("boom"),
      Object.assign(new Error("Unique constraint failed"), {
        name: "PrismaClientKnownRequestError",
        code: "P2002",
        meta: { driverAdapterError: { cause: { kind: "UniqueConstraintViolation" } } },
      }),
      Object.assign(new Error("Raw query failed. Code: `42601`"), {
        name: "PrismaClientKnownRequestError",
        code: "P2010",
        meta: { driverAdapterError: { cause: { kind: "postgres", code: "42601", originalCode: "42601" } } },
      }),
      Object.assign(new Error("request entity too large"), { status: 413, type: "entity.too.large" }),
    ];
    for (const err of others) {
      expect(unavailableDependency(err)).toBeNull();
      const res = await request(appFailingWith(() => Promise.reject(err))).get(FAILING_ROUTE);
      expect(res.status).toBe(500);
      expect(res.body.error).toBe("fallback");
      expect(res.headers["retry-after"]).toBeUndefined();
    }
  });
});
