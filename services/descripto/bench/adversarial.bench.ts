// Descripto's hostile inputs (libs/ai/bench/adversarial.bench.ts times every tool's): each text
// field at its contract limit, alone and all at once.
import { hostileInputs, offlineAnswer, type AdversarialBenchCase } from "@seo/ai/bench/adversarial.bench";
import { descriptoRequestSchema } from "@seo/descripto-contract";
import { descriptoTool } from "../src/domain/descriptoTool";

const base = {
  productName: "AeroBrew Travel Coffee Maker",
  keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials",
  targetAudience: "Busy professionals",
  tone: "casual",
  keywords: "portable coffee maker",
};

export const adversarialCase: AdversarialBenchCase = {
  tool: "descripto",
  baseline: base,
  inputs: hostileInputs(base, { productName: 200, keyFeatures: 4000, targetAudience: 500, keywords: 1000 }),
  run: offlineAnswer(descriptoTool, descriptoRequestSchema),
};
