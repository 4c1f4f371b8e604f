// Times the offline engine per tool on varied, realistic inputs. `npm run bench` (scripts/bench.mjs)
// and libs/ai/bench/offline.bench.test.ts call benchOffline().
import { performance } from "node:perf_hooks";
import { HOOK_STYLES, HOOK_TYPES } from "@seo/hookgenie-contract";
import { TONES } from "@seo/descripto-contract";
import { auditSeo } from "../src/offline/seosnapshot";
import { researchKeywords } from "../src/offline/trendspy";
import { writeDescription } from "../src/offline/descripto";
import { generateHeadlines } from "../src/offline/hookgenie";

export interface BenchRow {
  tool: string;
  n: number;
  p50Ms: number;
  p99Ms: number;
}

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
const URLS = [undefined, "https://example.com/running-shoes-flat-feet", "http://shop.example.com/Products/the_best_shoes?utm_source=x"];
const NICHES = ["running shoes", "budgeting apps", "home espresso machine for beginners who want cafe quality", "yoga mats", "SEO tools"];
const CATEGORY = [undefined, "Ecommerce", "Finance", "Food & Recipes", "Technology"];
const PRODUCTS = [
  { productName: "AeroBrew Travel Coffee Maker", keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials, dishwasher-safe parts", targetAudience: "Busy professionals", keywords: "portable coffee maker, travel coffee" },
  { productName: "Nimbus Merino Hiking Socks", keyFeatures: "Merino wool blend\nCushioned heel and toe\nBreathable mesh zones\nLifetime guarantee", targetAudience: "Health-conscious consumers", keywords: "hiking socks, merino wool, comfortable fit" },
  { productName: "Verdant Organic Face Serum", keyFeatures: "Organic rosehip oil, vitamin C, fragrance-free, clinically tested", targetAudience: "Premium/luxury buyers", keywords: "" },
];
const TOPICS = [
  "Email marketing",
  "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered monthly",
  "How small e-commerce stores can use AI product descriptions to rank higher on Google",
];

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[i] ?? 0) * 1000) / 1000;
}

function time(tool: string, iterations: number, run: (i: number) => unknown): BenchRow {
  for (let i = 0; i < 20; i++) run(i); // warm up the JIT and caches
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    run(i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { tool, n: iterations, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99) };
}

export function benchOffline(iterations = 500): BenchRow[] {
  const at = <T>(list: readonly T[], i: number) => list[i % list.length] as T;
  return [
    time("seosnapshot", iterations, (i) =>
      auditSeo({ title: at(TITLES, i), description: at(DESCRIPTIONS, i), url: at(URLS, i), keyword: i % 2 ? "running shoes" : undefined }),
    ),
    time("trendspy", iterations, (i) => researchKeywords({ niche: at(NICHES, i), category: at(CATEGORY, i + 1) })),
    time("descripto", iterations, (i) => writeDescription({ ...at(PRODUCTS, i), tone: at(TONES, i) })),
    time("hookgenie", iterations, (i) => generateHeadlines({ topic: at(TOPICS, i), type: at(HOOK_TYPES, i), style: at(HOOK_STYLES, i) })),
  ];
}
