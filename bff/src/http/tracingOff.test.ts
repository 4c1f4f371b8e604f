// With tracing off the BFF still starts no trace of a client's choosing: a traceparent or
// tracestate a client sends never reaches a service, and log lines carry no trace ids.
import express from "express";
import request from "supertest";
import { forwardableHeaders } from "./upstreamRequest";
import { requestContext } from "./requestContext";

describe("the BFF with tracing off", () => {
  it("removes a client's trace context headers before any route, so none is passed on", async () => {
    const app = express();
    app.use(requestContext());
    app.get("/api/headers", (req, res) => {
      res.json(forwardableHeaders(req));
    });
    const res = await request(app)
      .get("/api/headers")
      .set("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01")
      .set("tracestate", "vendor=chosen-by-client");
    expect(res.status).toBe(200);
    expect(res.body.traceparent).toBeUndefined();
    expect(res.body.tracestate).toBeUndefined();
    expect(res.body["x-request-id"]).toEqual(expect.any(String));
  });
});
