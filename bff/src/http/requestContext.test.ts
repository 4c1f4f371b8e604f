import request from "supertest";
import { REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { appWithLog } from "./testing/appWithLog";

describe("requestContext", () => {
  it("gives each request its own id, never the client's, and passes it on in the request headers", async () => {
    const { app } = appWithLog();
    const res = await request(app).get("/echo-id").set(REQUEST_ID_HEADER, "client-chosen");
    expect(res.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.seen).toBe(res.headers[REQUEST_ID_HEADER]);
    const again = await request(app).get("/echo-id");
    expect(again.headers[REQUEST_ID_HEADER]).not.toBe(res.headers[REQUEST_ID_HEADER]);
  });

  it("puts the id in every log line of the request", async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get("/ok");
    expect(res.body).toEqual({ fine: true }); // answers that are not errors are left alone
    expect(lines).toEqual([
      expect.objectContaining({ msg: "handled", requestId: res.headers[REQUEST_ID_HEADER], service: "bff" }),
    ]);
  });

  it("adds the id to every JSON error answer, keeping its code", async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get("/refused");
    const id = res.headers[REQUEST_ID_HEADER];
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: "Forbidden", code: "NOPE", requestId: id });
    expect(lines[0]).toEqual(expect.objectContaining({ msg: "refusing", requestId: id }));
  });
});
