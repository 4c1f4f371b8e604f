// The live-page audit's one way onto the network, SSRF-safe (docs/decisions/0027-live-page-audit.md):
// http and https only; the host is resolved here and EVERY address it resolves to must be public
// (publicAddress.ts), and the connection goes to the address that was checked (the socket's lookup
// answers with it: no second resolution, so no DNS rebinding between check and connect); redirects
// are followed by hand, each hop checked again, at most 5, loops refused; 10 s for everything; the
// body is read as a stream and cut at 2 MB (after decompression); HTML only; a User-Agent that says
// who is asking. Literal IPs in any spelling reach this code as dotted quads (the WHATWG URL parser
// normalises "2130706433", "0x7f000001", "127.1") and are checked like resolved ones.
import http from "node:http";
import https from "node:https";
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import type { LiveFailureCode } from "@seo/seosnapshot-contract";
import { canonicalAddress, isPublicAddress, literalAddress } from "./publicAddress";

export const LIVE_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 } as const;

/** Resolves a host name to every address it has (the system resolver unless a test injects one). */
export type Resolver = (hostname: string) => Promise<string[]>;

export interface FetchPageOptions {
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
  /**
   * Test only: these exact addresses may be connected to although they are not public (a page
   * server on 127.0.0.1). Never set in production: liveSettings.ts honours it under NODE_ENV=test only.
   */
  allowPrivate?: readonly string[];
}

export interface FetchedPage {
  requestedUrl: string;
  finalUrl: string;
  redirects: string[];
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  html: string;
  bytes: number;
}

/** Why a page could not be fetched, with the message the user reads. */
export class LiveFetchError extends Error {
  constructor(
    readonly code: LiveFailureCode,
    message: string,
  ) {
    super(message);
    this.name = "LiveFetchError";
  }
}

const MESSAGES = {
  privateAddress: "That address is not public: SeoSnapshot only audits pages on the public internet.",
  redirectPrivate: "The page redirected to an address that is not public: SeoSnapshot only audits pages on the public internet.",
  unreachable: "We couldn't reach that page: check the address and that the site is up, then try again.",
  notFound: (host: string) => `We couldn't find the site ${host}: check the address, then try again.`,
  badRedirect: "The page redirected to an address that is not a web page (only http and https are audited).",
  http: (status: number, text: string) =>
    `The page answered ${status}${text ? ` (${text})` : ""}: check the address, or audit a page that loads.`,
  notHtml: (type: string) =>
    `That address is not an HTML page (it answered ${type || "without a content type"}); audit a web page.`,
  loop: "The page redirects in a loop, so there is no page to audit.",
  tooManyRedirects: (n: number) => `The page redirected more than ${n} times; audit the address it finally lands on instead.`,
  tooLarge: (bytes: number) => `The page is larger than ${Math.round(bytes / 1024 / 1024)} MB, more than SeoSnapshot audits.`,
  timeout: (ms: number) => `The page took longer than ${Math.round(ms / 1000)} seconds to load; try again later.`,
};

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/** Fetches an HTML page, refusing every non-public address on every hop. Throws LiveFetchError. */
export async function fetchLivePage(url: string, options: FetchPageOptions): Promise<FetchedPage> {
  const timeoutMs = options.timeoutMs ?? LIVE_FETCH_LIMITS.timeoutMs;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    return await fetchHops(url, options, abort.signal);
  } catch (err) {
    if (err instanceof LiveFetchError) throw err;
    if (abort.signal.aborted) throw new LiveFetchError("timeout", MESSAGES.timeout(timeoutMs));
    throw new LiveFetchError("unreachable", MESSAGES.unreachable);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchHops(requestedUrl: string, options: FetchPageOptions, signal: AbortSignal): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? LIVE_FETCH_LIMITS.maxRedirects;
  const redirects: string[] = [];
  const seen = new Set<string>();
  let current = new URL(requestedUrl);
  for (;;) {
    if (current.protocol !== "http:" && current.protocol !== "https:")
      throw new LiveFetchError("unreachable", MESSAGES.badRedirect);
    current.hash = "";
    seen.add(current.href);
    const address = await checkedAddress(current, options, signal, redirects.length > 0);
    const res = await request(current, address, options.userAgent, signal);
    const location = res.headers.location;
    if (REDIRECTS.has(res.statusCode ?? 0) && location) {
      res.destroy();
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        throw new LiveFetchError("unreachable", MESSAGES.badRedirect);
      }
      next.hash = "";
      if (seen.has(next.href)) throw new LiveFetchError("redirect_loop", MESSAGES.loop);
      if (redirects.length >= maxRedirects)
        throw new LiveFetchError("too_many_redirects", MESSAGES.tooManyRedirects(maxRedirects));
      redirects.push(next.href);
      current = next;
      continue;
    }
    return await readPage(res, requestedUrl, current.href, redirects, options);
  }
}

