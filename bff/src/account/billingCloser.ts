// Account deletion's call to billing: cancel any subscription at once (no renewal, with Stripe
// too). A route of billing's own that the BFF alone can call (signed identity), not reachable
// through the browser-facing /api/billing proxy.
import { randomUUID } from "node:crypto";
import type { AppConfig } from "@seo/config/env";
import type { User } from "@seo/db/client";
import type { Registry } from "@seo/registry/registry";
import { callService } from "../http/serviceCall";
import { serviceTargets } from "../routes/serviceRoutes";
import type { Logger } from "../appDeps";

export const CLOSE_ACCOUNT_PATH = "/internal/billing/close-account";

export function billingCloser(config: AppConfig, registry: Registry, logger: Logger) {
  let target: ReturnType<ReturnType<typeof serviceTargets>> | undefined;
  return async (user: User): Promise<void> => {
    target ??= serviceTargets(config, registry, logger)("billing");
    const outcome = await callService(target, {
      method: "POST",
      path: CLOSE_ACCOUNT_PATH,
      identity: { userId: String(user.id), plan: "" },
      // A fresh id per call: billing refuses a request id it has seen (replay protection).
      requestId: `close-account-${user.id}-${randomUUID()}`,
      body: Buffer.from("{}"),
      headers: { "content-type": "application/json" },
    });
    if (outcome.kind !== "answer" || outcome.answer.status !== 200) {
      const status = outcome.kind === "answer" ? outcome.answer.status : outcome.reason;
      logger.warn("billing did not close the account", { userId: user.id, status });
      throw new Error(`billing answered ${status}`);
    }
  };
}
