// Partner embedding (issue 13, DESIGN.md decision 16):
//   GET  /embed.js               the loader partners paste (built from embed-shell/src/loader)
//   GET  /embed-shell/*          the minimal embed shell that runs a tool's own remote page
//   GET  /embed/<tool>?key&origin  the framed page: frame-ancestors = the key's origins, a visitor token
//   POST /api/embed/token        a fresh visitor token for a still valid one
//   POST /api/embed/<tool>       an embedded tool call: visitor token instead of a session, counted
//                                against the partner, proxied with a partner/visitor identity
//   /api/admin/partners          the admin's partner management (list, create, update)
import path from "node:path";
import { createHash, randomBytes } from "node:crypto";
import { Router, type RequestHandler, type Response } from "express";
import type { AppConfig } from "@seo/config/env";
import {
  EMBED_LIMIT_CODE,
  PARTNER_KEY_PATTERN,
  partnerCreateSchema,
  partnerUpdateSchema,
  type EmbedLimit,
} from "@seo/contracts/partners";
import { findTool, type ToolEntry } from "@seo/registry/registry";
import { PRODUCT_NAME } from "./brand";
import type { Logger } from "../appDeps";
import type { KvStore } from "@seo/kv/store";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { readCookie } from "../http/sessionCookie";
import { parseOr400 } from "../http/validate";
import { sendStatic, staticWithPrecompressed } from "../http/precompressed";
import { setUpstreamIdentity, setUpstreamOutcome } from "../http/upstreamProxy";
import { cspDirectives } from "../security/contentSecurityPolicy";
import { requireAdmin } from "../http/requireAdmin";
import { createEmbedLimits } from "./embedLimits";
import { refusalPageHtml, toolPageHtml } from "./embedPage";
import { normaliseOrigin, originOfUrl } from "./origins";
import { partnerView, type PartnerRepository, type PartnerRow } from "./partners";
import { mintVisitorToken, verifyVisitorToken, VISITOR_TOKEN_HEADER } from "./visitorToken";

export const VISITOR_COOKIE = "rf_evid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The loader's URL is pasted into partner pages and cannot change: cache briefly, so a fix reaches every partner within minutes. */
export const LOADER_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";

export const REFUSALS = {
  unknownTool: { heading: "Tool not found", message: "There is no such tool to embed." },
  badKey: { heading: "This embed is not active", message: "The embed key on this page is unknown or has been switched off." },
  badOrigin: { heading: "This site may not embed this tool", message: "The embed key on this page is not allowed on this site." },
} as const;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The product's CSP with frame-ancestors replaced (the embed route's only difference). */
export function embedCsp(config: AppConfig, frameAncestors: string[]): string {
  const directives: Record<string, string[]> = {
    ...cspDirectives({ remotes: config.remotes, stripe: false }),
    frameAncestors,
    ...(config.production ? { upgradeInsecureRequests: [] } : {}),
  };
  return Object.entries(directives)
    .map(([k, v]) => [kebab(k), ...v].join(" "))
    .join("; ");
}

const hashed = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 16);

function limitMessage(limit: EmbedLimit, tool: ToolEntry): string {
  return limit === "partner"
    ? `This site has used this month's free ${tool.title} runs. Use ${PRODUCT_NAME} directly to keep going.`
    : `You've reached today's free limit for ${tool.title} on this site. Come back tomorrow, or use ${PRODUCT_NAME} for unlimited access.`;
}

