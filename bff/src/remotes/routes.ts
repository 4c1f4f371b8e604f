// HTTP side of independent deployment: /remotes.json per user (no-cache, ETag), the published
// versions at immutable paths /remotes/<name>/<version>/… (a year, immutable; manifests no-cache),
// and the admin API that deploys, starts a canary or rolls back (README "Deploying one tool").
import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { validationErrorBody } from "@seo/contracts/errors";
import { auth } from "../http/authContext";
import { requireAdmin } from "../http/requireAdmin";
import { deviceIdOf } from "../http/deviceCookie";
import { ReleaseError } from "./releases";
import type { RemoteReleases } from "./remoteReleases";
import { VERSION_PATTERN, type RemoteStore } from "./store";

const YEAR = "public, max-age=31536000, immutable";

/** Cross-origin reads of remote files (partner sites embed single tools). */
export const remoteCors: RequestHandler = (req, res, next) => {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  if (req.method === "OPTIONS") {
    res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Max-Age", "86400");
    res.status(204).end();
    return;
  }
  next();
};

/** The key that picks a user's canary bucket: the account when signed in, else the device cookie. */
function userKeyOf(req: Request, res: Response, secure: boolean): string {
  const { user } = auth(res);
  return user ? `user:${user.id}` : `device:${deviceIdOf(req, res, { secure })}`;
}

/**
 * /remotes.json and the versioned remote files. `loadAuth` resolves the session (as on /api) so a
 * signed-in user keeps the same canary bucket on every device.
 */
export function remoteRoutes(deps: {
  releases: RemoteReleases;
  store: RemoteStore;
  names: readonly string[];
  loadAuth: RequestHandler;
  secureCookies: boolean;
  /** Serve the published versions' source maps (not in production: they carry the whole source). Default: no. */
  sourceMaps?: boolean;
}) {
  const router = Router();

  router.get("/remotes.json", deps.loadAuth, async (req, res) => {
    const { document, stale } = await deps.releases.documentFor(userKeyOf(req, res, deps.secureCookies));
    // Per user: revalidated on every load (Express answers If-None-Match with a 304 from the ETag).
    res.setHeader("Cache-Control", "no-cache");
    // The database could not be read: the last registry this process read.
    if (stale) res.setHeader("X-Remotes-Stale", "1");
    res.vary("Cookie").vary("X-Session-Id");
    res.json(document);
  });

  const serveOptions = {
    setHeaders: (r: Response, file: string) => {
      // A published version never changes. The manifest is still revalidated (cheap, ETag).
      r.setHeader("Cache-Control", file.endsWith("mf-manifest.json") ? "no-cache" : YEAR);
    },
    sourceMaps: deps.sourceMaps ?? false,
  };
  const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found");
  for (const name of deps.names) {
    router.use(`/remotes/${name}/:version`, remoteCors, async (req, res, next) => {
      const version = String(req.params.version);
      if (!VERSION_PATTERN.test(version)) return next(); // not a version: the unversioned build folder
      try {
        if (!(await deps.store.has(name, version))) return void notFound(res);
      } catch (err) {
        return next(err);
      }
      deps.store.serve(name, version, serveOptions)(req, res, (err?: unknown) => (err ? next(err) : notFound(res)));
    });
  }
  return router;
}

const deployBody = z.object({
  version: z.string().regex(/^(latest|\d+\.\d+\.\d+-[0-9a-f]{10})$/, "a published version such as 0.1.0-0123456789, or latest"),
  canaryPercent: z.number().int().min(1).max(100).optional(),
});

function sendReleaseError(res: Response, err: unknown): boolean {
  if (!(err instanceof ReleaseError)) return false;
  res.status(err.status).json({
    error: err.message,
    ...(err.field ? { issues: [{ path: err.field, message: err.message }] } : {}),
  });
  return true;
}

/**
 * Admin API, mounted under /api/admin/remotes (behind the same-origin check and loadAuth of /api).
 * Every change records the admin's email in the audit trail.
 */
export function remoteAdminRoutes(deps: { releases: RemoteReleases; jsonBody: RequestHandler }) {
  const router = Router();
  router.use(requireAdmin);

  const guarded =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res, next) => {
      try {
        await handler(req, res);
      } catch (err) {
        if (!sendReleaseError(res, err)) next(err);
      }
    };

  router.get(
    "/",
    guarded(async (_req, res) => {
      const releases = await deps.releases.list();
      res.setHeader("Cache-Control", "no-store");
      const published = await Promise.all(releases.map((r) => deps.releases.published(r.name)));
      res.json({ remotes: releases.map((r, i) => ({ ...r, published: published[i] })) });
    }),
  );

  router.get(
    "/:name/history",
    guarded(async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      res.json({ events: await deps.releases.history(String(req.params.name)) });
    }),
  );

  router.post(
    "/:name/deploy",
    deps.jsonBody,
    guarded(async (req, res) => {
      const parsed = deployBody.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json(validationErrorBody(parsed.error));
        return;
      }
      const actor = auth(res).user!.email;
      const release = await deps.releases.deploy(String(req.params.name), parsed.data.version, {
        canaryPercent: parsed.data.canaryPercent,
        actor,
      });
      res.json({ release });
    }),
  );

  router.post(
    "/:name/rollback",
    guarded(async (req, res) => {
      const release = await deps.releases.rollback(String(req.params.name), { actor: auth(res).user!.email });
      res.json({ release });
    }),
  );
  return router;
}
