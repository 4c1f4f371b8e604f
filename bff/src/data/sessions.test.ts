// A session the BFF hands out (or ends) is on disk before the answer: sessions.ts waits for the
// store's sync() (the embedded store's fsync'd journal), and a sync that fails is a failed sign-in.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMemoryStore } from "@seo/kv/memoryStore";
import type { KvStore } from "@seo/kv/store";
import { sessionKey } from "../domain/sessionPolicy";
import { createSessionRepository } from "./sessions";

const ttls = { idleTtlSeconds: 3_600, absoluteTtlSeconds: 86_400 };
const HOUR = 3_600_000;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-sessions-test-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test("a created session is on disk when create() resolves, and an ended one is gone from disk when destroy() does", async () => {
  const file = path.join(dir, "kv-store.json");
  // An interval of an hour: only sync() can have written it.
  const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR });
  const sessions = createSessionRepository(store, ttls);
  const id = await sessions.create(7);

  // What a BFF started after a kill -9 would read: the files as they are, no close(). (Read only: a
  // second live store writing to the same files would race this one.)
  const onDisk = async () => createMemoryStore({ persistPath: file }).get(sessionKey(id));
  expect(JSON.parse((await onDisk())!)).toMatchObject({ userId: 7 });

  await sessions.destroy(id);
  expect(await onDisk()).toBeNull();
  await store.close();
});

test("a session whose write cannot reach the disk is not handed out", async () => {
  const inner = createMemoryStore();
  const enospc = Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" });
  const store: KvStore = { ...inner, sync: () => Promise.reject(enospc) };
  const sessions = createSessionRepository(store, ttls);
  const set = jest.spyOn(store, "set");
  await expect(sessions.create(7)).rejects.toBe(enospc);
  const key = set.mock.calls[0]![0];
  expect(await inner.get(key)).toBeNull();
});

test("a store without sync() (Redis) is used as it is", async () => {
  const { sync: _sync, ...redisLike } = createMemoryStore();
  const sessions = createSessionRepository(redisLike, ttls);
  const id = await sessions.create(3);
  expect(await sessions.resolve(id)).toEqual({ id, userId: 3 });
});