/** The address to connect to: every address of the host must be public (or allowed in tests). */
async function checkedAddress(url: URL, options: FetchPageOptions, signal: AbortSignal, redirected: boolean): Promise<string> {
  const allowed = new Set((options.allowPrivate ?? []).map((a) => canonicalAddress(a) ?? a));
  const ok = (address: string) => isPublicAddress(address) || allowed.has(canonicalAddress(address) ?? address);
  const refuse = () => new LiveFetchError("private_address", redirected ? MESSAGES.redirectPrivate : MESSAGES.privateAddress);
  // "localhost" and its subdomains are loopback by definition (RFC 6761), whatever a resolver says.
  if (/(^|\.)localhost\.?$/i.test(url.hostname)) throw refuse();
  const literal = literalAddress(url.hostname);
  if (literal !== null) {
    if (!ok(literal)) throw refuse();
    return literal;
  }
  let addresses: string[];
  try {
    addresses = await abortable((options.resolve ?? systemResolver)(url.hostname), signal);
  } catch (err) {
    if (signal.aborted) throw err;
    throw new LiveFetchError("unreachable", MESSAGES.notFound(url.hostname));
  }
  if (addresses.length === 0) throw new LiveFetchError("unreachable", MESSAGES.notFound(url.hostname));
  // Every answer, not just the first: a name with one public and one private address is refused.
  if (!addresses.every(ok)) throw refuse();
  return addresses[0]!;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error("aborted"));
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** One GET to the checked address (the host name still names the site: Host header, TLS name). */
function request(url: URL, address: string, userAgent: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const family = address.includes(":") ? 6 : 4;
  // The socket asks this lookup, and it only ever answers the address that was checked.
  const lookup: LookupFunction = (_host, opts, callback) => {
    if (opts.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const secure = url.protocol === "https:";
  const hostname = literalAddress(url.hostname) ?? url.hostname;
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: hostname,
        port: url.port || (secure ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        lookup,
        // A fresh connection per hop: a pooled socket could belong to another (unchecked) address.
        agent: false,
        signal,
        ...(secure && !literalAddress(url.hostname) ? { servername: url.hostname } : {}),
        headers: {
          host: url.host,
          "user-agent": userAgent,
          accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
          "accept-encoding": "gzip, deflate, br",
          "accept-language": "en;q=0.9,*;q=0.5",
        },
      },
      resolve,
    );
    req.on("error", reject);
    req.end();
  });
}

async function readPage(
  res: http.IncomingMessage,
  requestedUrl: string,
  finalUrl: string,
  redirects: string[],
  options: FetchPageOptions,
): Promise<FetchedPage> {
  const maxBytes = options.maxBytes ?? LIVE_FETCH_LIMITS.maxBytes;
  const status = res.statusCode ?? 0;
  if (status < 200 || status >= 300) {
    res.destroy();
    throw new LiveFetchError("http_error", MESSAGES.http(status, http.STATUS_CODES[status] ?? ""));
  }
  const contentType = String(res.headers["content-type"] ?? "");
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  if (!HTML_TYPES.has(mime)) {
    res.destroy();
    throw new LiveFetchError("not_html", MESSAGES.notHtml(mime));
  }
  const declared = Number(res.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new LiveFetchError("too_large", MESSAGES.tooLarge(maxBytes));
  }
  const body = await readCapped(decoded(res), maxBytes, () => res.destroy());
  return {
    requestedUrl,
    finalUrl,
    redirects,
    status,
    contentType,
    headers: res.headers,
    html: decodeText(body, contentType),
    bytes: body.length,
  };
}

/** The body as the server encoded it, decompressed (the cap counts the decompressed bytes). */
function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
  const inflate =
    encoding === "gzip" || encoding === "x-gzip"
      ? zlib.createGunzip()
      : encoding === "deflate"
        ? zlib.createInflate()
        : encoding === "br"
          ? zlib.createBrotliDecompress()
          : null;
  if (!inflate) return res;
  res.on("error", (err) => inflate.destroy(err));
  return res.pipe(inflate);
}

function readCapped(stream: Readable, maxBytes: number, stop: () => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        stream.destroy();
        reject(new LiveFetchError("too_large", MESSAGES.tooLarge(maxBytes)));
        return;
      }
      chunks.push(chunk);
    });
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
    stream.on("close", () => {
      if (size <= maxBytes) reject(new Error("closed early"));
    });
  });
}

/** The text in the charset the header (or else an early <meta charset>) names; UTF-8 otherwise. */
function decodeText(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 1024).toString("latin1");
  const charset =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
