// What the gateway's error handling sees when a handler throws: an app whose one route fails as a
// test says, dependencyErrorHandler after it, and a catch-all behind that for what it passes on.
import express, { type ErrorRequestHandler } from "express";
import { silentLogger } from "../../appDeps";
import { dependencyErrorHandler } from "../dependencyErrors";

/** The failing route, for any method (a test of writes posts to it). */
export const FAILING_ROUTE = "/fails";

/** FAILING_ROUTE throws whatever `fail` throws; an error passed on gets a 500 {error: "fallback", message}. */
export function appFailingWith(fail: () => Promise<unknown>) {
  const app = express();
  app.all(FAILING_ROUTE, async () => {
    await fail();
  });
  app.use(dependencyErrorHandler(silentLogger));
  const fallback: ErrorRequestHandler = (err, _req, res, _next) => {
    res.status(500).json({ error: "fallback", message: (err as Error).message });
  };
  app.use(fallback);
  return app;
}
