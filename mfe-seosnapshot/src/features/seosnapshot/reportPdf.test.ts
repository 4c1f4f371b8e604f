import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { seoReportPdf } from "./reportPdf";

const base: SeosnapshotResponse = {
  result: "SEO Score: 84/100 (Excellent)\n\nTitle:\n- Fits on desktop.",
  scores: { overall: 84, title: 90, description: 78 },
  metrics: { titleLength: 55, titleOptimal: true, descriptionLength: 132, descriptionOptimal: true, titlePixelWidth: 512 },
  recommendations: ["Add a call to action."],
};
const input = { title: "Trail Running Shoes for Women | Peak", description: "x".repeat(132), url: "https://peak.example/trail" };

it("leads with the score, its verdict in words and the sub-scores", () => {
  const report = seoReportPdf(base, input);
  expect(report.subtitle).toBe("SEO audit of “Trail Running Shoes for Women | Peak” · https://peak.example/trail");
  expect(report.blocks[0]).toEqual({
    type: "score",
    label: "Overall SEO score",
    score: 84,
    outOf: 100,
    verdict: "Excellent",
    tone: "success",
    details: ["Title 90/100 (Excellent) · Description 78/100 (Good)"],
  });
});

it("states each length against the range the audit passes, with the audit's verdict", () => {
  const lengths = seoReportPdf(base, input).blocks.find((b) => b.type === "list" && !b.ordered);
  expect(lengths).toEqual({
    type: "list",
    items: [
      "Title: 55 characters, 512 px wide: Optimal (the audit passes 400-600 px, about 50-60 characters)",
      "Meta description: 132 characters: Optimal (the audit passes 120-156 characters)",
    ],
  });
});

it("lists the checks by area with their marks, and the report text only when there are no checks", () => {
  const withChecks = seoReportPdf(
    {
      ...base,
      checks: [
        { id: "a", area: "title", label: "Title width", passed: true, weight: 20, pointsLost: 0, message: "Fits." },
        { id: "b", area: "description", label: "Call to action", passed: false, weight: 10, pointsLost: 6, message: "None." },
      ],
    },
    input,
  ).blocks;
  expect(withChecks.filter((b) => b.type === "heading").map((b) => b.type === "heading" && b.text)).toEqual([
    "Audited snippet",
    "Lengths",
    "Recommendations",
    "Title checks",
    "Meta description checks",
  ]);
  expect(withChecks.at(-1)).toEqual({ type: "checks", items: [{ status: "fail", text: "Call to action: None. (−6 of 10)" }] });

  const withoutChecks = seoReportPdf(base, input).blocks;
  const report = withoutChecks.findIndex((b) => b.type === "heading" && b.text === "Report");
  expect(withoutChecks.slice(report + 1)).toEqual([
    { type: "paragraph", text: "SEO Score: 84/100 (Excellent)" },
    { type: "space" },
    { type: "heading", text: "Title" },
    { type: "list", items: ["Fits on desktop."], ordered: false },
  ]);
});
