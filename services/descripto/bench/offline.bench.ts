// Descripto's offline benchmark (libs/ai/bench/offline.bench.ts times every tool's).
import { cycle, type OfflineBenchCase } from "@seo/ai/bench/benchCase";
import { TONES } from "@seo/descripto-contract";
import { writeDescription } from "../src/domain/offline/descripto";
import { AEROBREW, NIMBUS_SOCKS, VERDANT_SERUM } from "../src/testing/sampleProducts";

const PRODUCTS = [AEROBREW, NIMBUS_SOCKS, VERDANT_SERUM];

export const benchCase: OfflineBenchCase = {
  tool: "descripto",
  run: (i) => writeDescription({ ...cycle(PRODUCTS, i), tone: cycle(TONES, i) }),
};
