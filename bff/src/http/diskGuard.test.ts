import express from "express";
import request from "supertest";
import { silentLogger } from "@seo/log/logger";
import type { DiskSpace } from "./diskSpace";
import { refuseWritesWhenDiskFull } from "./diskGuard";

function appOn(state: { full: boolean }) {
  const disk: DiskSpace = { status: async () => (state.full ? "full" : "ok"), freeBytes: () => (state.full ? 1_000 : 10e9) };
  const written: string[] = [];
  const app = express();
  app.use("/api", refuseWritesWhenDiskFull(disk, silentLogger));
  app.all("/api/*path", (req, res) => {
    if (req.method !== "GET") written.push(`${req.method} ${req.path}`);
    res.json({ ok: true });
  });
  return { app, written };
}

describe("writes on a full disk", () => {
  test("are refused with 507, Retry-After and the JSON error before anything is written; reads go on", async () => {
    const state = { full: true };
    const { app, written } = appOn(state);
    for (const [method, path] of [
      ["post", "/api/auth/signup"],
      ["put", "/api/account/profile"],
      ["patch", "/api/history/1"],
      ["delete", "/api/history/1"],
    ] as const) {
      const res = await request(app)[method](path).send({});
      expect(res.status).toBe(507);
      expect(res.headers["retry-after"]).toBe("60");
      expect(res.body).toMatchObject({
        error: "The server is out of storage space. Please try again later.",
        code: "INSUFFICIENT_STORAGE",
      });
    }
    expect(written).toEqual([]);
    expect((await request(app).get("/api/history")).status).toBe(200);
    // Signing out still works: it frees space.
    expect((await request(app).post("/api/auth/logout")).status).toBe(200);

    state.full = false;
    expect((await request(app).post("/api/auth/signup").send({})).status).toBe(200);
    expect(written).toEqual(["POST /api/auth/logout", "POST /api/auth/signup"]);
  });
});
