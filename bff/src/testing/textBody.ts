// supertest leaves a download it does not know how to parse out of res.body; the suites that read
// one (the account data export) collect it as text with this parser: `.buffer(true).parse(bodyAsText)`.
import type { Stream } from "node:stream";

export function bodyAsText(res: Stream, done: (err: Error | null, body: string) => void) {
  let body = "";
  res.on("data", (chunk: Buffer) => (body += chunk.toString()));
  res.on("end", () => done(null, body));
}
