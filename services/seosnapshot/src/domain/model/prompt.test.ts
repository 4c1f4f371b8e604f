import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { auditSeo } from "../offline/seosnapshot";
import { seosnapshotPrompt } from "./prompt";

const base = { title: "Grip Socks for Yoga and Pilates", description: "Non-slip socks with silicone dots. Sizes S-L." };

describe("SeoSnapshot's model prompt", () => {
  test("passes the focus keyphrase the user typed, as typed", () => {
    const input = seosnapshotRequestSchema.parse({ ...base, focusKeyphrase: " ToeGrip socks " });
    const prompt = seosnapshotPrompt(input, auditSeo(input));
    expect(prompt.user).toContain("Focus keyphrase (given by the user, keep its capitals): ToeGrip socks");
  });

  test("without one, gives the inferred keyphrase and asks the model to say so, never to ask for a missing field", () => {
    const input = seosnapshotRequestSchema.parse(base);
    const prompt = seosnapshotPrompt(input, auditSeo(input));
    expect(prompt.user).toMatch(
      /Focus keyphrase: none given; inferred from the title: "[^"]+"\. Say "Focus keyphrase \(inferred\)/,
    );
    expect(prompt.user).toMatch(/never ask for a target keyword/);
  });

  test("asks for typos as a hint and for rewrites without stock tails, in the client's capitals", () => {
    const prompt = seosnapshotPrompt(seosnapshotRequestSchema.parse(base), undefined);
    expect(prompt.system).not.toMatch(/text in capitals, spelling mistakes/);
    expect(prompt.system).toMatch(/likely typo is a low-severity hint/);
    expect(prompt.system).toMatch(/'Order yours today\.', 'Shop the Range Online'/);
    expect(prompt.system).toMatch(/user's capitals/);
  });
});
