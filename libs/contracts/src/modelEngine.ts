// The model engine as an admin sees it (docs/decisions/0026-model-settings-in-env.md): each tool
// service's settings (never its key) and the result of one "Test connection". Each service answers
// its internal paths with the signed identity of an admin; the BFF gathers them under /api/admin/model.
import { z } from "zod";

/** "model": the service asks a model (OPENAI_API_KEY or OPENAI_BASE_URL is set); "offline": its offline engine answers. */
export const modelEngineSchema = z.enum(["offline", "model"]);
export type ModelEngine = z.infer<typeof modelEngineSchema>;

/** One service's model settings, safe to show: the model's name and the server's host, no key, no URL path. */
export const modelSettingsViewSchema = z.object({
  engine: modelEngineSchema,
  model: z.string().nullable(),
  /** host[:port] of OPENAI_BASE_URL (api.openai.com when unset); null for the offline engine. */
  baseUrlHost: z.string().nullable(),
  /** AI_FALLBACK: a failed model answer is replaced by an offline draft. */
  fallback: z.boolean(),
  /** OPENAI_TIMEOUT_MS: how long one model request may take. */
  timeoutMs: z.number().int().nonnegative(),
});
export type ModelSettingsView = z.infer<typeof modelSettingsViewSchema>;

/**
 * How the test's structured-output request went: "ok" (an answer matching the schema), "invalid_answer"
 * (an answer, but not JSON matching the schema), "unsupported" (the server refused response_format
 * json_schema), "failed" (no answer: unreachable, refused key, unknown model, timeout, server error).
 */
export const structuredOutputStatusSchema = z.enum(["ok", "invalid_answer", "unsupported", "failed"]);
export type StructuredOutputStatus = z.infer<typeof structuredOutputStatusSchema>;

/** One "Test connection": a tiny structured-output request to the configured model. */
export const modelCheckReportSchema = z.object({
  /** The model engine works as configured: reachable, key accepted, model known, structured output valid. */
  ok: z.boolean(),
  model: z.string(),
  baseUrlHost: z.string(),
  latencyMs: z.number().nonnegative(),
  structuredOutput: structuredOutputStatusSchema,
  /** HTTP status of a refusal (401, 404, 429, 5xx ...). */
  status: z.number().int().optional(),
  /** A short message safe to show (never the key or the server's full answer). */
  error: z.string().optional(),
});
export type ModelCheckReport = z.infer<typeof modelCheckReportSchema>;

/** Each tool's settings, or why its service did not say (down, too slow, refused). */
const toolFields = { id: z.string(), title: z.string(), settings: modelSettingsViewSchema.nullable() };
export const adminToolModelSchema = z.object({ ...toolFields, error: z.string().optional() });
export const adminModelSchema = z.object({ tools: z.array(adminToolModelSchema) });
export type AdminToolModel = z.infer<typeof adminToolModelSchema>;
export type AdminModel = z.infer<typeof adminModelSchema>;

/** POST /api/admin/model/test: every tool, or the one named. */
export const adminModelTestRequestSchema = z.object({ tool: z.string().trim().min(1).max(64).optional() }).strict();
export type AdminModelTestRequest = z.infer<typeof adminModelTestRequestSchema>;

/** Each tool's test: the report (null for the offline engine, which has nothing to test), or why its service did not say. */
export const adminToolModelTestSchema = z.object({
  ...toolFields,
  report: modelCheckReportSchema.nullable(),
  error: z.string().optional(),
});
export const adminModelTestSchema = z.object({ tools: z.array(adminToolModelTestSchema) });
export type AdminToolModelTest = z.infer<typeof adminToolModelTestSchema>;
export type AdminModelTest = z.infer<typeof adminModelTestSchema>;
