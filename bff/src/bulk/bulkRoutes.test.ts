// Bulk runs through real HTTP, the real tool services and the job queue on the embedded default
// (and PostgreSQL + Redis when configured): uploads refused before anything is stored, a run from
// CSV to history, review, regeneration and exports, and nobody else's run is reachable.
import { parse } from "csv-parse/sync";
import request from "supertest";
import { backendKinds, createUserWithSession } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { waitFor } from "../testing/until";
import { descriptoCsv, DESCRIPTO_HEADER, startBulkBff, startJobs, uploadCsv } from "./testing/bulkStack";

jest.setTimeout(120_000);

describe.each(backendKinds())("bulk runs with the real services (%s)", (kind) => {
  const stack = useSuiteStack(kind, { realServices: true }, async ({ backends, services }) => {
    const jobs = await startJobs(backends);
    return { jobs, bff: await startBulkBff(backends, services.env, { jobs }) };
  });

  const pro = () => createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
  const get = (path: string, sessionId: string) => request(stack.bff.url).get(path).set("x-session-id", sessionId);
  const post = (path: string, sessionId: string) => request(stack.bff.url).post(path).set("x-session-id", sessionId);
  const patch = (path: string, sessionId: string) => request(stack.bff.url).patch(path).set("x-session-id", sessionId);
  const stored = async () => ({
    runs: await stack.backends.prisma.bulkRun.count(),
    rows: await stack.backends.prisma.bulkRow.count(),
    generations: await stack.backends.prisma.generatedContent.count(),
  });
  const finished = (runId: number, sessionId: string) =>
    waitFor(`run ${runId} to finish`, async () => {
      const res = await get(`/api/bulk/runs/${runId}`, sessionId);
      return ["done", "cancelled", "stopped"].includes(res.body.status) ? res.body : undefined;
    });

  it("refuses bad uploads with a message naming the problem, and stores and charges nothing", async () => {
    const { sessionId } = await pro();
    const before = await stored();
    const cases: [string, Awaited<ReturnType<typeof uploadCsv>>, number, RegExp][] = [
      [
        "wrong type",
        await uploadCsv(stack.bff.url, sessionId, "descripto", descriptoCsv(1), { contentType: "application/json" }),
        415,
        /CSV/,
      ],
      [
        "2 MB",
        await uploadCsv(stack.bff.url, sessionId, "descripto", `${DESCRIPTO_HEADER}\n${"a".repeat(2 * 1024 * 1024)}`),
        413,
        /larger than 1 MB/,
      ],
      [
        "not UTF-8",
        await uploadCsv(
          stack.bff.url,
          sessionId,
          "descripto",
          Buffer.from(`${DESCRIPTO_HEADER}\nCaf\xe9,Rich,Families,casual,\n`, "latin1"),
        ),
        400,
        /not UTF-8/,
      ],
      ["no header", await uploadCsv(stack.bff.url, sessionId, "descripto", "Socks,Wool,Hikers,casual,\n"), 400, /no header row/],
      [
        "extra column",
        await uploadCsv(stack.bff.url, sessionId, "descripto", `${DESCRIPTO_HEADER},price\nSocks,Wool,Hikers,casual,,9\n`),
        400,
        /Unknown column: price/,
      ],
      ["1,001 rows", await uploadCsv(stack.bff.url, sessionId, "descripto", descriptoCsv(1001)), 400, /at most 1,000/],
      [
        "a formula",
        await uploadCsv(
          stack.bff.url,
          sessionId,
          "descripto",
          `${DESCRIPTO_HEADER}\n=1+1,Wool,Hikers,casual,\nSocks,Wool,Hikers,casual,\n`,
        ),
        400,
        /1 row has errors/,
      ],
    ];
    for (const [name, res, status, message] of cases) {
      expect({ name, status: res.status }).toEqual({ name, status });
      expect({ name, error: res.body.error }).toEqual({ name, error: expect.stringMatching(message) });
    }
    const formula = cases.at(-1)![1].body;
    expect(formula).toMatchObject({
      rows: 2,
      validRows: 1,
      errors: [{ row: 1, column: "productName", message: "Cells may not start with = (spreadsheet formulas)" }],
    });
    // The browser's own types for a .csv file are taken.
    for (const contentType of ["text/plain", "application/vnd.ms-excel", "text/csv; charset=utf-8"]) {
      const check = await uploadCsv(stack.bff.url, sessionId, "descripto", descriptoCsv(2), { action: "check", contentType });
      expect({ contentType, status: check.status, body: check.body }).toEqual({
        contentType,
        status: 200,
        body: { rows: 2, validRows: 2, errors: [] },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it("answers 401 signed out, 403 to a plan without bulk runs, 404 for a tool without them, and refuses cross-site uploads", async () => {
    const starter = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "starter" });
    const before = await stored();
    const signedOut = await request(stack.bff.url)
      .post("/api/bulk/descripto/runs")
      .set("content-type", "text/csv")
      .send(descriptoCsv(1));
    expect(signedOut.status).toBe(401);
    const refused = await uploadCsv(stack.bff.url, starter.sessionId, "descripto", descriptoCsv(1));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: "BULK_NOT_IN_PLAN",
      redirectTo: "/pricing",
      error: expect.stringContaining("Pro"),
    });
    const { sessionId } = await pro();
    expect((await uploadCsv(stack.bff.url, sessionId, "hookgenie", "topic\nx\n")).status).toBe(404);
    const crossSite = await uploadCsv(stack.bff.url, sessionId, "descripto", descriptoCsv(1)).set(
      "Origin",
      "https://evil.example",
    );
    expect(crossSite.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it("offers each tool's template, whose rows pass the check", async () => {
    const { sessionId } = await pro();
    for (const tool of ["descripto", "seosnapshot"]) {
      const template = await get(`/api/bulk/template/${tool}`, sessionId).buffer(true);
      expect(template.status).toBe(200);
      expect(template.headers["content-type"]).toMatch(/^text\/csv/);
      expect(template.headers["content-disposition"]).toBe(`attachment; filename=${tool}-bulk-template.csv`);
      const check = await uploadCsv(stack.bff.url, sessionId, tool, template.text, { action: "check" });
      expect(check.body).toEqual({ rows: 2, validRows: 2, errors: [] });
    }
  });

  it("runs a CSV as a job: every row done once, in history as bulk, with progress; reviewed, regenerated and exported", async () => {
    const { user, sessionId } = await pro();
    const csv = descriptoCsv(12, (i) => (i === 12 ? "Trail Sock Model 1" : `Trail Sock Model ${i}`)); // a repeated name
    const created = await uploadCsv(stack.bff.url, sessionId, "descripto", csv, { query: "fileName=spring%20socks.csv" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tool: "descripto", fileName: "spring socks.csv", status: "queued", total: 12, done: 0 });

    const run = await finished(created.body.id, sessionId);
    expect(run).toMatchObject({
      status: "done",
      total: 12,
      done: 12,
      failed: 0,
      approved: 0,
      secondsLeft: null,
      stopReason: null,
    });
    expect(run.rowsPerSecond).toBeGreaterThan(0);
    expect(run.finishedAt).toEqual(expect.any(String));

    const page = await get(`/api/bulk/runs/${run.id}/rows?offset=10&limit=5`, sessionId);
    expect(page.body.total).toBe(12);
    expect(page.body.rows.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([11, 12]);
    const rows = (await get(`/api/bulk/runs/${run.id}/rows?limit=200`, sessionId)).body.rows;
    for (const row of rows) {
      expect(row).toMatchObject({ status: "done", error: null, editedText: null, review: "pending" });
      expect(row.output.result).toContain(row.input.productName);
    }
    await stack.bff.flush();
    const history = await stack.backends.prisma.generatedContent.findMany({ where: { userId: user.id } });
    expect(history).toHaveLength(12);
    expect(history.every((h) => h.source === "bulk" && h.toolType === "descripto")).toBe(true);

    // Review: approve, edit then approve, reject.
    const base = `/api/bulk/runs/${run.id}/rows`;
    expect((await patch(`${base}/1`, sessionId).send({ review: "approved" })).body.review).toBe("approved");
    const edited = await patch(`${base}/2`, sessionId).send({
      editedText: "My own words.\n\n- Soft\n- Warm",
      review: "approved",
    });
    expect(edited.body).toMatchObject({ editedText: "My own words.\n\n- Soft\n- Warm", review: "approved" });
    expect((await patch(`${base}/3`, sessionId).send({ review: "rejected" })).body.review).toBe("rejected");
    expect((await patch(`${base}/3`, sessionId).send({ review: "maybe" })).status).toBe(400);
    expect((await patch(`${base}/3`, sessionId).send({ status: "done" })).status).toBe(400);

    // Regenerate: one more generation, another draft, in history; the new text awaits review again.
    const regenerated = await post(`${base}/12/regenerate`, sessionId);
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.output.result).not.toBe(rows[11].output.result);
    expect(regenerated.body).toMatchObject({ status: "done", review: "pending", editedText: null });
    await stack.bff.flush();
    expect(await stack.backends.prisma.generatedContent.count({ where: { userId: user.id, source: "bulk" } })).toBe(13);
    await patch(`${base}/12`, sessionId).send({ review: "approved" });
    expect((await get(`/api/bulk/runs/${run.id}`, sessionId)).body.approved).toBe(3);

    // Exports: the approved rows only, in file order.
    const exported = async (format: string) => {
      const res = await get(`/api/bulk/runs/${run.id}/export?format=${format}`, sessionId).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/csv/);
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=spring-socks-(export|shopify|woocommerce)\.csv$/);
      return parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    };
    const shopify = await exported("shopify");
    expect(Object.keys(shopify[0]!)).toEqual(["Handle", "Title", "Body (HTML)", "SEO Title", "SEO Description"]);
    expect(shopify.map((r) => r.Handle)).toEqual(["trail-sock-model-1", "trail-sock-model-2", "trail-sock-model-1-2"]);
    expect(shopify[1]!["Body (HTML)"]).toBe("<p>My own words.</p>\n<ul><li>Soft</li><li>Warm</li></ul>");
    expect(shopify[0]!["Body (HTML)"]).toMatch(/^<p>/);
    expect(shopify[2]!["SEO Title"]).toBe(regenerated.body.output.seoTitle);
    const woo = await exported("woocommerce");
    expect(woo.map((r) => r.Name)).toEqual(["Trail Sock Model 1", "Trail Sock Model 2", "Trail Sock Model 1"]);
    const plain = await exported("csv");
    expect(plain[1]).toMatchObject({ productName: "Trail Sock Model 2", description: "My own words.\n\n- Soft\n- Warm" });
    expect((await get(`/api/bulk/runs/${run.id}/export?format=pdf`, sessionId)).status).toBe(400);

    const listed = await get("/api/bulk/runs", sessionId);
    expect(listed.body.runs.map((r: { id: number }) => r.id)).toEqual([run.id]);
  });

  it("audits a list of pages with SeoSnapshot and exports every score", async () => {
    const { sessionId } = await pro();
    const csv = [
      "title,description,url",
      "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts,Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather.,https://example.com/wallets",
      "Tea,Green tea.,",
    ].join("\n");
    const created = await uploadCsv(stack.bff.url, sessionId, "seosnapshot", csv);
    expect(created.status).toBe(201);
    const run = await finished(created.body.id, sessionId);
    expect(run).toMatchObject({ status: "done", done: 2 });
    const res = await get(`/api/bulk/runs/${run.id}/export?format=csv`, sessionId).buffer(true);
    const pages = parse(res.text, { bom: true, columns: true }) as Record<string, string>[];
    expect(pages.map((p) => p.url)).toEqual(["https://example.com/wallets", ""]);
    for (const p of pages) expect(Number(p.score)).toBeGreaterThanOrEqual(0);
    expect(Number(pages[0]!.score)).toBeGreaterThan(Number(pages[1]!.score));
    expect(pages[1]!.issues).not.toBe("");
    expect((await get(`/api/bulk/runs/${run.id}/export?format=shopify`, sessionId)).status).toBe(400);
  });

  it("runs only the valid rows when asked to drop the bad ones, keeping their row numbers", async () => {
    const { sessionId } = await pro();
    const csv = `${DESCRIPTO_HEADER}\nSocks A,Wool,Hikers,casual,\nSocks B,Wool,Hikers,loud,\nSocks C,Wool,Hikers,casual,\n`;
    const refused = await uploadCsv(stack.bff.url, sessionId, "descripto", csv);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ row: 2, column: "tone", message: expect.any(String) }]);
    const created = await uploadCsv(stack.bff.url, sessionId, "descripto", csv, { query: "skipInvalid=1" });
    expect(created.status).toBe(201);
    expect(created.body.total).toBe(2);
    await finished(created.body.id, sessionId);
    const rows = (await get(`/api/bulk/runs/${created.body.id}/rows`, sessionId)).body.rows;
    expect(rows.map((r: { rowNumber: number; status: string }) => [r.rowNumber, r.status])).toEqual([
      [1, "done"],
      [3, "done"],
    ]);
  });

  it("answers 404 for another user's run and rows, and for ids that are not ids", async () => {
    const owner = await pro();
    const created = await uploadCsv(stack.bff.url, owner.sessionId, "descripto", descriptoCsv(2));
    const run = await finished(created.body.id, owner.sessionId);
    const other = await pro();
    await stack.bff.flush();
    const before = await stored();
    const id = run.id as number;
    const answers = [
      await get(`/api/bulk/runs/${id}`, other.sessionId),
      await get(`/api/bulk/runs/${id}/rows`, other.sessionId),
      await patch(`/api/bulk/runs/${id}/rows/1`, other.sessionId).send({ review: "approved" }),
      await post(`/api/bulk/runs/${id}/rows/1/regenerate`, other.sessionId),
      await post(`/api/bulk/runs/${id}/cancel`, other.sessionId),
      await get(`/api/bulk/runs/${id}/export?format=csv`, other.sessionId),
      await get(`/api/bulk/runs/abc`, owner.sessionId),
      await get(`/api/bulk/runs/0`, owner.sessionId),
      await get(`/api/bulk/runs/99999999999`, owner.sessionId),
      await get(`/api/bulk/runs/${id}/rows/1x`, owner.sessionId),
      await post(`/api/bulk/runs/${id}/rows/3/regenerate`, owner.sessionId),
    ];
    expect(answers.map((a) => a.status)).toEqual(Array(answers.length).fill(404));
    expect((await get("/api/bulk/runs", other.sessionId)).body.runs).toEqual([]);
    expect(await stored()).toEqual(before);
    expect((await get(`/api/bulk/runs/${id}`, owner.sessionId)).body.approved).toBe(0);
  });
});
