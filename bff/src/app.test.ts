// Gateway behaviour: health, per-route upstream failures, raw billing bodies, the remote manifest,
// CSP, and the static front ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { createPrismaClient } from "@seo/db/client";
import { createApp } from "./app";
import { silentLogger } from "./appDeps";
import type { KvStore } from "@seo/kv/store";
import { backendKinds, createUserWithSession, deadUrl, startBff, testConfig } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";

jest.setTimeout(60_000);

const seoInput = { title: "A title", description: "A description" };

describe.each(backendKinds())("gateway (%s)", (kind) => {
  // Each test starts the BFF it needs.
  const stack = useSuiteStack(kind, { scripted: true });

  it("answers /api/health 200 when the database and the store answer", async () => {
    const bff = await startBff(stack.backends, {});
    try {
      const res = await request(bff.url).get("/api/health");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ database: "ok", store: "ok" }); // services: healthRoutes.test.ts
    } finally {
      await bff.close();
    }
  });

  it("answers /api/health 503 naming the store or the database when one is down", async () => {
    const brokenStore: KvStore = { ...stack.backends.store, ping: () => Promise.reject(new Error("down")) };
    const noStore = createApp({ config: testConfig(), prisma: stack.backends.prisma, store: brokenStore, logger: silentLogger });
    const s = await request(noStore).get("/api/health");
    expect(s.status).toBe(503);
    expect(s.body).toMatchObject({ status: "unavailable", database: "ok", store: "unavailable" });

    const deadDb = createPrismaClient(`postgres://postgres@${new URL(await deadUrl()).host}/postgres`, { maxConnections: 1 });
    try {
      const noDb = createApp({ config: testConfig(), prisma: deadDb, store: stack.backends.store, logger: silentLogger });
      const d = await request(noDb).get("/api/health");
      expect(d.status).toBe(503);
      expect(d.body).toMatchObject({ status: "unavailable", database: "unavailable", store: "ok" });
    } finally {
      await deadDb.$disconnect();
    }
  });

  it("turns a dead upstream into a JSON 502 for that tool only, while /api/health still answers", async () => {
    const bff = await startBff(stack.backends, {
      SEOSNAPSHOT_SERVICE_URL: await deadUrl(),
      HOOKGENIE_SERVICE_URL: stack.scripted.url,
    });
    try {
      const { sessionId } = await createUserWithSession(stack.backends, bff.config, { subscriptionType: "pro" });
      const dead = await request(bff.url).post("/api/seosnapshot").set("x-session-id", sessionId).send(seoInput);
      expect(dead.status).toBe(502);
      expect(dead.headers["content-type"]).toMatch(/application\/json/);
      expect(dead.body).toEqual({ error: "SeoSnapshot service is unavailable", requestId: expect.any(String) });
      expect((await request(bff.url).get("/api/health")).status).toBe(200);
      const alive = await request(bff.url).post("/api/hookgenie").set("x-session-id", sessionId).send({ topic: "shoes" });
      expect(alive.status).toBe(200);
      // raw proxies too
      const wf = await startBff(stack.backends, { WORKFLOW_SERVICE_URL: await deadUrl() });
      try {
        const res = await request(wf.url).get("/api/workflow/projects").set("x-session-id", sessionId);
        expect(res.status).toBe(502);
        expect(res.body).toEqual({ error: "Workflow service is unavailable", requestId: expect.any(String) });
      } finally {
        await wf.close();
      }
    } finally {
      await bff.close();
    }
  });

  it("turns a slow upstream into a JSON 504", async () => {
    const bff = await startBff(stack.backends, { TRENDSPY_SERVICE_URL: stack.scripted.url, PROXY_TIMEOUT_MS: "300" });
    try {
      stack.scripted.state.mode = "slow";
      stack.scripted.state.slowMs = 1_000;
      const { sessionId } = await createUserWithSession(stack.backends, bff.config, { subscriptionType: "pro" });
      const res = await request(bff.url).post("/api/trendspy").set("x-session-id", sessionId).send({ niche: "tea" });
      expect(res.status).toBe(504);
      expect(res.body).toEqual({ error: "TrendSpy service did not answer in time", requestId: expect.any(String) });
    } finally {
      stack.scripted.state.mode = "ok";
      await bff.close();
    }
  });

  it("passes billing bodies through byte for byte with a signed identity, and needs a session to subscribe", async () => {
    const bff = await startBff(stack.backends, { BILLING_SERVICE_URL: stack.scripted.url });
    try {
      stack.scripted.state.received.length = 0;
      const raw = '{"id":"evt_1",  "type":"invoice.paid"}\n';
      const hook = await request(bff.url)
        .post("/api/stripe/webhook")
        // Exempt from the same-origin check (it is signature-checked): even a foreign Origin passes.
        .set("Origin", "https://hooks.stripe.example")
        .set("Content-Type", "application/json")
        .set("Stripe-Signature", "t=1,v1=abc")
        .send(raw);
      expect(hook.status).toBe(200);
      const seen = stack.scripted.state.received[0]!;
      expect(seen.url).toBe("/api/stripe/webhook");
      expect(seen.body).toBe(raw);
      expect(seen.headers["stripe-signature"]).toBe("t=1,v1=abc");

      const anon = await request(bff.url).post("/api/create-subscription").send({ plan: "starter" });
      expect(anon.status).toBe(401);
      const { user, sessionId } = await createUserWithSession(stack.backends, bff.config);
      const sub = await request(bff.url)
        .post("/api/create-subscription")
        .set("x-session-id", sessionId)
        .send({ plan: "starter" });
      expect(sub.status).toBe(200);
      const forwarded = stack.scripted.state.received[1]!;
      expect(forwarded.headers["x-seo-user-id"]).toBe(String(user.id));
      expect(JSON.parse(forwarded.body)).toEqual({ plan: "starter" });
    } finally {
      await bff.close();
    }
  });

  it("serves /remotes.json from the environment, and allows absolute remote origins in the CSP", async () => {
    const bff = await startBff(stack.backends, { REMOTE_TRENDSPY_URL: "https://cdn.example.net/trendspy/mf-manifest.json" });
    try {
      const res = await request(bff.url).get("/remotes.json");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toEqual({
        descripto: "/remotes/descripto/mf-manifest.json",
        hookgenie: "/remotes/hookgenie/mf-manifest.json",
        trendspy: "https://cdn.example.net/trendspy/mf-manifest.json",
        seosnapshot: "/remotes/seosnapshot/mf-manifest.json",
        workflow: "/remotes/workflow/mf-manifest.json",
        // Nothing published in this test's store: no versions, nothing to fall back to.
        $versions: {},
        $fallbacks: {},
      });
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.net/);
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    } finally {
      await bff.close();
    }
  });

  describe("static front ends", () => {
    let root: string;
    beforeAll(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), "bff-static-"));
      const put = (rel: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), text);
      };
      put("shell/dist/index.html", "<!doctype html><title>shell</title>");
      put("shell/dist/seo-tools.html", "<!doctype html><title>SEO tools</title>");
      put("shell/dist/assets/main.3f9a1c2b7d.js", "console.log(1)");
      put("mfe-seosnapshot/dist/mf-manifest.json", '{"id":"mfe_seosnapshot"}');
      put("mfe-seosnapshot/dist/static/js/remote.0a1b2c3d4e.js", "export{}");
    });
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    const app = (staticRoot: string) =>
      createApp({
        config: testConfig(),
        prisma: stack.backends.prisma,
        store: stack.backends.store,
        logger: silentLogger,
        staticRoot,
      });

    it("serves the shell with long-cached hashed assets, no-cache html, /seo-tools and the SPA fallback", async () => {
      const a = app(root);
      const asset = await request(a).get("/assets/main.3f9a1c2b7d.js");
      expect(asset.status).toBe(200);
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const deep = await request(a).get("/dashboard/anything");
      expect(deep.status).toBe(200);
      expect(deep.text).toContain("<title>shell</title>");
      expect(deep.headers["cache-control"]).toBe("no-cache");
      const seo = await request(a).get("/seo-tools");
      expect(seo.text).toContain("<title>SEO tools</title>");
      const api = await request(a).get("/api/nope");
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ error: "Not found", requestId: expect.any(String) });
    });

    it("serves each remote at /remotes/<name>/ with CORS for partner sites", async () => {
      const a = app(root);
      const manifest = await request(a).get("/remotes/seosnapshot/mf-manifest.json").set("Origin", "https://partner.example");
      expect(manifest.status).toBe(200);
      expect(manifest.headers["access-control-allow-origin"]).toBe("*");
      expect(manifest.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(manifest.headers["cache-control"]).toBe("no-cache");
      const chunk = await request(a).get("/remotes/seosnapshot/static/js/remote.0a1b2c3d4e.js");
      expect(chunk.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await request(a).options("/remotes/seosnapshot/mf-manifest.json")).status).toBe(204);
      expect((await request(a).get("/remotes/seosnapshot/missing.js")).status).toBe(404);
    });

    it("sends the build's brotli or gzip copy with the original type, Content-Encoding and Vary", async () => {
      const zlib = await import("node:zlib");
      const js = "console.log('a fairly long line of JavaScript');\n".repeat(100);
      const html = "<!doctype html><title>shell</title>" + "<p>x</p>".repeat(300);
      const put = (rel: string, data: string | Buffer) => fs.writeFileSync(path.join(root, rel), data);
      put("shell/dist/assets/big.1234abcd.js", js);
      put("shell/dist/assets/big.1234abcd.js.br", zlib.brotliCompressSync(js));
      put("shell/dist/assets/big.1234abcd.js.gz", zlib.gzipSync(js));
      put("shell/dist/index.html.br", zlib.brotliCompressSync(html));
      const a = app(root);

      const br = await request(a).get("/assets/big.1234abcd.js").set("Accept-Encoding", "gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.text).toBe(js); // supertest decodes it: the bytes are the file's

      const gz = await request(a).get("/assets/big.1234abcd.js").set("Accept-Encoding", "gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.text).toBe(js);

      const plain = await request(a).get("/assets/big.1234abcd.js").set("Accept-Encoding", "identity");
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.text).toBe(js);

      // the SPA fallback too; a page without a copy is sent as it is
      const page = await request(a).get("/pricing").set("Accept-Encoding", "br");
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["cache-control"]).toBe("no-cache");
      const seo = await request(a).get("/seo-tools").set("Accept-Encoding", "br");
      expect(seo.headers["content-encoding"]).toBeUndefined();
      expect(seo.text).toContain("<title>SEO tools</title>");
      fs.rmSync(path.join(root, "shell/dist/index.html.br"));
    });

    it("serves the prerendered signed-out pages at their paths, compressed, and the SPA shell elsewhere", async () => {
      const zlib = await import("node:zlib");
      const login = '<!doctype html><title>Sign in</title><div id="root"><h1>Welcome Back</h1></div>';
      const put = (rel: string, data: string | Buffer) => {
        fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        fs.writeFileSync(path.join(root, rel), data);
      };
      put("shell/dist/prerendered/login.html", login);
      put("shell/dist/prerendered/login.html.br", zlib.brotliCompressSync(login));
      put("shell/dist/prerendered/index.html", "<!doctype html><title>Landing</title>");
      try {
        const a = app(root);
        const res = await request(a).get("/login").set("Accept-Encoding", "br");
        expect(res.status).toBe(200);
        expect(res.headers["content-encoding"]).toBe("br");
        expect(res.headers["content-type"]).toMatch(/^text\/html/);
        expect(res.headers["cache-control"]).toBe("no-cache");
        expect(res.text).toBe(login);
        expect((await request(a).get("/")).text).toContain("<title>Landing</title>");
        // not prerendered: the signup page falls back to the shell, /seo-tools to its own page
        expect((await request(a).get("/signup")).text).toContain("<title>shell</title>");
        expect((await request(a).get("/seo-tools")).text).toContain("<title>SEO tools</title>");
        expect((await request(a).get("/dashboard")).text).toContain("<title>shell</title>");
        // the landing page has one address
        expect((await request(a).get("/index")).text).toContain("<title>shell</title>");
      } finally {
        fs.rmSync(path.join(root, "shell/dist/prerendered"), { recursive: true, force: true });
      }
    });

    it("never serves a file outside the build directory", async () => {
      const a = app(root);
      for (const p of ["/../package.json", "/%2e%2e/%2e%2e/etc/passwd", "/assets/..%2f..%2f..%2fetc%2fpasswd"]) {
        const res = await request(a).get(p);
        expect(res.text).not.toMatch(/root:|"name"/);
      }
    });

    it("says to run the build when the shell is not built", async () => {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), "bff-empty-"));
      try {
        const res = await request(app(empty)).get("/");
        expect(res.status).toBe(503);
        expect(res.text).toMatch(/npm run build/);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    });
  });
});
