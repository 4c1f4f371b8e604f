import request from "supertest";
import { loadConfig } from "@seo/config/env";
import { workflowProjectSchema } from "@seo/contracts/workflow";
import { createPrismaClient, type PrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@seo/db/testing/databases";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { createApp } from "./app";

const SECRET = "workflow-test-secret";
const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: SECRET });

let db: TestDatabase;
let prisma: PrismaClient;
let app: ReturnType<ReturnType<typeof createApp>["callback"]>;
let alice: string;
let bob: string;

const as = (userId: string, plan = "pro") => signedAs(app, { userId, plan }, SECRET);

describe.each(testDatabaseKinds())("workflow service on %s", (kind) => {
  beforeAll(async () => {
    db = await createTestDatabase(kind, "workflow");
    await applyMigrations(db.url);
    prisma = createPrismaClient(db.url, { maxConnections: 1 });
    const user = (email: string) =>
      prisma.user.create({ data: { email, password: "x", firstName: "F", lastName: "L", subscriptionType: "pro" } });
    alice = String((await user("alice@example.com")).id);
    bob = String((await user("bob@example.com")).id);
    app = createApp(config, prisma).callback();
  }, 60_000);

  afterAll(async () => {
    await prisma?.$disconnect();
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
});
