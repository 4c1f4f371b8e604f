// The embed's static files: GET /embed.js, the loader partners paste into their pages (any site may
// load it), and /embed-shell/*, the minimal shell the framed page runs (same origin as the frame).
import path from "node:path";
import { Router } from "express";
import { sendStatic, staticWithPrecompressed } from "../http/precompressed";

/** The loader's URL is pasted into partner pages and cannot change: cache briefly, so a fix reaches every partner within minutes. */
export const LOADER_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=86400";
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** dist: embed-shell/dist (the built loader and shell). */
export function embedAssetRoutes(deps: { dist: string; sourceMaps: boolean }) {
  const router = Router();
  router.get("/embed.js", (req, res, next) => {
    res.setHeader("Cache-Control", LOADER_CACHE_CONTROL);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    res.type("application/javascript");
    sendStatic(req, res, path.join(deps.dist, "embed.js"), (err) => {
      if ((err as { code?: string } | undefined)?.code === "ENOENT") {
        res.status(503).send("/* the embed loader is not built yet: npm run build */");
        return;
      }
      next(err);
    });
  });

  router.use(
    "/embed-shell",
    staticWithPrecompressed(
      deps.dist,
      (res, file) => {
        res.setHeader(
          "Cache-Control",
          HASHED_FILE.test(path.basename(file)) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
      { sourceMaps: deps.sourceMaps },
    ),
    (_req, res) => void res.status(404).type("text/plain").send("Not found"),
  );
  return router;
}
