// The built shell, each remote's own build folder (unversioned: what a remote serves before it is
// published; the versioned store and /remotes.json are bff/src/remotes/routes.ts), the prerendered
// signed-out pages and the SPA fallback.
import fs from "node:fs";
import path from "node:path";
import { Router, type Response } from "express";
import { sendStatic, staticWithPrecompressed } from "../http/precompressed";
import { remoteCors } from "../remotes/routes";

/** Files whose name carries a content hash never change: cache them for a year. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function cacheHeaders(res: Response, filePath: string) {
  if (HASHED_FILE.test(path.basename(filePath)) && !filePath.endsWith(".html")) {
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  } else {
    // html, remoteEntry.js, mf-manifest.json ...: always revalidate, so a redeploy shows at once.
    res.setHeader("Cache-Control", "no-cache");
  }
}

/**
 * A page path a prerendered file may exist for: "/" (index) or one lower-case name ("/login"). Which
 * pages are prerendered is the build's business (SITE_PAGES in shell/src/app/signedOutPages.tsx):
 * whatever file it wrote is served, anything else falls through to the SPA shell.
 */
const PAGE_PATH = /^\/([a-z0-9-]*)$/;

export const SHELL_NOT_BUILT = "The shell is not built yet. Run `npm run build` (or `npm start`), then reload.";

export function staticRoutes(deps: {
  root: string;
  remotes: Record<string, string>;
  /** Serve the builds' source maps (not in production: they carry the whole source). */
  sourceMaps: boolean;
}) {
  const router = Router();
  const options = { sourceMaps: deps.sourceMaps };
  const shellDist = path.join(deps.root, "shell", "dist");
  const fileIfPresent = (p: string) => (fs.existsSync(p) ? p : undefined);

  // Remotes: served cross-origin so partner sites can embed a single tool module.
  for (const name of Object.keys(deps.remotes)) {
    router.use(
      `/remotes/${name}`,
      remoteCors,
      staticWithPrecompressed(path.join(deps.root, `mfe-${name}`, "dist"), cacheHeaders, options),
    );
  }
  router.use("/remotes", (_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });

  router.use(staticWithPrecompressed(shellDist, cacheHeaders, options));

  // The signed-out pages, prerendered at build (scripts/prerender.mjs): readable before any script
  // runs, hydrated after. A build without them falls back to its template (seo-tools.html, whose
  // <head> carries the SEO page's meta tags) or the SPA shell.
  router.get(PAGE_PATH, (req, res, next) => {
    const asked = PAGE_PATH.exec(req.path)![1]!;
    if (asked === "index") return next(); // the landing page has one address: "/"
    const name = asked || "index";
    const page =
      fileIfPresent(path.join(shellDist, "prerendered", `${name}.html`)) ??
      (name === "index" ? undefined : fileIfPresent(path.join(shellDist, `${name}.html`)));
    if (!page) return next();
    res.setHeader("Cache-Control", "no-cache");
    sendStatic(req, res, page, next);
  });

  // SPA fallback: any other page GET gets the shell; the client router takes it from there.
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/api" || req.path.startsWith("/api/")) return next();
    const index = fileIfPresent(path.join(shellDist, "index.html"));
    if (!index) {
      res.status(503).type("text/plain").send(SHELL_NOT_BUILT);
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    sendStatic(req, res, index, next);
  });

  return router;
}
