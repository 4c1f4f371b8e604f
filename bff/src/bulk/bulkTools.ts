// What a bulk run needs to know of each tool it can use: the CSV's columns (the contract's), the
// tool's own request contract that validates every row before anything runs, and the template's two
// example rows. What the exports write per tool is bulkExport.ts's.
import { z } from "zod";
import { BULK_COLUMNS, isBulkTool, type BulkTool } from "@seo/contracts/bulk";
import { descriptoRequestSchema } from "@seo/descripto-contract";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";

export interface BulkToolSpec {
  tool: BulkTool;
  columns: readonly string[];
  /** The tool's request contract: a row is valid when its cells parse with it. */
  request: z.ZodObject;
  /** Two rows that validate, for the downloadable template. */
  examples: Record<string, string>[];
}

const DESCRIPTO: BulkToolSpec = {
  tool: "descripto",
  columns: BULK_COLUMNS.descripto,
  request: descriptoRequestSchema,
  examples: [
    {
      productName: "AeroBrew Travel Coffee Maker",
      keyFeatures: "Lightweight 300 g body, 12-hour battery, BPA-free materials, dishwasher-safe parts",
      targetAudience: "Busy professionals",
      tone: "enthusiastic",
      keywords: "portable coffee maker, travel coffee",
    },
    {
      productName: "Nimbus Merino Hiking Socks",
      // A quoted cell may hold line breaks: one feature per line.
      keyFeatures: "Merino wool blend\nCushioned heel and toe\nBreathable mesh zones\nLifetime guarantee",
      targetAudience: "Health-conscious consumers",
      tone: "casual",
      keywords: "hiking socks, merino wool",
    },
  ],
};

const SEOSNAPSHOT: BulkToolSpec = {
  tool: "seosnapshot",
  columns: BULK_COLUMNS.seosnapshot,
  request: seosnapshotRequestSchema,
  examples: [
    {
      title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts",
      description:
        "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather. Free engraving and shipping on every order.",
      url: "https://example.com/leather-wallets",
    },
    {
      title: "Organic Loose Leaf Green Tea | Sencha and Matcha Blends",
      description:
        "Organic green teas picked in spring: sencha, genmaicha and matcha blends, packed fresh and shipped in 48 hours.",
      url: "https://example.com/green-tea",
    },
  ],
};

const SPECS: Record<BulkTool, BulkToolSpec> = { descripto: DESCRIPTO, seosnapshot: SEOSNAPSHOT };

/** The spec of a tool id from a URL, or undefined when bulk runs do not take that tool. */
export const bulkToolSpec = (id: string): BulkToolSpec | undefined => (isBulkTool(id) ? SPECS[id] : undefined);

/** Whether the tool's contract takes a variant number (a regenerated row asks for another draft). */
export const takesVariant = (spec: BulkToolSpec): boolean => "variant" in spec.request.shape;
