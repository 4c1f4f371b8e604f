// An app behind requestContext whose routes write log lines into an array the test reads: how the
// request id (and, with tracing on, the trace's ids) reach what a handler logs.
import express from "express";
import { REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { createLogger } from "@seo/log/logger";
import { requestContext } from "../requestContext";

/** GET /ok logs "handled" after an await; /refused logs "refusing" and answers a JSON 403; /echo-id shows the request id header. */
export function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger("bff", { destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
  const app = express();
  app.use(requestContext());
  app.get("/ok", async (_req, res) => {
    await new Promise((r) => setTimeout(r, 1));
    logger.info("handled");
    res.json({ fine: true });
  });
  app.get("/refused", (_req, res) => {
    logger.warn("refusing");
    res.status(403).json({ error: "Forbidden", code: "NOPE" });
  });
  app.get("/echo-id", (req, res) => {
    res.json({ seen: req.headers[REQUEST_ID_HEADER] });
  });
  return { app, lines };
}
