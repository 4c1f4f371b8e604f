// Audit a live page (mode "live"): fetch it (fetchPage.ts, public addresses only), read what it
// holds (parsePage.ts), score its real title and description with the tool's engine as any snippet,
// and add the live checks (liveChecks.ts). A page that cannot be fetched is a 422 naming why: a
// 4xx, so the BFF gives back what the call cost (bff/src/toolCalls/refundRule.ts).
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { ServiceToolEngine } from "@seo/service-kit/toolRouter";
import {
  LIVE_FAILURE_STATUS,
  type LiveAudit,
  type SeosnapshotResponse,
  seosnapshotAnyRequestSchema,
} from "@seo/seosnapshot-contract";
import type { z } from "zod";
import type { SeosnapshotInput } from "../domain/seosnapshotTool";
import { fetchLivePage, LiveFetchError, type FetchPageOptions } from "./fetchPage";
import { parseLivePage } from "./parsePage";
import { auditedSnippet, liveFindings, titleRewrite } from "./liveChecks";

/** A validated request of either mode. */
export type SeosnapshotAnyInput = z.output<typeof seosnapshotAnyRequestSchema>;

/** The contract's limits on what the snippet engine is given (a page can hold longer texts). */
const TITLE_MAX = 300;
const DESCRIPTION_MAX = 1000;

/** The tool's engine, answering live requests too; snippet requests go to it unchanged. */
export function withLiveAudit(
  engine: ServiceToolEngine<SeosnapshotInput>,
  fetchOptions: FetchPageOptions,
): ServiceToolEngine<SeosnapshotAnyInput> {
  return {
    modelSettings: engine.modelSettings,
    checkModel: engine.checkModel?.bind(engine),
    async run(input) {
      if (input.mode !== "live") return engine.run(input);
      return auditLivePage(engine, fetchOptions, input);
    },
  };
}

async function auditLivePage(
  engine: ServiceToolEngine<SeosnapshotInput>,
  fetchOptions: FetchPageOptions,
  input: Extract<SeosnapshotAnyInput, { mode: "live" }>,
): Promise<SeosnapshotResponse> {
  let fetched;
  try {
    fetched = await fetchLivePage(input.url, fetchOptions);
  } catch (err) {
    if (err instanceof LiveFetchError) throw new HttpError(LIVE_FAILURE_STATUS, err.message, { code: err.code });
    throw err;
  }
  const page = parseLivePage(fetched.html, fetched.finalUrl, fetched.headers["x-robots-tag"]);
  const snippet = auditedSnippet(page, fetched.finalUrl);
  const audited = {
    title: snippet.title.slice(0, TITLE_MAX),
    description: snippet.description.slice(0, DESCRIPTION_MAX),
    url: snippet.url,
  };
  const audit = (await engine.run({
    title: audited.title,
    description: audited.description,
    url: audited.url,
    focusKeyphrase: input.focusKeyphrase,
    variant: input.variant,
  })) as SeosnapshotResponse;
  const live: LiveAudit = {
    requestedUrl: fetched.requestedUrl,
    finalUrl: fetched.finalUrl,
    redirects: fetched.redirects,
    status: fetched.status,
    contentType: fetched.contentType,
    bytes: fetched.bytes,
    page,
    audited,
    findings: liveFindings(page, fetched.finalUrl, audit),
    titleRewrite: titleRewrite(page, audit),
  };
  return { ...audit, result: `${liveReport(live)}\n\n${audit.result}`, live };
}

/** The live part of the text report (copy, TXT and PDF exports), before the snippet audit's. */
export function liveReport(live: LiveAudit): string {
  const { page } = live;
  const shown = (v: string | undefined) => (v ? `"${v}"` : "(none)");
  const mark = { ok: "✓", info: "•", warning: "✗", critical: "✗" } as const;
  return [
    `Live page: ${live.finalUrl}${live.redirects.length ? ` (after ${live.redirects.length} redirect${live.redirects.length > 1 ? "s" : ""} from ${live.requestedUrl})` : ""}`,
    `Title: ${shown(page.title)}`,
    `Meta description: ${shown(page.description)}`,
    `H1: ${shown(page.h1)}${page.h1Count > 1 ? ` (and ${page.h1Count - 1} more)` : ""}`,
    `Canonical: ${page.canonical ?? "(none)"}`,
    `Robots: ${[page.robotsMeta && `meta "${page.robotsMeta}"`, page.xRobotsTag && `X-Robots-Tag "${page.xRobotsTag}"`].filter(Boolean).join(", ") || "(none)"}`,
    `Open Graph: title ${shown(page.openGraph.title)}, description ${shown(page.openGraph.description)}, image ${page.openGraph.image ?? "(none)"}`,
    `Twitter: card ${page.twitter.card ?? "(none)"}, title ${shown(page.twitter.title)}`,
    `hreflang: ${page.hreflang.map((h) => `${h.lang} ${h.href}`).join(", ") || "(none)"}`,
    `JSON-LD types: ${page.jsonLdTypes.join(", ") || "(none)"}`,
    `lang: ${page.lang ?? "(none)"}`,
    "",
    "Live checks:",
    ...live.findings.map((f) => `${mark[f.severity]} ${f.message}`),
    "",
    `How Google would likely show the title: ${live.titleRewrite.likely ? `likely rewritten${live.titleRewrite.shownTitle ? `, e.g. "${live.titleRewrite.shownTitle}"` : ""}` : "as written"}`,
    ...live.titleRewrite.reasons.map((r) => `  ${r}`),
  ].join("\n");
}
