import { FACTS_ONLY_RULE, SEO_COPYWRITER_PERSONA } from "./promptParts";

it("every copywriting prompt keeps the user's facts, all of them, as typed, and never stuffs keywords", () => {
  expect(SEO_COPYWRITER_PERSONA).toContain(FACTS_ONLY_RULE);
  expect(FACTS_ONLY_RULE).toMatch(/every name, number, offer, place and date exactly as the user wrote them/);
  expect(FACTS_ONLY_RULE).toMatch(/never stuff keywords/);
});
