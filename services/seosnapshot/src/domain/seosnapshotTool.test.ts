// SeoSnapshot's model path through the real `openai` SDK and a local OpenAI-compatible server.
import { createToolEngine } from "@seo/ai/engine";
import { useFakeModel } from "@seo/ai/testing/fakeModel";
import { seosnapshotRequestSchema, seosnapshotResponseSchema } from "@seo/seosnapshot-contract";
import { seosnapshotTool } from "./seosnapshotTool";

const fakeModel = useFakeModel();
const { quiet, openaiConfig } = fakeModel;

describe("SeoSnapshot's engine", () => {
  it("model scores with measured metrics and an 'SEO Score: N/100' line", async () => {
    fakeModel.server.reply({
      content: JSON.stringify({
        result: "Title\nGood length, keyword first.",
        scores: { overall: 71.6, title: 80, description: 60 },
        recommendations: ['Rewrite the description: "..."'],
      }),
    });
    const input = seosnapshotRequestSchema.parse({
      title: "Waterproof Hiking Backpack for Weekend Trails | TrailLite",
      description: "A light waterproof backpack.",
      url: "https://example.com/hiking-backpack",
    });
    const out = seosnapshotResponseSchema.parse(await createToolEngine(seosnapshotTool, openaiConfig(), quiet).run(input));
    expect(out.source).toBe("openai");
    expect(out.scores.overall).toBe(72);
    expect(out.result.startsWith("SEO Score: 72/100")).toBe(true);
    expect(out.metrics).toMatchObject({
      titleLength: input.title.length,
      descriptionLength: input.description.length,
      descriptionOptimal: false,
    });
    // The audit's own measurements travel with the model's answer (the UI's pixel widths and previews).
    expect(out.metrics.titlePixelWidth).toBeGreaterThan(0);
    expect(out.checks?.length).toBeGreaterThan(0);
    // The prompt was grounded in the measured facts.
    expect(fakeModel.server.requests[0]!.body.messages[1].content).toMatch(
      new RegExp(`description ${input.description.length} characters`),
    );
  });
  it("asks for other rewrites (Regenerate) with the variant as seed and a little more temperature", async () => {
    fakeModel.server.reply({
      content: JSON.stringify({ result: "Fine.", scores: { overall: 70, title: 70, description: 70 }, recommendations: [] }),
    });
    const input = seosnapshotRequestSchema.parse({ title: "Hiking Backpacks", description: "Light bags.", variant: 1 });
    await createToolEngine(seosnapshotTool, openaiConfig(), quiet).run(input);
    expect(fakeModel.server.requests.at(-1)!.body).toMatchObject({ seed: 1, temperature: 1.1 });
  });
});
