import { PLAN_NAMES } from "@seo/contracts/plans";
import { pricingFeatures } from "@seo/registry/planOffers";
import { buildCatalogue } from "./catalogue";

const config = {
  amounts: { starter: 19, pro: 39, single: 9, all: 29 },
  prices: { starter: undefined, pro: undefined, single: undefined, all: undefined },
};

describe("the plan catalogue", () => {
  it("says what the pricing cards say: the plans' names and Starter's and Pro's lists", () => {
    const plans = buildCatalogue(config, "test").plans;
    expect(plans.map((p) => [p.id, p.name, p.price])).toEqual([
      ["starter", PLAN_NAMES.starter, 19],
      ["pro", PLAN_NAMES.pro, 39],
      ["single", PLAN_NAMES.single, 9],
      ["all", PLAN_NAMES.all, 29],
    ]);
    expect(plans[0]!.features).toEqual(pricingFeatures("starter"));
    expect(plans[0]!.features).toContainEqual({ label: "TXT export", included: true });
    expect(plans[1]!.features).toEqual(pricingFeatures("pro"));
  });

  it("offers the trial with Pro only and asks for a tool with Single Tool only", () => {
    const plans = buildCatalogue(config, "test").plans;
    expect(plans.filter((p) => p.trial).map((p) => p.id)).toEqual(["pro"]);
    expect(plans.filter((p) => p.needsTool).map((p) => p.id)).toEqual(["single"]);
  });
});
