// How a browser user's tool call is paid for (signed in or not): planAccess decides, then an
// unlimited plan reserves nothing, Starter reserves one of its weekly generations (atomically in the
// database) and a user without access one of the day's free tries (per device, account and address).
// Signed-in users' generations go to their history.
import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import type { UserRepository, UserRow } from "../data/users";
import { anonymousUserId, type FreeTries } from "../data/freeTries";
import { accessPolicyOf, gateToolCall, refusalBody, REFUSALS, type Refusal as AccessRefusal } from "../domain/planAccess";
import type { Payer, Reserved } from "./runToolCall";

export interface AccountPayerDeps {
  config: AppConfig;
  registry: Registry;
  users: Pick<UserRepository, "reserveStarterGeneration" | "refundStarterGeneration">;
  freeTries: FreeTries;
  now: () => Date;
}

export interface AccountCaller {
  /** The signed-in user, or null for a visitor. */
  user: UserRow | null;
  ip: string;
  /** The caller's device id; asked for only when a free try is reserved (it may issue one). */
  device: () => string;
}

const refused = (refusal: AccessRefusal): Reserved => ({
  ok: false,
  refusal: { status: refusal.status, body: refusalBody(refusal) },
});

export function accountPayer(deps: AccountPayerDeps, caller: AccountCaller): Payer {
  const { user } = caller;
  const allowed = (plan: string, gate: string, refund: () => Promise<void> = async () => {}): Reserved => ({
    ok: true,
    reservation: {
      identity: { userId: user ? String(user.id) : anonymousUserId(caller.ip), plan },
      historyUserId: user?.id,
      refund,
      log: { gate },
    },
  });
  return async (tool) => {
    const gate = gateToolCall(user, tool, deps.now(), deps.config.freeTriesPerDay, accessPolicyOf(deps.config), deps.registry);
    switch (gate.kind) {
      case "refused":
        return refused(gate.refusal);
      case "unlimited":
        return allowed(gate.plan, gate.kind);
      case "starterQuota": {
        const userId = user!.id;
        const reservation = await deps.users.reserveStarterGeneration(userId);
        if (!reservation) return refused(REFUSALS.limitReached);
        return allowed("starter", gate.kind, () => deps.users.refundStarterGeneration(userId, reservation));
      }
      case "freeTry": {
        const giveBack = await deps.freeTries.reserve({ device: caller.device(), ip: caller.ip, userId: user?.id });
        if (!giveBack) return refused(REFUSALS.freeTriesUsed);
        return allowed("", gate.kind, giveBack);
      }
    }
  };
}
