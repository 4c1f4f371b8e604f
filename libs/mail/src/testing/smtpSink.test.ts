// The test sink waits for a message sent after the wait began, matches by recipient, subject or a
// predicate, and says what it received when nothing matches in time.
import nodemailer from "nodemailer";
import { startSmtpSink, type SmtpSink } from "./smtpSink";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

const send = (to: string, subject: string, text = "") =>
  nodemailer.createTransport(sink.url).sendMail({ from: "app@x.test", to, subject, text, html: `<p>${text}</p>` });

it("waits for a message and matches it by recipient (any case), subject or predicate", async () => {
  expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
  const waiting = sink.waitFor({ to: "Ada@Example.com", subject: /^Reset/ });
  await send("ada@example.com", "Other");
  await send("ada@example.com", "Reset your password", "Open https://app.test/reset?token=1 now.");
  const got = await waiting;
  expect(got).toMatchObject({
    subject: "Reset your password",
    to: ["ada@example.com"],
    links: ["https://app.test/reset?token=1"],
  });
  expect(got.envelope).toEqual({ from: "app@x.test", to: ["ada@example.com"] });
  expect(await sink.waitFor((m) => m.subject === "Other")).toMatchObject({ subject: "Other" });
  expect(sink.messages).toHaveLength(2);
});

it("forgets what it received on clear() and names what it got when nothing matches", async () => {
  sink.clear();
  await send("bob@example.com", "Hello");
  await expect(sink.waitFor({ to: "ada@example.com" }, 100)).rejects.toThrow(
    'No matching e-mail within 100 ms (received: "Hello" to bob@example.com)',
  );
});
