// The remote store on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2), shared by every
// BFF replica: a version published once is served by all of them. Keys mirror the folder store:
// <prefix><name>/versions.json and <prefix><name>/<version>/<file>. A version counts as published
// once its mf-manifest.json is there: the publisher uploads it after every other file, and lists the
// version in versions.json after that (scripts/remote-store.mjs), so a half-uploaded version is
// neither listed nor served. With a CDN in front of the bucket (REMOTES_CDN_URL), files are answered
// by a redirect to the CDN instead of being streamed through the BFF. docs/operating/remote-store.md
import path from "node:path";
import type { Readable } from "node:stream";
import { GetObjectCommand, HeadObjectCommand, S3Client, type GetObjectCommandOutput } from "@aws-sdk/client-s3";
import type { Request } from "express";
import { VERSION_PATTERN, type PublishedVersion, type RemoteStore } from "./store";

export interface S3StoreOptions {
  bucket: string;
  /** Key prefix of the store, e.g. "remotes/" (a trailing slash is added when missing). */
  prefix: string;
  /** MinIO, R2, s3rver: the server's URL; unset for AWS S3. */
  endpoint?: string;
  region: string;
  /** Path-style URLs (bucket in the path): MinIO and s3rver need it. */
  forcePathStyle: boolean;
  /** Serve files by a redirect to <cdnUrl>/<prefix><name>/<version>/<file>. */
  cdnUrl?: string;
  /** Default: the SDK's chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long a remote's versions.json is reused (default 2 s). */
  listCacheMs?: number;
  now?: () => number;
}

/** The S3 client for these options (shared by the publisher's settings: checksums only when required, which MinIO, R2 and s3rver all accept). */
export function s3ClientOf(o: Pick<S3StoreOptions, "endpoint" | "region" | "forcePathStyle" | "credentials">): S3Client {
  return new S3Client({
    region: o.region,
    ...(o.endpoint ? { endpoint: o.endpoint } : {}),
    forcePathStyle: o.forcePathStyle,
    ...(o.credentials ? { credentials: o.credentials } : {}),
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
};

/** A source map (or a compressed copy of one). */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The path inside a version a request names, or null when it is not one we serve (dot-segments, NUL, empty). */
function fileOf(req: Request): string | null {
  let rel: string;
  try {
    rel = decodeURIComponent(req.path);
  } catch {
    return null;
  }
  if (rel.includes("\0") || rel.includes("\\")) return null;
  const inside = path.posix.normalize(`/${rel}`);
  if (inside.split("/").some((segment) => segment.startsWith("."))) return null;
  const file = inside.slice(1);
  return file && !file.endsWith("/") ? file : null;
}

export function createS3RemoteStore(options: S3StoreOptions, client: S3Client = s3ClientOf(options)): RemoteStore {
  const prefix = options.prefix && !options.prefix.endsWith("/") ? `${options.prefix}/` : options.prefix;
  const { bucket } = options;
  const listCacheMs = options.listCacheMs ?? 2_000;
  const now = options.now ?? Date.now;
  const keyOf = (...parts: string[]) => prefix + parts.join("/");
  const cdn = options.cdnUrl?.replace(/\/+$/, "");

  // A published version never changes nor goes away: once its manifest was seen, it is kept.
  const published = new Set<string>();
  // Compressed copies known to be absent (they never appear later: a version is uploaded once).
  const absent = new Set<string>();
  const lists = new Map<string, { at: number; value: Promise<PublishedVersion[]> }>();

  async function has(name: string, version: string): Promise<boolean> {
    if (!VERSION_PATTERN.test(version)) return false;
    const key = keyOf(name, version, "mf-manifest.json");
    if (published.has(key)) return true;
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
    published.add(key);
    return true;
  }

  async function readList(name: string): Promise<PublishedVersion[]> {
    let text: string;
    try {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name, "versions.json") }));
      text = await out.Body!.transformToString("utf8");
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      return [];
    }
    if (!Array.isArray(list)) return [];
    const candidates = list.filter(
      (v): v is PublishedVersion => typeof v?.version === "string" && VERSION_PATTERN.test(v.version),
    );
    // Listed only after its manifest was written, but a list edited by hand is checked all the same.
    const present = await Promise.all(candidates.map((v) => has(name, v.version)));
    return candidates.filter((_, i) => present[i]);
  }

  function versions(name: string): Promise<PublishedVersion[]> {
    const hit = lists.get(name);
    if (hit && now() - hit.at < listCacheMs) return hit.value;
    const entry = { at: now(), value: readList(name) };
    lists.set(name, entry);
    entry.value.catch(() => {
      if (lists.get(name) === entry) lists.delete(name);
    });
    return entry.value;
  }

  /** The object to send for this request: a compressed copy when accepted and present, else the file itself. */
  async function objectFor(req: Request, key: string): Promise<{ out: GetObjectCommandOutput; encoding?: string } | null> {
    if (req.headers["accept-encoding"]) {
      for (const e of ENCODINGS) {
        if (req.acceptsEncodings(e.name) !== e.name || absent.has(key + e.suffix)) continue;
        try {
          return { out: await client.send(new GetObjectCommand({ Bucket: bucket, Key: key + e.suffix })), encoding: e.name };
        } catch (err) {
          if (!isMissing(err)) throw err;
          if (absent.size > 50_000) absent.clear();
          absent.add(key + e.suffix);
        }
      }
    }
    try {
      return { out: await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    where: `s3://${bucket}/${prefix}${options.endpoint ? ` at ${options.endpoint}` : ""}`,
    versions,
    has,
    latest: async (name) => (await versions(name)).at(-1)?.version,
    serve: (name, version, serveOptions) => async (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      const file = fileOf(req);
      if (!file) return next();
      if (!serveOptions.sourceMaps && SOURCE_MAP.test(file)) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      const key = keyOf(name, version, file);
      if (cdn) {
        serveOptions.setHeaders(res, file);
        res.redirect(302, `${cdn}/${key.split("/").map(encodeURIComponent).join("/")}`);
        return;
      }
      let found: Awaited<ReturnType<typeof objectFor>>;
      try {
        found = await objectFor(req, key);
      } catch (err) {
        return next(err);
      }
      if (!found) return next();
      const { out, encoding } = found;
      const body = out.Body as Readable | undefined;
      res.vary("Accept-Encoding");
      res.type(path.extname(file) || "application/octet-stream");
      if (encoding) res.setHeader("Content-Encoding", encoding);
      if (out.ETag) res.setHeader("ETag", out.ETag);
      if (out.LastModified) res.setHeader("Last-Modified", out.LastModified.toUTCString());
      serveOptions.setHeaders(res, file);
      if (req.fresh) {
        body?.destroy();
        res.status(304).end();
        return;
      }
      if (out.ContentLength !== undefined) res.setHeader("Content-Length", String(out.ContentLength));
      if (req.method === "HEAD" || !body) {
        body?.destroy();
        res.end();
        return;
      }
      body.on("error", (err) => res.destroy(err));
      body.pipe(res);
    },
  };
}
