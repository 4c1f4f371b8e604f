// HookGenie's model path through the real `openai` SDK and a local OpenAI-compatible server.
import { loadConfig } from "@seo/config/env";
import { createToolEngine } from "@seo/ai/engine";
import { useFakeModel } from "@seo/ai/testing/fakeModel";
import { HOOK_LIMITS, hookgenieRequestSchema, hookgenieResponseSchema } from "@seo/hookgenie-contract";
import { hookgenieTool } from "./hookgenieTool";

const fakeModel = useFakeModel();
const { quiet, openaiConfig } = fakeModel;

describe("HookGenie's engine", () => {
  it("ranks the model's headlines, drops those over the channel limit, and checks the top one", async () => {
    const limit = HOOK_LIMITS.subject_line;
    const headlines = [
      '1. "Your hiking backpack, finally waterproof"',
      "This subject line is far too long to ever fit into an inbox preview at all",
      "7 proven ways to pack a waterproof backpack",
      "Pack light: the 700 g backpack for weekend trails",
    ];
    fakeModel.server.reply({ content: JSON.stringify({ headlines, tips: ["Test two variants."] }) });
    const input = hookgenieRequestSchema.parse({
      topic: "waterproof hiking backpack",
      type: "subject_line",
      style: "compelling",
    });
    const out = hookgenieResponseSchema.parse(await createToolEngine(hookgenieTool, openaiConfig(), quiet).run(input));

    expect(out.source).toBe("openai");
    expect(out.headlines).toHaveLength(3);
    for (const h of out.headlines!) expect(h.length).toBeLessThanOrEqual(limit);
    const scores = out.headlines!.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(out.headlines!.map((h) => h.text)).toContain("Your hiking backpack, finally waterproof");
    expect(out.result.split("\n")[0]).toBe(`1. ${out.headlines![0]!.text}`);
    expect(out.seoChecks?.find((c) => c.id === "headline-limit")?.passed).toBe(true);
    expect(fakeModel.server.requests[0]!.body.messages[0].content).toMatch(/at most 50 characters/);
  });

  it("asks for another set (Regenerate) with the variant as seed and a little more temperature", async () => {
    fakeModel.server.reply({ content: JSON.stringify({ headlines: ["Pack light for the weekend"], tips: [] }) });
    const input = hookgenieRequestSchema.parse({ topic: "waterproof hiking backpack", variant: 2 });
    await createToolEngine(hookgenieTool, openaiConfig(), quiet).run(input);
    const body = fakeModel.server.requests.at(-1)!.body;
    expect(body).toMatchObject({ seed: 2, temperature: 1.2 });
    expect(body.messages[1].content).toMatch(/This is draft 3 of the same input/);
  });

  it("checks the top headline of the offline engine too", async () => {
    const input = hookgenieRequestSchema.parse({ topic: "waterproof hiking backpack", type: "title" });
    const out = hookgenieResponseSchema.parse(
      await createToolEngine(hookgenieTool, loadConfig({ NODE_ENV: "test" }), quiet).run(input),
    );
    expect(out.source).toBe("offline");
    expect(out.seoChecks?.find((c) => c.id === "headline-limit")).toBeDefined();
    // No check that rewards an invented figure or hype.
    expect(out.seoChecks?.map((c) => c.id)).not.toEqual(expect.arrayContaining(["headline-number"]));
    expect(out.seoChecks?.map((c) => c.id)).not.toContain("headline-power-word");
  });
});
