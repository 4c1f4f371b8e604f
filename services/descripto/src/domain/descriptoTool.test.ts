// Descripto's model path through the real `openai` SDK and a local OpenAI-compatible server.
import { loadConfig } from "@seo/config/env";
import { createToolEngine } from "@seo/ai/engine";
import { useFakeModel } from "@seo/ai/testing/fakeModel";
import { descriptoRequestSchema, descriptoResponseSchema } from "@seo/descripto-contract";
import { descriptoTool } from "./descriptoTool";

const fakeModel = useFakeModel();
const { quiet, openaiConfig } = fakeModel;
beforeEach(() => {
  fakeModel.server.requests.length = 0;
});

const input = descriptoRequestSchema.parse({
  productName: "TrailLite Backpack",
  keyFeatures: "waterproof nylon, 28 litre capacity, padded laptop sleeve, 700 g",
  targetAudience: "weekend hikers",
  tone: "casual",
  keywords: "hiking backpack, waterproof backpack",
});

const goodDescription = {
  result:
    "Meet the TrailLite Backpack, the hiking backpack that keeps up with your weekend plans.\n\n" +
    "• Waterproof nylon keeps your gear dry when the sky changes its mind\n" +
    "• 28 litres swallow layers, lunch and a camera\n" +
    "• A padded sleeve protects your laptop on the commute\n\n" +
    "At just 700 g, this waterproof backpack feels lighter than your to-do list. Pack it and go.",
  suggestions: ["Add the capacity to the product title.", "Show a photo of the laptop sleeve."],
  seoTitle: "TrailLite Hiking Backpack: Waterproof, 28 L, 700 g",
  metaDescription:
    "The TrailLite hiking backpack keeps your gear dry with waterproof nylon, fits 28 litres and a laptop, and weighs only 700 g. Pack it and go.",
};

describe("Descripto's engine", () => {
  it("asks for another draft (Regenerate) with the variant as seed, a little more temperature and a line saying so", async () => {
    fakeModel.server.reply({ content: JSON.stringify(goodDescription) });
    await createToolEngine(descriptoTool, openaiConfig(), quiet).run({ ...input, variant: 1 });
    const body = fakeModel.server.requests[0]!.body;
    expect(body).toMatchObject({ seed: 1, temperature: 1.1 });
    expect(body.messages[1].content).toMatch(/This is draft 2 of the same input/);
  });

  it("answers offline with SEO checks when no model is configured", async () => {
    const out = descriptoResponseSchema.parse(
      await createToolEngine(descriptoTool, loadConfig({ NODE_ENV: "test" }), quiet).run(input),
    );
    expect(out.source).toBe("offline");
    expect(out.seoChecks?.length).toBeGreaterThan(0);
    expect(fakeModel.server.requests).toHaveLength(0);
  });

  it("uses the model's description, title and meta description, and checks the copy", async () => {
    fakeModel.server.reply({ content: JSON.stringify(goodDescription) });
    const out = descriptoResponseSchema.parse(await createToolEngine(descriptoTool, openaiConfig(), quiet).run(input));

    expect(out.source).toBe("openai");
    expect(out.result).toBe(goodDescription.result);
    expect(out.suggestions).toEqual(goodDescription.suggestions);
    // The same short outputs as the offline engine: the workflow prefills its later steps with them.
    expect(out).toMatchObject({ seoTitle: goodDescription.seoTitle, metaDescription: goodDescription.metaDescription });
    // The SEO rules checked the model's copy, and the checks travel with the answer.
    expect(out.seoChecks?.some((c) => c.id.startsWith("content-keyword-density"))).toBe(true);

    const req = fakeModel.server.requests[0]!;
    expect(req.body.response_format.json_schema.name).toBe("descripto_response");
    expect(req.body.response_format.json_schema.schema.required).toEqual([
      "result",
      "suggestions",
      "seoTitle",
      "metaDescription",
    ]);
    expect(req.body.messages[0].content).toMatch(/senior SEO copywriter/);
    expect(req.body.messages[0].content).toMatch(/casual/);
    expect(req.body.messages[1].content).toMatch(/hiking backpack, waterproof backpack/);
  });

  it("answers offline when the model's meta description is out of bounds", async () => {
    fakeModel.server.reply({ content: JSON.stringify({ ...goodDescription, metaDescription: "Too short." }) });
    const out = descriptoResponseSchema.parse(await createToolEngine(descriptoTool, openaiConfig(), quiet).run(input));
    expect(out.source).toBe("offline");
    expect(out.fallbackReason).toMatch(/out of schema.*metaDescription/);
    expect(out.result.length).toBeGreaterThan(100);
  });
});
