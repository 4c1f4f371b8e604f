// GET /embed/<tool>?key&origin: the page a partner frames. Only for an enabled key and one of its
// origins (frame-ancestors lists them, so the browser itself refuses any other parent), with a
// fresh visitor token for the embedded tool calls; a refusal page otherwise.
import { randomBytes } from "node:crypto";
import { Router, type Response } from "express";
import type { AppConfig } from "@seo/config/env";
import { PARTNER_KEY_PATTERN } from "@seo/contracts/partners";
import { findTool } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
import { readCookie } from "../http/sessionCookie";
import { cspDirectives } from "../security/contentSecurityPolicy";
import { refusalPageHtml, toolPageHtml } from "./embedPage";
import { originOfUrl } from "../http/sameOrigin";
import { normaliseOrigin } from "./origins";
import type { PartnerRepository } from "./partners";
import { mintVisitorToken } from "./visitorToken";

export const VISITOR_COOKIE = "rf_evid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

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

export function embedFrameRoute(deps: { config: AppConfig; partners: PartnerRepository; logger: Logger; now: () => Date }) {
  const { config } = deps;
  // Links back to the product come from configuration: Host and X-Forwarded-* are the client's to forge.
  const productUrl = config.appUrl;
  const router = Router();

  /** The frame's headers: its CSP, framing allowed by that CSP alone, never cached. */
  const frameHeaders = (res: Response, frameAncestors: string[]) => {
    res.setHeader("Content-Security-Policy", embedCsp(config, frameAncestors));
    res.removeHeader("X-Frame-Options");
    res.setHeader("Cache-Control", "no-store");
  };
  const refuse = (res: Response, status: number, refusal: { heading: string; message: string }) => {
    // A refusal carries nothing to protect and must be visible inside the partner's frame.
    frameHeaders(res, ["*"]);
    res
      .status(status)
      .type("html")
      .send(refusalPageHtml({ ...refusal, productUrl }));
  };

  router.get("/embed/:tool", async (req, res) => {
    const tool = findTool(String(req.params.tool));
    if (!tool) return refuse(res, 404, REFUSALS.unknownTool);
    const key = typeof req.query.key === "string" ? req.query.key : "";
    const partner = PARTNER_KEY_PATTERN.test(key) ? await deps.partners.byKey(key) : null;
    if (!partner || !partner.enabled) return refuse(res, 403, REFUSALS.badKey);

    // The page that frames us: what the loader says (location.origin), checked against the key's
    // list and against the browser's Referer when it sends one. frame-ancestors then makes the
    // browser itself refuse any other parent, whatever a URL claims.
    const claimed = typeof req.query.origin === "string" ? normaliseOrigin(req.query.origin) : null;
    const referer = originOfUrl(req.get("referer"));
    const parentOrigin = claimed ?? referer;
    if (!parentOrigin || !partner.allowedOrigins.includes(parentOrigin) || (referer && referer !== parentOrigin)) {
      deps.logger.info("embed refused: origin", { key: partner.key, claimed, referer });
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
    frameHeaders(res, partner.allowedOrigins);
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
  });
  return router;
}
