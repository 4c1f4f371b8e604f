// Serves the brotli or gzip copy written at build time (scripts/precompress.mjs) when the client
// accepts it: the right Content-Type of the original file, Content-Encoding, and Vary so caches
// keep the variants apart. Files without a copy, and clients that accept neither, get the original.
import fs from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The copy to send for this request, or null for the original. */
export function compressedVariant(req: Request, filePath: string): { encoding: string; file: string } | null {
  if (!req.headers["accept-encoding"]) return null;
  // Brotli first when both are accepted (smaller), whatever order the client listed them in.
  for (const e of ENCODINGS) {
    if (req.acceptsEncodings(e.name) !== e.name) continue;
    const file = filePath + e.suffix;
    if (fs.existsSync(file)) return { encoding: e.name, file };
  }
  return null;
}

/**
 * `send` refuses a path in which any segment starts with a dot. Given the file's own folder as
 * `root`, it checks only the file's name, so a store under a dot-folder (the default `.data`, a
 * clone in `~/.projects`) is served, and a dotfile itself still is not.
 */
function sendFileIn(res: Response, file: string, next: (err?: unknown) => void) {
  res.sendFile(path.basename(file), { root: path.dirname(file) }, (err) => err && next(err));
}

/**
 * Sends `filePath` (an absolute path inside a built dist/) compressed when possible. Headers such as
 * Cache-Control are the caller's.
 */
export function sendStatic(req: Request, res: Response, filePath: string, next: (err?: unknown) => void) {
  res.vary("Accept-Encoding");
  const variant = compressedVariant(req, filePath);
  if (!variant) return sendFileIn(res, filePath, next);
  res.type(path.extname(filePath));
  res.setHeader("Content-Encoding", variant.encoding);
  sendFileIn(res, variant.file, next);
}

/** A source map (or a compressed copy of one), by the path a request resolves to. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

export interface StaticOptions {
  /**
   * Whether *.map files are served. Source maps carry the whole front-end source: production keeps
   * them on disk for error reporting and answers 404 (whether the file exists or not).
   */
  sourceMaps: boolean;
}

/**
 * express.static's job for a built dist/ directory, with the precompressed copies: GET and HEAD of
 * an existing file under `dir` (never outside it, never a dotfile or a file in a dot-folder below
 * `dir`; whatever `dir` itself is called); anything else goes on to `next`. Without `sourceMaps`,
 * a request for a source map under `dir` is answered 404 here, so no fallback serves it either.
 */
export function staticWithPrecompressed(
  dir: string,
  setHeaders: (res: Response, filePath: string) => void,
  options: StaticOptions,
) {
  const base = path.resolve(dir);
  return (req: Request, res: Response, next: (err?: unknown) => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (rel.includes("\0")) return next();
    const inside = path.posix.normalize(`/${rel}`);
    if (inside.split("/").some((segment) => segment.startsWith("."))) return next();
    const file = path.resolve(base, `.${inside}`);
    if (!file.startsWith(base + path.sep)) return next();
    if (!options.sourceMaps && SOURCE_MAP.test(file)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return next();
    }
    if (!stat.isFile()) return next();
    setHeaders(res, file);
    sendStatic(req, res, file, next);
  };
}
