import { planBenefits, pricingFeatures } from "./planOffers";
import { planExportFormats, planHasWorkflow, workflowPlans } from "./planRules";

describe("what each plan includes, from the plan rules", () => {
  it("gives the workflow to pro, all and admin only", () => {
    expect(workflowPlans()).toEqual(["pro", "all", "admin"]);
    expect(["starter", "single", null].map((p) => planHasWorkflow(p))).toEqual([false, false, false]);
  });

  it("gives Starter copy and TXT, and the paying plans every format", () => {
    expect(planExportFormats("starter")).toEqual(["copy", "txt"]);
    expect(planExportFormats("pro")).toEqual(["copy", "txt", "csv", "pdf"]);
  });

  it("describes Starter and Pro on the pricing cards", () => {
    expect(pricingFeatures("starter")).toEqual([
      { label: "All four SEO tools", included: true },
      { label: "5 generations per week (20 per month)", included: true },
      { label: "TXT export", included: true },
      { label: "Guided SEO workflow", included: false },
      { label: "CSV and PDF export", included: false },
    ]);
    expect(pricingFeatures("pro").map((f) => [f.label, f.included])).toEqual([
      ["All four SEO tools", true],
      ["Unlimited generations", true],
      ["Guided SEO workflow projects", true],
      ["TXT, CSV and PDF export", true],
      ["Priority support", true],
    ]);
  });

  it("lists the benefits of the plan in force on the dashboard", () => {
    expect(planBenefits("starter")).toEqual([
      "5 generations per week (20 per month)",
      "All four SEO tools",
      "TXT export",
      "Email support",
    ]);
    expect(planBenefits("pro")).toEqual([
      "Unlimited generations",
      "All four SEO tools",
      "Guided SEO workflow projects",
      "TXT, CSV and PDF export",
      "Priority support",
    ]);
    const everything = [
      "Every tool unlocked",
      "Guided SEO workflow projects",
      "TXT, CSV and PDF export",
      "Tool hand-offs between steps",
    ];
    expect(planBenefits("all")).toEqual(everything);
    expect(planBenefits("admin")).toEqual(everything);
    expect(planBenefits("single")).toEqual(["Your selected tool", "Copy and export of results"]);
    expect(planBenefits(null)).toEqual([
      "Choose Starter or Pro to unlock the tools",
      "3-day free trial, no credit card",
      "30-day money-back guarantee",
    ]);
  });
});
