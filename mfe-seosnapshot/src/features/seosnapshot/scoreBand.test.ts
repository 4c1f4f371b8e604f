import { theme } from "@seo/ui/theme";
import { DESCRIPTION_LENGTH_CHARS, TITLE_WIDTH_PX } from "@seo/seosnapshot-contract";
import { descriptionVerdict, GUIDES, guideHint, lengthStatus, scoreBand, titleVerdict, toneText } from "./scoreBand";

describe("the ranges the form shows", () => {
  it("are the audit's: a description of 120-156 characters, a title of about 50-60", () => {
    expect(GUIDES.description).toBe(DESCRIPTION_LENGTH_CHARS);
    expect(guideHint(GUIDES.description)).toBe("Aim for 120-156 characters");
    expect(guideHint(GUIDES.title)).toBe("Aim for 50-60 characters");
  });
});

describe("length verdicts", () => {
  it("call a 132-character description Optimal in the success tone, as the audit passes it", () => {
    expect(descriptionVerdict({ descriptionLength: 132, descriptionOptimal: true })).toEqual({
      label: "Optimal",
      tone: "success",
    });
    expect(lengthStatus(132, GUIDES.description)).toEqual({ label: "Optimal", tone: "success" });
  });

  it("agree with the audit at the range's edges", () => {
    const { min, max } = DESCRIPTION_LENGTH_CHARS;
    expect(lengthStatus(min - 1, GUIDES.description).label).toBe("Too short");
    expect(lengthStatus(min, GUIDES.description).label).toBe("Optimal");
    expect(lengthStatus(max, GUIDES.description).label).toBe("Optimal");
    expect(lengthStatus(max + 1, GUIDES.description).label).toBe("Too long");
    expect(descriptionVerdict({ descriptionLength: 90, descriptionOptimal: false })).toEqual({
      label: "Too short",
      tone: "warning",
    });
    expect(descriptionVerdict({ descriptionLength: 170, descriptionOptimal: false })).toEqual({
      label: "Too long",
      tone: "danger",
    });
    expect(descriptionVerdict({ descriptionLength: 0, descriptionOptimal: false })).toEqual({ label: "Empty", tone: "danger" });
  });

  it("judge a title by the width the audit measured, when it sent one", () => {
    expect(titleVerdict({ titleLength: 75, titleOptimal: false, titlePixelWidth: TITLE_WIDTH_PX.max + 90 }).label).toBe(
      "Too long",
    );
    expect(titleVerdict({ titleLength: 58, titleOptimal: false, titlePixelWidth: 380 }).label).toBe("Too short");
    expect(titleVerdict({ titleLength: 64, titleOptimal: true, titlePixelWidth: 590 })).toEqual({
      label: "Optimal",
      tone: "success",
    });
    expect(titleVerdict({ titleLength: 21, titleOptimal: false })).toEqual({ label: "Too short", tone: "warning" });
  });
});

describe("tones", () => {
  /** WCAG 2 contrast ratio of two #rrggbb colours. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it.each(["success", "warning", "danger"] as const)(
    "%s text reads at 4.5:1 or more on white and on its soft background",
    (tone) => {
      const text = theme.colors[toneText(tone)];
      expect(contrast(text, theme.colors.white)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, theme.colors[`${tone}Soft`])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("give each score band its words as well as its colour", () => {
    expect([90, 70, 40].map(scoreBand)).toEqual([
      { label: "Excellent", tone: "success" },
      { label: "Good", tone: "warning" },
      { label: "Need Improvement", tone: "danger" },
    ]);
  });
});
