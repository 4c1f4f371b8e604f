// GET /api/user/subscription and POST /api/admin/grant-access.
import { Router } from "express";
import type { AppConfig } from "@seo/config/env";
import type { UserRepository } from "../data/users";
import type { FreeTries } from "../data/freeTries";
import { deviceIdOf } from "../http/deviceCookie";
import type { Registry } from "@seo/registry/registry";
import { accessPolicyOf, capabilitiesOf, isDesignatedAdmin, maySelfGrantAdmin, summarizeAccess } from "../domain/planAccess";
import { auth, EMAIL_UNVERIFIED, requireUser } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import type { Logger } from "../appDeps";

export const ADMIN_ONLY_MESSAGE = "Admin access is restricted to designated admin accounts only.";
export const OPERATOR_GRANTS_ADMIN_MESSAGE =
  "In production, admin access is granted by an operator on the server: npm run admin -- grant <email>";

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
    const capabilities = capabilitiesOf(user, now, {
      policy,
      adminEmail: deps.config.adminEmail,
      production: deps.config.production,
      registry: deps.registry,
    });
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
    if (deps.config.production && isDesignatedAdmin(user, deps.config.adminEmail) && !user.isAdmin) {
      res.status(403).json({ error: OPERATOR_GRANTS_ADMIN_MESSAGE });
      return;
    }
    if (!maySelfGrantAdmin(user, deps.config) && !user.isAdmin) {
      res.status(403).json({ error: ADMIN_ONLY_MESSAGE });
      return;
    }
    // Admin rights need a confirmed address.
    if (!user.emailVerifiedAt) {
      res.status(403).json(EMAIL_UNVERIFIED);
      return;
    }
    await deps.users.grantAdmin(user.id);
    deps.logger.info("admin access granted", { userId: user.id });
    res.json({ success: true, message: "You now have access to all tools." });
  });

  return router;
}
