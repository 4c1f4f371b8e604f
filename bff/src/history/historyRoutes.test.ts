// /api/history through real HTTP on the embedded default (and PostgreSQL + Redis when configured):
// generations made through the real tool route and services, and rows written straight into the
// table where a test needs many, old or tied entries.
import request from "supertest";
import { HISTORY_MAX_PAGE_SIZE, historyEntrySchema, historyPageSchema, type HistoryPage } from "@seo/contracts/history";
import { silentLogger } from "@seo/log/logger";
import type { JobQueue } from "@seo/jobs/queue";
import { backendKinds, createUserWithSession, startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { bodyAsText } from "../testing/textBody";
import { TOOL_INPUTS } from "../testing/toolInputs";
import { DEFAULT_ACCESS_POLICY } from "../domain/planAccess";
import { createHistoryRepository } from "./historyRepository";
import { HISTORY_RETENTION_CRON, HISTORY_RETENTION_QUEUE, purgeExpiredHistory, runHistoryRetention } from "./historyRetention";

jest.setTimeout(90_000);

const DAY = 24 * 60 * 60 * 1000;

describe.each(backendKinds())("generation history API (%s)", (kind) => {
  const stack = useSuiteStack(kind, { realServices: true }, async ({ backends, services }) => ({
    bff: await startBff(backends, services.env),
  }));

  type Method = "get" | "post" | "patch" | "delete";
  const api = (method: Method, path: string, sessionId?: string) => {
    const r = request(stack.bff.url)[method](path);
    return sessionId ? r.set("x-session-id", sessionId) : r;
  };
  const user = (fields: Parameters<typeof createUserWithSession>[2] = { subscriptionType: "pro" }) =>
    createUserWithSession(stack.backends, stack.bff.config, fields);
  const page = async (sessionId: string, query = ""): Promise<HistoryPage> => {
    const res = await api("get", `/api/history${query}`, sessionId);
    expect(res.status).toBe(200);
    return historyPageSchema.parse(res.body);
  };
  const idsOf = (p: HistoryPage) => p.entries.map((e) => e.id);

  /** Rows written straight into the table; `ago` in ms before now (default: one a second, newest last). */
  async function seed(
    userId: number,
    rows: { tool?: string; input?: object; output?: object; ago?: number; starred?: boolean }[],
  ) {
    const now = Date.now();
    const created = [];
    for (const [i, r] of rows.entries()) {
      created.push(
        await stack.backends.prisma.generatedContent.create({
          data: {
            userId,
            toolType: r.tool ?? "descripto",
            inputData: r.input ?? { productName: `Product ${i}` },
            outputData: r.output ?? { result: `Description ${i}`, suggestions: [] },
            createdAt: new Date(now - (r.ago ?? (rows.length - i) * 1000)),
            starred: r.starred ?? false,
          },
        }),
      );
    }
    return created.map((c) => c.id);
  }

  it("answers 401 to every route without a session", async () => {
    for (const [method, path] of [
      ["get", "/api/history"],
      ["get", "/api/history/1"],
      ["patch", "/api/history/1"],
      ["delete", "/api/history/1"],
      ["post", "/api/history/delete"],
      ["delete", "/api/history"],
    ] as [Method, string][]) {
      const res = await api(method, path);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
  });

  it("lists generations made on tool pages and in workflow steps, newest first, each opening as it was made", async () => {
    const { sessionId } = await user();
    const generate = (tool: "descripto" | "trendspy", source?: string) => {
      const r = api("post", `/api/${tool}`, sessionId);
      if (source) r.set("X-Generation-Source", source);
      return r.send(TOOL_INPUTS[tool]);
    };
    const made = await generate("descripto");
    expect(made.status).toBe(200);
    await stack.bff.flush();
    expect((await generate("trendspy", "workflow")).status).toBe(200);
    await stack.bff.flush();
    // Only "workflow" is a source a client may claim; anything else is a page's call.
    for (const claimed of ["bulk", "WORKFLOW", "workflow, page"]) {
      expect((await generate("trendspy", claimed)).status).toBe(200);
      await stack.bff.flush();
    }

    const list = await page(sessionId);
    expect(list.entries.map((e) => [e.tool, e.source])).toEqual([
      ["trendspy", "page"],
      ["trendspy", "page"],
      ["trendspy", "page"],
      ["trendspy", "workflow"],
      ["descripto", "page"],
    ]);
    expect(list.nextCursor).toBeNull();
    expect(list.keptForDays).toBeNull(); // Pro keeps everything
    const descripto = list.entries[4]!;
    expect(descripto.input).toEqual(TOOL_INPUTS.descripto);
    expect(descripto.summary.title).toBe(TOOL_INPUTS.descripto.productName);
    expect(made.body.result.replace(/\s+/g, " ")).toContain(descripto.summary.preview.replace(/…$/, ""));
    expect(list.entries[0]!.summary.title).toBe(TOOL_INPUTS.trendspy.niche);
    // The list stays small: no outputs in it.
    expect(list.entries.every((e) => !("output" in e))).toBe(true);

    const entry = await api("get", `/api/history/${descripto.id}`, sessionId);
    expect(entry.status).toBe(200);
    expect(historyEntrySchema.parse(entry.body)).toEqual({
      id: descripto.id,
      tool: "descripto",
      source: "page",
      createdAt: descripto.createdAt,
      starred: false,
      input: TOOL_INPUTS.descripto,
      output: made.body,
    });
  });

  it("pages through entries newest first with an opaque cursor, ties broken by id, nothing repeated or skipped", async () => {
    const { user: u, sessionId } = await user();
    // 60 entries, every third pair sharing a timestamp.
    const at = Date.now() - 60_000;
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) {
      const row = await stack.backends.prisma.generatedContent.create({
        data: {
          userId: u.id,
          toolType: "hookgenie",
          inputData: { topic: `t${i}` },
          outputData: { result: "r" },
          createdAt: new Date(at + Math.floor(i / 2) * 1000),
        },
      });
      ids.push(row.id);
    }
    const expected = [...ids].reverse();
    const first = await page(sessionId);
    expect(idsOf(first)).toEqual(expected.slice(0, 25));
    // An entry written meanwhile is not in the older pages.
    await seed(u.id, [{ tool: "hookgenie", ago: 0 }]);
    const second = await page(sessionId, `?cursor=${first.nextCursor}`);
    expect(idsOf(second)).toEqual(expected.slice(25, 50));
    const third = await page(sessionId, `?cursor=${second.nextCursor}`);
    expect(idsOf(third)).toEqual(expected.slice(50));
    expect(third.nextCursor).toBeNull();

    expect(idsOf(await page(sessionId, "?limit=7"))).toHaveLength(7);
    expect((await page(sessionId, `?limit=${HISTORY_MAX_PAGE_SIZE}`)).entries).toHaveLength(61);
    for (const [query, field] of [
      [`?limit=${HISTORY_MAX_PAGE_SIZE + 1}`, "limit"],
      ["?limit=0", "limit"],
      ["?limit=ten", "limit"],
      ["?cursor=not-a-cursor", "cursor"],
      [`?cursor=${Buffer.from("2026-01-01T00:00:00.000Z|99999999999").toString("base64url")}`, "cursor"],
      [`?cursor=${Buffer.from("2026-02-30T00:00:00.000Z|5").toString("base64url")}`, "cursor"],
      [`?cursor=${Buffer.from("2026-01-01T24:00:00.000Z|5").toString("base64url")}`, "cursor"],
      ["?starred=yes", "starred"],
    ]) {
      const res = await api("get", `/api/history${query}`, sessionId);
      expect({ query, status: res.status, field: res.body.issues?.[0]?.path }).toEqual({ query, status: 400, field });
      expect(res.body.error).toContain(field);
    }
  });

  it("filters by tool and by star, and refuses a tool the registry does not know", async () => {
    const { user: u, sessionId } = await user();
    const [d1, h1, d2, s1] = await seed(u.id, [
      { tool: "descripto" },
      { tool: "hookgenie", input: { topic: "x" } },
      { tool: "descripto", starred: true },
      { tool: "seosnapshot", input: { title: "T" }, starred: true },
    ]);
    expect(idsOf(await page(sessionId, "?tool=descripto"))).toEqual([d2, d1]);
    expect(idsOf(await page(sessionId, "?tool=hookgenie"))).toEqual([h1]);
    expect(idsOf(await page(sessionId, "?starred=1"))).toEqual([s1, d2]);
    expect(idsOf(await page(sessionId, "?starred=1&tool=descripto"))).toEqual([d2]);
    expect(idsOf(await page(sessionId, "?starred=0"))).toEqual([s1, d2, h1, d1]);
    for (const query of ["?tool=workflow", "?tool=billing", "?tool=DESCRIPTO", "?tool=descripto&tool=hookgenie"]) {
      const res = await api("get", `/api/history${query}`, sessionId);
      expect({ query, status: res.status, field: res.body.issues?.[0]?.path }).toEqual({ query, status: 400, field: "tool" });
    }
  });

  it("searches inputs and outputs case-insensitively, taking %, _ and \\ literally", async () => {
    const { user: u, sessionId } = await user();
    const [shoes, sale, snake, path, other] = await seed(u.id, [
      { input: { productName: "Trail Runner Shoes" }, output: { result: "Grippy soles." } },
      { input: { productName: "Wallet" }, output: { result: "Now 50% off for members." } },
      { input: { productName: "snake_case mug" }, output: { result: "A mug." } },
      { input: { productName: "C:\\tools" }, output: { result: "A path." } },
      { input: { productName: "Gift 500 off" }, output: { result: "snakeXcase and more." } },
    ]);
    const search = async (q: string) => idsOf(await page(sessionId, `?q=${encodeURIComponent(q)}`));
    expect(await search("trail RUNNER")).toEqual([shoes]);
    expect(await search("grippy")).toEqual([shoes]); // in the output only
    expect(await search("50%")).toEqual([sale]);
    expect(await search("%")).toEqual([sale]);
    expect(await search("e_c")).toEqual([snake]);
    expect(await search("_")).toEqual([snake]);
    expect(await search("c:\\t")).toEqual([path]);
    expect(await search("   ")).toEqual([other, path, snake, sale, shoes]); // blank: no filter
    expect(await search("nothing like this")).toEqual([]);
    expect(idsOf(await page(sessionId, `?q=mug&tool=hookgenie`))).toEqual([]);

    for (const bad of ["a".repeat(201), "%00", "a&q=b"]) {
      const res = await api("get", `/api/history?q=${bad}`, sessionId);
      expect({ bad, status: res.status, field: res.body.issues?.[0]?.path }).toEqual({ bad, status: 400, field: "q" });
    }
  });

  it("stars and unstars an entry; another user's entry is a 404 for every route and stays as it was", async () => {
    const { user: owner, sessionId: ownerSession } = await user();
    const { sessionId: intruder } = await user();
    const [id] = await seed(owner.id, [{}]);

    const star = await api("patch", `/api/history/${id}`, ownerSession).send({ starred: true });
    expect(star.status).toBe(200);
    expect(star.body).toEqual({ id, starred: true });
    expect((await page(ownerSession, "?starred=1")).entries.map((e) => [e.id, e.starred])).toEqual([[id, true]]);
    expect((await api("patch", `/api/history/${id}`, ownerSession).send({ starred: false })).status).toBe(200);
    expect((await page(ownerSession, "?starred=1")).entries).toEqual([]);

    expect((await api("get", `/api/history/${id}`, intruder)).status).toBe(404);
    expect((await api("patch", `/api/history/${id}`, intruder).send({ starred: true })).status).toBe(404);
    expect((await api("delete", `/api/history/${id}`, intruder)).status).toBe(404);
    expect((await api("post", "/api/history/delete", intruder).send({ ids: [id] })).body).toEqual({ deleted: 0 });
    expect((await api("delete", "/api/history", intruder)).status).toBe(200);
    expect((await page(intruder)).entries).toEqual([]);
    const row = await stack.backends.prisma.generatedContent.findUniqueOrThrow({ where: { id } });
    expect(row.starred).toBe(false);

    // Ids that name nothing: 404; ids that are not ids, or a body that is not a star: 400 naming the field.
    for (const bad of ["0", "99999999999", "2147483648"])
      expect((await api("get", `/api/history/${bad}`, ownerSession)).status).toBe(404);
    for (const bad of ["abc", "1e3", "0x10", "-1", "1.5"]) {
      const res = await api("get", `/api/history/${bad}`, ownerSession);
      expect({ bad, status: res.status, field: res.body.issues?.[0]?.path }).toEqual({ bad, status: 400, field: "id" });
    }
    for (const body of [{}, { starred: "yes" }, { starred: 1 }]) {
      const res = await api("patch", `/api/history/${id}`, ownerSession).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain("starred");
    }
    expect((await api("patch", `/api/history/${id}`, ownerSession).send([])).status).toBe(400);
  });

  it("deletes one entry, the selected ones (only the caller's), and all of one tool's or all", async () => {
    const { user: u, sessionId } = await user();
    const { user: other } = await user();
    const [theirs] = await seed(other.id, [{}]);
    const [a, b, c, d] = await seed(u.id, [
      {},
      {},
      { tool: "hookgenie", input: { topic: "x" } },
      {},
      { tool: "hookgenie", input: { topic: "y" } },
    ]);

    expect((await api("delete", `/api/history/${a}`, sessionId)).body).toEqual({ deleted: 1 });
    expect((await api("get", `/api/history/${a}`, sessionId)).status).toBe(404);
    expect((await api("delete", `/api/history/${a}`, sessionId)).status).toBe(404);

    const selected = await api("post", "/api/history/delete", sessionId).send({ ids: [b, b, theirs, 2_000_000_000] });
    expect(selected.body).toEqual({ deleted: 1 });
    expect(await stack.backends.prisma.generatedContent.count({ where: { id: theirs } })).toBe(1);
    for (const body of [
      { ids: [] },
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { ids: [String(c)] },
      { ids: c },
      { ids: [2_147_483_648] },
      {},
    ]) {
      const res = await api("post", "/api/history/delete", sessionId).send(body);
      expect({ body, status: res.status, field: res.body.issues?.[0]?.path?.split(".")[0] }).toEqual({
        body,
        status: 400,
        field: "ids",
      });
    }

    expect((await api("delete", "/api/history?tool=bogus", sessionId)).status).toBe(400);
    expect((await api("delete", "/api/history?tool=hookgenie", sessionId)).body).toEqual({ deleted: 2 });
    expect(idsOf(await page(sessionId))).toEqual([d]);
    expect((await api("delete", "/api/history", sessionId)).body).toEqual({ deleted: 1 });
    expect((await page(sessionId)).entries).toEqual([]);
    expect(await stack.backends.prisma.generatedContent.count({ where: { id: theirs! } })).toBe(1);
  });

  it("refuses a state change from another site (a cookie session and a foreign Origin)", async () => {
    const { user: u, sessionId } = await user();
    const [id] = await seed(u.id, [{}]);
    const res = await request(stack.bff.url)
      .delete(`/api/history/${id}`)
      .set("Cookie", `sid=${sessionId}`)
      .set("Origin", "https://evil.example");
    expect(res.status).toBe(403);
    expect(await stack.backends.prisma.generatedContent.count({ where: { id } })).toBe(1);
  });

  it("Starter and no plan see 30 days, paid plans everything; the daily purge deletes what is no longer kept", async () => {
    const old = 31 * DAY;
    const recent = 29 * DAY;
    const { user: starter, sessionId: starterSession } = await user({ subscriptionType: "starter" });
    const { user: pro, sessionId: proSession } = await user({ subscriptionType: "pro" });
    const { user: lapsed } = await user({ subscriptionType: "pro", subscriptionStatus: "canceled" });
    const { user: single } = await user({ subscriptionType: "single", selectedTool: "descripto" });
    const [starterOld, starterRecent] = await seed(starter.id, [{ ago: old }, { ago: recent }]);
    const [proOld] = await seed(pro.id, [{ ago: 400 * DAY }]);
    const [lapsedOld, lapsedRecent] = await seed(lapsed.id, [{ ago: old }, { ago: 1000 }]);
    const [singleOld] = await seed(single.id, [{ ago: old }]);

    const starterPage = await page(starterSession);
    expect(idsOf(starterPage)).toEqual([starterRecent]);
    expect(starterPage.keptForDays).toBe(30);
    expect((await api("get", `/api/history/${starterOld}`, starterSession)).status).toBe(404);
    expect((await api("patch", `/api/history/${starterOld}`, starterSession).send({ starred: true })).status).toBe(404);
    const proPage = await page(proSession);
    expect(idsOf(proPage)).toEqual([proOld]);
    expect(proPage.keptForDays).toBeNull();

    // The job, as the queue runs it.
    let handler: (() => Promise<void>) | undefined;
    const queue = {
      work: jest.fn(async (_name: string, h: () => Promise<void>) => void (handler = h)),
      schedule: jest.fn(async () => {}),
    } as unknown as JobQueue;
    const history = createHistoryRepository(stack.backends.prisma);
    await runHistoryRetention({ queue, history, policy: DEFAULT_ACCESS_POLICY, logger: silentLogger });
    expect(queue.work).toHaveBeenCalledWith(HISTORY_RETENTION_QUEUE, expect.any(Function));
    expect(queue.schedule).toHaveBeenCalledWith(HISTORY_RETENTION_QUEUE, HISTORY_RETENTION_CRON);
    await handler!();

    const left = await stack.backends.prisma.generatedContent.findMany({
      where: { userId: { in: [starter.id, pro.id, lapsed.id, single.id] } },
      select: { id: true },
    });
    expect(left.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [starterRecent!, proOld!, lapsedRecent!, singleOld!].sort((x, y) => x - y),
    );
    expect(left.map((r) => r.id)).not.toContain(lapsedOld);
    // Nothing left to purge.
    expect(await purgeExpiredHistory(history, new Date(), DEFAULT_ACCESS_POLICY)).toEqual({ deleted: 0 });
  });

  it("the data export says where each generation was made and whether it is starred", async () => {
    const { user: u, sessionId } = await user();
    await seed(u.id, [{ starred: true }]);
    await stack.backends.prisma.generatedContent.create({
      data: { userId: u.id, toolType: "hookgenie", inputData: {}, outputData: { result: "r" }, source: "workflow" },
    });
    const res = await api("get", "/api/account/export", sessionId).buffer(true).parse(bodyAsText);
    const data = JSON.parse(res.body as string) as { generationHistory: { source: string; starred: boolean }[] };
    expect(data.generationHistory.map((g) => [g.source, g.starred])).toEqual([
      ["page", true],
      ["workflow", false],
    ]);
  });
});
