// Workflow storage through the gateway: what one Pro user can make the product store and send back.
// A burst of projects with large step data once turned the project list into a 16 MB answer. Real
// HTTP (BFF -> the real workflow service) on the embedded default and, when configured, on
// PostgreSQL + Redis.
import request from "supertest";
import { backendKinds, createUserWithSession, startBff } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";

jest.setTimeout(180_000);

const LIMIT_MESSAGE = "You have reached the limit of 100 projects: delete one to create another";
/** A step's JSON text of exactly `bytes` bytes. */
const jsonOfBytes = (bytes: number) => JSON.stringify({ result: "x".repeat(bytes - '{"result":""}'.length) });

describe.each(backendKinds())("workflow storage bounds (%s)", (kind) => {
  const stack = useSuiteStack(kind, { realServices: true }, async ({ backends, services }) => ({
    bff: await startBff(backends, services.env),
  }));

  const as = (sessionId: string) => ({
    get: (path: string) => request(stack.bff.url).get(path).set("x-session-id", sessionId),
    post: (path: string, body: object) => request(stack.bff.url).post(path).set("x-session-id", sessionId).send(body),
    put: (path: string, body: object) => request(stack.bff.url).put(path).set("x-session-id", sessionId).send(body),
    delete: (path: string) => request(stack.bff.url).delete(path).set("x-session-id", sessionId),
  });

  describe("a Pro user filling the workflow", () => {
    let sessionId: string;
    let userId: number;
    const statuses: number[] = [];

    beforeAll(async () => {
      const made = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      sessionId = made.sessionId;
      userId = made.user.id;
      // 110 creates in bursts of ten at a time
      for (let i = 0; i < 110; i += 10) {
        const burst = await Promise.all(
          Array.from({ length: 10 }, (_, j) => as(sessionId).post("/api/workflow/projects", { projectName: `Burst ${i + j}` })),
        );
        statuses.push(...burst.map((r) => r.status));
      }
    }, 180_000);

    it("gets 100 projects and a 409 with the reason for each one more", async () => {
      expect(statuses.filter((s) => s === 201)).toHaveLength(100);
      expect(statuses.filter((s) => s === 409)).toHaveLength(10);
      const refused = await as(sessionId).post("/api/workflow/projects", { projectName: "One more" });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: LIMIT_MESSAGE, code: "PROJECT_LIMIT_REACHED", requestId: expect.any(String) });
      expect(await stack.backends.prisma.workflowProject.count({ where: { userId } })).toBe(100);
    });

    it("cannot save more than 64 KB of JSON in a step, nor 160 KB in a project", async () => {
      const [project] = (await as(sessionId).get("/api/workflow/projects?limit=1")).body.projects as { id: number }[];
      const url = `/api/workflow/projects/${project!.id}`;
      const big = await as(sessionId).put(url, { trendspyData: jsonOfBytes(80 * 1024), currentStep: "descripto" });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({
        code: "STEP_DATA_TOO_LARGE",
        issues: [{ path: "trendspyData" }],
        requestId: expect.any(String),
      });
      expect(big.body.error).toBe("trendspyData is too large: 80 KB of JSON, at most 64 KB per step");

      for (const field of ["trendspyData", "descriptoData"]) {
        expect((await as(sessionId).put(url, { [field]: jsonOfBytes(60 * 1024) })).status).toBe(200);
      }
      const third = await as(sessionId).put(url, { hookgenieData: jsonOfBytes(60 * 1024) });
      expect(third.status).toBe(413);
      expect(third.body).toMatchObject({ code: "PROJECT_DATA_TOO_LARGE", issues: [{ path: "hookgenieData" }] });
      expect(third.body.error).toMatch(
        /^Saving hookgenieData would bring the project's data to 180 KB: at most 160 KB per project$/,
      );

      const row = await stack.backends.prisma.workflowProject.findUniqueOrThrow({ where: { id: project!.id } });
      expect(row.hookgenieData).toBeNull();
      expect(row.currentStep).toBe("trendspy");
    });

    it("lists a page of summaries, not every project's data", async () => {
      // every project holds 60 KB: 6 MB in all
      const ids = (await stack.backends.prisma.workflowProject.findMany({ where: { userId }, select: { id: true } })).map(
        (r) => r.id,
      );
      await stack.backends.prisma.workflowProject.updateMany({
        where: { userId },
        data: { trendspyData: jsonOfBytes(60 * 1024) },
      });

      const plain = await as(sessionId).get("/api/workflow/projects");
      expect(plain.status).toBe(200);
      expect(plain.body).toHaveLength(20);
      expect(plain.text.length).toBeLessThan(10_000);
      expect(plain.body[0]).not.toHaveProperty("trendspyData");
      expect(plain.body[0].progress.completedSteps).toContain("trendspy");
      expect(plain.headers["x-next-cursor"]).toEqual(expect.any(String));

      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await as(sessionId).get(`/api/workflow/projects?limit=50${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ projectCount: 100, maxProjects: 100 });
        expect(res.text.length).toBeLessThan(25_000);
        seen.push(...res.body.projects.map((p: { id: number }) => p.id));
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 5);
      expect(pages).toBe(2);
      expect(new Set(seen).size).toBe(100);
      expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      // a project still opens whole
      const one = await as(sessionId).get(`/api/workflow/projects/${seen[0]}`);
      expect(one.body.trendspyData).toHaveLength(60 * 1024);
    });

    it("refuses a bad limit or cursor with 400 naming the field", async () => {
      for (const [query, field] of [
        ["limit=51", "limit"],
        ["limit=-1", "limit"],
        ["limit=1e3", "limit"],
        ["cursor=%00", "cursor"],
        [`cursor=${Buffer.from("2026-01-01T00:00:00.000Z|one").toString("base64url")}`, "cursor"],
        [`cursor=${Buffer.from("2026-13-01T00:00:00.000Z|1").toString("base64url")}`, "cursor"],
      ] as const) {
        const res = await as(sessionId).get(`/api/workflow/projects?${query}`);
        expect({ query, status: res.status, field: res.body.issues?.[0]?.path }).toEqual({ query, status: 400, field });
        expect(res.body.error).toContain(field);
      }
    });

    it("makes room again once a project is deleted", async () => {
      const [project] = (await as(sessionId).get("/api/workflow/projects?limit=1")).body.projects as { id: number }[];
      expect((await as(sessionId).delete(`/api/workflow/projects/${project!.id}`)).status).toBe(200);
      expect((await as(sessionId).post("/api/workflow/projects", { projectName: "Room again" })).status).toBe(201);
      expect((await as(sessionId).post("/api/workflow/projects", { projectName: "Too many" })).status).toBe(409);
    });
  });

  it("counts the cap per user: another user still creates", async () => {
    const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const res = await as(sessionId).post("/api/workflow/projects", { projectName: "Mine" });
    expect(res.status).toBe(201);
    const page = await as(sessionId).get("/api/workflow/projects?limit=20");
    expect(page.body).toMatchObject({ projectCount: 1, maxProjects: 100, nextCursor: null });
  });
});
