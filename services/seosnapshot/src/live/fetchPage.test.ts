// The live fetch against a local page server (127.0.0.1, reached only through the test allowance),
// and every private-address form refused without it. No test touches the internet: host names
// resolve through an injected resolver.
import { fetchLivePage, LiveFetchError, type FetchPageOptions } from "./fetchPage";
import { startPageServer, type PageServer } from "./testing/pageServer";

let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
});
afterAll(() => server.close());

const USER_AGENT = "RankForgeSeoSnapshot/1.0 (+http://localhost:3000)";
/** Names the tests use: resolved here, never by the system resolver. */
const NAMES: Record<string, string[]> = {
  "shop.example": ["93.184.216.34"],
  "local-page.example": ["127.0.0.1"],
  "rebind.example": ["93.184.216.34", "127.0.0.1"],
  "internal.example": ["10.1.2.3"],
  "metadata.example": ["169.254.169.254"],
  "v6-local.example": ["::1"],
  "mapped.example": ["::ffff:192.168.0.10"],
};
const resolve = async (host: string) => {
  const found = NAMES[host.replace(/\.$/, "")];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};
const allowed: FetchPageOptions = { userAgent: USER_AGENT, resolve, allowPrivate: ["127.0.0.1"] };
const strict: FetchPageOptions = { userAgent: USER_AGENT, resolve };

async function failure(url: string, options: FetchPageOptions): Promise<LiveFetchError> {
  try {
    await fetchLivePage(url, options);
  } catch (err) {
    if (err instanceof LiveFetchError) return err;
    throw err;
  }
  throw new Error(`${url} was fetched`);
}

