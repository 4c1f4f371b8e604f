// What a hostile client can learn or plant through what the BFF sends back, through real HTTP (BFF ->
// real Koa services) on the embedded default and, when configured, on PostgreSQL + Redis:
// - absolute URLs in answers come from configuration (APP_URL), never from Host, X-Forwarded-Host or
//   X-Forwarded-Proto, so a forged header cannot point a partner's visitors elsewhere;
// - source maps (the whole front-end source) are not served in production, by the BFF or by nginx.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { backendKinds, startBff } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";
import { addShopPartner, embedConfigOf, requestEmbedPage, type PartnerFields } from "./testing/embedPartners";
import { AUDIT_INPUT as AUDIT } from "./testing/toolInputs";
import { findRepoRoot } from "./repoRoot";
import { VISITOR_TOKEN_HEADER } from "./embed/visitorToken";

jest.setTimeout(120_000);

type Bff = Awaited<ReturnType<typeof startBff>>;

const SHOP = "http://localhost:8090";
const APP_URL = "https://app.rankforge.test";
const PRODUCTION = {
  NODE_ENV: "production",
  IDENTITY_SECRET: "hostile-exposure-production-secret-0123456789",
  ALLOW_TEST_BILLING_IN_PRODUCTION: "true",
};
/** Every header a client can use to claim another address for the BFF. */
const FORGED = {
  Host: "evil.example",
  "X-Forwarded-Host": "evil-forwarded.example",
  "X-Forwarded-Proto": "evilproto",
};
const VERSION = "0.1.0-aaaaaaaaaa";
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ["webpack://secret/src/app.tsx"], sourcesContent: ["const s = 1;"] });

/** A built front end on disk, each part with a source map beside its script. */
function writeBuilds(staticRoot: string, storeDir: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(path.join(staticRoot, "shell", "dist", "index.html"), "<!doctype html><title>shell</title>");
  write(path.join(staticRoot, "shell", "dist", "main.0123abcd.js"), "export{}");
  write(path.join(staticRoot, "shell", "dist", "main.0123abcd.js.map"), SOURCE_MAP);
  write(path.join(staticRoot, "mfe-seosnapshot", "dist", "static", "page.0a1b2c3d.js"), "export{}");
  write(path.join(staticRoot, "mfe-seosnapshot", "dist", "static", "page.0a1b2c3d.js.map"), SOURCE_MAP);
  write(path.join(staticRoot, "embed-shell", "dist", "embed.js"), "/* loader */");
  write(path.join(staticRoot, "embed-shell", "dist", "main.js"), "export{}");
  write(path.join(staticRoot, "embed-shell", "dist", "main.js.map"), SOURCE_MAP);
  const version = path.join(storeDir, "seosnapshot", VERSION);
  write(path.join(version, "mf-manifest.json"), JSON.stringify({ version: VERSION }));
  write(path.join(version, "static", "page.0a1b2c3d.js"), "export{}");
  write(path.join(version, "static", "page.0a1b2c3d.js.map"), SOURCE_MAP);
  write(
    path.join(storeDir, "seosnapshot", "versions.json"),
    JSON.stringify([{ version: VERSION, publishedAt: new Date().toISOString() }]),
  );
}

/** The source maps written above, as the browser would ask for them. */
const MAP_PATHS = [
  "/main.0123abcd.js.map",
  "/remotes/seosnapshot/static/page.0a1b2c3d.js.map",
  `/remotes/seosnapshot/${VERSION}/static/page.0a1b2c3d.js.map`,
  "/embed-shell/main.js.map",
];

