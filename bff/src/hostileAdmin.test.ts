// Who is an admin, through real HTTP on the embedded default and, when configured, on PostgreSQL +
// Redis: owning the sign-up of ADMIN_EMAIL is not enough in production (an operator grants admin
// rights with `npm run admin`), and every admin-only API (partners, remote deploys) follows one rule:
// the account holds admin rights.
import request from "supertest";
import { main as adminCli } from "./cli/adminCli";
import { OPERATOR_GRANTS_ADMIN_MESSAGE } from "./routes/accountRoutes";
import { backendKinds, startBff } from "./testing/testStack";
import { useSuiteStack } from "./testing/suiteStack";

jest.setTimeout(120_000);

const PRODUCTION = {
  NODE_ENV: "production",
  IDENTITY_SECRET: "hostile-admin-production-secret-0123456789abcdef",
  ALLOW_TEST_BILLING_IN_PRODUCTION: "true",
};
const PARTNER = { name: "Evil Corp", allowedOrigins: ["https://evil.example"], monthlyQuota: 10, visitorDailyLimit: 5 };

describe.each(backendKinds())("admin rights (%s)", (kind) => {
  // Each test starts the BFF it needs.
  const stack = useSuiteStack(kind, { realServices: true });

  const signUp = (url: string, email: string) =>
    request(url).post("/api/auth/signup").send({ email, password: "k7#vQz-long", firstName: "Boss", lastName: "Man" });
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    const log = jest.spyOn(console, "log").mockImplementation((m) => void lines.push(String(m)));
    const err = jest.spyOn(console, "error").mockImplementation((m) => void lines.push(String(m)));
    try {
      const code = await adminCli(args, { DATABASE_URL: stack.backends.url });
      return { code, output: lines.join("\n") };
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
  };

  it("in production, whoever signs up as ADMIN_EMAIL gets no admin rights until an operator grants them", async () => {
    const adminEmail = `boss-${kind}@corp.example`;
    const bff = await startBff(stack.backends, {
      ...stack.services.env,
      ...PRODUCTION,
      ADMIN_EMAIL: adminEmail,
      USER_CACHE_TTL_MS: "0",
    });
    try {
      const stranger = await signUp(bff.url, ` Boss-${kind}@Corp.Example `);
      expect(stranger.status).toBe(201);
      const sid = stranger.body.sessionId as string;
      const me = await request(bff.url).get("/api/auth/user").set("x-session-id", sid);
      expect(me.body).toMatchObject({ isAdmin: false, canActivateAdmin: false });
      const sub = await request(bff.url).get("/api/user/subscription").set("x-session-id", sid);
      expect(sub.body.capabilities.canActivateAdmin).toBe(false);

      const grant = await request(bff.url).post("/api/admin/grant-access").set("x-session-id", sid);
      expect(grant.status).toBe(403);
      expect(grant.body.error).toBe(OPERATOR_GRANTS_ADMIN_MESSAGE);
      expect((await request(bff.url).post("/api/admin/partners").set("x-session-id", sid).send(PARTNER)).status).toBe(403);
      expect((await request(bff.url).get("/api/admin/partners").set("x-session-id", sid)).status).toBe(403);
      expect((await request(bff.url).get("/api/admin/remotes").set("x-session-id", sid)).status).toBe(403);
      expect(await stack.backends.prisma.partner.count({ where: { name: PARTNER.name } })).toBe(0);
      expect((await stack.backends.prisma.user.findUniqueOrThrow({ where: { email: adminEmail } })).isAdmin).toBe(false);

      // The operator's act on the server.
      const granted = await cli("grant", adminEmail);
      expect(granted).toEqual({ code: 0, output: expect.stringContaining(`granted: ${adminEmail} is an admin`) });
      expect((await cli("list")).output).toContain(adminEmail);
      expect((await request(bff.url).get("/api/admin/partners").set("x-session-id", sid)).status).toBe(200);
      expect((await request(bff.url).get("/api/auth/user").set("x-session-id", sid)).body.isAdmin).toBe(true);

      const revoked = await cli("revoke", adminEmail);
      expect(revoked.code).toBe(0);
      expect((await request(bff.url).get("/api/admin/partners").set("x-session-id", sid)).status).toBe(403);
    } finally {
      await bff.close();
    }
  });

  it("outside production the designated account activates itself, and only then reaches the admin APIs", async () => {
    const adminEmail = `owner-${kind}@example.test`;
    const bff = await startBff(stack.backends, { ...stack.services.env, ADMIN_EMAIL: adminEmail, USER_CACHE_TTL_MS: "0" });
    try {
      const sid = (await signUp(bff.url, adminEmail)).body.sessionId as string;
      // Same rule for partners and deploys: the designated e-mail alone opens neither.
      expect((await request(bff.url).get("/api/admin/partners").set("x-session-id", sid)).status).toBe(403);
      expect((await request(bff.url).get("/api/admin/remotes").set("x-session-id", sid)).status).toBe(403);
      expect((await request(bff.url).get("/api/auth/user").set("x-session-id", sid)).body.canActivateAdmin).toBe(true);
      // Not before the address is confirmed (anyone can sign up with an address first).
      const early = await request(bff.url).post("/api/admin/grant-access").set("x-session-id", sid);
      expect(early.status).toBe(403);
      expect(early.body.code).toBe("email_unverified");
      const mail = await stack.backends.prisma.emailOutbox.findFirstOrThrow({ where: { to: adminEmail, kind: "verify-email" } });
      const token = new URL((mail.props as { url: string }).url).searchParams.get("token");
      expect((await request(bff.url).post("/api/auth/verify-email").send({ token })).status).toBe(200);
      expect((await request(bff.url).post("/api/admin/grant-access").set("x-session-id", sid)).status).toBe(200);
      expect((await request(bff.url).get("/api/admin/partners").set("x-session-id", sid)).status).toBe(200);
      expect((await request(bff.url).get("/api/admin/remotes").set("x-session-id", sid)).status).toBe(200);
    } finally {
      await bff.close();
    }
  });

  it("the operator command names what is wrong and changes nothing", async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli("grant")).code).toBe(2);
    const missing = await cli("grant", `nobody-${kind}@example.test`);
    expect(missing).toEqual({ code: 1, output: expect.stringContaining("must sign up first") });
  });
});
