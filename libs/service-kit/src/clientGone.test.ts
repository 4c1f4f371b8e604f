// A request whose caller has already hung up (the BFF answered 504 and closed the connection while
// this service's event loop was held) is not handled: the route never runs and nothing is written.
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Router } from "@koa/router";
import { createServiceApp } from "./app";
import { signedHeaders } from "./testing/signedRequests";
import type { ServiceState } from "./identity";

const config = { identity: { secret: "test-secret", maxAgeSeconds: 30 } };

function rawRequest(body: string): string {
  const headers = signedHeaders({ userId: "42", plan: "pro" }, config.identity.secret, {
    method: "POST",
    path: "/api/work",
    body,
  });
  const lines = Object.entries({
    ...headers,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
  });
  return `POST /api/work HTTP/1.1\r\nHost: service\r\n${lines.map(([k, v]) => `${k}: ${v}`).join("\r\n")}\r\n\r\n${body}`;
}

/** Holds this process's event loop, as a slow request in the service would. */
function holdEventLoop(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe("a request whose client is gone", () => {
  let server: Server;
  let handled: string[];
  beforeEach(async () => {
    handled = [];
    const router = new Router<ServiceState>();
    router.post("/api/work", (ctx) => {
      handled.push((ctx.request.body as { id: string }).id);
      ctx.body = { done: true };
    });
    server = createServer(createServiceApp({ name: "test", router, config }).callback());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (body: string, hangUp: boolean) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, "127.0.0.1");
      let answer = "";
      socket.on("data", (d) => {
        answer += d.toString();
        if (!hangUp && answer.includes("\r\n\r\n")) socket.destroy();
      });
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
      socket.on("connect", () => {
        if (hangUp) {
          // The caller sends the request and hangs up while the service is busy with other work.
          socket.end(rawRequest(body));
          holdEventLoop(50);
        } else socket.write(rawRequest(body));
      });
    });

  it("is not handled and gets no answer", async () => {
    const answer = await send(JSON.stringify({ id: "abandoned" }), true);
    expect(handled).toEqual([]);
    expect(answer).toBe("");
  });

  it("while a caller that waits is answered", async () => {
    const answer = await send(JSON.stringify({ id: "waiting" }), false);
    expect(handled).toEqual(["waiting"]);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
