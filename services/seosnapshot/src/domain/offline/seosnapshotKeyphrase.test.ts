// The focus keyphrase as Yoast checks it: given (as typed) or inferred (and said so).
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { auditSeo } from "./seosnapshot";

const check = (r: ReturnType<typeof auditSeo>, id: string) => r.checks!.find((c) => c.id === id)!;

const TITLE = "Grip Socks for Yoga and Pilates | Non-Slip Silicone Dots";
const DESCRIPTION =
  "Non-slip grip socks with silicone dots for yoga, pilates and barre. Machine washable, sizes S-L, free returns within 30 days. Shop grip socks.";

describe("focus keyphrase", () => {
  test("the request takes an optional keyphrase: trimmed, at most 100 characters, empty is none", () => {
    const base = { title: TITLE, description: DESCRIPTION };
    expect(seosnapshotRequestSchema.parse({ ...base, focusKeyphrase: "  grip socks " }).focusKeyphrase).toBe("grip socks");
    expect(seosnapshotRequestSchema.parse({ ...base, focusKeyphrase: "" }).focusKeyphrase).toBeUndefined();
    expect(seosnapshotRequestSchema.parse(base).focusKeyphrase).toBeUndefined();
    expect(seosnapshotRequestSchema.safeParse({ ...base, focusKeyphrase: "x".repeat(101) }).success).toBe(false);
  });

  test("a given keyphrase is audited as typed: at the start of the title, in the description, of 1-4 content words", () => {
    const r = auditSeo({ title: TITLE, description: DESCRIPTION, focusKeyphrase: "Grip socks" });
    expect(r.metrics).toMatchObject({ focusKeyword: "Grip socks", focusKeywordInferred: false, keywordPositionInTitle: 0 });
    expect(r.result).toContain('Focus keyphrase: "Grip socks"');
    for (const id of ["title-keyword", "title-keyword-position", "keyphrase-length", "description-keyword"])
      expect(check(r, id).passed).toBe(true);
  });

  test("missing from the title fails, its words in another order cost a little, in the first half too; a long keyphrase and one repeated in the description are flagged", () => {
    const missing = auditSeo({ title: TITLE, description: DESCRIPTION, focusKeyphrase: "pilates leggings" });
    expect(check(missing, "title-keyword")).toMatchObject({ passed: false, pointsLost: 15 });
    // Yoast reads word forms: the words of the keyphrase in another order count in part in the
    // title, and in full in one sentence of the description.
    const scattered = auditSeo({ title: TITLE, description: DESCRIPTION, focusKeyphrase: "yoga socks" });
    expect(check(scattered, "title-keyword")).toMatchObject({ passed: false, pointsLost: 5 });
    expect(check(scattered, "title-keyword").message).toMatch(/not as one phrase/);
    expect(check(scattered, "description-keyword")).toMatchObject({ passed: true });
    expect(scattered.recommendations.join(" ")).toMatch(/Use "yoga socks" as one phrase in the title if it reads well/);
    const early = auditSeo({ title: TITLE, description: DESCRIPTION, focusKeyphrase: "yoga" });
    expect(check(early, "title-keyword-position")).toMatchObject({ passed: false, pointsLost: 3 });
    expect(check(early, "title-keyword-position").message).toMatch(/first half/);
    const long = auditSeo({ title: TITLE, description: DESCRIPTION, focusKeyphrase: "best non slip grip socks for hot yoga" });
    expect(check(long, "keyphrase-length").passed).toBe(false);
    expect(check(long, "keyphrase-length").message).toMatch(/7 content words/);
    const repeated = auditSeo({
      title: TITLE,
      description: "Grip socks for yoga. Our grip socks have silicone dots, and grip socks wash well. Shop grip socks today.",
      focusKeyphrase: "grip socks",
    });
    expect(check(repeated, "description-keyword")).toMatchObject({ passed: false, pointsLost: 8 });
    expect(check(repeated, "description-keyword").message).toMatch(/4 times; once or twice/);
  });

  test("without one, the audit infers it, says 'Focus keyphrase (inferred)', judges no position and never asks for a missing field", () => {
    const r = auditSeo({ title: "plumber manchester | 24/7 emergency callouts", description: DESCRIPTION });
    expect(r.metrics.focusKeywordInferred).toBe(true);
    expect(r.result).toMatch(
      /^Focus keyphrase \(inferred\): "[^"]+" \(from the title; to audit the phrase you target, type it in the Focus keyphrase field\)/m,
    );
    expect(check(r, "title-keyword-position").passed).toBe(true);
    expect(r.checks!.some((c) => c.id === "keyphrase-length")).toBe(false);
    expect(`${r.result}\n${r.recommendations.join("\n")}`).not.toMatch(/enter your target keyword/i);
  });

  test("the inferred keyphrase keeps the title's capitals ('USB-C hub', never 'Usb-c hub')", () => {
    const r = auditSeo({
      title: "USB-C hub 7 in 1",
      description: "7-in-1 USB-C hub, supports 4K@60Hz HDMI, works with MacBook Pro and iPad Pro. 100W pass through charging",
    });
    expect(r.metrics.focusKeyword).toBe("USB-C hub");
    expect(JSON.stringify(r)).not.toMatch(/Usb-c/);
  });

  test("a given keyphrase the title lacks leads the suggested title when it fits, in the user's capitals", () => {
    const r = auditSeo({ title: "Yoga and Pilates Essentials", description: DESCRIPTION, focusKeyphrase: "grip socks" });
    expect(r.metrics.suggestedTitle).toMatch(/^Grip Socks[:–] Yoga and Pilates Essentials/);
    const typed = auditSeo({ title: "Yoga and Pilates Essentials", description: DESCRIPTION, focusKeyphrase: "ToeGrip socks" });
    expect(typed.metrics.suggestedTitle).toMatch(/^ToeGrip Socks/);
    // Not at the price of a word said twice ("Grip Socks: Socks for Yoga"): then the advice says where it goes.
    const twice = auditSeo({ title: "Socks for Yoga and Pilates", description: DESCRIPTION, focusKeyphrase: "grip socks" });
    expect(twice.metrics.suggestedTitle ?? "").not.toMatch(/^Grip Socks/);
    expect(twice.recommendations.some((x) => /^Put "grip socks" in the title/.test(x))).toBe(true);
  });
});
