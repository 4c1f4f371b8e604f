import request from "supertest";
import { loadConfig } from "@seo/config/env";
import {
  projectLimitMessage,
  workflowProjectPageSchema,
  workflowProjectSchema,
  workflowProjectSummarySchema,
} from "@seo/contracts/workflow";
import { createPrismaClient, type PrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@seo/db/testing/databases";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { createApp } from "./app";
import { loadWorkflowLimits } from "./config";

const SECRET = "workflow-test-secret";
const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: SECRET });

let db: TestDatabase;
let prisma: PrismaClient;
/** Several connections on PostgreSQL, so concurrent requests really run at the same time. */
let pooled: PrismaClient;
let app: ReturnType<ReturnType<typeof createApp>["callback"]>;
let alice: string;
let bob: string;
/** The same service with a cap of 3 projects per user. */
let capped: ReturnType<ReturnType<typeof createApp>["callback"]>;
let newUser: (email: string) => Promise<string>;

const as = (userId: string, plan = "pro") => signedAs(app, { userId, plan }, SECRET);
const asCapped = (userId: string) => signedAs(capped, { userId, plan: "pro" }, SECRET);

describe.each(testDatabaseKinds())("workflow service on %s", (kind) => {
  beforeAll(async () => {
    db = await createTestDatabase(kind, "workflow");
    await applyMigrations(db.url);
    prisma = createPrismaClient(db.url, { maxConnections: 1 });
    const user = (email: string) =>
      prisma.user.create({ data: { email, password: "x", firstName: "F", lastName: "L", subscriptionType: "pro" } });
    alice = String((await user("alice@example.com")).id);
    bob = String((await user("bob@example.com")).id);
    newUser = async (email) => String((await user(email)).id);
    app = createApp(config, prisma).callback();
    pooled = createPrismaClient(db.url, { maxConnections: kind === "pglite" ? 1 : 10 });
    capped = createApp(config, pooled, { ...loadWorkflowLimits({}), maxProjects: 3 }).callback();
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
    await pooled?.$disconnect();
    await db?.drop();
  });

  async function createProject(userId: string, projectName: string) {
    const res = await as(userId).post("/api/workflow/projects", { projectName });
    expect(res.status).toBe(201);
    return workflowProjectSchema.parse(res.body);
  }

  it("answers /health without identity and refuses unsigned calls", async () => {
    expect((await request(app).get("/health")).body).toEqual({ status: "ok", service: "workflow" });
    const res = await request(app).get("/api/workflow/projects");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Missing or invalid service identity", requestId: expect.any(String) });
  });

  it("creates a project at the trendspy step", async () => {
    const p = await createProject(alice, "  Dog food launch  ");
    expect(p).toMatchObject({
      projectName: "Dog food launch",
      status: "in_progress",
      currentStep: "trendspy",
      seosnapshhotData: null,
    });
  });

  it("refuses a blank project name with 400 naming the field", async () => {
    const res = await as(alice).post("/api/workflow/projects", { projectName: "   " });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/projectName/);
    expect(res.body.issues[0].path).toBe("projectName");
  });

  it("lists only the caller's projects, newest first", async () => {
    const first = await createProject(bob, "Bob one");
    const second = await createProject(bob, "Bob two");
    const res = await as(bob).get("/api/workflow/projects");
    expect(res.status).toBe(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);
    const alices = await as(alice).get("/api/workflow/projects");
    expect(alices.body.every((p: { projectName: string }) => !p.projectName.startsWith("Bob"))).toBe(true);
  });

  it("walks a project through the four steps to completed", async () => {
    const p = await createProject(alice, "Full run");
    const put = (body: object) => as(alice).put(`/api/workflow/projects/${p.id}`, body);

    let res = await put({ trendspyData: JSON.stringify({ niche: "dog food" }), currentStep: "descripto" });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.project).toMatchObject({ currentStep: "descripto", status: "in_progress" });

    await put({ descriptoData: "{}", currentStep: "hookgenie" });
    await put({ hookgenieData: "{}", currentStep: "seosnapshot" });
    res = await put({ seosnapshhotData: JSON.stringify({ title: "t" }), currentStep: "completed", status: "completed" });
    expect(res.body.project).toMatchObject({ status: "completed", currentStep: "completed", progress: { filled: 4 } });

    const got = await as(alice).get(`/api/workflow/projects/${p.id}`);
    expect(got.status).toBe(200);
    expect(workflowProjectSchema.parse(got.body).seosnapshhotData).toBe(JSON.stringify({ title: "t" }));
    const row = await prisma.workflowProject.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.seosnapshotData).toBe(JSON.stringify({ title: "t" }));
    expect(row.status).toBe("completed");
  });

  it("refuses a bad update with 400 and changes nothing", async () => {
    const p = await createProject(alice, "Strict");
    for (const body of [{ trendspyData: "{not json" }, { currentStep: "nowhere" }, { seosnapshotData: "{}" }]) {
      const res = await as(alice).put(`/api/workflow/projects/${p.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual(expect.any(String));
    }
    const row = await prisma.workflowProject.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.trendspyData).toBeNull();
    expect(row.currentStep).toBe("trendspy");
  });

  it("hides another user's project: read, update and delete all answer 404", async () => {
    const p = await createProject(alice, "Private");
    const url = `/api/workflow/projects/${p.id}`;
    expect((await as(bob).get(url)).status).toBe(404);
    const put = await as(bob).put(url, { projectName: "Stolen" });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: "Project not found", requestId: expect.any(String) });
    expect((await as(bob).delete(url)).status).toBe(404);
    const row = await prisma.workflowProject.findUniqueOrThrow({ where: { id: p.id } });
    expect(row.projectName).toBe("Private");
  });

  it("deletes the caller's project", async () => {
    const p = await createProject(alice, "Short-lived");
    const url = `/api/workflow/projects/${p.id}`;
    const res = await as(alice).delete(url);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: p.id });
    expect((await as(alice).get(url)).status).toBe(404);
    expect((await as(alice).delete(url)).status).toBe(404);
  });

  it("answers 404 for an id that cannot be a project", async () => {
    expect((await as(alice).get("/api/workflow/projects/abc")).status).toBe(404);
  });

  it("refuses plans without the workflow with 403 and a way to /pricing", async () => {
    const res = await as(alice, "starter").get("/api/workflow/projects");
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "WORKFLOW_NOT_IN_PLAN", redirectTo: "/pricing" });
    expect((await as("anon:abc", "").get("/api/workflow/projects")).status).toBe(403);
  });

  describe("storage bounds", () => {
    const KB = 1024;
    /** A JSON string of exactly `bytes` UTF-8 bytes. */
    const jsonOfBytes = (bytes: number) => JSON.stringify({ result: "x".repeat(bytes - '{"result":""}'.length) });

    it("caps the projects per user: one more is a 409 with the reason, and nothing is created", async () => {
      const carol = await newUser("carol@example.com");
      for (const name of ["One", "Two", "Three"]) {
        expect((await asCapped(carol).post("/api/workflow/projects", { projectName: name })).status).toBe(201);
      }
      const refused = await asCapped(carol).post("/api/workflow/projects", { projectName: "Four" });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: "You have reached the limit of 3 projects: delete one to create another",
        code: "PROJECT_LIMIT_REACHED",
        requestId: expect.any(String),
      });
      expect(await prisma.workflowProject.count({ where: { userId: Number(carol) } })).toBe(3);
      // deleting one makes room again
      const oldest = await prisma.workflowProject.findFirstOrThrow({ where: { userId: Number(carol), projectName: "One" } });
      expect((await asCapped(carol).delete(`/api/workflow/projects/${oldest.id}`)).status).toBe(200);
      expect((await asCapped(carol).post("/api/workflow/projects", { projectName: "Four" })).status).toBe(201);
    });

    it("holds the cap under concurrent creates", async () => {
      const dave = await newUser("dave@example.com");
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => asCapped(dave).post("/api/workflow/projects", { projectName: `Race ${i}` })),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([...Array(3).fill(201), ...Array(37).fill(409)]);
      expect(await prisma.workflowProject.count({ where: { userId: Number(dave) } })).toBe(3);
    });

    it("defaults to 100 projects, configurable by WORKFLOW_MAX_PROJECTS", () => {
      expect(loadWorkflowLimits({}).maxProjects).toBe(100);
      expect(loadWorkflowLimits({ WORKFLOW_MAX_PROJECTS: "250" }).maxProjects).toBe(250);
      for (const bad of ["0", "-1", "ten", "1.5"]) {
        expect(() => loadWorkflowLimits({ WORKFLOW_MAX_PROJECTS: bad })).toThrow(/WORKFLOW_MAX_PROJECTS/);
      }
      expect(projectLimitMessage(100)).toBe("You have reached the limit of 100 projects: delete one to create another");
    });

    it("refuses a step's data over 64 KB with a 413 naming the field, and saves nothing", async () => {
      const p = await createProject(alice, "Big step");
      const url = `/api/workflow/projects/${p.id}`;
      expect((await as(alice).put(url, { trendspyData: jsonOfBytes(64 * KB) })).status).toBe(200);
      for (const [field, value] of [
        ["descriptoData", jsonOfBytes(64 * KB + 1)],
        // counted in bytes: 33,000 "é" are 66,000 bytes
        ["seosnapshhotData", JSON.stringify({ result: "é".repeat(33_000) })],
      ] as const) {
        const res = await as(alice).put(url, { [field]: value, currentStep: "hookgenie" });
        expect(res.status).toBe(413);
        expect(res.body).toMatchObject({ code: "STEP_DATA_TOO_LARGE", issues: [{ path: field }] });
        expect(res.body.error).toMatch(new RegExp(`^${field} is too large: .* at most 64 KB per step$`));
      }
      const row = await prisma.workflowProject.findUniqueOrThrow({ where: { id: p.id } });
      expect(row.descriptoData).toBeNull();
      expect(row.seosnapshotData).toBeNull();
      expect(row.currentStep).toBe("trendspy");
    });

    it("refuses step data that would bring a project past 160 KB with a 413, and saves nothing", async () => {
      const p = await createProject(alice, "Big project");
      const put = (body: object) => as(alice).put(`/api/workflow/projects/${p.id}`, body);
      expect((await put({ trendspyData: jsonOfBytes(60 * KB) })).status).toBe(200);
      expect((await put({ descriptoData: jsonOfBytes(60 * KB) })).status).toBe(200);
      const res = await put({ hookgenieData: jsonOfBytes(60 * KB), currentStep: "seosnapshot" });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: "PROJECT_DATA_TOO_LARGE", issues: [{ path: "hookgenieData" }] });
      expect(res.body.error).toBe("Saving hookgenieData would bring the project's data to 180 KB: at most 160 KB per project");
      const row = await prisma.workflowProject.findUniqueOrThrow({ where: { id: p.id } });
      expect(row.hookgenieData).toBeNull();
      // a smaller save still fits
      expect((await put({ hookgenieData: jsonOfBytes(30 * KB) })).status).toBe(200);
    });
  });

  describe("the project list in pages", () => {
    let erin: string;
    let ids: number[]; // newest first

    beforeAll(async () => {
      erin = await newUser("erin@example.com");
      const userId = Number(erin);
      const base = Date.parse("2026-02-01T10:00:00.000Z");
      // 45 projects; groups of three share a creation time, so the order falls back to the id.
      await prisma.workflowProject.createMany({
        data: Array.from({ length: 45 }, (_, i) => ({
          userId,
          projectName: `P${i}`,
          createdAt: new Date(base + Math.floor(i / 3) * 60_000),
          trendspyData: i % 2 === 0 ? JSON.stringify({ niche: "x".repeat(50 * 1024) }) : null,
          descriptoData: i % 2 === 0 ? "  null " : null,
        })),
      });
      const rows = await prisma.workflowProject.findMany({
        where: { userId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { id: true },
      });
      ids = rows.map((r) => r.id);
    });

    it("walks every project once, newest first, in pages of summaries", async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      const sizes: number[] = [];
      do {
        const path: string = `/api/workflow/projects?limit=20${cursor ? `&cursor=${cursor}` : ""}`;
        const res = await as(erin).get(path);
        expect(res.status).toBe(200);
        const page = workflowProjectPageSchema.strict().parse(res.body);
        expect(page).toMatchObject({ projectCount: 45, maxProjects: 100 });
        for (const p of page.projects) expect(workflowProjectSummarySchema.strict().parse(p)).toEqual(p);
        sizes.push(page.projects.length);
        seen.push(...page.projects.map((p) => p.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(sizes).toEqual([20, 20, 5]);
      expect(seen).toEqual(ids);
    });

    it("says which steps have data without sending the data", async () => {
      const res = await as(erin).get("/api/workflow/projects?limit=50");
      expect(JSON.stringify(res.body).length).toBeLessThan(20_000);
      const byName = new Map(res.body.projects.map((p: { projectName: string }) => [p.projectName, p]));
      expect(byName.get("P0")).toMatchObject({
        progress: { completedSteps: ["trendspy"], filled: 1, total: 4, nextStep: "descripto" },
      });
      expect(byName.get("P1")).toMatchObject({ progress: { completedSteps: [], filled: 0, nextStep: "trendspy" } });
      expect(byName.get("P0")).not.toHaveProperty("trendspyData");
    });

    it("answers the plain call with the first 20 as an array, the next cursor in a header", async () => {
      const res = await as(erin).get("/api/workflow/projects");
      expect(res.status).toBe(200);
      expect(res.body.map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 20));
      const next = await as(erin).get(`/api/workflow/projects?cursor=${res.headers["x-next-cursor"]}`);
      expect(next.body.projects.map((p: { id: number }) => p.id)).toEqual(ids.slice(20, 40));
    });

    it("refuses a bad limit or cursor with 400 naming the field", async () => {
      const valid = (await as(erin).get("/api/workflow/projects?limit=1")).body.nextCursor as string;
      const tampered = Buffer.from(
        Buffer.from(valid, "base64url")
          .toString()
          .replace(/\|\d+$/, "|x"),
        "utf8",
      ).toString("base64url");
      for (const [query, field] of [
        ["limit=0", "limit"],
        ["limit=51", "limit"],
        ["limit=abc", "limit"],
        ["limit=10&limit=20", "limit"],
        ["cursor=", "cursor"],
        ["cursor=not-a-cursor", "cursor"],
        [`cursor=${tampered}`, "cursor"],
        [`cursor=${"a".repeat(300)}`, "cursor"],
      ] as const) {
        const res = await as(erin).get(`/api/workflow/projects?${query}`);
        expect({ query, status: res.status, path: res.body.issues?.[0]?.path }).toEqual({ query, status: 400, path: field });
        expect(res.body.error).toMatch(new RegExp(field));
      }
      expect((await as(erin).get("/api/workflow/projects?limit=50")).status).toBe(200);
    });
  });
});
