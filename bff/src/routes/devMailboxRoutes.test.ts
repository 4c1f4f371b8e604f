// /dev/mailbox shows what the dev mailbox holds (list, one message, JSON), escapes everything,
// answers 404 for unknown ids and ids that could leave the folder, answers loopback clients only,
// and is not there at all in production or when SMTP_URL is set.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { loadConfig } from "@seo/config/env";
import { createStore } from "@seo/kv/store";
import { createMailer } from "@seo/mail/mailer";
import { renderEmail } from "@seo/mail/renderEmail";
import { createApp } from "../app";
import { silentLogger } from "../appDeps";
import { devMailboxRoutes } from "./devMailboxRoutes";

const VERIFY_URL = "https://app.rankforge.test/verify-email?token=t1&next=%2Fdashboard";
const RESET_URL = "https://app.rankforge.test/reset-password?token=r1";

let dataDir: string;
let app: express.Express;
let verifyId: string;
let resetId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-mailbox-route-"));
  const config = loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir });
  const mailer = createMailer({ ...config.mail, logger: silentLogger, production: false });
  const verify = await renderEmail({ kind: "verify-email", props: { firstName: "<script>alert(1)</script>", url: VERIFY_URL } });
  await mailer.send({ to: "ada@example.com", ...verify });
  await new Promise((r) => setTimeout(r, 5));
  await mailer.send({
    to: "bob@example.com",
    ...(await renderEmail({ kind: "reset-password", props: { firstName: "Bob", url: RESET_URL } })),
  });
  mailer.close();
  app = express();
  app.use(devMailboxRoutes(config));
  const list = await request(app).get("/dev/mailbox.json");
  [resetId, verifyId] = list.body.messages.map((m: { id: string }) => m.id);
});

describe("/dev/mailbox", () => {
  it("lists the messages newest first, as HTML and as JSON", async () => {
    const json = await request(app).get("/dev/mailbox.json");
    expect(json.status).toBe(200);
    expect(json.body.messages).toMatchObject([
      { id: resetId, to: "bob@example.com", subject: "Reset your password", links: [RESET_URL] },
      { id: verifyId, to: "ada@example.com", subject: "Confirm your e-mail" },
    ]);

    const page = await request(app).get("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text.indexOf("Reset your password")).toBeLessThan(page.text.indexOf("Confirm your e-mail"));
    expect(page.text).toContain(`<a href="/dev/mailbox/${verifyId}">Confirm your e-mail</a>`);
    expect(page.text).toContain("ada@example.com");
  });

  it("shows one message: its links as anchors, headers, the text part and the HTML part in a sandboxed srcdoc iframe, all escaped", async () => {
    const res = await request(app).get(`/dev/mailbox/${verifyId}`);
    expect(res.status).toBe(200);
    const escapedUrl = VERIFY_URL.replaceAll("&", "&amp;");
    expect(res.text).toContain(`<a href="${escapedUrl}" rel="noopener noreferrer">${escapedUrl}</a>`);
    expect(res.text).toContain("<dt>To</dt><dd>ada@example.com</dd>");
    expect(res.text).toMatch(/<pre>[^<]*Hi &lt;script&gt;alert\(1\)&lt;\/script&gt;,/);
    expect(res.text).toMatch(/<iframe title="HTML part" sandbox="[^"]*" srcdoc="&lt;!DOCTYPE html/);
    // The name is escaped once in the e-mail and once more in the srcdoc attribute.
    expect(res.text).toContain("Hi &amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;,");
    expect(res.text).not.toMatch(/<script/i);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("answers 404 for an unknown id and for ids that could reach outside the mailbox", async () => {
    for (const id of [
      "0000000000000-unknown",
      "..%2F..%2Fetc%2Fpasswd",
      "..%2Fmailbox%2F" + verifyId,
      `${verifyId}.eml`,
      "%2e%2e",
    ]) {
      const res = await request(app).get(`/dev/mailbox/${id}`);
      expect([id, res.status]).toEqual([id, 404]);
      expect(res.text).not.toContain("Confirm your e-mail");
    }
  });

  it("answers loopback clients only", async () => {
    const remote = express();
    remote.use((req, _res, next) => {
      Object.defineProperty(req, "socket", { value: { remoteAddress: "10.1.2.3" } });
      next();
    });
    remote.use(devMailboxRoutes(loadConfig({ NODE_ENV: "development", DATA_DIR: dataDir })));
    for (const url of ["/dev/mailbox", "/dev/mailbox.json", `/dev/mailbox/${verifyId}`]) {
      const res = await request(remote).get(url).set("X-Forwarded-For", "127.0.0.1");
      expect([url, res.status]).toEqual([url, 403]);
    }
  });

  it("is mounted by the BFF outside production without SMTP_URL only", async () => {
    const bff = async (env: Record<string, string>) =>
      createApp({
        config: loadConfig({ IDENTITY_SECRET: "x".repeat(40), DATA_DIR: dataDir, ...env }),
        prisma: {} as never,
        store: await createStore(),
        logger: silentLogger,
        staticRoot: dataDir,
        remoteStoreDir: dataDir,
      });
    const dev = await request(await bff({ NODE_ENV: "development" })).get("/dev/mailbox.json");
    expect(dev.body.messages).toHaveLength(2);
    const elsewhere: Record<string, string>[] = [
      { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" },
      { NODE_ENV: "production" },
      { NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" },
    ];
    for (const env of elsewhere) {
      const target = await bff(env);
      for (const url of ["/dev/mailbox", "/dev/mailbox.json", `/dev/mailbox/${verifyId}`]) {
        const res = await request(target).get(url);
        expect(res.text).not.toMatch(/Dev mailbox|Confirm your e-mail|"messages"/);
      }
    }
  });
});