describe("fetching a live page", () => {
  it("fetches a page from the allowed local server with a clear User-Agent", async () => {
    const page = await fetchLivePage(`${server.origin}/hiking-backpacks`, allowed);
    expect(page).toMatchObject({ status: 200, redirects: [], finalUrl: `${server.origin}/hiking-backpacks` });
    expect(page.html).toContain("<title>Waterproof Hiking Backpacks");
    const ua = await fetchLivePage(`${server.origin}/ua`, allowed);
    expect(ua.html).toBe(`<title>${USER_AGENT}</title>`);
  });

  it("follows up to 5 redirects, each hop checked, and decompresses gzip", async () => {
    const page = await fetchLivePage(`${server.origin}/hops/5`, allowed);
    expect(page.redirects).toHaveLength(5);
    expect(page.finalUrl).toBe(`${server.origin}/hops/0`);
    expect((await fetchLivePage(`${server.origin}/gzip`, allowed)).html).toContain("TrailLite");
  });

  it("refuses a 6th redirect, a redirect loop, a non-HTML answer, 404 and 500", async () => {
    expect((await failure(`${server.origin}/hops/6`, allowed)).code).toBe("too_many_redirects");
    expect((await failure(`${server.origin}/loop-a`, allowed)).code).toBe("redirect_loop");
    const json = await failure(`${server.origin}/json`, allowed);
    expect(json).toMatchObject({ code: "not_html", message: expect.stringContaining("application/json") });
    expect(await failure(`${server.origin}/missing`, allowed)).toMatchObject({
      code: "http_error",
      message: "The page answered 404 (Not Found): check the address, or audit a page that loads.",
    });
    expect(await failure(`${server.origin}/broken`, allowed)).toMatchObject({
      code: "http_error",
      message: expect.stringContaining("500"),
    });
  });

  it("cuts a page over 2 MB, streamed or declared", async () => {
    expect(await failure(`${server.origin}/huge`, allowed)).toMatchObject({
      code: "too_large",
      message: "The page is larger than 2 MB, more than SeoSnapshot audits.",
    });
    expect((await failure(`${server.origin}/huge-declared`, allowed)).code).toBe("too_large");
  });

  it("gives up on a slow page at the time limit", async () => {
    const started = Date.now();
    const err = await failure(`${server.origin}/slow`, { ...allowed, timeoutMs: 300 });
    expect(err.code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("says an unknown host or a closed port is unreachable", async () => {
    expect(await failure("https://no-such-site.example/", strict)).toMatchObject({
      code: "unreachable",
      message: "We couldn't find the site no-such-site.example: check the address, then try again.",
    });
    const closed = await startPageServer();
    await closed.close();
    expect((await failure(`${closed.origin}/`, allowed)).code).toBe("unreachable");
  });
});

describe("refusing every address that is not public", () => {
  const port = () => server.port;
  it.each([
    ["loopback", () => `http://127.0.0.1:${port()}/hiking-backpacks`],
    ["localhost", () => `http://localhost:${port()}/hiking-backpacks`],
    ["a subdomain of localhost", () => `http://app.localhost.:${port()}/`],
    ["10/8", () => "http://10.0.0.1/"],
    ["172.16/12", () => "http://172.16.0.1/"],
    ["172.31 (end of 172.16/12)", () => "http://172.31.255.254/"],
    ["192.168/16", () => "http://192.168.1.1/"],
    ["169.254/16 (cloud metadata)", () => "http://169.254.169.254/latest/meta-data/"],
    ["0.0.0.0", () => `http://0.0.0.0:${port()}/`],
    ["100.64/10 (carrier-grade NAT)", () => "http://100.64.0.1/"],
    ["::1", () => `http://[::1]:${port()}/`],
    ["fc00::/7", () => "http://[fc00::1]/"],
    ["fd00::/8", () => "http://[fd12:3456::1]/"],
    ["fe80::/10", () => "http://[fe80::1]/"],
    ["IPv4-mapped IPv6", () => `http://[::ffff:127.0.0.1]:${port()}/`],
    ["IPv4-mapped IPv6 in hex", () => "http://[::ffff:a9fe:a9fe]/"],
    ["decimal IP", () => `http://2130706433:${port()}/`],
    ["hex IP", () => `http://0x7f000001:${port()}/`],
    ["octal IP", () => `http://0177.0.0.1:${port()}/`],
    ["short IP", () => `http://127.1:${port()}/`],
    ["a name resolving to 127.0.0.1", () => `http://local-page.example:${port()}/`],
    ["a name with one public and one private answer", () => `http://rebind.example:${port()}/`],
    ["a name resolving to 10/8", () => "http://internal.example/"],
    ["a name resolving to the metadata address", () => "http://metadata.example/"],
    ["a name resolving to ::1", () => "http://v6-local.example/"],
    ["a name resolving to a mapped 192.168 address", () => "http://mapped.example/"],
  ])("%s", async (_name, url) => {
    expect(await failure(url(), strict)).toMatchObject({
      code: "private_address",
      message: "That address is not public: SeoSnapshot only audits pages on the public internet.",
    });
  });

  it("refuses localhost in any case without asking a resolver", async () => {
    expect((await failure(`http://LOCALHOST:${server.port}/`, { userAgent: USER_AGENT })).code).toBe("private_address");
  });

  it.each([
    ["127.0.0.2", "http://127.0.0.2/"],
    ["10/8", "http://10.0.0.1/"],
    ["the metadata address", "http://169.254.169.254/latest/meta-data/"],
    ["::1", "http://[::1]/"],
    ["a mapped address", "http://[::ffff:192.168.1.1]/"],
    ["a decimal IP", "http://167772161/"],
    ["a name resolving to 10/8", "http://internal.example/"],
  ])("refuses a redirect to %s although the first hop was allowed", async (_name, to) => {
    // The first hop is allowed (the public-looking name resolves to the allowed test address).
    const first = `http://local-page.example:${server.port}/redirect?to=${encodeURIComponent(to)}`;
    expect(await failure(first, allowed)).toMatchObject({
      code: "private_address",
      message: "The page redirected to an address that is not public: SeoSnapshot only audits pages on the public internet.",
    });
  });

  it("refuses a redirect to a non-web scheme", async () => {
    expect((await failure(`${server.origin}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`, allowed)).code).toBe(
      "unreachable",
    );
  });
});
