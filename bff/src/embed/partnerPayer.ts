// How an embedded tool call is paid for: from the partner's allowance (its monthly quota, the
// visitor's and the address's daily limits), counted before the call. The service sees the
// partner's visitor (a hash of the visitor id), never a user; nothing goes to any history.
import { createHash } from "node:crypto";
import { EMBED_LIMIT_CODE, type EmbedLimit } from "@seo/contracts/partners";
import type { ToolEntry } from "@seo/registry/registry";
import type { Payer } from "../toolCalls/runToolCall";
import { PRODUCT_NAME } from "./brand";
import type { EmbedLimitsCounter } from "./embedLimits";
import type { EmbedVisitor } from "./visitorAccess";

const hashed = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 16);

function limitMessage(limit: EmbedLimit, tool: ToolEntry): string {
  return limit === "partner"
    ? `This site has used this month's free ${tool.title} runs. Use ${PRODUCT_NAME} directly to keep going.`
    : `You've reached today's free limit for ${tool.title} on this site. Come back tomorrow, or use ${PRODUCT_NAME} for unlimited access.`;
}

export interface PartnerPayerDeps {
  limits: EmbedLimitsCounter;
  /** EMBED_CALLS_PER_ADDRESS_PER_DAY. */
  addressDailyLimit: number;
  /** The product's own URL (from configuration), where a visitor past a limit is sent. */
  productUrl: string;
}

export function partnerPayer(deps: PartnerPayerDeps, caller: EmbedVisitor & { ip: string }): Payer {
  const { partner } = caller;
  return async (tool) => {
    const reservation = await deps.limits.reserve(
      { key: partner.key, visitor: caller.visitor, ip: caller.ip },
      {
        monthlyQuota: partner.monthlyQuota,
        visitorDailyLimit: partner.visitorDailyLimit,
        addressDailyLimit: deps.addressDailyLimit,
      },
    );
    if (!reservation.ok) {
      return {
        ok: false,
        refusal: {
          status: 429,
          headers: { "Retry-After": String(reservation.retryAfterSeconds) },
          body: {
            error: limitMessage(reservation.limit, tool),
            code: EMBED_LIMIT_CODE,
            limit: reservation.limit,
            retryAfterSeconds: reservation.retryAfterSeconds,
            redirectTo: `${deps.productUrl}${tool.route}`,
          },
        },
      };
    }
    return {
      ok: true,
      reservation: {
        identity: { userId: `partner:${partner.id}:visitor:${hashed(caller.visitor)}`, plan: "" },
        refund: reservation.refund,
        log: { embed: partner.key, origin: caller.origin },
      },
    };
  };
}
