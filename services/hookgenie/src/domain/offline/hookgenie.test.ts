import { entitiesOf, missingEntities } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { repeatedAcrossProducts } from "@seo/ai/quality/repetition";
import { graphemeLength } from "@seo/ai/text/graphemes";
import {
  HOOK_LIMITS,
  HOOK_STYLES,
  HOOK_TYPES,
  hookgenieRequestSchema,
  hookgenieResponseSchema,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";
import { generateHeadlines } from "./hookgenie";

const texts = (topic: string, type: HookType, style: HookStyle = "professional", variant?: number) =>
  generateHeadlines({ topic, type, style, ...(variant !== undefined ? { variant } : {}) }).headlines!.map((h) => h.text);

/** Every line of every channel and style for a topic. */
const everyLine = (topic: string) => HOOK_TYPES.flatMap((type) => HOOK_STYLES.flatMap((style) => texts(topic, type, style)));

describe("the issue's topics: the client's facts survive, in the client's words", () => {
  test("an offer keeps its discount, scope and deadline in every line that has room for them", () => {
    const topic = "40% off all mattresses, ends Monday";
    for (const type of HOOK_TYPES.filter((t) => t !== "ad_copy"))
      for (const style of HOOK_STYLES)
        for (const t of texts(topic, type, style)) {
          expect(t).toMatch(/40%/);
          expect(t).toMatch(/mattresses/i);
          expect(t).toMatch(/Monday/);
          expect(t).not.toMatch(/black friday|why you need/i);
        }
    expect(texts(topic, "headline", "professional")).toContain("40% Off All Mattresses, Ends Monday");
    expect(everyLine(topic)).toEqual(
      expect.arrayContaining(["Ends Monday: 40% Off All Mattresses", "All Mattresses 40% Off Until Monday"]),
    );
  });

  test("a list keeps its count and its words", () => {
    for (const type of ["headline", "title", "h1", "subject_line"] as const)
      for (const t of texts("10 tips for better sleep", type)) {
        expect(t).toMatch(/\b10\b/);
        expect(t).toMatch(/tips/i);
        expect(t).toMatch(/better sleep/i);
        expect(t).not.toMatch(/tips for tips|everyday use|expert/i);
      }
    expect(everyLine("10 tips for better sleep")).toEqual(
      expect.arrayContaining(["10 Tips for Better Sleep", "Better Sleep: 10 Tips"]),
    );
  });

  test("names keep the client's capitals, and lower-case names and acronyms get theirs", () => {
    for (const type of HOOK_TYPES)
      for (const t of texts("b2b bookkeeping manchester", type)) {
        expect(t).toMatch(/B2B/);
        // An ad headline may leave the place to another headline of its set.
        if (type !== "ad_copy") expect(t).toMatch(/Manchester/);
        expect(t).not.toMatch(/manchester|b2b/);
      }
    for (const t of everyLine("Emergency plumber Manchester")) expect(casingSlips("Emergency plumber Manchester", t)).toEqual([]);
    for (const type of HOOK_TYPES.filter((t) => t !== "ad_copy"))
      for (const t of texts("SoundCore wireless earbuds", type)) expect(t).toMatch(/SoundCore/);
    expect(texts("spanish lessons for kids online", "subject_line")[0]).toMatch(/^(Online )?Spanish lessons/);
  });

  test("no stock tail or skeleton is shared across unrelated topics", () => {
    const topics = [
      "balcony vegetable garden",
      "lose belly fat",
      "how to potty train a puppy",
      "spanish lessons for kids online",
      "emergency plumber Manchester",
      "SoundCore wireless earbuds",
      "new menu launch friday at Luigi's",
      "10 tips for better sleep",
      "40% off all mattresses, ends Monday",
      "why is my sourdough flat",
    ];
    const items = topics.map((input) => ({ input, sentences: everyLine(input) }));
    expect(repeatedAcrossProducts(items, { skeletons: true, share: 0.2 })).toEqual([]);
    for (const { sentences } of items)
      for (const t of sentences) expect(t).not.toMatch(/without calling a pro|you won't believe|for everyday use/i);
  });

  test("a how-to becomes a question or a gerund built from its own verb phrase", () => {
    const lines = everyLine("how to potty train a puppy");
    expect(lines).toEqual(
      expect.arrayContaining(["How to Potty Train a Puppy", "Potty Training a Puppy", "How Do You Potty Train a Puppy?"]),
    );
    for (const t of lines) expect(t).not.toMatch(/pottying/i);
  });

  test("an event keeps its name, day and venue", () => {
    for (const type of ["headline", "title", "subject_line", "social_media"] as const)
      for (const t of texts("new menu launch friday at Luigi's", type))
        expect(missingEntities("new menu launch friday at Luigi's", t)).toEqual([]);
    expect(texts("new menu launch friday at Luigi's", "headline")).toEqual(
      expect.arrayContaining(["New Menu Launch at Luigi's on Friday"]),
    );
  });
});

describe("topics as clients type them read right", () => {
  test.each([
    ["25% off all garden furniture until end of the month", "headline", /Ends End/i, /end of the month/i],
    ["Roofer in Swansea, free quotes", "headline", /^$/, /free quotes/i],
    ["learn french in 3 months", "subject_line", /\bfrench\b/, /French/],
    ["vegan protein powder chocolate flavour 1kg", "title", /1-kg/i, /1kg/],
    ["ZenDesk alternatives for small teams", "headline", /[Mm]eet the|[Ss]hop|Zendesk/, /ZenDesk Alternatives/],
    ["VITAMIN C FACE SERUM", "headline", /vitamin c\b|VITAMIN/, /Vitamin C/],
    ["end of season clearance, up to 70% off outdoor gear", "subject_line", /save 70%|^70%/i, /up to 70%/i],
    ["Zumba classes every wednesday at Hove Community Centre", "headline", /in Wednesday|every in/i, /Zumba/],
    ["free delivery on all orders over £30", "ad_copy", /on all orders$/i, /./],
    ["learn to swim lessons for adults", "headline", /here's how|how to learn/i, /Learn to Swim Lessons/],
    ["why does my car battery keep dying", "ad_copy", /keeping dying/i, /Car Battery Keeps Dying\?/],
    ["5 reasons to switch to a heat pump", "title", /try these|how to/i, /5 Reasons/],
    ["Harbour View cafe now serving breakfast", "headline", /meet the|cafe now$/i, /Harbour View Cafe Now Serving Breakfast/],
    ["Marlow Farmers Market, second Saturday of the month", "headline", /meet the/i, /Marlow Farmers Market/],
    ["12 easy dinner recipes for two", "headline", /want two|^two:/i, /12 Easy Dinner Recipes for Two/],
    ["electrician in Bristol, 24/7 callouts", "headline", /callous/i, /24\/7 Callouts/],
    ["we've moved! new address: 12 High Street, Oxford", "social_media", /high street|oxford/, /12 High Street, Oxford/],
    ["20 healthy snacks for kids lunchboxes", "headline", /want kids/i, /20 Healthy Snacks/],
    ["excel formulas for beginners", "subject_line", /want to|how to|excelling/i, /Excel formulas/],
    ["speed up your wordpress site", "headline", /wordpress/, /Speed(?:ing)? Up Your WordPress Site/],
    ["WEDDING DJ IN KENT", "h1", /\bDj\b/, /Wedding DJ/],
    ["why do my houseplants have brown tips", "headline", /having/i, /brown tips/i],
    [
      "beginners guide to bouldering",
      "headline",
      /what to know|the basics|explained|: a guide/i,
      /Beginners Guide to Bouldering/,
    ],
  ] as const)("%s (%s)", (topic, type, never, always) => {
    for (const style of HOOK_STYLES)
      for (const t of texts(topic, type, style)) {
        if (never.source !== "^$") expect(t).not.toMatch(never);
        expect(t).toMatch(always);
      }
  });
});

describe("every line is sound", () => {
  const TOPICS = [
    "40% off all mattresses, ends Monday",
    "free delivery on orders over £40 until Sunday",
    "how do i get rid of fruit flies",
    "why does my cat scratch the sofa",
    "mobile dog groomer in Bristol",
    "Meal prep for busy parents who want healthy dinners without the weeknight stress",
    "AeroBrew Travel Coffee Maker",
    "FLASH SALE 50% OFF ALL SHOES TODAY ONLY",
    "Christmas market at the Old Town Hall, 6-8 December",
  ];

  test.each(HOOK_TYPES)("%s: within the limit, no broken grammar, no re-cased name, ranked best first", (type) => {
    for (const topic of TOPICS)
      for (const style of HOOK_STYLES) {
        const r = generateHeadlines({ topic, type, style });
        const hs = r.headlines!;
        expect(hs.length).toBeGreaterThan(0);
        for (const h of hs) {
          expect(h.length).toBe(graphemeLength(h.text));
          expect(h.length).toBeLessThanOrEqual(HOOK_LIMITS[type]);
          expect(h.limit).toBe(HOOK_LIMITS[type]);
          expect([h.text, brokenGrammar(h.text.replace(/(?:\s#\S+)+$/, ""))]).toEqual([h.text, []]);
          expect([h.text, casingSlips(topic, h.text)]).toEqual([h.text, []]);
        }
        for (let i = 1; i < hs.length; i++) expect(hs[i - 1]!.score).toBeGreaterThanOrEqual(hs[i]!.score);
      }
  });

  test("nothing invented: no figure, urgency or hashtag the topic does not give", () => {
    for (const topic of ["balcony vegetable garden", "emergency plumber Manchester", "how to potty train a puppy"])
      for (const t of everyLine(topic)) {
        expect(t).not.toMatch(/\d/);
        expect(t).not.toMatch(/\b(now|today|hurry|last chance|limited|don't miss|ends soon)\b/i);
      }
    const post = generateHeadlines({ topic: "10 tips for better sleep", type: "social_media", style: "curious" });
    for (const p of post.posts!) for (const tag of p.text.match(/#\w+/g) ?? []) expect(["#BetterSleep", "#Tips"]).toContain(tag);
  });

  test("urgency comes only from a deadline the client gave", () => {
    expect(texts("40% off all mattresses, ends Monday", "headline", "urgent")[0]).toBe("Ends Monday: 40% Off All Mattresses");
    const calm = generateHeadlines({ topic: "50% off summer dresses", type: "headline", style: "urgent" });
    for (const h of calm.headlines!) expect(h.text).not.toMatch(/ends|today|now|hurry/i);
    expect(calm.tips.join(" ")).toMatch(/If the offer ends on a date, add it/);
  });

  test("where the channel has room, a line that drops a fact is not written", () => {
    const topic = "kids coding club every saturday at Leeds Library";
    for (const t of texts(topic, "headline")) expect(missingEntities(topic, t)).toEqual([]);
  });
});

describe("channels", () => {
  test("subject lines are in sentence case, with a preheader from the facts", () => {
    const r = generateHeadlines({ topic: "40% off all mattresses, ends Monday", type: "subject_line", style: "professional" });
    for (const h of r.headlines!) expect(h.text).not.toMatch(/ All | Off /);
    expect(graphemeLength(r.preheader!)).toBeLessThanOrEqual(90);
    expect(missingEntities("40% off all mattresses, ends Monday", r.preheader!)).toEqual([]);
    expect(r.result).toContain(`Preheader: ${r.preheader}`);
  });

  test("ad headlines fit 30 characters and carry every fact between them; descriptions fit 90", () => {
    for (const topic of [
      "40% off all mattresses, ends Monday",
      "kids coding club every saturday at Leeds Library",
      "£20 off your first box with code WELCOME20",
    ]) {
      const r = generateHeadlines({ topic, type: "ad_copy", style: "compelling" });
      const hs = r.headlines!.map((h) => h.text);
      for (const h of hs) expect(graphemeLength(h)).toBeLessThanOrEqual(30);
      for (const e of entitiesOf(topic))
        expect([e.text, hs.some((h) => !missingEntities([e], h).length)]).toEqual([e.text, true]);
      expect(r.descriptions!.length).toBeGreaterThan(0);
      for (const d of r.descriptions!) {
        expect(d.length).toBeLessThanOrEqual(90);
        expect(missingEntities(topic, d.text)).toEqual([]);
      }
    }
  });

  test("a social post per network, within its limit: the facts and hashtags from the topic's words", () => {
    const r = generateHeadlines({ topic: "emergency plumber Manchester", type: "social_media", style: "emotional" });
    expect(r.posts!.map((p) => p.network)).toEqual(["x", "linkedin", "facebook", "instagram"]);
    for (const p of r.posts!) {
      expect(p.length).toBeLessThanOrEqual(p.limit);
      expect(p.text).toMatch(/emergency plumber in Manchester/i);
    }
    expect(r.posts![0]!.text).toMatch(/#EmergencyPlumber/);
  });

  test("Spanish, German and French topics stay in their language, with a notice in it", () => {
    for (const [topic, notice] of [
      ["Zapatillas de running para mujer", /Borradores/],
      ["Kaffeemaschine mit Milchaufschäumer", /Entwürfe/],
      ["Crème hydratante pour peau sèche", /Brouillons/],
    ] as const) {
      for (const type of HOOK_TYPES) {
        const r = generateHeadlines({ topic, type, style: "compelling" });
        expect(r.notice).toMatch(notice);
        expect(r.headlines!.length).toBeGreaterThan(0);
        for (const h of r.headlines!) expect(h.text).not.toMatch(/\b(the|your|with|how|guide|need|want|shop|meet)\b/i);
      }
    }
  });
});

describe("the answer", () => {
  test("a numbered list first (the workflow takes its first line), then tips that say these are offline drafts", () => {
    const r = generateHeadlines({ topic: "balcony vegetable garden", type: "title", style: "professional" });
    expect(r.result.split("\n")[0]).toBe(`1. ${r.headlines![0]!.text}`);
    expect(r.source).toBe("offline");
    expect(r.tips[0]).toMatch(/offline drafts/);
    expect(r.tips.join(" ")).toMatch(/Add a number/);
    expect(r.tips.join(" ")).toMatch(/Say who it is for/);
    const listed = generateHeadlines({ topic: "10 tips for better sleep", type: "title", style: "professional" });
    expect(listed.tips.join(" ")).not.toMatch(/Add a number/);
  });

  test("a corrected typo is said, and the line uses the correction", () => {
    const r = generateHeadlines({ topic: "wireles earbuds", type: "headline", style: "informative" });
    for (const h of r.headlines!) expect(h.text).not.toMatch(/wireles\b/i);
    expect(r.tips.join(" ")).toMatch(/"wireles" was read as "wireless"/);
  });

  test("same input, same output; the output parses with the contract", () => {
    for (const type of HOOK_TYPES) {
      const input = hookgenieRequestSchema.parse({
        topic: "How small e-commerce stores can use AI product descriptions to rank higher on Google",
        type,
      });
      const a = generateHeadlines(input);
      expect(generateHeadlines(input)).toEqual(a);
      expect(() => hookgenieResponseSchema.parse(a)).not.toThrow();
    }
  });
});
