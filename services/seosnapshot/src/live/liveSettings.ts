// The live fetch's settings, read once at start: the User-Agent names the product and its public
// URL (APP_URL), and the test-only allowance of private addresses, SEOSNAPSHOT_FETCH_ALLOW_PRIVATE
// (comma-separated exact addresses, e.g. "127.0.0.1"), is honoured under NODE_ENV=test and nowhere
// else. docs/decisions/0027-live-page-audit.md.
import type { AppConfig } from "@seo/config/env";
import type { FetchPageOptions } from "./fetchPage";

export const ALLOW_PRIVATE_VARIABLE = "SEOSNAPSHOT_FETCH_ALLOW_PRIVATE";

export const liveUserAgent = (appUrl: string) => `RankForgeSeoSnapshot/1.0 (+${appUrl})`;

export function liveFetchSettings(
  config: Pick<AppConfig, "appUrl" | "nodeEnv">,
  env: NodeJS.ProcessEnv = process.env,
): FetchPageOptions & { ignoredAllowance: boolean } {
  const listed = (env[ALLOW_PRIVATE_VARIABLE] ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  const honoured = config.nodeEnv === "test";
  return {
    userAgent: liveUserAgent(config.appUrl),
    ...(honoured && listed.length ? { allowPrivate: listed } : {}),
    ignoredAllowance: !honoured && listed.length > 0,
  };
}
