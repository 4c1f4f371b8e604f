// Route handlers written as module functions of (deps, req, res): a router lists its routes in a
// few lines, and each handler reads (and is found) on its own.
import type { Request, Response } from "express";

export type RouteHandler<D> = (deps: D, req: Request, res: Response) => unknown;

/** Binds route handlers to the router's dependencies; the handler's promise goes back to Express. */
export const bindDeps =
  <D>(deps: D) =>
  (handler: RouteHandler<D>) =>
  (req: Request, res: Response) =>
    handler(deps, req, res);
