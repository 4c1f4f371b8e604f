// /api/admin/model: the admin's view of the model engine. GET lists each tool's engine (offline, or
// model name @ host; never a key); POST /test runs "Test connection" in each tool's service (or the
// one named) and reports latency and whether structured output works. Both are admin-only; the POST
// is a state-changing request to the app's own origin like any other (sameOriginStateChanges).
// The settings themselves live in each service's environment (docs/decisions/0026-model-settings-in-env.md).
import { Router, type RequestHandler } from "express";
import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import { adminModelTestRequestSchema } from "@seo/contracts/modelEngine";
import { ADMIN_MODEL_API } from "@seo/contracts/modelEnginePaths";
import type { Logger } from "../appDeps";
import { auth } from "../http/authContext";
import { requestIdOf } from "../http/requestContext";
import { requireAdmin } from "../http/requireAdmin";
import { clientGoneSignal } from "../http/serviceCall";
import { parseOr400 } from "../http/validate";
import { serviceTargets } from "../routes/serviceRoutes";
import { testToolModels, toolModelSettings, type ToolModelsDeps } from "./toolModels";

/** How long a service may take to say its settings (no model is asked). */
const SETTINGS_TIMEOUT_MS = 5_000;

export function modelAdminRoutes(deps: { config: AppConfig; registry: Registry; logger: Logger; jsonBody: RequestHandler }) {
  const targetOf = serviceTargets(deps.config, deps.registry, deps.logger);
  const tools = deps.registry.tools;
  // The check waits for the model (OPENAI_TIMEOUT_MS in the service): the usual proxy timeout.
  const testing: ToolModelsDeps = { tools, serviceOf: (t) => targetOf(t.service.name) };
  const reading: ToolModelsDeps = {
    tools,
    serviceOf: (t) => {
      const target = targetOf(t.service.name);
      return { ...target, timeoutMs: Math.min(target.timeoutMs, SETTINGS_TIMEOUT_MS) };
    },
  };
  // The services answer these paths for an admin's signed identity only.
  const asAdmin = (res: Parameters<RequestHandler>[1]) => ({ userId: String(auth(res).user!.id), plan: "admin" });

  const router = Router();
  router.get(ADMIN_MODEL_API.settings, requireAdmin, async (req, res) => {
    const signal = clientGoneSignal(req, res, SETTINGS_TIMEOUT_MS);
    const rows = await toolModelSettings(reading, { identity: asAdmin(res), requestId: requestIdOf(res), signal });
    res.setHeader("Cache-Control", "no-store");
    res.json({ tools: rows });
  });
  router.post(ADMIN_MODEL_API.test, requireAdmin, deps.jsonBody, async (req, res) => {
    const input = parseOr400(adminModelTestRequestSchema, req.body, res);
    if (!input) return;
    const chosen = input.tool ? tools.filter((t) => t.id === input.tool) : tools;
    if (!chosen.length) return void res.status(404).json({ error: "No tool with this id" });
    const signal = clientGoneSignal(req, res, deps.config.proxyTimeoutMs);
    const rows = await testToolModels(testing, chosen, { identity: asAdmin(res), requestId: requestIdOf(res), signal });
    deps.logger.info("model connection tested", {
      by: auth(res).user!.id,
      tools: rows.map((r) => ({
        tool: r.id,
        ok: r.report?.ok ?? null,
        ms: r.report?.latencyMs,
        error: r.error ?? r.report?.error,
      })),
    });
    res.setHeader("Cache-Control", "no-store");
    res.json({ tools: rows });
  });
  return router;
}
