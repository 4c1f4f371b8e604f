// The CSP must let the shell load federated remotes from wherever /remotes.json points: any
// absolute remote URL contributes its origin to script-src and connect-src.
function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins].sort();
}

export function cspDirectives(opts: { remotes: Record<string, string>; stripe: boolean }) {
  const remotes = remoteOrigins(opts.remotes);
  const stripeScript = opts.stripe ? ["https://js.stripe.com"] : [];
  const stripeFrames = opts.stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : [];
  const stripeConnect = opts.stripe ? ["https://api.stripe.com"] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'", ...remotes, ...stripeScript],
    // styled-components injects <style> tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    connectSrc: ["'self'", ...remotes, ...stripeConnect],
    imgSrc: ["'self'", "data:", ...remotes],
    fontSrc: ["'self'", "data:", ...remotes],
    frameSrc: stripeFrames.length ? stripeFrames : ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  };
}
