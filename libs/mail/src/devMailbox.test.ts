// The dev mailbox reads back only what it stored: ids are file names of one shape, so none reaches
// outside the folder; the list is newest first and skips files that are not entries.
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMailboxId, listMailbox, readMailboxMessage, readMailboxRaw, storeMailboxMessage } from "./devMailbox";

const RAW = (subject: string) =>
  Buffer.from(
    `From: a@x.test\r\nTo: b@x.test\r\nSubject: ${subject}\r\nDate: Tue, 24 Nov 2026 10:00:00 +0000\r\n\r\nSee https://x.test/a.\r\n`,
  );

describe("the dev mailbox", () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(mkdtempSync(path.join(os.tmpdir(), "devmailbox-")), "mailbox");
  });

  it("is empty before the first message and lists messages newest first", async () => {
    expect(await listMailbox(dir)).toEqual([]);
    const older = await storeMailboxMessage(
      dir,
      { to: "b@x.test", subject: "one", text: "https://x.test/1", raw: RAW("one") },
      new Date(1_000),
    );
    const newer = await storeMailboxMessage(
      dir,
      { to: "b@x.test", subject: "two", text: "https://x.test/2", raw: RAW("two") },
      new Date(2_000),
    );
    writeFileSync(path.join(dir, "notes.json"), "{}");
    writeFileSync(path.join(dir, "broken.json"), "{");
    expect((await listMailbox(dir)).map((e) => e.id)).toEqual([newer.id, older.id]);
    expect(newer).toMatchObject({ subject: "two", date: new Date(2_000).toISOString(), links: ["https://x.test/2"] });
  });

  it("reads a message back from its raw form", async () => {
    const entry = await storeMailboxMessage(dir, { to: "b@x.test", subject: "hello", text: "", raw: RAW("hello") });
    expect(await readMailboxMessage(dir, entry.id)).toMatchObject({
      subject: "hello",
      to: "b@x.test",
      from: "a@x.test",
      date: "2026-11-24T10:00:00.000Z",
      links: ["https://x.test/a"],
    });
  });

  it("answers nothing for an unknown id or one that could leave the folder", async () => {
    await storeMailboxMessage(dir, { to: "b@x.test", subject: "x", text: "", raw: RAW("x") });
    writeFileSync(path.join(path.dirname(dir), "secret.eml"), RAW("secret"));
    for (const id of ["../secret", "..", "a/b", "a.b", "%2e%2e", "", "x".repeat(65)]) {
      expect(isMailboxId(id)).toBe(false);
      expect(await readMailboxMessage(dir, id)).toBeUndefined();
      expect(await readMailboxRaw(dir, id)).toBeUndefined();
    }
    expect(await readMailboxMessage(dir, "0000000000000-unknown")).toBeUndefined();
  });
});
