// The one place the Stripe API version is pinned: the version the installed SDK was generated for
// (its types, and the shapes billing reads, belong to it). Upgrading the SDK means reading its
// changelog and moving this constant with it.
import Stripe from "stripe";

export const STRIPE_API_VERSION = "2026-10-28.endive" satisfies Stripe.LatestApiVersion;

export interface StripeClientOptions {
  secretKey: string;
  /** STRIPE_API_BASE, e.g. http://127.0.0.1:12111 for a local fake (tests) or stripe-mock. */
  apiBase?: string;
  maxNetworkRetries?: number;
}

export function createStripeClient(opts: StripeClientOptions): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  return new Stripe(opts.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    timeout: 20_000,
    appInfo: { name: "seo-suite-billing" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}
