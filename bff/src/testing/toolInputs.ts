// Valid inputs for each built-in tool and the shape of an access refusal, shared by the BFF's
// integration tests (the services validate the inputs for real).

export const TOOL_INPUTS = {
  descripto: {
    productName: "Trail Runner 2",
    keyFeatures: "Lightweight, waterproof, grippy sole",
    targetAudience: "Young adults (18-25)",
    tone: "professional",
    keywords: "running shoes, trail",
  },
  hookgenie: { topic: "trail running shoes", type: "headline", style: "professional" },
  trendspy: { niche: "trail running" },
  seosnapshot: {
    title: "Trail Runner 2: Lightweight Waterproof Trail Running Shoes",
    description:
      "Meet the Trail Runner 2, a lightweight waterproof trail shoe with a grippy sole built for mud, rock and long miles.",
    url: "https://example.com/trail-runner-2",
  },
} satisfies Record<string, object>;

/** SeoSnapshot's input: the audit most tests run (its service answers fastest). */
export const AUDIT_INPUT = TOOL_INPUTS.seosnapshot;

/** The JSON a plan-access refusal answers: its code, the way to /pricing and the request id. */
export const refusalShape = (code: string) => ({
  error: expect.any(String),
  code,
  redirectTo: "/pricing",
  requestId: expect.any(String),
});
