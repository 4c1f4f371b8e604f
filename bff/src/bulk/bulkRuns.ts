// Bulk runs put together: the routes (mounted at /api/bulk by app.ts) and the worker that runs
// queued runs (started by server.ts once the job queue is up), sharing one repository, the plan
// rules and the one tool-call path (the BFF's own service targets and generation history).
import type express from "express";
import type { AppConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import type { JobQueue } from "@seo/jobs/queue";
import type { Registry, ToolEntry } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
import type { GenerationLog } from "../data/generationLog";
import { accessPolicyOf } from "../domain/planAccess";
import { serviceTargets } from "../routes/serviceRoutes";
import type { ToolCallDeps } from "../toolCalls/runToolCall";
import { createBulkRepository } from "./bulkRepository";
import { bulkRoutes } from "./bulkRoutes";
import { createBulkWorker, type BulkWorkerOptions } from "./bulkWorker";

export interface BulkRunsDeps {
  config: AppConfig;
  prisma: PrismaClient;
  registry: Registry;
  now: () => Date;
  logger: Logger;
  generationLog: GenerationLog;
  jobs?: JobQueue;
  jsonBody: express.RequestHandler;
  /** Worker settings besides the configured concurrency (tests shorten the backoff). */
  worker?: Partial<BulkWorkerOptions>;
}

export function createBulkRuns(deps: BulkRunsDeps) {
  const { config, prisma, registry, now, logger } = deps;
  const repo = createBulkRepository(prisma);
  const targetOf = serviceTargets(config, registry, logger);
  const toolCalls: ToolCallDeps = {
    serviceOf: (tool: ToolEntry) => targetOf(tool.service.name),
    generationLog: deps.generationLog,
    logger,
  };
  const access = { registry, policy: accessPolicyOf(config), now };
  const loadUser = (id: number) => prisma.user.findUnique({ where: { id } });

  const routes = bulkRoutes({
    ...access,
    repo,
    toolCalls,
    loadUser,
    jobs: deps.jobs,
    logger,
    jsonBody: deps.jsonBody,
    proxyTimeoutMs: config.proxyTimeoutMs,
  });
  const worker = createBulkWorker({
    ...access,
    repo,
    toolCalls,
    logger,
    options: { concurrency: config.bulk.concurrency, ...deps.worker },
  });
  return {
    routes,
    worker,
    /** Recovers unfinished runs and works the queue (a worker process, once its queue is up). */
    startWorker: () => (deps.jobs ? worker.start(deps.jobs) : Promise.resolve()),
  };
}
