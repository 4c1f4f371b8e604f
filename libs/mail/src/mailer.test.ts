// The mailer against a real SMTP server (the test sink: smtp-server on a loopback port, messages
// parsed with mailparser): what arrives is what was rendered, from the configured sender to one
// recipient; user input never adds a recipient or a header; a silent server fails the send; without
// SMTP_URL messages go to the dev mailbox, never in production.
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { listMailbox, readMailboxMessage } from "./devMailbox";
import { createMailer, type Mailer } from "./mailer";
import { renderEmail } from "./renderEmail";
import { startSmtpSink, type SmtpSink } from "./testing/smtpSink";

const FROM = "RankForge <no-reply@rankforge.test>";
const VERIFY_URL = "https://app.rankforge.test/verify-email?token=t0k3n&next=%2Fdashboard";
const logger = () => ({ info: jest.fn(), warn: jest.fn(), error: jest.fn() });

describe("createMailer over SMTP", () => {
  let sink: SmtpSink;
  let mailer: Mailer;
  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: "mailer", pass: "s3cret-pass" } });
    mailer = createMailer({ smtpUrl: sink.url, from: FROM, mailboxDir: "/nonexistent", logger: logger(), production: true });
  });
  afterAll(async () => {
    mailer?.close();
    await sink?.close();
  });
  beforeEach(() => sink.clear());

  it("delivers the rendered e-mail, authenticated with the URL's user and password, from MAIL_FROM to the one recipient", async () => {
    expect(sink.url).toMatch(/^smtp:\/\/mailer:s3cret-pass@127\.0\.0\.1:\d+$/);
    const mail = await renderEmail({ kind: "verify-email", props: { firstName: "Ada", url: VERIFY_URL } });
    const { messageId } = await mailer.send({ to: "ada@example.com", ...mail });
    expect(messageId).toMatch(/^<.+@.+>$/);

    const got = await sink.waitFor({ to: "ada@example.com", subject: "Confirm your e-mail" });
    expect(got.from).toBe("no-reply@rankforge.test");
    expect(String((got.headers.get("from") as { text: string }).text)).toBe('"RankForge" <no-reply@rankforge.test>');
    expect(got.to).toEqual(["ada@example.com"]);
    expect(got.envelope).toEqual({ from: "no-reply@rankforge.test", to: ["ada@example.com"] });
    expect(got.html).toContain(`href="${VERIFY_URL.replaceAll("&", "&amp;")}"`);
    expect(got.text).toContain(VERIFY_URL);
    expect(got.links).toEqual([VERIFY_URL]);
  });

  it("is refused by a server that wants another password", async () => {
    const wrong = createMailer({
      smtpUrl: sink.url.replace("s3cret-pass", "wrong"),
      from: FROM,
      mailboxDir: "/nonexistent",
      logger: logger(),
      production: true,
    });
    await expect(wrong.send({ to: "ada@example.com", subject: "x", html: "<p>x</p>", text: "x" })).rejects.toThrow(
      /Invalid login|535/,
    );
    wrong.close();
  });

  it("never lets a name, subject or header add a recipient or a header", async () => {
    const evil = "Eve\r\nBcc: evil@x.com";
    const mail = await renderEmail({ kind: "verify-email", props: { firstName: evil, url: VERIFY_URL } });
    await mailer.send({
      to: "ada@example.com",
      ...mail,
      subject: `${mail.subject}\r\nBcc: evil@x.com`,
      headers: { "X-Entity-Ref-ID": "ref\r\nBcc: evil@x.com" },
    });
    const got = await sink.waitFor({ to: "ada@example.com" });
    expect(got.envelope.to).toEqual(["ada@example.com"]);
    expect(got.headers.has("bcc")).toBe(false);
    expect(got.headers.has("cc")).toBe(false);
    expect(got.subject).toBe("Confirm your e-mail Bcc: evil@x.com");
    expect(got.headers.get("x-entity-ref-id")).toBe("ref Bcc: evil@x.com");
    expect(got.text).toContain("Hi Eve Bcc: evil@x.com,");
    const headerSection = got.raw.toString("utf8").split("\r\n\r\n")[0]!;
    expect(headerSection).not.toMatch(/^Bcc:/im);
  });

  it("refuses, before sending anything, a recipient that is not exactly one address and headers it sets itself", async () => {
    const base = { subject: "s", html: "<p>h</p>", text: "t" };
    for (const to of ["ada@example.com\r\nBcc: evil@x.com", "ada@example.com, evil@x.com", "Ada <ada@example.com>", "ada", ""]) {
      await expect(mailer.send({ ...base, to })).rejects.toThrow(/Invalid recipient/);
    }
    await expect(mailer.send({ ...base, to: "ada@example.com", headers: { Bcc: "evil@x.com" } })).rejects.toThrow(
      /Invalid mail header/,
    );
    await expect(mailer.send({ ...base, to: "ada@example.com", headers: { "X-A\r\nBcc": "evil@x.com" } })).rejects.toThrow(
      /Invalid mail header/,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(sink.messages).toHaveLength(0);
  });

  it("adds one-click List-Unsubscribe headers when asked", async () => {
    const mail = await renderEmail({
      kind: "welcome",
      props: {
        firstName: "Ada",
        dashboardUrl: "https://app.rankforge.test/dashboard",
        unsubscribeUrl: "https://app.rankforge.test/u?t=1",
      },
    });
    await mailer.send({ to: "ada@example.com", ...mail, listUnsubscribe: "https://app.rankforge.test/u?t=1" });
    const got = await sink.waitFor({ subject: "Welcome to RankForge" });
    expect(got.raw.toString("utf8")).toMatch(/^List-Unsubscribe: <https:\/\/app\.rankforge\.test\/u\?t=1>\r$/m);
    expect(got.raw.toString("utf8")).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    await expect(mailer.send({ to: "ada@example.com", ...mail, listUnsubscribe: "javascript:alert(1)" })).rejects.toThrow(
      /List-Unsubscribe URL/,
    );
  });

  it("fails the send when the server accepts the connection and never answers", async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", () => r()));
    const { port } = silent.address() as net.AddressInfo;
    const m = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      mailboxDir: "/nonexistent",
      logger: logger(),
      production: true,
      timeoutsMs: { greeting: 200 },
    });
    const started = Date.now();
    await expect(m.send({ to: "ada@example.com", subject: "s", html: "h", text: "t" })).rejects.toThrow(
      /Greeting never received|timeout/i,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    m.close();
    silent.close();
  });
});

