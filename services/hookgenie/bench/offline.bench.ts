// HookGenie's offline benchmark (libs/ai/bench/offline.bench.ts times every tool's).
import { cycle, type OfflineBenchCase } from "@seo/ai/bench/benchCase";
import { HOOK_STYLES, HOOK_TYPES } from "@seo/hookgenie-contract";
import { generateHeadlines } from "../src/domain/offline/hookgenie";

const TOPICS = [
  "Email marketing",
  "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered monthly",
  "How small e-commerce stores can use AI product descriptions to rank higher on Google",
];

export const benchCase: OfflineBenchCase = {
  tool: "hookgenie",
  run: (i) => generateHeadlines({ topic: cycle(TOPICS, i), type: cycle(HOOK_TYPES, i), style: cycle(HOOK_STYLES, i) }),
};
