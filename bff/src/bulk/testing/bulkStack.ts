// Bulk-run test plumbing: a BFF with a job queue on the test database (its bulk worker started, as
// server.ts does), a scriptable tool service whose answers a test decides one request at a time
// (hold one, answer 429 or 400, hang), and CSV helpers.
import http from "node:http";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { startJobQueue, type JobQueue } from "@seo/jobs/queue";
import { createApp } from "../../app";
import { silentLogger } from "../../appDeps";
import { closeServer, listen, testConfig, type Backends } from "../../testing/testStack";

export const DESCRIPTO_HEADER = "productName,keyFeatures,targetAudience,tone,keywords";

/** A Descripto CSV of `n` distinct, valid products. */
export function descriptoCsv(n: number, name = (i: number) => `Trail Sock Model ${i}`): string {
  const rows = Array.from(
    { length: n },
    (_, i) => `${name(i + 1)},"Merino wool blend, cushioned heel",Health-conscious consumers,casual,"hiking socks, merino wool"`,
  );
  return `${DESCRIPTO_HEADER}\n${rows.join("\n")}\n`;
}

export function startJobs(backends: Backends): Promise<JobQueue> {
  return startJobQueue({ connectionString: backends.url, logger: silentLogger, role: "worker" });
}

/** A BFF as server.ts runs it: its job queue, and the bulk worker started on it (recovering unfinished runs). */
export async function startBulkBff(backends: Backends, env: Record<string, string>, opts: { jobs?: JobQueue } = {}) {
  const config = testConfig(env);
  const app = createApp({
    config,
    prisma: backends.prisma,
    store: backends.store,
    logger: silentLogger,
    remoteStoreDir: path.join(os.tmpdir(), "bff-test-empty-remote-store"),
    jobs: opts.jobs,
  });
  await (app.locals.startBulkWorker as () => Promise<void>)();
  const server = http.createServer(app);
  const url = await listen(server);
  return {
    url,
    config,
    /** Writes the queued generation history. */
    flush: () => (app.locals.flushGenerations as () => Promise<void>)(),
    close: () => closeServer(server),
  };
}

export const uploadCsv = (
  url: string,
  sessionId: string,
  tool: string,
  csv: string | Buffer,
  opts: { query?: string; action?: "runs" | "check"; contentType?: string } = {},
) =>
  request(url)
    .post(`/api/bulk/${tool}/${opts.action ?? "runs"}${opts.query ? `?${opts.query}` : ""}`)
    .set("x-session-id", sessionId)
    .set("content-type", opts.contentType ?? "text/csv")
    .send(Buffer.isBuffer(csv) ? csv : Buffer.from(csv, "utf8"));

export interface ScriptedAnswer {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

/** A Descripto-shaped answer naming the product and the variant asked for. */
export function draftFor(input: Record<string, unknown>): ScriptedAnswer {
  const name = String(input.productName ?? "");
  const variant = Number(input.variant ?? 0);
  return {
    status: 200,
    body: {
      result: `Draft ${variant} for ${name}.\n\n- Merino wool blend\n- Cushioned heel`,
      suggestions: [],
      seoTitle: `${name} | Hiking Socks`,
      metaDescription: `${name}: merino hiking socks.`,
      source: "offline",
    },
  };
}

/**
 * A stand-in tool service: each request's JSON body goes to `answer`, which returns what to send,
 * or a promise the test settles later (a held request), or "hang" (never answered until close).
 */
export async function startScriptedTool() {
  const state = {
    received: [] as Record<string, unknown>[],
    answer: (input: Record<string, unknown>, n: number): ScriptedAnswer | Promise<ScriptedAnswer> | "hang" => {
      void n;
      return draftFor(input);
    },
  };
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const input = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      state.received.push(input);
      const answer = state.answer(input, state.received.length);
      if (answer === "hang") return void hung.add(res);
      void Promise.resolve(answer).then((a) => {
        if (res.destroyed) return;
        res.writeHead(a.status, { "content-type": "application/json", ...a.headers });
        res.end(JSON.stringify(a.body));
      });
    });
  });
  const url = await listen(server);
  return {
    url,
    state,
    /** Answers every hanging request (so the worker that sent it can end cleanly). */
    releaseHung(answer: ScriptedAnswer) {
      for (const res of hung) {
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(JSON.stringify(answer.body));
      }
      hung.clear();
    },
    hungCount: () => hung.size,
    close: () => closeServer(server),
  };
}

/** A promise and the function that settles it. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
