// How a person fills each tool's form in the browser, what they click, and where its result shows:
// shared by the tool suite and the newcomer suite. A tool in the registry without an entry here
// fails the newcomer suite, so a new tool cannot skip its first-start check.
import type { Locator, Page } from "playwright-core";

export interface ToolForm {
  fill(page: Page): Promise<void>;
  /** The label of the button that generates. */
  submit: string;
  /** Waits for the result and returns where it shows. */
  result(page: Page): Promise<Locator>;
}

export const TOOLS = {
  descripto: {
    async fill(page: Page) {
      await page.getByLabel("Product Name", { exact: true }).fill("AeroFit Trail Running Shoes");
      await page
        .getByLabel("Key Features", { exact: true })
        .fill("Breathable mesh upper\nCarbon plate for energy return\nGrippy lugged outsole");
      await page.getByLabel("Target Audience", { exact: true }).fill("Trail runners");
      await page.getByLabel("Writing Tone", { exact: true }).selectOption("enthusiastic");
      await page.getByRole("button", { name: "Add keyword free shipping" }).click();
      await page.getByRole("button", { name: "Add all E-commerce keywords" }).click();
    },
    submit: "Generate Description",
    async result(page: Page) {
      await page.getByTestId("description-result").waitFor();
      return page.getByTestId("description-result");
    },
  },
  hookgenie: {
    async fill(page: Page) {
      await page
        .getByLabel("Topic/Product", { exact: true })
        .fill("Meal prep for busy parents who want healthy dinners without the weeknight stress");
      await page.getByLabel("Content Type", { exact: true }).selectOption("title");
      await page.getByLabel("Style", { exact: true }).selectOption("benefit_driven");
    },
    submit: "Generate Headlines",
    async result(page: Page) {
      await page.getByTestId("headline").first().waitFor();
      return page.getByRole("list", { name: "Ranked headlines" });
    },
  },
  trendspy: {
    async fill(page: Page) {
      await page.getByLabel("Target Niche", { exact: true }).fill("home coffee roasting equipment for beginners");
      await page.getByLabel("Category (Optional)", { exact: true }).selectOption("Food & Recipes");
    },
    submit: "Analyze Trends",
    async result(page: Page) {
      await page.getByTestId("keyword-card").first().waitFor();
      return page.getByTestId("trend-analysis");
    },
  },
  seosnapshot: {
    async fill(page: Page) {
      await page
        .getByLabel("Page Title", { exact: true })
        .fill("Handmade Leather Wallets for Men | Slim RFID Bifold Gifts That Last a Lifetime");
      await page
        .getByLabel("Meta Description", { exact: true })
        .fill(
          "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather. Free engraving and free shipping on every order today, plus a lifetime guarantee.",
        );
      await page
        .getByLabel("Website URL (Optional)", { exact: true })
        .fill("https://www.example.com/mens-leather-wallets/slim-rfid-bifold");
    },
    submit: "Audit SEO",
    async result(page: Page) {
      await page.getByTestId("overall-score").waitFor();
      return page.getByLabel("SEO score");
    },
  },
} as const satisfies Record<string, ToolForm>;

/** On the tool's page (from idle), fills its form as TOOLS says and generates; where the result shows. */
export async function generateWith(page: Page, baseUrl: string, tool: keyof typeof TOOLS): Promise<Locator> {
  await page.goto(`${baseUrl}/${tool}`);
  await page.getByTestId("idle-state").waitFor();
  await TOOLS[tool].fill(page);
  await page.getByRole("button", { name: TOOLS[tool].submit, exact: true }).click();
  return TOOLS[tool].result(page);
}
