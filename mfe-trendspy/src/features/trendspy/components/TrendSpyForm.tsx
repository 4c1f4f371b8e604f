// TrendSpy's form, on its page and in its workflow step, validated by the contract's request schema
// (an empty category is no category). The page adds the category packs under the button.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { CATEGORIES, MARKETS, trendspyRequestSchema, type TrendspyRequest } from "@seo/trendspy-contract";
import { SelectField, TextField } from "@seo/ui/FormField";
import { registeredField } from "@seo/ui/registeredField";
import { ToolForm, type ToolFormProps, type ToolScreen } from "@seo/ui/ToolForm";
import { ScreenFieldPair } from "@seo/ui/ScreenFieldPair";
import { CategoryPacks } from "./CategoryPacks";

export type TrendSpyValues = z.output<typeof trendspyRequestSchema>;

const NICHE_EXAMPLE: Record<ToolScreen, string> = {
  page: "e.g. home coffee roasting",
  workflow: "e.g., sustainable yoga mats",
};

/** A saved category the form can show, else none. */
export const asCategory = (value: string | undefined): TrendspyRequest["category"] =>
  (CATEGORIES as readonly string[]).includes(value ?? "") ? (value as TrendspyRequest["category"]) : "";

const MARKET_CODES = MARKETS.map((m) => String(m.locationCode));
const MARKET_LABELS = Object.fromEntries(MARKETS.map((m) => [String(m.locationCode), `${m.location} · ${m.language}`]));

export function TrendSpyForm({ screen, defaultValues, onSubmit, ...submit }: ToolFormProps<TrendspyRequest, TrendSpyValues>) {
  const form = useForm<TrendspyRequest, unknown, TrendSpyValues>({
    resolver: zodResolver(trendspyRequestSchema),
    defaultValues: { niche: "", category: "", ...defaultValues },
  });
  const usePack = (category: string, niche: string) => {
    form.setValue("category", asCategory(category));
    form.setValue("niche", niche, { shouldValidate: form.formState.isSubmitted });
  };
  return (
    <ToolForm
      label="Trend research"
      onSubmit={form.handleSubmit(onSubmit)}
      footer={screen === "page" ? <CategoryPacks onPick={usePack} /> : null}
      {...submit}
    >
      <ScreenFieldPair screen={screen}>
        <TextField
          id="trendspy-niche"
          label="Target Niche"
          placeholder={NICHE_EXAMPLE[screen]}
          {...registeredField(form, "niche")}
        />
        <SelectField
          id="trendspy-category"
          label="Category (Optional)"
          options={CATEGORIES}
          empty="Any category"
          {...form.register("category")}
        />
      </ScreenFieldPair>
      <SelectField
        id="trendspy-market"
        label="Market (for keyword data)"
        hint="Location and language of search volumes when a keyword-data provider is connected; estimates ignore it."
        options={MARKET_CODES}
        labels={MARKET_LABELS}
        empty="United Kingdom · English (default)"
        {...form.register("locationCode")}
      />
    </ToolForm>
  );
}
