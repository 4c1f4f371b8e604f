// /api/admin/partners: the admin's partner management (list with this month's use, create, update).
import { Router, type RequestHandler } from "express";
import { partnerCreateSchema, partnerUpdateSchema } from "@seo/contracts/partners";
import type { Logger } from "../appDeps";
import { auth } from "../http/authContext";
import { requireAdmin } from "../http/requireAdmin";
import { parseOr400 } from "../http/validate";
import type { EmbedLimitsCounter } from "./embedLimits";
import { partnerView, type PartnerRepository } from "./partners";

export function partnerAdminRoutes(deps: {
  partners: PartnerRepository;
  limits: EmbedLimitsCounter;
  logger: Logger;
  jsonBody: RequestHandler;
}) {
  const { partners, logger } = deps;
  const router = Router();
  router.get("/api/admin/partners", requireAdmin, async (_req, res) => {
    const rows = await partners.list();
    res.setHeader("Cache-Control", "no-store");
    res.json({ partners: await Promise.all(rows.map(async (p) => partnerView(p, await deps.limits.usedThisMonth(p.key)))) });
  });
  router.post("/api/admin/partners", requireAdmin, deps.jsonBody, async (req, res) => {
    const input = parseOr400(partnerCreateSchema, req.body, res);
    if (!input) return;
    const row = await partners.create(input);
    if (!row)
      return void res
        .status(409)
        .json({ error: "A partner with this key exists", issues: [{ path: "key", message: "Key is taken" }] });
    logger.info("partner created", { key: row.key, by: auth(res).user!.id });
    res.status(201).json({ partner: partnerView(row) });
  });
  router.patch("/api/admin/partners/:key", requireAdmin, deps.jsonBody, async (req, res) => {
    const input = parseOr400(partnerUpdateSchema, req.body, res);
    if (!input) return;
    const row = await partners.update(String(req.params.key), input);
    if (!row) return void res.status(404).json({ error: "No partner with this key" });
    logger.info("partner updated", { key: row.key, by: auth(res).user!.id, fields: Object.keys(input) });
    res.json({ partner: partnerView(row) });
  });
  return router;
}
