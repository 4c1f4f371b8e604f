// How the test-mode processor runs its operations and delivers what they raise: one operation at a
// time per billing process, then its Stripe-shaped events, signed with the SDK's test-header helper,
// to the same webhook handler Stripe's deliveries reach.
import Stripe from "stripe";
import { STRIPE_API_VERSION } from "./stripeClient";
import { newId, type Json } from "./testModeStore";

/** Stripe-shaped events raised by one operation, delivered once it has finished. */
export type Pending = { type: string; object: Json; created: number }[];

export type Deliver = (rawBody: Buffer, signature: string) => Promise<unknown>;

/** Raises an event with the object as it is now (later changes to it do not show). */
export function raise(pending: Pending, type: string, object: Json, created: number): void {
  pending.push({ type, object: structuredClone(object), created });
}

export interface OperationRunner {
  setDelivery(deliver: Deliver): void;
  /** Runs after every operation queued before it has finished. */
  serial<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs an operation serially, then delivers its events (outside the lock: the handler reads back). */
  operation<T>(fn: (pending: Pending) => Promise<T>): Promise<T>;
}

function eventPayload(e: Pending[number]): string {
  return JSON.stringify({
    id: newId("evt"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: e.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: e.type,
    data: { object: e.object },
  });
}

export function createOperationRunner(webhookSecret: string): OperationRunner {
  let deliver: Deliver | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const flush = async (pending: Pending) => {
    if (!deliver) return;
    for (const e of pending) {
      const payload = eventPayload(e);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      await deliver(Buffer.from(payload, "utf8"), signature);
    }
  };
  return {
    setDelivery(fn) {
      deliver = fn;
    },
    serial,
    async operation(fn) {
      const pending: Pending = [];
      const result = await serial(() => fn(pending));
      await flush(pending);
      return result;
    },
  };
}
