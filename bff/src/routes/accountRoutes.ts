// GET /api/user/subscription and POST /api/admin/grant-access.
import { Router } from "express";
import type { AppConfig } from "@seo/config/env";
import type { UserRepository } from "../data/users";
import type { FreeTries } from "../data/freeTries";
import { deviceIdOf } from "../http/deviceCookie";
import type { Registry } from "@seo/registry/registry";
import { accessPolicyOf, capabilitiesOf, summarizeAccess } from "../domain/planAccess";
import { auth, requireUser } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import type { Logger } from "../appDeps";

export const ADMIN_ONLY_MESSAGE = "Admin access is restricted to designated admin accounts only.";

export function accountRoutes(deps: {
  config: AppConfig;
  registry: Registry;
  users: UserRepository;
  freeTries: FreeTries;
  now: () => Date;
  logger: Logger;
}) {
  const router = Router();

  router.get("/user/subscription", requireUser, async (req, res) => {
    const user = auth(res).user!;
    const now = deps.now();
    const policy = accessPolicyOf(deps.config);
    const summary = summarizeAccess(user, now, policy, deps.registry);
    const capabilities = capabilitiesOf(user, now, { policy, adminEmail: deps.config.adminEmail, registry: deps.registry });
    const body: Record<string, unknown> = { ...summary, capabilities };
    if (!summary.hasAccess) {
      const device = deviceIdOf(req, res, { secure: deps.config.production });
      body.freeTriesRemaining = await deps.freeTries.remaining({ device, ip: clientIp(req), userId: user.id });
    }
    res.setHeader("Cache-Control", "no-store");
    res.json(body);
  });

  router.post("/admin/grant-access", requireUser, async (_req, res) => {
    const user = auth(res).user!;
    if (user.email !== deps.config.adminEmail) {
      res.status(403).json({ error: ADMIN_ONLY_MESSAGE });
      return;
    }
    await deps.users.grantAdmin(user.id);
    deps.logger.info("admin access granted", { userId: user.id });
    res.json({ success: true, message: "You now have access to all tools." });
  });

  return router;
}
