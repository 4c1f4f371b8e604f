// The registry's history templates read real answers: each tool's offline engine writes one, so a
// contract that renames the field a template reads fails here, not on someone's /history page.
import { benchCases } from "@seo/ai/bench/offline.bench";
import { findTool, registry } from "./registry";
import { clip, historySummary, SUMMARY_PREVIEW_MAX } from "./historySummary";

const answerOf = (tool: string) =>
  benchCases()
    .find((c) => c.tool === tool)!
    .run(0) as Record<string, unknown>;
const summaryOf = (tool: string, input: object, output: unknown) => historySummary(findTool(tool), tool, input, output);

describe("history summaries from the registry's templates", () => {
  it("gives every registered tool a template", () => {
    expect(registry.tools.filter((t) => !t.history).map((t) => t.id)).toEqual([]);
  });

  it("Descripto: the product, and the description's first words on one line", () => {
    const output = answerOf("descripto");
    const s = summaryOf("descripto", { productName: "AeroPress Go", tone: "casual" }, output);
    expect(s.title).toBe("AeroPress Go");
    const firstWords = String(output.result).replace(/\s+/g, " ").slice(0, 40);
    expect(s.preview.startsWith(firstWords)).toBe(true);
    expect(s.preview).not.toMatch(/\n/);
    expect(s.preview.length).toBeLessThanOrEqual(SUMMARY_PREVIEW_MAX);
  });

  it("HookGenie: the topic and the first headline", () => {
    const output = answerOf("hookgenie") as { headlines: { text: string }[] };
    const s = summaryOf("hookgenie", { topic: "trail running shoes" }, output);
    expect(s).toEqual({ title: "trail running shoes", preview: clip(output.headlines[0]!.text, SUMMARY_PREVIEW_MAX) });
    // An answer without the headline list falls back to its text.
    expect(summaryOf("hookgenie", { topic: "x" }, { result: "1. A headline" }).preview).toBe("1. A headline");
  });

  it("TrendSpy: the seed and its top keywords", () => {
    const output = answerOf("trendspy") as { keywordData: { keyword: string }[] };
    const s = summaryOf("trendspy", { niche: "budgeting apps" }, output);
    expect(s.title).toBe("budgeting apps");
    const top = output.keywordData.slice(0, 5).map((k) => k.keyword);
    expect(s.preview).toBe(clip(top.join(", "), SUMMARY_PREVIEW_MAX));
  });

  it("SeoSnapshot: the page title and the score, with the URL when there is one", () => {
    const output = answerOf("seosnapshot") as { scores: { overall: number } };
    const input = { title: "Trail Runner 2", description: "d", url: "https://example.com/tr2" };
    expect(summaryOf("seosnapshot", input, output)).toEqual({
      title: "Trail Runner 2",
      preview: `Score ${output.scores.overall}/100 · https://example.com/tr2`,
    });
    expect(summaryOf("seosnapshot", { title: "T", description: "d" }, output).preview).toBe(`Score ${output.scores.overall}/100`);
  });

  it("an entry missing its fields still has a title (the tool's) and an empty preview, not 'undefined'", () => {
    expect(summaryOf("descripto", {}, { unexpected: true })).toEqual({ title: "Descripto", preview: "" });
    expect(summaryOf("trendspy", null as unknown as object, null)).toEqual({ title: "TrendSpy", preview: "" });
    // A tool no longer registered: its id, and its answer's text.
    expect(historySummary(undefined, "retired", {}, { result: "Old text" })).toEqual({ title: "retired", preview: "Old text" });
    // Only the entry's own keys are read: "constructor" or "__proto__" find nothing inherited.
    const odd = { ...findTool("descripto")!, history: { title: "{input.constructor}", preview: ["{output.__proto__}"] } };
    expect(historySummary(odd, "descripto", {}, {})).toEqual({ title: "Descripto", preview: "" });
  });

  it("cuts a long text at a word, with an ellipsis", () => {
    const text = "word ".repeat(60).trim();
    const cut = clip(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/word…$/);
    expect(clip("short", 50)).toBe("short");
  });
});
