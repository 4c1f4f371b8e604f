// How a bulk run behaves when things happen while it runs, against a tool service whose every
// answer the test decides: cancelled, the plan lapses, the model provider rate-limits (429/503),
// the service refuses a row's input, and the BFF dies mid-run and a new one resumes the run with no
// row generated twice or lost.
import request from "supertest";
import { backendKinds, createUserWithSession, startBackends, type Backends } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { waitFor } from "../testing/until";
import { PLAN_LAPSED_REASON } from "./bulkAccess";
import { deferred, descriptoCsv, draftFor, startBulkBff, startJobs, startScriptedTool, uploadCsv } from "./testing/bulkStack";

jest.setTimeout(120_000);

describe.each(backendKinds())("a bulk run while things happen (%s)", (kind) => {
  const stack = useSuiteStack(kind, {}, async ({ backends }) => {
    const tool = await startScriptedTool();
    const jobs = await startJobs(backends);
    // One row at a time, so a test knows which row a held request belongs to.
    const bff = await startBulkBff(backends, { DESCRIPTO_SERVICE_URL: tool.url, BULK_CONCURRENCY: "1" }, { jobs });
    return { tool, jobs, bff };
  });
  beforeEach(() => {
    stack.tool.state.received.length = 0;
    stack.tool.state.answer = (input) => draftFor(input);
  });

  const runOf = async (id: number, sessionId: string) =>
    (await request(stack.bff.url).get(`/api/bulk/runs/${id}`).set("x-session-id", sessionId)).body;
  const rowsOf = (runId: number) => stack.backends.prisma.bulkRow.findMany({ where: { runId }, orderBy: { rowNumber: "asc" } });
  /** The rows once none is in a worker's hands any more. */
  const settled = (runId: number) =>
    waitFor(`run ${runId}'s rows to settle`, async () => {
      const rows = await rowsOf(runId);
      return rows.some((r) => r.status === "running") ? undefined : rows;
    });
  const start = async (sessionId: string, rows: number) => {
    const res = await uploadCsv(stack.bff.url, sessionId, "descripto", descriptoCsv(rows));
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  const ended = (id: number, sessionId: string) =>
    waitFor(`run ${id} to end`, async () => {
      const run = await runOf(id, sessionId);
      return ["done", "cancelled", "stopped"].includes(run.status) ? run : undefined;
    });

  it("stops at the next row when cancelled: the row in flight is kept, the rest never run", async () => {
    const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const held = deferred<void>();
    stack.tool.state.answer = (input, n) => (n === 2 ? held.promise.then(() => draftFor(input)) : draftFor(input));
    const id = await start(sessionId, 6);
    await waitFor("row 2 in flight", () => (stack.tool.state.received.length === 2 ? true : undefined));
    const cancelled = await request(stack.bff.url).post(`/api/bulk/runs/${id}/cancel`).set("x-session-id", sessionId);
    expect(cancelled.body).toMatchObject({ status: "cancelled", done: 1 });
    expect(cancelled.body.finishedAt).toEqual(expect.any(String));
    held.resolve();
    const rows = await settled(id);
    expect(rows.map((r) => r.status)).toEqual(["done", "done", "pending", "pending", "pending", "pending"]);
    expect(stack.tool.state.received).toHaveLength(2);
    expect(await runOf(id, sessionId)).toMatchObject({ status: "cancelled", done: 2, secondsLeft: null });
  });

  it("stops the run at the next row when the plan lapses mid-run, and says why", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    const held = deferred<void>();
    stack.tool.state.answer = (input, n) => (n === 3 ? held.promise.then(() => draftFor(input)) : draftFor(input));
    const id = await start(sessionId, 6);
    await waitFor("row 3 in flight", () => (stack.tool.state.received.length === 3 ? true : undefined));
    await stack.backends.prisma.user.update({ where: { id: user.id }, data: { subscriptionStatus: "canceled" } });
    held.resolve();
    const run = await ended(id, sessionId);
    expect(run).toMatchObject({ status: "stopped", stopReason: PLAN_LAPSED_REASON, done: 3, failed: 0 });
    expect(PLAN_LAPSED_REASON).toBe("Your plan no longer includes bulk runs.");
    expect((await settled(id)).map((r) => r.status)).toEqual(["done", "done", "done", "pending", "pending", "pending"]);
    expect(stack.tool.state.received).toHaveLength(3);
    await stack.bff.flush();
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(3);
    // Nothing more through the same payer either.
    const again = await request(stack.bff.url).post(`/api/bulk/runs/${id}/rows/1/regenerate`).set("x-session-id", sessionId);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe("BULK_NOT_IN_PLAN");
    expect(stack.tool.state.received).toHaveLength(3);
  });

  it("retries a row while the model provider is rate limited (429, 503) instead of failing it", async () => {
    const { user, sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "all" });
    const busy = { error: "The model provider is rate limiting requests" };
    stack.tool.state.answer = (input, n) => {
      if (n === 2) return { status: 429, headers: { "retry-after": "0" }, body: busy };
      if (n === 3) return { status: 503, headers: { "retry-after": "0" }, body: busy };
      return draftFor(input);
    };
    const id = await start(sessionId, 3);
    expect(await ended(id, sessionId)).toMatchObject({ status: "done", done: 3, failed: 0 });
    expect(stack.tool.state.received.map((r) => r.productName)).toEqual([
      "Trail Sock Model 1",
      "Trail Sock Model 2",
      "Trail Sock Model 2",
      "Trail Sock Model 2",
      "Trail Sock Model 3",
    ]);
    expect((await rowsOf(id)).map((r) => r.attempts)).toEqual([1, 1, 1]);
    await stack.bff.flush();
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id } })).toBe(3);
  });

  it("fails a row whose input the service refuses, with the service's message, and runs the others", async () => {
    const { sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { isAdmin: true });
    stack.tool.state.answer = (input) =>
      input.productName === "Trail Sock Model 2"
        ? { status: 400, body: { error: "Invalid keyFeatures: Must be at most 4000 characters" } }
        : draftFor(input);
    const id = await start(sessionId, 3);
    expect(await ended(id, sessionId)).toMatchObject({ status: "done", done: 2, failed: 1 });
    const rows = (await request(stack.bff.url).get(`/api/bulk/runs/${id}/rows`).set("x-session-id", sessionId)).body.rows;
    expect(rows[1]).toMatchObject({
      status: "failed",
      output: null,
      error: "Invalid keyFeatures: Must be at most 4000 characters",
    });
    expect(stack.tool.state.received).toHaveLength(3); // a refused input is not retried
    // A failed row can be tried again by hand, once the cause is gone.
    stack.tool.state.answer = (input) => draftFor(input);
    const retried = await request(stack.bff.url).post(`/api/bulk/runs/${id}/rows/2/regenerate`).set("x-session-id", sessionId);
    expect(retried.body).toMatchObject({ status: "done", error: null });
    expect((await runOf(id, sessionId)).failed).toBe(0);
  });
});

