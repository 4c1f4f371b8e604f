// Descripto's offline benchmark (libs/ai/bench/offline.bench.ts times every tool's).
import { cycle, type OfflineBenchCase } from "@seo/ai/bench/benchCase";
import { TONES } from "@seo/descripto-contract";
import { writeDescription } from "../src/domain/offline/descripto";

const PRODUCTS = [
  {
    productName: "AeroBrew Travel Coffee Maker",
    keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials, dishwasher-safe parts",
    targetAudience: "Busy professionals",
    keywords: "portable coffee maker, travel coffee",
  },
  {
    productName: "Nimbus Merino Hiking Socks",
    keyFeatures: "Merino wool blend\nCushioned heel and toe\nBreathable mesh zones\nLifetime guarantee",
    targetAudience: "Health-conscious consumers",
    keywords: "hiking socks, merino wool, comfortable fit",
  },
  {
    productName: "Verdant Organic Face Serum",
    keyFeatures: "Organic rosehip oil, vitamin C, fragrance-free, clinically tested",
    targetAudience: "Premium/luxury buyers",
    keywords: "",
  },
];

export const benchCase: OfflineBenchCase = {
  tool: "descripto",
  run: (i) => writeDescription({ ...cycle(PRODUCTS, i), tone: cycle(TONES, i) }),
};
