// Partner embedding, one module per job:
//   GET  /embed.js, /embed-shell/*   the loader partners paste and the shell it frames (embedAssetRoutes)
//   GET  /embed/<tool>?key&origin    the framed page with a visitor token (embedFrameRoute)
//   POST /api/embed/token            a fresh visitor token for a still valid one (visitorAccess)
//   POST /api/embed/<tool>           an embedded tool call, paid by the partner (embedToolCallRoute)
//   /api/admin/partners              the admin's partner management (partnerAdminRoutes)
import path from "node:path";
import { Router, type RequestHandler } from "express";
import type { AppConfig } from "@seo/config/env";
import type { KvStore } from "@seo/kv/store";
import type { ReadJsonBody } from "../http/jsonBody";
import type { ToolCallDeps } from "../toolCalls/runToolCall";
import { embedAssetRoutes } from "./embedAssetRoutes";
import { embedFrameRoute } from "./embedFrameRoute";
import { createEmbedLimits } from "./embedLimits";
import { embedToolCallRoute } from "./embedToolCallRoute";
import { partnerAdminRoutes } from "./partnerAdminRoutes";
import type { PartnerRepository } from "./partners";
import { visitorTokenRoute } from "./visitorAccess";

export function embedRoutes(
  deps: ToolCallDeps & {
    config: AppConfig;
    partners: PartnerRepository;
    store: KvStore;
    now: () => Date;
    jsonBody: RequestHandler;
    readJsonBody: ReadJsonBody;
    /** The tools that have a service to call. */
    hasService(toolId: string): boolean;
    /** Repository root holding embed-shell/dist. */
    root: string;
  },
) {
  const { config } = deps;
  const limits = createEmbedLimits(deps.store, deps.now);
  const router = Router();
  router.use(embedAssetRoutes({ dist: path.join(deps.root, "embed-shell", "dist"), sourceMaps: !config.production }));
  router.use(embedFrameRoute(deps));
  router.use(visitorTokenRoute(deps));
  router.use(
    embedToolCallRoute({
      ...deps,
      limits,
      addressDailyLimit: config.embed.callsPerAddressPerDay,
      productUrl: config.appUrl,
    }),
  );
  router.use(partnerAdminRoutes({ ...deps, limits }));
  return router;
}