describe("createMailer without SMTP_URL", () => {
  it("is refused in production", () => {
    expect(() => createMailer({ from: FROM, mailboxDir: "/tmp/x", logger: logger(), production: true })).toThrow(
      /SMTP_URL must be set in production/,
    );
  });

  it("refuses a sender that is not one address", () => {
    expect(() => createMailer({ from: "a@x.com, b@x.com", mailboxDir: "/tmp/x", logger: logger(), production: false })).toThrow(
      /MAIL_FROM must be one address/,
    );
  });

  it("stores the raw message in the dev mailbox (0700 folder, 0600 files), lists it and logs its links", async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "mailbox-")), "mailbox");
    const log = logger();
    const mailer = createMailer({ from: FROM, mailboxDir: dir, logger: log, production: false });
    const mail = await renderEmail({
      kind: "reset-password",
      props: { firstName: "Ada", url: "https://app.rankforge.test/reset?token=r" },
    });
    const { messageId } = await mailer.send({ to: "ada@example.com", ...mail });
    mailer.close();

    const [entry, ...rest] = await listMailbox(dir);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      to: "ada@example.com",
      subject: "Reset your password",
      links: ["https://app.rankforge.test/reset?token=r"],
    });
    expect(log.info).toHaveBeenCalledWith("mail (dev mailbox)", {
      id: entry!.id,
      to: "ada@example.com",
      subject: "Reset your password",
      links: ["https://app.rankforge.test/reset?token=r"],
    });

    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const ext of [".eml", ".json"]) expect(statSync(path.join(dir, entry!.id + ext)).mode & 0o777).toBe(0o600);
    const raw = readFileSync(path.join(dir, `${entry!.id}.eml`), "utf8");
    expect(raw).toContain(`Message-ID: ${messageId}\r\n`);
    expect(raw).toContain("To: ada@example.com\r\n");

    const message = await readMailboxMessage(dir, entry!.id);
    expect(message).toMatchObject({
      id: entry!.id,
      from: '"RankForge" <no-reply@rankforge.test>',
      to: "ada@example.com",
      subject: "Reset your password",
      links: ["https://app.rankforge.test/reset?token=r"],
    });
    expect(message!.html).toContain('href="https://app.rankforge.test/reset?token=r"');
    expect(message!.text).toContain("If you didn't ask, ignore this e-mail; your password stays the same.");
    expect(message!.headers).toContainEqual({ name: "Subject", value: "Reset your password" });
  });
});
