// The copywriter's review of SeoSnapshot, one test per finding: spelling guesses, casing, stock
// tails, cut slots, inserted "Best", names and figures dropped, tips repeated across pages.
import { auditSeo } from "./seosnapshot";
import { missingEntities } from "@seo/ai/quality/entities";
import { graphemeLength } from "@seo/ai/text/graphemes";

const check = (r: ReturnType<typeof auditSeo>, id: string) => r.checks!.find((c) => c.id === id);

describe("a spelling guess is a hint, never a verdict", () => {
  test("'grippy' and 'callouts' are words a writer means: no hint, no 'correction', no cap", () => {
    for (const r of [
      auditSeo({
        title: "Grippy yoga socks",
        description: "Non-slip grippy socks for yoga and barre, with silicone grips on the sole.",
      }),
      auditSeo({
        title: "plumber manchester | 24/7 emergency callouts",
        description: "leaking pipe? we fix it fast. no callout fee, all areas of manchester. ring now",
      }),
    ]) {
      expect(check(r, "spelling")!.passed).toBe(true);
      expect(r.recommendations.join(" ")).not.toMatch(/grippe|callous|spelling/i);
      expect(r.metrics.criticalIssues).not.toContain("spelling");
    }
  });

  test("a likely typo costs at most 2 points, never caps the score, and offers the close words rather than imposing one", () => {
    const r = auditSeo({
      title: "Handmade Leather Wallets | Acme",
      description:
        "Our handmade leather wallets are cut from full grain leather and recieve a lifetime garantee on every stich. Shop wallets now and save.",
      url: "https://acme.com/wallets",
    });
    expect(check(r, "spelling")).toMatchObject({ passed: false, weight: 2, pointsLost: 2 });
    expect(r.metrics.criticalIssues).toEqual([]);
    expect(r.scores.overall).toBeGreaterThan(45);
    const hint = r.recommendations.at(-1)!;
    expect(hint).toMatch(/^Check the spelling \(a hint only\)/);
    expect(hint).toContain('"stich" may be "stick" or "stitch"');
    // The rewrites keep the client's words: a guess is theirs to confirm.
    expect(`${r.metrics.suggestedTitle ?? ""} ${r.metrics.suggestedDescription ?? ""}`).not.toMatch(/stick|grantee/);
  });

  test("names, brands and the site's own name are not typos, in any casing", () => {
    const r = auditSeo({
      title: "zenmat eco yoga mat",
      description: "The zenmat grips in hot yoga classes in leeds and bristol. Free delivery across the uk.",
      url: "https://zenmat.co.uk/eco-yoga-mat",
    });
    expect(check(r, "spelling")!.passed).toBe(true);
  });
});

describe("rewrites in the client's capitals", () => {
  test("names typed in lower case are restored, the title is in Title Case, each description sentence starts with a capital", () => {
    const r = auditSeo({
      title: "40% off all mattresses - ends monday",
      description: "our biggest sale of the year. 40% off every mattress, free delivery and 100 night trial. ends monday",
    });
    expect(r.metrics.suggestedTitle).toMatch(/^40% Off All Mattresses – Ends Monday/);
    const d = r.metrics.suggestedDescription!;
    expect(d).toContain("Our biggest sale of the year. 40% off every mattress");
    expect(d).toContain("Ends Monday.");
    expect(d).not.toMatch(/[.!?] \p{Ll}/u);
  });

  test("the client's own capitals stay ('GreenLeaf', 'OEKO-TEX', 'UK', 'B2B'), never lowered to fit a slot", () => {
    const green = auditSeo({
      title: "GreenLeaf organic baby clothes",
      description: "OEKO-TEX certified organic cotton baby clothes in sizes 0-24 months. free uk shipping over £49.",
    });
    expect(green.metrics.suggestedTitle).toBe("GreenLeaf Organic Baby Clothes – Free UK Shipping Over £49");
    expect(green.metrics.suggestedDescription).toMatch(/^OEKO-TEX certified .* Free UK shipping over £49\./);
    const b2b = auditSeo({
      title: "b2b bookkeeping services",
      description: "we do bookkeeping for b2b companys in leeds using Xero. fixed monthly price from £149.",
    });
    expect(b2b.metrics.suggestedTitle).toBe("B2B Bookkeeping Services – Fixed Monthly Price from £149");
  });
});

