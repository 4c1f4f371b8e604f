import { loadConfig } from "./env";
import { registryWithFifthTool } from "@seo/registry/testing/fifthTool";

describe("identity configuration", () => {
  it("without IDENTITY_SECRET signs with a random 256-bit secret, never a constant from the code", () => {
    const { identity } = loadConfig({ NODE_ENV: "development" });
    expect(identity.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(identity.secret).not.toMatch(/dev|change-me/);
    expect(identity.maxAgeSeconds).toBe(30);
  });

  it("uses the configured secret; production requires one of at least 32 characters", () => {
    expect(loadConfig({ IDENTITY_SECRET: "s".repeat(40) }).identity.secret).toBe("s".repeat(40));
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/IDENTITY_SECRET must be set/);
    expect(() => loadConfig({ NODE_ENV: "production", IDENTITY_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("refuses test-mode billing in production unless a staging site asks for it", () => {
    const prod = { NODE_ENV: "production", IDENTITY_SECRET: "s".repeat(40) };
    expect(loadConfig(prod).billing).toMatchObject({ testMode: true, allowTestModeInProduction: false });
    expect(loadConfig({ ...prod, STRIPE_SECRET_KEY: "sk_live_x" }).billing.testMode).toBe(false);
    const staging = loadConfig({ ...prod, ALLOW_TEST_BILLING_IN_PRODUCTION: "true" });
    expect(staging.billing.testMode).toBe(true);
    expect(staging.billing.testClock).toBe(false);
  });

  it("binds services to loopback unless SERVICE_HOST says otherwise", () => {
    expect(loadConfig({}).serviceHost).toBe("127.0.0.1");
    expect(loadConfig({ SERVICE_HOST: "0.0.0.0" }).serviceHost).toBe("0.0.0.0");
  });
});

describe("service and remote locations", () => {
  it("derives each service's URL and each remote's manifest from the registry, overridable by the environment", () => {
    const config = loadConfig({
      DESCRIPTO_SERVICE_URL: "http://descripto.internal",
      REMOTE_TRENDSPY_URL: "https://cdn/trendspy.json",
    });
    expect(config.serviceUrls).toMatchObject({ descripto: "http://descripto.internal", billing: "http://127.0.0.1:4106" });
    expect(config.remotes).toMatchObject({
      trendspy: "https://cdn/trendspy.json",
      workflow: "/remotes/workflow/mf-manifest.json",
    });
    expect(config.servicePort("hookgenie")).toBe(4102);
  });

  it("takes a registry with a new tool and finds its service and remote without other changes", () => {
    const r = registryWithFifthTool();
    const config = loadConfig({ METAMAGIC_SERVICE_URL: "http://metamagic:1" }, r);
    expect(config.serviceUrls.metamagic).toBe("http://metamagic:1");
    expect(config.remotes.metamagic).toBe("/remotes/metamagic/mf-manifest.json");
    expect(loadConfig({}, r).servicePort("metamagic")).toBe(4199);
  });
});

describe("the product's public URL", () => {
  it("is APP_URL without its trailing slash, http://localhost:$PORT when unset, and refuses anything but an http(s) URL", () => {
    expect(loadConfig({ APP_URL: "https://app.example.com/" }).appUrl).toBe("https://app.example.com");
    expect(loadConfig({ APP_URL: "https://example.com/rankforge/" }).appUrl).toBe("https://example.com/rankforge");
    expect(loadConfig({ PORT: "9000" }).appUrl).toBe("http://localhost:9000");
    expect(loadConfig({ APP_URL: "" }).appUrl).toBe("http://localhost:8080");
    expect(loadConfig({ APP_URL: "https://app.example.com" }).billing.appUrl).toBe("https://app.example.com");
    for (const bad of ["app.example.com", "javascript:alert(1)", "https://app.example.com/?x=1", "https://u:p@app.example.com"]) {
      expect(() => loadConfig({ APP_URL: bad })).toThrow(/APP_URL must be an http\(s\) URL/);
    }
  });
});

describe("outgoing e-mail", () => {
  it("uses the dev mailbox under DATA_DIR and a local sender when nothing is set", () => {
    const { mail } = loadConfig({ DATA_DIR: "/var/lib/rankforge" });
    expect(mail).toEqual({
      smtpUrl: undefined,
      from: "RankForge <no-reply@localhost>",
      mailboxDir: "/var/lib/rankforge/mailbox",
    });
    expect(loadConfig({ MAIL_FROM: "" }).mail.from).toBe("RankForge <no-reply@localhost>");
  });

  it("takes an smtp:// or smtps:// SMTP_URL and refuses anything else without echoing it", () => {
    expect(loadConfig({ SMTP_URL: "smtp://user:pass@smtp.example.com:587" }).mail.smtpUrl).toBe(
      "smtp://user:pass@smtp.example.com:587",
    );
    expect(loadConfig({ SMTP_URL: "smtps://user:pass@smtp.example.com:465" }).mail.smtpUrl).toBe(
      "smtps://user:pass@smtp.example.com:465",
    );
    for (const bad of [
      "smtp.example.com:587",
      "http://user:secret@smtp.example.com",
      "smtp://",
      "smtp://user:secret@host/path",
    ]) {
      expect(() => loadConfig({ SMTP_URL: bad })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
      expect(() => loadConfig({ SMTP_URL: bad })).not.toThrow(/secret/);
    }
  });

  it("takes one sender on one line as MAIL_FROM", () => {
    for (const good of ["no-reply@example.com", "RankForge <no-reply@example.com>", '"RankForge, Inc." <billing@example.com>']) {
      expect(loadConfig({ MAIL_FROM: good }).mail.from).toBe(good);
    }
    for (const bad of [
      "RankForge",
      "RankForge <no-reply@example.com>\r\nBcc: evil@example.com",
      "a@example.com, b@example.com",
      "Evil, Inc <a@example.com>",
      "<a@example.com> <b@example.com>",
    ]) {
      expect(() => loadConfig({ MAIL_FROM: bad })).toThrow(/MAIL_FROM must be one address/);
    }
  });
});

describe("the model engine", () => {
  it("stays off without OPENAI_API_KEY or OPENAI_BASE_URL (the offline engines answer)", () => {
    expect(loadConfig({}).openai).toMatchObject({ enabled: false, model: "gpt-4o-mini", fallback: true });
    expect(loadConfig({ OPENAI_MODEL: "" }).openai.model).toBe("gpt-4o-mini");
  });

  it("turns on with a key (OpenAI) or with a base URL alone (a local server needs no key)", () => {
    expect(loadConfig({ OPENAI_API_KEY: "sk-x" }).openai).toMatchObject({ enabled: true, apiKey: "sk-x", baseURL: undefined });
    const local = loadConfig({ OPENAI_BASE_URL: "http://localhost:11434/v1/", OPENAI_MODEL: "qwen2.5:7b-instruct" }).openai;
    expect(local).toMatchObject({ enabled: true, apiKey: undefined, baseURL: "http://localhost:11434/v1" });
    expect(local.model).toBe("qwen2.5:7b-instruct");
  });

  it("refuses an OPENAI_BASE_URL that is not an http(s) URL, naming the variable and not echoing the value", () => {
    for (const bad of ["localhost:11434/v1", "ftp://models.example/v1", "http://", "not a url sk-secret"]) {
      expect(() => loadConfig({ OPENAI_BASE_URL: bad })).toThrow(/OPENAI_BASE_URL must be an http\(s\) URL/);
      expect(() => loadConfig({ OPENAI_BASE_URL: bad })).not.toThrow(/sk-secret/);
    }
  });
});
