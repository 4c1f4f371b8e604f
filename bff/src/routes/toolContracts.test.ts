// Contract tests: each tool service answers through the BFF (real HTTP both hops) with exactly the
// response shape libs/contracts declares, and bad input is refused with a 400 naming the field.
import request from "supertest";
import { descriptoRequestSchema, descriptoResponseSchema } from "@seo/descripto-contract";
import { hookgenieRequestSchema, hookgenieResponseSchema } from "@seo/hookgenie-contract";
import { trendspyRequestSchema, trendspyResponseSchema } from "@seo/trendspy-contract";
import { seosnapshotRequestSchema, seosnapshotResponseSchema } from "@seo/seosnapshot-contract";
import { createUserWithSession, startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";

const toolContracts = {
  descripto: { request: descriptoRequestSchema, response: descriptoResponseSchema },
  hookgenie: { request: hookgenieRequestSchema, response: hookgenieResponseSchema },
  trendspy: { request: trendspyRequestSchema, response: trendspyResponseSchema },
  seosnapshot: { request: seosnapshotRequestSchema, response: seosnapshotResponseSchema },
} as const;
type Tool = keyof typeof toolContracts;

jest.setTimeout(90_000);

const cases: Record<Tool, { body: object; missing: string }> = {
  descripto: {
    body: {
      productName: "Ceramic Pour-Over Coffee Set",
      keyFeatures: "hand-glazed ceramic dripper, 600 ml glass carafe, reusable steel filter",
      targetAudience: "Home baristas",
      tone: "luxury",
      keywords: "pour over coffee set, ceramic dripper",
    },
    missing: "productName",
  },
  hookgenie: { body: { topic: "ceramic pour-over coffee sets", type: "subject_line", style: "curious" }, missing: "topic" },
  trendspy: { body: { niche: "pour-over coffee", category: "Food & Recipes" }, missing: "niche" },
  seosnapshot: {
    body: {
      title: "Ceramic Pour-Over Coffee Set | Hand-Glazed Dripper & Carafe",
      description:
        "Brew cafe-quality coffee at home with our hand-glazed ceramic pour-over set: dripper, 600 ml carafe and a reusable filter. Order today, ships free.",
      url: "https://example.com/pour-over-coffee-set",
    },
    missing: "title",
  },
};

describe("tool contracts through the BFF (embedded database)", () => {
  const stack = useSuiteStack("pglite", { realServices: true }, async ({ backends, services }) => ({
    bff: await startBff(backends, services.env),
  }));
  let sessionId: string;
  beforeAll(async () => {
    ({ sessionId } = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" }));
  });

  it.each(Object.keys(cases) as Tool[])("%s answers the contract's response shape", async (tool) => {
    const res = await request(stack.bff.url).post(`/api/${tool}`).set("x-session-id", sessionId).send(cases[tool].body);
    expect(res.status).toBe(200);
    const parsed = toolContracts[tool].response.safeParse(res.body);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(res.body.source).toBe("offline");
  });

  it.each(Object.keys(cases) as Tool[])("%s refuses a request without its required field", async (tool) => {
    const body: Record<string, unknown> = { ...cases[tool].body };
    delete body[cases[tool].missing];
    const res = await request(stack.bff.url).post(`/api/${tool}`).set("x-session-id", sessionId).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(cases[tool].missing);
    expect(res.body.issues[0].path).toBe(cases[tool].missing);
  });
});
