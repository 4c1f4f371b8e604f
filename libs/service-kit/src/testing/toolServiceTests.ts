// The behaviour every tool service shares, as one jest suite each service runs against its own
// app: health without identity, the contract's response shape, 400 naming the field, 401 for a
// missing, forged or stale identity, the admin's internal model routes, and a clear 502 when the
// model fails with AI_FALLBACK=off.
import request from "supertest";
import { loadConfig, type AppConfig } from "@seo/config/env";
import type { z } from "zod";
import { startFakeOpenAIServer } from "@seo/ai/testing/fakeOpenAIServer";
import { INTERNAL_MODEL_PATHS } from "@seo/contracts/modelEnginePaths";
import type Koa from "koa";
import { signedAs } from "./signedRequests";

export interface ToolServiceCase {
  tool: string;
  /** The tool contract's response schema. */
  responseSchema: z.ZodType<{ result: string; source?: string | undefined }>;
  createApp(config: AppConfig): Koa;
  goodInput: object;
  /** An invalid request and the field its 400 must name. */
  badInput: object;
  badField: string;
}

export function describeToolService({ tool, responseSchema, createApp, goodInput, badInput, badField }: ToolServiceCase) {
  const secret = `${tool}-test-secret`;
  const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
  const app = createApp(config).callback();
  const identity = { userId: "17", plan: "all" };
  const path = `/api/${tool}`;

  describe(`${tool} service`, () => {
    it("answers /health without identity", async () => {
      const res = await request(app).get("/health");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok", service: tool });
    });

    it("answers a valid request with the contract's response shape", async () => {
      const res = await signedAs(app, identity, secret).post(path, goodInput);
      expect(res.status).toBe(200);
      const body = responseSchema.parse(res.body);
      expect(body.source).toBe("offline");
      expect(body.result.length).toBeGreaterThan(20);
    });

    it("refuses bad input with 400 naming the field", async () => {
      const res = await signedAs(app, identity, secret).post(path, badInput);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(badField);
      expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: badField })]));
    });

    it("refuses a request without the signed identity", async () => {
      const res = await request(app).post(path).send(goodInput);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: "Missing or invalid service identity", requestId: expect.any(String) });
    });

    it("refuses a forged signature", async () => {
      const res = await signedAs(app, identity, "not-the-secret").post(path, goodInput);
      expect(res.status).toBe(401);
    });

    it("refuses a stale signature", async () => {
      const res = await signedAs(app, identity, secret, { now: Date.now() - 31_000 }).post(path, goodInput);
      expect(res.status).toBe(401);
    });

    it("shows its model settings and tests the connection for an admin's signed identity only", async () => {
      const admin = { userId: "1", plan: "admin" };
      expect((await request(app).get(INTERNAL_MODEL_PATHS.settings)).status).toBe(401);
      expect((await signedAs(app, identity, secret).get(INTERNAL_MODEL_PATHS.settings)).status).toBe(403);
      expect((await signedAs(app, identity, secret).post(INTERNAL_MODEL_PATHS.check)).status).toBe(403);
      const offline = await signedAs(app, admin, secret).get(INTERNAL_MODEL_PATHS.settings);
      expect(offline.status).toBe(200);
      expect(offline.body).toMatchObject({ engine: "offline", model: null, baseUrlHost: null });
      expect((await signedAs(app, admin, secret).post(INTERNAL_MODEL_PATHS.check)).body).toMatchObject({ report: null });

      const fake = await startFakeOpenAIServer();
      try {
        fake.reply({ fromSchema: true });
        const local = loadConfig({
          NODE_ENV: "test",
          IDENTITY_SECRET: secret,
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_MODEL: "m-1",
        });
        const res = await signedAs(createApp(local).callback(), admin, secret).post(INTERNAL_MODEL_PATHS.check);
        expect(res.status).toBe(200);
        expect(res.headers["cache-control"]).toBe("no-store");
        expect(res.body).toEqual({
          settings: expect.objectContaining({ engine: "model", model: "m-1", baseUrlHost: new URL(fake.baseURL).host }),
          report: expect.objectContaining({ ok: true, structuredOutput: "ok", model: "m-1", latencyMs: expect.any(Number) }),
        });
      } finally {
        await fake.close();
      }
    });

    it("answers a clear 502 when the model fails and AI_FALLBACK=off", async () => {
      const fake = await startFakeOpenAIServer();
      try {
        fake.reply({ status: 500 });
        const strict = loadConfig({
          NODE_ENV: "test",
          IDENTITY_SECRET: secret,
          OPENAI_API_KEY: "sk-test",
          OPENAI_BASE_URL: fake.baseURL,
          OPENAI_MAX_RETRIES: "0",
          AI_FALLBACK: "off",
        });
        const res = await signedAs(createApp(strict).callback(), identity, secret).post(path, goodInput);
        expect(res.status).toBe(502);
        expect(res.body).toEqual({ error: "AI provider failed: provider answered 500", requestId: expect.any(String) });
      } finally {
        await fake.close();
      }
    });
  });
}

export interface HostileInputsCase {
  tool: string;
  responseSchema: z.ZodType<unknown>;
  createApp(config: AppConfig): Koa;
  /** The benchmark's hostile inputs (those inside the contract's limits) and its offline answer. */
  bench: { inputs: readonly { name: string; input: unknown }[]; run(input: unknown): unknown };
  /** Which of the benchmark's inputs to check (default: all). */
  sample?: (index: number) => boolean;
  /** The request a hostile client sent, answered through HTTP. */
  reported: object;
}

/**
 * Hostile inputs inside the contract's limits (long single words, repeated words, unicode,
 * punctuation runs) still get a valid answer from the offline engine. No timing is asserted:
 * `npm run bench -- --adversarial-only` measures; unbounded, such inputs took seconds to minutes
 * (or exhausted the heap), and this suite could not finish within its timeout.
 */
export function describeHostileInputs({ tool, responseSchema, createApp, bench, sample, reported }: HostileInputsCase) {
  describe(`${tool} under hostile inputs`, () => {
    it("answers every hostile input of the benchmark with a contract-valid offline answer", () => {
      for (const [i, { name, input }] of bench.inputs.entries()) {
        if (sample && !sample(i)) continue;
        const answer = responseSchema.safeParse(bench.run(input));
        if (!answer.success) throw new Error(`${name}: ${answer.error.message}`);
      }
    });

    it("answers the reported request through HTTP with 200", async () => {
      const secret = `${tool}-adversarial-secret`;
      const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
      const res = await signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post(
        `/api/${tool}`,
        reported,
      );
      expect(res.status).toBe(200);
      expect(responseSchema.safeParse(res.body).success).toBe(true);
    });
  });
}
