// SeoSnapshot's hostile inputs (libs/ai/bench/adversarial.bench.ts times every tool's): title and
// description at their contract limits, alone and together, and hostile URLs.
import { fill } from "@seo/ai/bench/hostileText";
import { hostileInputs, offlineAnswer, type AdversarialBenchCase } from "@seo/ai/bench/adversarial.bench";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { seosnapshotTool } from "../src/domain/seosnapshotTool";

const base = {
  title: "Running Shoes for Flat Feet: 9 Best Pairs Tested on Trails",
  description:
    "Find running shoes for flat feet with real arch support. We tested 25 models on road and trail so you can choose the right pair for your stride today.",
  url: "https://example.com/running-shoes-flat-feet",
};

const origin = "https://example.com/";
const URLS = [
  ["long slug word", origin + fill("a", 2048 - origin.length)],
  ["long hyphenated slug", origin + fill("ab-", 2048 - origin.length)],
  ["many path segments", origin + fill("ab/", 2048 - origin.length)],
  ["long query", `${origin}p?${fill("a=1&", 2048 - origin.length - 2)}`],
  ["long encoded slug", origin + fill("%C3%A9", 2048 - origin.length)],
  ["long host", `https://${fill("ab.", 2030)}com/`],
] as const;

export const adversarialCase: AdversarialBenchCase = {
  tool: "seosnapshot",
  baseline: base,
  inputs: [
    ...hostileInputs(base, { title: 300, description: 1000, focusKeyphrase: 100 }),
    ...URLS.map(([name, url]) => ({ name: `url: ${name}`, input: { ...base, url } })),
  ],
  run: offlineAnswer(seosnapshotTool, seosnapshotRequestSchema),
};
