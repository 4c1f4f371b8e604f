// Partner embedding through real HTTP: the BFF (embed page, visitor tokens, limits, admin API) in
// front of the real SeoSnapshot service, and a scripted upstream that shows what the service
// receives. What each service outcome costs the partner is pinned in toolCalls/refundRule.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import { backendKinds, createUserWithSession, startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { addShopPartner, embedConfigOf, requestEmbedPage, type PartnerFields } from "../testing/embedPartners";
import { AUDIT_INPUT as AUDIT } from "../testing/toolInputs";
import { LOADER_CACHE_CONTROL } from "./embedAssetRoutes";
import { VISITOR_COOKIE } from "./embedFrameRoute";
import { mintVisitorToken, VISITOR_TOKEN_HEADER } from "./visitorToken";

jest.setTimeout(90_000);

const SHOP = "http://localhost:8090";
const OTHER = "http://localhost:8091";

describe.each(backendKinds())("partner embedding (%s)", (kind) => {
  let clockMs = Date.parse("2026-11-23T12:00:00Z");
  let admin: { sessionId: string };
  let staticRoot: string;
  let keyCounter = 0;

  const now = () => new Date(clockMs);
  const stack = useSuiteStack(kind, { realServices: true, scripted: true }, async ({ backends, services, scripted }) => {
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), "embed-static-"));
    fs.mkdirSync(path.join(staticRoot, "embed-shell", "dist"), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, "embed-shell", "dist", "embed.js"), "/* loader */");
    return {
      // Distinct client addresses through X-Forwarded-For (trusted from loopback only).
      bff: await startBff(
        backends,
        { ...services.env, TRUST_PROXY: "loopback", EMBED_CALLS_PER_ADDRESS_PER_DAY: "4", PROXY_TIMEOUT_MS: "15000" },
        { now, staticRoot } as never,
      ),
      failing: await startBff(backends, { ...services.env, SEOSNAPSHOT_SERVICE_URL: scripted.url, TRUST_PROXY: "loopback" }, {
        now,
      } as never),
    };
  });
  beforeAll(async () => {
    admin = await createUserWithSession(stack.backends, stack.bff.config, { email: "admin@example.com", isAdmin: true });
  });
  afterAll(() => {
    if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
  });
  beforeEach(() => {
    clockMs = Date.parse("2026-11-23T12:00:00Z");
  });

  const createPartner = (fields: PartnerFields = {}) =>
    addShopPartner(stack.backends.prisma, `pk_test_${kind}_${++keyCounter}_${Date.now()}`, SHOP, fields);
  const embedPage = (target: { url: string }, key: string, origin = SHOP, headers: Record<string, string> = {}) =>
    requestEmbedPage(target.url, key, origin).set(headers);
  const configOf = (html: string) =>
    embedConfigOf<{ token: string; parentOrigin: string; tool: string; expiresAt: number }>(html);
  const tokenFor = async (target: { url: string }, key: string, ip = "203.0.113.1") => {
    const res = await embedPage(target, key, SHOP, { "X-Forwarded-For": ip });
    expect(res.status).toBe(200);
    return configOf(res.text).token;
  };
  const audit = (
    target: { url: string },
    token: string | undefined,
    ip = "203.0.113.1",
    tool = "seosnapshot",
    body: object = AUDIT,
  ) => {
    const r = request(target.url).post(`/api/embed/${tool}`).set("Origin", target.url).set("X-Forwarded-For", ip);
    if (token !== undefined) r.set(VISITOR_TOKEN_HEADER, token);
    return r.send(body);
  };

  describe("the embed page", () => {
    it("frames the tool only for the key's origins: frame-ancestors lists them, no X-Frame-Options, a fresh visitor token", async () => {
      const key = await createPartner({ allowedOrigins: [SHOP, "https://shop.example.com"] });
      const res = await embedPage(stack.bff, key);
      expect(res.status).toBe(200);
      expect(res.headers["content-security-policy"]).toMatch(
        /frame-ancestors http:\/\/localhost:8090 https:\/\/shop\.example\.com(;|$)/,
      );
      expect(res.headers["x-frame-options"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(String(res.headers["set-cookie"])).toMatch(
        new RegExp(`${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}; .*HttpOnly; Secure; SameSite=None; Partitioned`),
      );
      const config = configOf(res.text);
      expect(config).toMatchObject({ tool: "seosnapshot", parentOrigin: SHOP });
      expect(config.expiresAt - clockMs).toBe(15 * 60 * 1000);
      expect(res.text).toContain('<script src="/embed-shell/main.js" defer></script>');
    });

    it("keeps the rest of the product unframeable", async () => {
      const res = await request(stack.bff.url).get("/api/health");
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    });

    it("refuses unknown and disabled keys with a refusal page and no token", async () => {
      const disabled = await createPartner({ enabled: false });
      for (const key of ["pk_unknown_key", disabled, "not-a-key", "<script>alert(1)</script>"]) {
        const res = await embedPage(stack.bff, key);
        expect(res.status).toBe(403);
        expect(res.text).toContain("This embed is not active");
        expect(res.text).not.toContain("embed-config");
        expect(res.text).not.toContain("<script>alert");
      }
    });

    it("refuses an origin not in the key's list, an origin the Referer contradicts, and an unknown tool", async () => {
      const key = await createPartner();
      const other = await embedPage(stack.bff, key, OTHER);
      expect(other.status).toBe(403);
      expect(other.text).toContain("This site may not embed this tool");
      expect(other.text).not.toContain("embed-config");
      const spoofed = await embedPage(stack.bff, key, SHOP, { Referer: `${OTHER}/page.html` });
      expect(spoofed.status).toBe(403);
      const bogus = await embedPage(stack.bff, key, "javascript:alert(1)");
      expect(bogus.status).toBe(403);
      const fromReferer = await request(stack.bff.url).get(`/embed/seosnapshot?key=${key}`).set("Referer", `${SHOP}/shop/page`);
      expect(fromReferer.status).toBe(200);
      const tool = await request(stack.bff.url).get(`/embed/nosuchtool?key=${key}&origin=${SHOP}`);
      expect(tool.status).toBe(404);
    });

    it("makes every tool of the registry embeddable", async () => {
      const key = await createPartner();
      for (const tool of ["descripto", "hookgenie", "trendspy", "seosnapshot"]) {
        const res = await request(stack.bff.url).get(`/embed/${tool}?key=${key}&origin=${SHOP}`);
        expect(res.status).toBe(200);
        expect(configOf(res.text).tool).toBe(tool);
      }
    });

    it("serves the loader to any site, cached briefly", async () => {
      const res = await request(stack.bff.url).get("/embed.js");
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toMatch(/javascript/);
      expect(res.headers["cache-control"]).toBe(LOADER_CACHE_CONTROL);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    });
  });

  describe("embedded tool calls", () => {
    it("audits anonymously with the visitor token, as the partner's visitor towards the service", async () => {
      const key = await createPartner();
      const token = await tokenFor(stack.failing, key);
      const res = await audit(stack.failing, token);
      expect(res.status).toBe(200);
      const received = stack.scripted.state.received.at(-1)!;
      expect(received.url).toBe("/api/seosnapshot");
      expect(received.headers[IDENTITY_HEADERS.userId]).toMatch(/^partner:\d+:visitor:[A-Za-z0-9_-]{16}$/);
      expect(received.headers[VISITOR_TOKEN_HEADER]).toBeUndefined();

      const real = await audit(stack.bff, await tokenFor(stack.bff, key));
      expect(real.status).toBe(200);
      expect(typeof real.body.scores.overall).toBe("number");
    });

    it("refuses calls without a token, with a forged or foreign one, for another tool, or once expired", async () => {
      const key = await createPartner();
      const token = await tokenFor(stack.bff, key);
      expect((await audit(stack.bff, undefined)).status).toBe(401);
      const [body, mac] = token.split(".") as [string, string];
      const claims = JSON.parse(Buffer.from(body, "base64url").toString());
      const otherKey = await createPartner();
      const moved = Buffer.from(JSON.stringify({ ...claims, k: otherKey })).toString("base64url");
      expect((await audit(stack.bff, `${moved}.${mac}`)).status).toBe(401);
      const foreign = mintVisitorToken(
        { key, origin: SHOP, tool: "seosnapshot", visitor: "v".repeat(22) },
        "another-secret",
        clockMs,
      ).token;
      expect((await audit(stack.bff, foreign)).status).toBe(401);
      const wrongTool = await audit(stack.bff, token, "203.0.113.1", "descripto", { productName: "x" });
      expect(wrongTool.status).toBe(403);
      clockMs += 15 * 60 * 1000 + 1000;
      const expired = await audit(stack.bff, token);
      expect(expired.status).toBe(401);
      expect(expired.body.error).toMatch(/Reload/);
    });

    it("stops a token at once when its partner is disabled or its origin is removed", async () => {
      const key = await createPartner({ allowedOrigins: [SHOP, "https://shop.example.com"] });
      const token = await tokenFor(stack.bff, key);
      const patch = (body: object) =>
        request(stack.bff.url)
          .patch(`/api/admin/partners/${key}`)
          .set("Origin", stack.bff.url)
          .set("x-session-id", admin.sessionId)
          .send(body);
      expect((await patch({ allowedOrigins: ["https://shop.example.com"] })).status).toBe(200);
      expect((await audit(stack.bff, token)).status).toBe(403);
      expect((await patch({ allowedOrigins: [SHOP], enabled: false })).status).toBe(200);
      expect((await audit(stack.bff, token)).status).toBe(403);
      expect((await patch({ enabled: true })).status).toBe(200);
      expect((await audit(stack.bff, token)).status).toBe(200);
    });

    it("token refresh keeps the visitor and needs a valid token", async () => {
      const key = await createPartner();
      const token = await tokenFor(stack.bff, key);
      const fresh = await request(stack.bff.url)
        .post("/api/embed/token")
        .set("Origin", stack.bff.url)
        .set(VISITOR_TOKEN_HEADER, token);
      expect(fresh.status).toBe(200);
      const claims = (t: string) => JSON.parse(Buffer.from(t.split(".")[0]!, "base64url").toString());
      expect(claims(fresh.body.token).vid).toBe(claims(token).vid);
      const bad = await request(stack.bff.url)
        .post("/api/embed/token")
        .set("Origin", stack.bff.url)
        .set(VISITOR_TOKEN_HEADER, "x.y");
      expect(bad.status).toBe(401);
    });

    it("counts per visitor per day: past the limit a 429 with Retry-After and a friendly message linking to the product", async () => {
      const key = await createPartner({ visitorDailyLimit: 2 });
      const token = await tokenFor(stack.bff, key, "203.0.113.10");
      expect((await audit(stack.bff, token, "203.0.113.10")).status).toBe(200);
      // Bad input is refused before anything is counted.
      expect((await audit(stack.bff, token, "203.0.113.10", "seosnapshot", { title: "" })).status).toBe(400);
      expect((await audit(stack.bff, token, "203.0.113.10")).status).toBe(200);
      const refused = await audit(stack.bff, token, "203.0.113.10");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBe(12 * 60 * 60); // until midnight UTC
      expect(refused.body).toMatchObject({
        code: "EMBED_LIMIT_REACHED",
        limit: "visitor",
        redirectTo: `${stack.bff.config.appUrl}/seosnapshot`,
      });
      expect(refused.body.error).toBe(
        "You've reached today's free limit for SeoSnapshot on this site. Come back tomorrow, or use RankForge for unlimited access.",
      );
      // The same visitor (same cookie) gets no new allowance from a reload.
      const cookie = String(
        (await embedPage(stack.bff, key, SHOP, { "X-Forwarded-For": "203.0.113.10" })).headers["set-cookie"],
      ).split(";")[0]!;
      const reloaded = configOf(
        (await embedPage(stack.bff, key, SHOP, { "X-Forwarded-For": "203.0.113.10", Cookie: cookie })).text,
      ).token;
      expect((await audit(stack.bff, reloaded, "203.0.113.10")).status).toBe(200); // the first page load had no cookie: a new visitor
      // The next day it starts over.
      clockMs += 24 * 60 * 60 * 1000;
      expect((await audit(stack.bff, mintFrom(token), "203.0.113.10")).status).toBe(200);
    });

    it("counts per address across visitors, and per partner per month", async () => {
      const key = await createPartner();
      for (let i = 0; i < 4; i++)
        expect((await audit(stack.bff, await tokenFor(stack.bff, key, "203.0.113.20"), "203.0.113.20")).status).toBe(200);
      const byAddress = await audit(stack.bff, await tokenFor(stack.bff, key, "203.0.113.20"), "203.0.113.20");
      expect(byAddress.status).toBe(429);
      expect(byAddress.body.limit).toBe("address");

      const small = await createPartner({ monthlyQuota: 2 });
      expect((await audit(stack.bff, await tokenFor(stack.bff, small, "203.0.113.30"), "203.0.113.30")).status).toBe(200);
      expect((await audit(stack.bff, await tokenFor(stack.bff, small, "203.0.113.31"), "203.0.113.31")).status).toBe(200);
      const monthly = await audit(stack.bff, await tokenFor(stack.bff, small, "203.0.113.32"), "203.0.113.32");
      expect(monthly.status).toBe(429);
      expect(monthly.body.limit).toBe("partner");
      expect(Number(monthly.headers["retry-after"])).toBe((Date.parse("2026-12-01T00:00:00Z") - clockMs) / 1000);
      const list = await request(stack.bff.url).get("/api/admin/partners").set("x-session-id", admin.sessionId);
      expect(list.body.partners.find((p: { key: string }) => p.key === small).usedThisMonth).toBe(2);
    });
  });

  describe("the admin's partner API", () => {
    const post = (body: object, session?: string, origin?: string) => {
      const r = request(stack.bff.url)
        .post("/api/admin/partners")
        .set("Origin", origin ?? stack.bff.url);
      if (session) r.set("x-session-id", session);
      return r.send(body);
    };
    const valid = { name: "Acme Shop", allowedOrigins: ["https://acme.example/"], monthlyQuota: 500, visitorDailyLimit: 5 };

    it("is for the admin only, and same-origin like every state change", async () => {
      expect((await post(valid)).status).toBe(401);
      const user = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
      expect((await post(valid, user.sessionId)).status).toBe(403);
      expect((await request(stack.bff.url).get("/api/admin/partners").set("x-session-id", user.sessionId)).status).toBe(403);
      const cookieAuth = await request(stack.bff.url)
        .post("/api/admin/partners")
        .set("Origin", "https://evil.example")
        .set("Cookie", `sid=${admin.sessionId}`)
        .send(valid);
      expect(cookieAuth.status).toBe(403);
      expect(cookieAuth.body.code).toBe("CROSS_SITE_REQUEST");
    });

    it("creates partners with a generated key, normalised origins, and refuses bad input naming the field", async () => {
      const created = await post(valid, admin.sessionId);
      expect(created.status).toBe(201);
      expect(created.body.partner).toMatchObject({ name: "Acme Shop", allowedOrigins: ["https://acme.example"], enabled: true });
      expect(created.body.partner.key).toMatch(/^pk_live_[A-Za-z0-9_]{20,}$/);

      const badOrigin = await post({ ...valid, allowedOrigins: ["https://acme.example/path"] }, admin.sessionId);
      expect(badOrigin.status).toBe(400);
      expect(JSON.stringify(badOrigin.body.issues)).toContain("allowedOrigins");
      const wildcard = await post({ ...valid, allowedOrigins: ["*"] }, admin.sessionId);
      expect(wildcard.status).toBe(400);
      const markup = await post({ ...valid, name: "<img src=x onerror=alert(1)>" }, admin.sessionId);
      expect(markup.status).toBe(400);
      expect(JSON.stringify(markup.body.issues)).toContain("name");
      const negative = await post({ ...valid, monthlyQuota: -1 }, admin.sessionId);
      expect(negative.status).toBe(400);
      const dup = await post({ ...valid, key: created.body.partner.key }, admin.sessionId);
      expect(dup.status).toBe(409);
      const missing = await request(stack.bff.url)
        .patch("/api/admin/partners/pk_nobody_here")
        .set("Origin", stack.bff.url)
        .set("x-session-id", admin.sessionId)
        .send({ enabled: false });
      expect(missing.status).toBe(404);
    });
  });

  /** A token for the same visitor, minted at the current clock (what a reload with the cookie gives). */
  function mintFrom(token: string) {
    const c = JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString());
    return mintVisitorToken({ key: c.k, origin: c.o, tool: c.t, visitor: c.vid }, stack.bff.config.identity.secret, clockMs)
      .token;
  }
});