describe.each(backendKinds())("a bulk run when its BFF dies mid-run (%s)", (kind) => {
  let backends: Backends;
  const closing: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    backends = await startBackends(kind);
  }, 120_000);
  afterAll(async () => {
    for (const close of closing.reverse()) await close().catch(() => undefined);
    await backends?.close();
  });

  it("resumes in the next BFF: rows left running go back to pending, and each row is generated once", async () => {
    // The first BFF's service answers three rows and then never again: its worker hangs mid-row.
    const first = await startScriptedTool();
    closing.push(() => first.close());
    first.state.answer = (input, n) => (n <= 3 ? draftFor(input) : "hang");
    // Runs first at the end: the dead BFF's hung calls are answered, so its worker ends before the queue stops.
    const answerHung = async () => {
      first.releaseHung({ status: 400, body: { error: "late" } });
      await new Promise((r) => setTimeout(r, 500));
    };
    const firstJobs = await startJobs(backends);
    const dying = await startBulkBff(
      backends,
      { DESCRIPTO_SERVICE_URL: first.url, BULK_CONCURRENCY: "2", PROXY_TIMEOUT_MS: "120000" },
      { jobs: firstJobs },
    );
    let dead = false;
    closing.push(async () => {
      if (!dead) await Promise.all([dying.close(), firstJobs.stop()]);
    });
    closing.push(answerHung);
    const { user, sessionId } = await createUserWithSession(backends, dying.config, { subscriptionType: "pro" });
    const created = await uploadCsv(dying.url, sessionId, "descripto", descriptoCsv(8));
    expect(created.status).toBe(201);
    const runId = created.body.id as number;
    const rowsOf = () => backends.prisma.bulkRow.findMany({ where: { runId }, orderBy: { rowNumber: "asc" } });
    await waitFor("3 rows done and 2 hanging", async () => {
      const done = (await rowsOf()).filter((r) => r.status === "done").length;
      return done === 3 && first.hungCount() === 2 ? true : undefined;
    });
    // Two rows hang in the service; the rest are claimed and waiting for a free lane.
    const statuses = (await rowsOf()).map((r) => r.status);
    expect(statuses.filter((x) => x === "running")).toHaveLength(5);

    // The BFF dies: its queue and server go; its two calls never come back.
    await dying.flush();
    await firstJobs.stop();
    await dying.close();
    dead = true;

    const second = await startScriptedTool();
    closing.push(() => second.close());
    const secondJobs = await startJobs(backends);
    const next = await startBulkBff(backends, { DESCRIPTO_SERVICE_URL: second.url, BULK_CONCURRENCY: "2" }, { jobs: secondJobs });
    closing.push(() => Promise.all([next.close(), secondJobs.stop()]));
    closing.push(answerHung);

    const run = await waitFor("the run to finish in the next BFF", async () => {
      const r = (await request(next.url).get(`/api/bulk/runs/${runId}`).set("x-session-id", sessionId)).body;
      return r.status === "done" ? r : undefined;
    });
    expect(run).toMatchObject({ done: 8, failed: 0, total: 8 });
    const names = (r: Record<string, unknown>[]) => r.map((x) => String(x.productName)).sort();
    const products = (...n: number[]) => n.map((i) => `Trail Sock Model ${i}`).sort();
    // The first five rows went to the first BFF's service (three answered, two hung); the next BFF
    // generated the two that hung (they never were) and the three never started, nothing else.
    expect(names(first.state.received)).toEqual(products(1, 2, 3, 4, 5));
    const answeredFirst = names(first.state.received.slice(0, 3));
    const all = products(1, 2, 3, 4, 5, 6, 7, 8);
    expect(names(second.state.received)).toEqual(all.filter((p) => !answeredFirst.includes(p)));
    await next.flush();
    const history = await backends.prisma.generatedContent.findMany({ where: { userId: user.id } });
    expect(names(history.map((h) => h.inputData as Record<string, unknown>))).toEqual(all);
    expect(history.every((h) => h.source === "bulk")).toBe(true);

    // The dead BFF's calls finally come back: what they bring is not written over the rows the next one did.
    await answerHung();
    const rows = await rowsOf();
    expect(rows.map((r) => [r.status, r.attempts, r.error])).toEqual(Array(8).fill(["done", 1, null]));
  });
});
