// A local OpenAI-compatible server for tests: the real `openai` SDK talks to it over real HTTP.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { answerFromJsonSchema } from "./schemaAnswer";

export interface FakeReply {
  status?: number;
  /** The assistant message content (a JSON string for our tools). */
  content?: string;
  /** A raw body instead of a chat completion. */
  body?: unknown;
  /** Hold the answer back this long (simulates a slow model). */
  delayMs?: number;
  /**
   * Answer in the request's own JSON schema (`response_format.json_schema.schema`) with words of its
   * prompt: valid for any tool, true about nothing.
   */
  fromSchema?: boolean;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: any;
}

export interface FakeOpenAIServer {
  /** Base URL to give the SDK (OPENAI_BASE_URL). */
  baseURL: string;
  requests: RecordedRequest[];
  /** What the next requests get; a function can answer per request. */
  reply(r: FakeReply | ((req: RecordedRequest) => FakeReply)): void;
  close(): Promise<void>;
}

export async function startFakeOpenAIServer(): Promise<FakeOpenAIServer> {
  const requests: RecordedRequest[] = [];
  let next: FakeReply | ((req: RecordedRequest) => FakeReply) = { content: "{}" };
  const sockets = new Set<import("node:net").Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const recorded: RecordedRequest = {
        path: req.url,
        authorization: req.headers.authorization,
        body: JSON.parse(raw || "{}"),
      };
      requests.push(recorded);
      const r = typeof next === "function" ? next(recorded) : next;
      const content = r.fromSchema ? schemaAnswerFor(recorded, requests.length) : r.content;
      const send = () => {
        if (res.destroyed) return;
        const status = r.status ?? 200;
        const body =
          r.body ??
          (status >= 400
            ? { error: { message: "upstream exploded", type: "server_error" } }
            : {
                id: `chatcmpl-${requests.length}`,
                object: "chat.completion",
                created: Math.floor(Date.now() / 1000),
                model: recorded.body.model,
                choices: [
                  { index: 0, message: { role: "assistant", content: content ?? "", refusal: null }, finish_reason: "stop" },
                ],
                usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
              });
        // retry-after-ms keeps the SDK's retry backoff short in tests.
        res.writeHead(status, { "content-type": "application/json", "retry-after-ms": "10" }).end(JSON.stringify(body));
      };
      if (r.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          send();
        }, r.delayMs);
        timers.add(t);
      } else send();
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(r) {
      next = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The JSON a schema-following model would write for this request (see FakeReply.fromSchema). */
function schemaAnswerFor(req: RecordedRequest, salt: number): string {
  const schema = req.body?.response_format?.json_schema?.schema ?? { type: "object" };
  const messages: { content?: unknown }[] = Array.isArray(req.body?.messages) ? req.body.messages : [];
  const prompt = messages.map((m) => (typeof m.content === "string" ? m.content : "")).join(" ");
  return JSON.stringify(answerFromJsonSchema(schema, prompt.slice(-400), salt));
}
