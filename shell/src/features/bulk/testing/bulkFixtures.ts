// Runs and rows as the BFF answers them (libs/contracts/src/bulk.ts), for the bulk screens' tests.
import type { BulkRow, BulkRun } from "@seo/contracts/bulk";
import type { DescriptoResponse } from "@seo/descripto-contract";
import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";

export function runOf(patch: Partial<BulkRun> = {}): BulkRun {
  return {
    id: 7,
    tool: "descripto",
    fileName: "products.csv",
    status: "running",
    stopReason: null,
    total: 50,
    done: 12,
    failed: 0,
    approved: 0,
    rowsPerSecond: 2.5,
    secondsLeft: 15,
    createdAt: "2030-01-02T10:00:00.000Z",
    finishedAt: null,
    ...patch,
  };
}

export function descriptoOutput(result: string): DescriptoResponse {
  return { result, suggestions: [] };
}

export function productRow(rowNumber: number, productName: string, patch: Partial<BulkRow> = {}): BulkRow {
  return {
    rowNumber,
    input: {
      productName,
      keyFeatures: "solid oak",
      targetAudience: "Families with children",
      tone: "professional",
      keywords: "",
    },
    status: "done",
    output: descriptoOutput(`${productName}: a generated description.`),
    error: null,
    editedText: null,
    review: "pending",
    ...patch,
  };
}

export function seoOutput(title: string, score: number, failed: { label: string; message: string }[] = []): SeosnapshotResponse {
  return {
    result: `SEO Snapshot for "${title}"\n\nSEO Score: ${score}/100\n${failed.map((f) => `✗ ${f.label}: ${f.message}`).join("\n")}`,
    scores: { overall: score, title: score, description: score },
    metrics: { titleLength: title.length, titleOptimal: true, descriptionLength: 150, descriptionOptimal: true },
    recommendations: failed.map((f) => `Fix: ${f.label.toLowerCase()}`),
    checks: failed.map((f, i) => ({
      id: `check-${i}`,
      area: "title" as const,
      label: f.label,
      passed: false,
      weight: 10,
      pointsLost: 5,
      message: f.message,
    })),
  };
}

export function pageRow(
  rowNumber: number,
  title: string,
  score: number,
  failed: { label: string; message: string }[] = [],
): BulkRow {
  return {
    rowNumber,
    input: { title, description: "A description of the page.", url: `https://shop.example/${rowNumber}` },
    status: "done",
    output: seoOutput(title, score, failed),
    error: null,
    editedText: null,
    review: "pending",
  };
}
