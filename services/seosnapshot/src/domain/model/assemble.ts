import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";
import type { SeosnapshotOutput } from "./outputSchema";

/** Scores and recommendations from the model; measured metrics and rule checks from the audit. */
export function assembleAudit(output: SeosnapshotOutput, audit: SeosnapshotResponse): SeosnapshotResponse {
  const scores = {
    overall: Math.round(output.scores.overall),
    title: Math.round(output.scores.title),
    description: Math.round(output.scores.description),
  };
  const result = /SEO Score:\s*\d+\s*\/\s*100/i.test(output.result)
    ? output.result
    : `SEO Score: ${scores.overall}/100\n\n${output.result.trim()}`;
  return {
    result,
    scores,
    metrics: audit.metrics,
    recommendations: output.recommendations,
    ...(audit.checks ? { checks: audit.checks } : {}),
  };
}