export function embedRoutes(deps: {
  config: AppConfig;
  partners: PartnerRepository;
  store: KvStore;
  logger: Logger;
  now: () => Date;
  jsonBody: RequestHandler;
  /** The tool proxies the BFF uses for every call (signed identity, timeouts, JSON 502/504). */
  proxies: Record<string, RequestHandler>;
  /** Repository root holding embed-shell/dist. */
  root: string;
}) {
  const { config, partners, logger } = deps;
  // Links back to the product come from configuration: Host and X-Forwarded-* are the client's to forge.
  const productUrl = config.appUrl;
  const limits = createEmbedLimits(deps.store, deps.now);
  const dist = path.join(deps.root, "embed-shell", "dist");
  const router = Router();

  // ---- the loader: any site may load it ----
  router.get("/embed.js", (req, res, next) => {
    res.setHeader("Cache-Control", LOADER_CACHE_CONTROL);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.type("application/javascript");
    sendStatic(req, res, path.join(dist, "embed.js"), (err) => {
      if ((err as { code?: string } | undefined)?.code === "ENOENT") {
        res.status(503).send("/* the embed loader is not built yet: npm run build */");
        return;
      }
      next(err);
    });
  });

  // ---- the embed shell's own files (same origin as the frame) ----
  router.use(
    "/embed-shell",
    staticWithPrecompressed(
      dist,
      (res, file) => {
        res.setHeader(
          "Cache-Control",
          HASHED_FILE.test(path.basename(file)) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
      { sourceMaps: !config.production },
    ),
    (_req, res) => void res.status(404).type("text/plain").send("Not found"),
  );

  // ---- the framed page ----
  const refuse = (res: Response, status: number, refusal: { heading: string; message: string }) => {
    // A refusal carries nothing to protect and must be visible inside the partner's frame.
    res.setHeader("Content-Security-Policy", embedCsp(config, ["*"]));
    res.removeHeader("X-Frame-Options");
    res.setHeader("Cache-Control", "no-store");
    res
      .status(status)
      .type("html")
      .send(refusalPageHtml({ ...refusal, productUrl }));
  };

  router.get("/embed/:tool", async (req, res, next) => {
    try {
      const tool = findTool(String(req.params.tool));
      if (!tool) return refuse(res, 404, REFUSALS.unknownTool);
      const key = typeof req.query.key === "string" ? req.query.key : "";
      const partner = PARTNER_KEY_PATTERN.test(key) ? await partners.byKey(key) : null;
      if (!partner || !partner.enabled) return refuse(res, 403, REFUSALS.badKey);

      // The page that frames us: what the loader says (location.origin), checked against the key's
      // list and against the browser's Referer when it sends one. frame-ancestors then makes the
      // browser itself refuse any other parent, whatever a URL claims.
      const claimed = typeof req.query.origin === "string" ? normaliseOrigin(req.query.origin) : null;
      const referer = originOfUrl(req.get("referer"));
      const parentOrigin = claimed ?? referer;
      if (!parentOrigin || !partner.allowedOrigins.includes(parentOrigin) || (referer && referer !== parentOrigin)) {
        logger.info("embed refused: origin", { key: partner.key, claimed, referer });
        return refuse(res, 403, REFUSALS.badOrigin);
      }

      let visitor = readCookie(req, VISITOR_COOKIE);
      if (!visitor || !VISITOR_ID.test(visitor)) visitor = randomBytes(16).toString("base64url");
      // Partitioned (CHIPS): kept per partner site, so visitors are not tracked across sites.
      res.append(
        "Set-Cookie",
        `${VISITOR_COOKIE}=${visitor}; Path=/embed; Max-Age=31536000; HttpOnly; Secure; SameSite=None; Partitioned`,
      );
      const { token, expiresAt } = mintVisitorToken(
        { key: partner.key, origin: parentOrigin, tool: tool.id, visitor },
        config.identity.secret,
        deps.now().getTime(),
      );
      res.setHeader("Content-Security-Policy", embedCsp(config, partner.allowedOrigins));
      res.removeHeader("X-Frame-Options");
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(
        toolPageHtml({
          tool: tool.id,
          title: tool.title,
          route: tool.route,
          remote: tool.remote.name,
          page: tool.remote.page,
          token,
          expiresAt,
          parentOrigin,
          productUrl,
          toolUrl: `${productUrl}${tool.route}`,
          theme: req.query.theme === "dark" ? "dark" : "light",
        }),
      );
    } catch (err) {
      next(err);
    }
  });

  // ---- embedded API calls ----
  type Verified = { partner: PartnerRow; origin: string; visitor: string; tool: string };
  const VERIFIED = Symbol("embedVisitor");
  const verified = (res: Response) => (res as Response & { [VERIFIED]?: Verified })[VERIFIED]!;

  /** The visitor token: genuine, unexpired, for a partner that is enabled and still lists its origin. */
  const requireVisitor: RequestHandler = async (req, res, next) => {
    try {
      const check = verifyVisitorToken(String(req.get(VISITOR_TOKEN_HEADER) ?? ""), config.identity.secret, deps.now().getTime());
      if (!check.ok) {
        res.status(401).json({
          error:
            check.reason === "expired"
              ? "This page has been open a long time. Reload it to continue."
              : "Missing or invalid visitor token",
          code: "EMBED_TOKEN_INVALID",
        });
        return;
      }
      const partner = await partners.byKey(check.claims.key);
      if (!partner || !partner.enabled || !partner.allowedOrigins.includes(check.claims.origin)) {
        res.status(403).json({ error: REFUSALS.badKey.message, code: "EMBED_KEY_REFUSED" });
        return;
      }
      (res as Response & { [VERIFIED]?: Verified })[VERIFIED] = {
        partner,
        origin: check.claims.origin,
        visitor: check.claims.visitor,
        tool: check.claims.tool,
      };
      next();
    } catch (err) {
      next(err);
    }
  };

  router.post("/api/embed/token", requireVisitor, (_req, res) => {
    const v = verified(res);
    const minted = mintVisitorToken(
      { key: v.partner.key, origin: v.origin, tool: v.tool, visitor: v.visitor },
      config.identity.secret,
      deps.now().getTime(),
    );
    res.setHeader("Cache-Control", "no-store");
    res.json(minted);
  });

  router.post(
    "/api/embed/:tool",
    requireVisitor,
    (req, res, next) => {
      const tool = findTool(String(req.params.tool));
      if (!tool || !deps.proxies[tool.id]) return void res.status(404).json({ error: "Not found" });
      // A token is for one tool: a pass for one tool cannot buy another tool's calls.
      if (verified(res).tool !== tool.id)
        return void res.status(403).json({ error: "This visitor token is for another tool", code: "EMBED_TOKEN_INVALID" });
      next();
    },
    deps.jsonBody,
    async (req, res, next) => {
      try {
        const tool = findTool(String(req.params.tool))!;
        // The service validates the body (its 400 passes through and gives the reservation back).
        const v = verified(res);
        const reservation = await limits.reserve(
          { key: v.partner.key, visitor: v.visitor, ip: clientIp(req) },
          {
            monthlyQuota: v.partner.monthlyQuota,
            visitorDailyLimit: v.partner.visitorDailyLimit,
            addressDailyLimit: config.embed.callsPerAddressPerDay,
          },
        );
        if (!reservation.ok) {
          res.setHeader("Retry-After", String(reservation.retryAfterSeconds));
          res.status(429).json({
            error: limitMessage(reservation.limit, tool),
            code: EMBED_LIMIT_CODE,
            limit: reservation.limit,
            retryAfterSeconds: reservation.retryAfterSeconds,
            redirectTo: `${productUrl}${tool.route}`,
          });
          return;
        }
        setUpstreamIdentity(res, { userId: `partner:${v.partner.id}:visitor:${hashed(v.visitor)}`, plan: "" });
        setUpstreamOutcome(res, {
          async onAnswer(answer) {
            if (answer.status < 200 || answer.status >= 300) await reservation.refund();
          },
          async onNoAnswer() {
            await reservation.refund();
          },
        });
        logger.info("embedded generation", { tool: tool.id, partner: v.partner.key, origin: v.origin });
        // The service knows the tool's own path only; the token stays in the BFF.
        delete req.headers[VISITOR_TOKEN_HEADER];
        req.originalUrl = `/api/${tool.id}`;
        deps.proxies[tool.id]!(req, res, next);
      } catch (err) {
        next(err);
      }
    },
  );

  // ---- the admin's partner management ----
  router.get("/api/admin/partners", requireAdmin, async (_req, res, next) => {
    try {
      const rows = await partners.list();
      res.setHeader("Cache-Control", "no-store");
      res.json({ partners: await Promise.all(rows.map(async (p) => partnerView(p, await limits.usedThisMonth(p.key)))) });
    } catch (err) {
      next(err);
    }
  });
  router.post("/api/admin/partners", requireAdmin, deps.jsonBody, async (req, res, next) => {
    try {
      const input = parseOr400(partnerCreateSchema, req.body, res);
      if (!input) return;
      const row = await partners.create(input);
      if (!row)
        return void res
          .status(409)
          .json({ error: "A partner with this key exists", issues: [{ path: "key", message: "Key is taken" }] });
      logger.info("partner created", { key: row.key, by: auth(res).user!.id });
      res.status(201).json({ partner: partnerView(row) });
    } catch (err) {
      next(err);
    }
  });
  router.patch("/api/admin/partners/:key", requireAdmin, deps.jsonBody, async (req, res, next) => {
    try {
      const input = parseOr400(partnerUpdateSchema, req.body, res);
      if (!input) return;
      const row = await partners.update(String(req.params.key), input);
      if (!row) return void res.status(404).json({ error: "No partner with this key" });
      logger.info("partner updated", { key: row.key, by: auth(res).user!.id, fields: Object.keys(input) });
      res.json({ partner: partnerView(row) });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
