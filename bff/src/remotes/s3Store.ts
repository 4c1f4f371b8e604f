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
import type { Request, Response } from "express";
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

/** The bucket as this store reads it, with what it has learnt of it. */
interface Bucket {
  client: S3Client;
  bucket: string;
  keyOf: (...parts: string[]) => string;
  /** A published version never changes nor goes away: once its manifest was seen, it is kept. */
  published: Set<string>;
  /** Compressed copies known to be absent (they never appear later: a version is uploaded once). */
  absent: Set<string>;
}

async function has(b: Bucket, name: string, version: string): Promise<boolean> {
  if (!VERSION_PATTERN.test(version)) return false;
  const key = b.keyOf(name, version, "mf-manifest.json");
  if (b.published.has(key)) return true;
  try {
    await b.client.send(new HeadObjectCommand({ Bucket: b.bucket, Key: key }));
  } catch (err) {
    if (isMissing(err)) return false;
    throw err;
  }
  b.published.add(key);
  return true;
}

async function readList(b: Bucket, name: string): Promise<PublishedVersion[]> {
  let text: string;
  try {
    const out = await b.client.send(new GetObjectCommand({ Bucket: b.bucket, Key: b.keyOf(name, "versions.json") }));
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
  const candidates = list.filter((v): v is PublishedVersion => typeof v?.version === "string" && VERSION_PATTERN.test(v.version));
  // Listed only after its manifest was written, but a list edited by hand is checked all the same.
  const present = await Promise.all(candidates.map((v) => has(b, name, v.version)));
  return candidates.filter((_, i) => present[i]);
}

/** The object to send for this request: a compressed copy when accepted and present, else the file itself. */
async function objectFor(
  b: Bucket,
  req: Request,
  key: string,
): Promise<{ out: GetObjectCommandOutput; encoding?: string } | null> {
  if (req.headers["accept-encoding"]) {
    for (const e of ENCODINGS) {
      if (req.acceptsEncodings(e.name) !== e.name || b.absent.has(key + e.suffix)) continue;
      try {
        return { out: await b.client.send(new GetObjectCommand({ Bucket: b.bucket, Key: key + e.suffix })), encoding: e.name };
      } catch (err) {
        if (!isMissing(err)) throw err;
        if (b.absent.size > 50_000) b.absent.clear();
        b.absent.add(key + e.suffix);
      }
    }
  }
  try {
    return { out: await b.client.send(new GetObjectCommand({ Bucket: b.bucket, Key: key })) };
  } catch (err) {
    if (isMissing(err)) return null;
    throw err;
  }
}

/** Answers with a found object: its headers, 304 when the client's copy is fresh, else the body streamed. */
function sendObject(
  req: Request,
  res: Response,
  file: string,
  found: NonNullable<Awaited<ReturnType<typeof objectFor>>>,
  serveOptions: { setHeaders: (res: Response, file: string) => void },
) {
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
}

export function createS3RemoteStore(options: S3StoreOptions, client: S3Client = s3ClientOf(options)): RemoteStore {
  const prefix = options.prefix && !options.prefix.endsWith("/") ? `${options.prefix}/` : options.prefix;
  const { bucket } = options;
  const listCacheMs = options.listCacheMs ?? 2_000;
  const now = options.now ?? Date.now;
  const keyOf = (...parts: string[]) => prefix + parts.join("/");
  const cdn = options.cdnUrl?.replace(/\/+$/, "");
  const b: Bucket = { client, bucket, keyOf, published: new Set(), absent: new Set() };
  const lists = new Map<string, { at: number; value: Promise<PublishedVersion[]> }>();

  function versions(name: string): Promise<PublishedVersion[]> {
    const hit = lists.get(name);
    if (hit && now() - hit.at < listCacheMs) return hit.value;
    const entry = { at: now(), value: readList(b, name) };
    lists.set(name, entry);
    entry.value.catch(() => {
      if (lists.get(name) === entry) lists.delete(name);
    });
    return entry.value;
  }

  return {
    where: `s3://${bucket}/${prefix}${options.endpoint ? ` at ${options.endpoint}` : ""}`,
    versions,
    has: (name, version) => has(b, name, version),
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
        found = await objectFor(b, req, key);
      } catch (err) {
        return next(err);
      }
      if (!found) return next();
      sendObject(req, res, file, found, serveOptions);
    },
  };
}