describe("rewrites are whole sentences of the page's own facts", () => {
  const PAGES = [
    {
      title: "10 tips for better sleep",
      description: "struggling to sleep? here are 10 tips that actualy work, from a sleep nurse with 15 years experience.",
    },
    {
      title: "Learn Spanish online with native tutors",
      description: "1-to-1 Spanish lessons on Zoom with native tutors from Madrid and Mexico City. First lesson free.",
    },
    {
      title: "b2b bookkeeping services",
      description: "we do bookkeeping for b2b companys in leeds using Xero. fixed monthly price from £149.",
    },
    {
      title: "USB-C hub 7 in 1",
      description: "7-in-1 USB-C hub, supports 4K@60Hz HDMI, works with MacBook Pro and iPad Pro. 100W pass through charging",
    },
    {
      title: "Vintage Levi's 501 jeans",
      description: "Hand picked vintage Levi's 501s, washed and repaired. Sizes W28-W38. Ships in 2 days.",
    },
    {
      title: "How to start a balcony vegetable garden",
      description: "Grow tomatoes and salad on a small balcony: pots, soil and watering for beginners.",
    },
  ];

  test("no stock tail, no 'Best' the page did not claim, no '(Guide)' glued on, no cut slot, and every name and figure of the title kept", () => {
    for (const p of PAGES)
      for (const variant of [0, 1, 2]) {
        const r = auditSeo({ ...p, variant });
        const t = r.metrics.suggestedTitle;
        const d = r.metrics.suggestedDescription;
        const both = `${t ?? ""}\n${d ?? ""}`;
        expect(both).not.toMatch(
          /Order yours today|Shop the Range|Shop the Collection|How to Choose the Best|\(\d{4} Guide\)|Complete Guide|Top Picks/,
        );
        if (t) {
          expect(/\bbest\b/i.test(t)).toBe(/\bbest\b/i.test(p.title));
          expect(t).not.toMatch(/\b(with|for|of|to|the|a|an|and|in|on|from|by)\s+[–|:,]/i);
          expect(missingEntities(p.title, t)).toEqual([]);
          expect(graphemeLength(t)).toBeLessThanOrEqual(60);
        }
        if (d) expect(missingEntities(p.description, d)).toEqual([]);
      }
  });

  test("a title is lengthened with a phrase its description states, in Title Case, and reads as one ('with Real Arch Support')", () => {
    expect(
      auditSeo({
        title: "Running Shoes for Flat Feet",
        description: "Find running shoes for flat feet with real arch support, for road or trail.",
      }).metrics.suggestedTitle,
    ).toBe("Running Shoes for Flat Feet with Real Arch Support");
    expect(
      auditSeo({
        title: "Vintage Levi's 501 jeans",
        description: "Hand picked vintage Levi's 501s, washed and repaired. Sizes W28-W38. Ships in 2 days.",
      }).metrics.suggestedTitle,
    ).toBe("Vintage Levi's 501 Jeans – Sizes W28-W38, Ships in 2 Days");
  });

  test("a phrase said of something else is not borrowed: the nurse's experience is not the tips'", () => {
    const r = auditSeo({
      title: "10 tips for better sleep",
      description: "struggling to sleep? here are 10 tips that actualy work, from a sleep nurse with 15 years experience.",
    });
    expect(r.metrics.suggestedTitle ?? "").not.toMatch(/Experience/);
  });

  test("no rewrite when none is honest: a thin description gets advice naming what to add, not padding", () => {
    const r = auditSeo({
      title: "Dog grooming Bristol - book online",
      description: "Full groom, bath & brush and puppy intro sessions in Bristol. Book online in 2 minutes, open saturdays.",
    });
    expect(r.metrics.suggestedDescription).toBeUndefined();
    expect(r.recommendations.some((x) => /^Your description is too short \(103 characters.*"Dog grooming"/.test(x))).toBe(true);
  });

  test("a call to action is added only where it fits the page: goods are shopped, a service sold online gets none", () => {
    const goods = auditSeo({
      title: "GreenLeaf organic baby clothes",
      description: "OEKO-TEX certified organic cotton baby clothes in sizes 0-24 months. free uk shipping over £49.",
    });
    expect(goods.metrics.suggestedDescription).toMatch(/(Shop|Order) baby clothes( online)?\.$/);
    const tutors = auditSeo({
      title: "Learn Spanish online with native tutors",
      description: "1-to-1 Spanish lessons on Zoom with native tutors from Madrid and Mexico City. First lesson free.",
    });
    expect(tutors.metrics.suggestedDescription ?? "").not.toMatch(/Shop|Order|Call|Read/);
  });
});

describe("advice that is specific", () => {
  const PRODUCTS = [
    {
      title: "Handmade Leather Wallets for Men",
      description: "Slim leather wallets for men, hand stitched in our workshop from full-grain hide. Shop wallets.",
    },
    {
      title: "Ceramic Pour-Over Coffee Dripper",
      description: "A ceramic pour-over dripper that brews a clean, bright cup of coffee. Buy yours online.",
    },
    {
      title: "Merino Wool Running Socks",
      description: "Merino wool running socks that keep feet dry and cool on long runs and trail races. Shop socks.",
    },
  ];

  test("a page-type tip names the page's own subject, so two products never get the same sentence; a page that sells nothing gets none", () => {
    const tips = PRODUCTS.map((p) => auditSeo(p).recommendations.find((x) => /reason to choose/.test(x)));
    for (const tip of tips) expect(tip).toBeDefined();
    expect(new Set(tips).size).toBe(tips.length);
    expect(tips[0]).toContain('"Leather Wallets"');
    const reference = auditSeo({
      title: "Python (programming language) - Wikipedia",
      description: "Python is a high-level, general-purpose programming language that emphasises code readability.",
      url: "https://en.wikipedia.org/wiki/Python_(programming_language)",
    });
    expect(reference.recommendations.join(" ")).not.toMatch(/shoppers|Shop Online/);
  });

  test("no page-type tip where the snippet already has what its type needs", () => {
    const r = auditSeo({
      title: "Ergonomic Office Chairs for Back Pain | 5-Year Warranty",
      description:
        "Adjustable ergonomic office chairs with lumbar support, breathable mesh and a 5-year warranty. Free delivery and 30-day returns. Find your chair today.",
    });
    expect(r.recommendations.join(" ")).not.toMatch(/Product page:|reason to choose/);
    expect(r.recommendations).toHaveLength(1);
    expect(r.recommendations[0]).toMatch(/^Everything checks out for "Office Chairs"/);
  });

  test("the hook tip quotes a fact the page states instead of a stock example", () => {
    const r = auditSeo({
      title: "Bookkeeping for Small Businesses | Ledgerly",
      description:
        "Monthly bookkeeping, VAT returns and payroll for UK small businesses, done in Xero by certified advisors. Fixed fee from £95 a month.",
      url: "https://ledgerly.co.uk/bookkeeping",
    });
    expect(r.recommendations).toContain(
      'Give the title a reason to click with a fact you already state: "Fixed fee from £95 a month".',
    );
  });
});

describe("judgements that were too quick", () => {
  test("a description on the title's topic in other words is no mismatch ('dentistry' and 'dentists')", () => {
    const r = auditSeo({
      title: "Cosmetic dentistry in York | BrightSmile",
      description:
        "Whitening, veneers and invisible braces from GDC registered dentists, with evening appointments. Book a free consultation online.",
      url: "https://brightsmile.co.uk/cosmetic-dentistry-york",
    });
    expect(r.metrics.criticalIssues).toEqual([]);
  });

  test("the inferred keyphrase is a phrase, not one broad word ('wool' for 'wool felt slippers'), and keeps a model token ('4K')", () => {
    const linen = auditSeo({
      title: "Linen bed sheets",
      description: "stonewashed linen from Lithuania, in 4 sizes and 6 colours.",
    });
    expect(String(linen.metrics.focusKeyword).split(" ").length).toBeGreaterThan(1);
    expect(
      auditSeo({ title: "Best 5G phones 2026", description: "we compared 12 phones under £400 for battery, camera and speed." })
        .metrics.focusKeyword,
    ).toBe("5G phones");
  });

  test("the figure of 'Free for up to 3 users' stays with 'Free'; the criteria of a test are not the product's features", () => {
    const saas = auditSeo({
      title: "Timesheet app for contractors",
      description: "Track hours on your phone, approve timesheets and export to Xero. Free for up to 3 users.",
    });
    expect(saas.metrics.suggestedTitle ?? "").not.toMatch(/– Up to 3 Users/);
    const review = auditSeo({
      title: "Best robot vacuums 2026",
      description: "we tested 11 robot vacuums for suction, noise and battery life. our favourite costs £299.",
    });
    expect(review.metrics.suggestedTitle ?? "").not.toMatch(/Noise|Battery Life/);
  });

  test("a service's page gets no article tip; a British word is not a name ('grey', never 'Grey'); a sentence-case title's first capital is not a name", () => {
    const saas = auditSeo({
      title: "Invoicing software for freelancers",
      description: "Send invoices in a minute, chase late payments automatically and get paid by card. Free 30-day trial.",
    });
    expect(saas.recommendations.join(" ")).not.toMatch(/Promise the reader/);
    const scarf = auditSeo({
      title: "Cashmere scarf",
      description: "made in Scotland from pure cashmere, in grey, navy or camel. ships in 2 days with free delivery",
    });
    const d = scarf.metrics.suggestedDescription ?? "";
    expect(d).toContain("in grey, navy or camel.");
    expect(d).not.toMatch(/Shop Cashmere|Shop the Cashmere/);
  });
});

describe("a critical flag only where the snippet is plainly about something else", () => {
  test("a how-to's steps and a review's findings share no word with the title and are still on topic", () => {
    for (const p of [
      {
        title: "How to repot an orchid",
        description:
          "Ease the roots out, trim the dead ones and settle them in fresh bark. Water after a week. Takes 15 minutes.",
      },
      {
        title: "Best hiking backpacks 2026",
        description: "we carried 10 packs over 200 miles of fells and moorland. our favourite weighs 1.2 kg and costs £120.",
      },
    ])
      expect(auditSeo(p).metrics.criticalIssues).not.toContain("mismatch");
  });

  test("a description about a topic of its own, named twice, still fails ('loans' under a cake recipe)", () => {
    const r = auditSeo({
      title: "Lemon Drizzle Cake Recipe – Easy and Moist",
      description:
        "Compare personal loans from 30 lenders in minutes. Loans from £1,000 with a quick decision. Apply online today.",
    });
    expect(r.metrics.criticalIssues).toContain("mismatch");
  });

  test("the keyphrase in another form of its words counts in the title and the URL, and the suggested URL says each word once", () => {
    const r = auditSeo({
      title: "Solicitors for Landlords | LetLaw",
      description:
        "Evictions, tenancy agreements and deposit disputes for UK landlords. Fixed fees from £250. Call 020 7946 0000.",
      url: "https://letlaw.co.uk/Landlord_Solicitors",
      focusKeyphrase: "solicitor for landlords",
    });
    expect(r.checks!.find((c) => c.id === "title-keyword")!.passed).toBe(true);
    expect(r.metrics.keywordPositionInTitle).toBe(0);
    expect(r.checks!.find((c) => c.id === "url-keyword")!.passed).toBe(true);
    const url = r.recommendations.find((x) => x.startsWith("Suggested URL"))!;
    expect(url).toContain("https://letlaw.co.uk/solicitor-landlords ");
  });
});

test("one piece of advice per gap: a description without the keyphrase is told once, not twice", () => {
  const r = auditSeo({
    title: "Beginner guide to kombucha brewing",
    description:
      "brew your first batch from tea, sugar and a scoby in 10 days. what to buy, how to flavour it and when to bottle.",
  });
  const asks = r.recommendations.filter((x) => /"kombucha brewing"[^.]*description/.test(x));
  expect(asks).toHaveLength(1);
});
