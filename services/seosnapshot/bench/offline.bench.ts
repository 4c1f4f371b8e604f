// SeoSnapshot's offline benchmark (libs/ai/bench/offline.bench.ts times every tool's).
import { cycle, type OfflineBenchCase } from "@seo/ai/bench/benchCase";
import { auditSeo } from "../src/domain/offline/seosnapshot";

const TITLES = [
  "Running Shoes for Flat Feet: 9 Best Pairs Tested on Trails",
  "Running Shoes for Flat Feet: Our Top Picks Rated",
  "THE ULTIMATE GUIDE to choosing the very best wireless noise cancelling headphones for travel | AudioShop",
  "Café crème recettes: les 10 meilleures idées de la saison",
  "Buy Organic Dog Food Online",
];
const DESCRIPTIONS = [
  "Find running shoes for flat feet with real arch support. We tested 25 models on road and trail so you can choose the right pair for your stride today.",
  "Headphones.",
  "Discover our huge range of running shoes for flat feet, with stability models, motion control designs and cushioned trainers from all the leading brands, tested by our team of experienced runners over thousands of miles.",
];
const URLS = [
  undefined,
  "https://example.com/running-shoes-flat-feet",
  "http://shop.example.com/Products/the_best_shoes?utm_source=x",
];

export const benchCase: OfflineBenchCase = {
  tool: "seosnapshot",
  run: (i) =>
    auditSeo({
      title: cycle(TITLES, i),
      description: cycle(DESCRIPTIONS, i),
      url: cycle(URLS, i),
      focusKeyphrase: i % 2 ? "running shoes" : undefined,
    }),
};
