// The embedded API's stand-in for a session: the visitor token minted with the framed page. Checked
// on every embedded call (genuine, unexpired, for a partner that is enabled and still lists its
// origin), and exchanged for a fresh one at POST /api/embed/token.
import { Router, type Request, type Response } from "express";
import type { AppConfig } from "@seo/config/env";
import { REFUSALS } from "./embedFrameRoute";
import type { PartnerRepository, PartnerRow } from "./partners";
import { mintVisitorToken, verifyVisitorToken, VISITOR_TOKEN_HEADER } from "./visitorToken";

/** The partner's visitor a valid token speaks for. */
export interface EmbedVisitor {
  partner: PartnerRow;
  origin: string;
  visitor: string;
  /** The one tool the token may call. */
  tool: string;
}

export interface VisitorAccessDeps {
  config: AppConfig;
  partners: PartnerRepository;
  now: () => Date;
}

/** The visitor the request's token speaks for; null when it answered 401/403 itself. */
export async function verifiedVisitor(deps: VisitorAccessDeps, req: Request, res: Response): Promise<EmbedVisitor | null> {
  const check = verifyVisitorToken(
    String(req.get(VISITOR_TOKEN_HEADER) ?? ""),
    deps.config.identity.secret,
    deps.now().getTime(),
  );
  if (!check.ok) {
    res.status(401).json({
      error:
        check.reason === "expired"
          ? "This page has been open a long time. Reload it to continue."
          : "Missing or invalid visitor token",
      code: "EMBED_TOKEN_INVALID",
    });
    return null;
  }
  const partner = await deps.partners.byKey(check.claims.key);
  if (!partner || !partner.enabled || !partner.allowedOrigins.includes(check.claims.origin)) {
    res.status(403).json({ error: REFUSALS.badKey.message, code: "EMBED_KEY_REFUSED" });
    return null;
  }
  return { partner, origin: check.claims.origin, visitor: check.claims.visitor, tool: check.claims.tool };
}

/** POST /api/embed/token: a fresh token for the same visitor, for a still valid one. */
export function visitorTokenRoute(deps: VisitorAccessDeps) {
  const router = Router();
  router.post("/api/embed/token", async (req, res) => {
    const v = await verifiedVisitor(deps, req, res);
    if (!v) return;
    const minted = mintVisitorToken(
      { key: v.partner.key, origin: v.origin, tool: v.tool, visitor: v.visitor },
      deps.config.identity.secret,
      deps.now().getTime(),
    );
    res.setHeader("Cache-Control", "no-store");
    res.json(minted);
  });
  return router;
}