describe.each(backendKinds())("hostile exposure (%s)", (kind) => {
  let tmp: string;
  let keyCounter = 0;

  const stack = useSuiteStack(kind, { realServices: true }, async ({ backends, services }) => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-exposure-"));
    const staticRoot = path.join(tmp, "root");
    const remoteStoreDir = path.join(tmp, ".data", "remotes");
    writeBuilds(staticRoot, remoteStoreDir);
    const files = { staticRoot, remoteStoreDir } as never;
    return {
      // APP_URL configured
      bff: await startBff(backends, { ...services.env, APP_URL: `${APP_URL}/` }, files),
      // no APP_URL: http://localhost:$PORT
      defaulted: await startBff(backends, { ...services.env, PORT: "8123" }, files),
      // trusts X-Forwarded-* from loopback
      proxied: await startBff(backends, { ...services.env, APP_URL, TRUST_PROXY: "loopback" }, files),
      production: await startBff(backends, { ...services.env, ...PRODUCTION }, files),
      development: await startBff(backends, { ...services.env, NODE_ENV: "development" }, files),
    };
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const createPartner = (fields: Pick<PartnerFields, "monthlyQuota" | "visitorDailyLimit"> = {}) =>
    addShopPartner(stack.backends.prisma, `pk_test_exposure_${kind}_${++keyCounter}_${Date.now()}`, SHOP, fields);
  const embedPage = (target: Bff, key: string, origin = SHOP) => requestEmbedPage(target.url, key, origin).set(FORGED);
  const configOf = (html: string) => embedConfigOf<{ token: string; productUrl: string; toolUrl: string }>(html);
  /** Nothing of the forged headers in the status line's body or any header of an answer. */
  const expectNoForgedHost = (res: request.Response) => {
    const everything = `${res.text}\n${JSON.stringify(res.headers)}`;
    expect(everything).not.toMatch(/evil/);
  };

  describe("absolute URLs come from APP_URL, never from the request's headers", () => {
    it.each([
      ["Host", () => stack.bff, APP_URL],
      ["X-Forwarded-Host and -Proto behind a trusted proxy", () => stack.proxied, APP_URL],
      ["Host, APP_URL unset", () => stack.defaulted, "http://localhost:8123"],
    ])("the embed page, whatever the %s says", async (_label, target, appUrl) => {
      const key = await createPartner();
      const res = await embedPage(target(), key);
      expect(res.status).toBe(200);
      expectNoForgedHost(res);
      expect(configOf(res.text)).toMatchObject({ productUrl: appUrl, toolUrl: `${appUrl}/seosnapshot` });
    });

    it.each([
      ["an unknown key", async () => "pk_test_no_such_partner", SHOP],
      ["an origin the key does not list", async () => createPartner(), "http://localhost:8091"],
    ])("the refusal page for %s", async (_label, keyOf, origin) => {
      for (const target of [stack.bff, stack.proxied]) {
        const res = await embedPage(target, await keyOf(), origin);
        expect(res.status).toBe(403);
        expectNoForgedHost(res);
        expect(res.text).toContain(`href="${APP_URL}"`);
      }
      const unknownTool = await request(stack.bff.url).get(`/embed/nosuchtool?key=pk_test_x&origin=${SHOP}`).set(FORGED);
      expect(unknownTool.status).toBe(404);
      expectNoForgedHost(unknownTool);
    });

    it("the 429's redirectTo, and an embedded call that is let through", async () => {
      const key = await createPartner({ visitorDailyLimit: 1 });
      for (const target of [stack.bff, stack.proxied]) {
        const page = await embedPage(target, key);
        const token = configOf(page.text).token;
        const call = () =>
          request(target.url).post("/api/embed/seosnapshot").set(FORGED).set(VISITOR_TOKEN_HEADER, token).send(AUDIT);
        const first = await call();
        expect(first.status).toBe(200);
        expectNoForgedHost(first);
        const limited = await call();
        expect(limited.status).toBe(429);
        expectNoForgedHost(limited);
        expect(limited.body.redirectTo).toBe(`${APP_URL}/seosnapshot`);
      }
    });
  });

  describe("source maps", () => {
    it.each(MAP_PATHS)("a production BFF answers 404 for %s, a non-production one serves it", async (p) => {
      const refused = await request(stack.production.url).get(p);
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain("sourcesContent");
      // Not through an encoded name or a trailing slash either.
      for (const variant of [p.replace(/\.map$/, ".%6dap"), `${p}/`, p.replace(/\.map$/, ".MAP")]) {
        const res = await request(stack.production.url).get(variant);
        expect([variant, res.status]).toEqual([variant, 404]);
        expect(res.text).not.toContain("sourcesContent");
      }

      const served = await request(stack.development.url).get(p);
      expect(served.status).toBe(200);
      expect(served.text).toContain("sourcesContent");
    });

    it("a production BFF still serves the scripts themselves", async () => {
      for (const p of MAP_PATHS.map((m) => m.replace(/\.map$/, ""))) {
        const res = await request(stack.production.url).get(p);
        expect([p, res.status]).toEqual([p, 200]);
      }
    });

    it("nginx refuses .map in the shell's and the remotes' images, before any other location can serve it", () => {
      const root = findRepoRoot();
      for (const file of ["docker/nginx/shell.conf", "docker/nginx/remote.conf"]) {
        const conf = fs.readFileSync(path.join(root, file), "utf8");
        const regexLocations = [...conf.matchAll(/^\s*location (~\*?) (\S+) \{([^}]*)\}/gm)];
        const first = regexLocations[0];
        expect([file, first?.[1], first?.[2]]).toEqual([file, "~*", "\\.map$"]);
        expect(first?.[3]).toMatch(/return 404;/);
      }
    });

    it("production builds keep their maps for error reporting without pointing browsers at them", () => {
      const federation = createRequire(__filename)(path.join(findRepoRoot(), "libs/config/webpack/federation.cjs")) as {
        browserBuild(o: { dir: string; production: boolean }): { devtool: string };
      };
      expect(federation.browserBuild({ dir: os.tmpdir(), production: true }).devtool).toBe("hidden-source-map");
    });
  });
});
