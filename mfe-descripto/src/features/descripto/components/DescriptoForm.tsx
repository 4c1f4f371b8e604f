// Descripto's form, on its page and in its workflow step: the contract's request schema validates it
// (on change, so a cleared field says so at once), and both screens show the same fields. The page
// adds the keyword packs; the step pairs fields in its wider card and says which were auto-filled.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { descriptoRequestSchema, TARGET_AUDIENCES, TONES, type DescriptoRequest, type Tone } from "@seo/descripto-contract";
import { SelectField, TextAreaField, TextField } from "@seo/ui/FormField";
import { registeredField } from "@seo/ui/registeredField";
import { ToolForm, type ToolFormProps, type ToolScreen } from "@seo/ui/ToolForm";
import { ScreenFieldPair } from "@seo/ui/ScreenFieldPair";
import { addKeywords } from "../keywordField";
import { KeywordPacks } from "./KeywordPacks";

export type DescriptoValues = z.output<typeof descriptoRequestSchema>;

export const TONE_LABELS: Record<Tone, string> = {
  professional: "Professional",
  casual: "Casual",
  enthusiastic: "Enthusiastic",
  luxury: "Luxury",
  technical: "Technical",
};

// Each screen keeps its own examples: the page sells shoes, the workflow's sample project a yoga mat.
const COPY: Record<
  ToolScreen,
  {
    product?: string;
    features: string;
    featuresHint: string;
    audience?: string;
    keywords?: string;
    keywordsHint: (autoFilled: string | null) => string;
  }
> = {
  page: {
    product: "e.g. AeroFit Running Shoes",
    features: "Breathable mesh upper\nCarbon plate for energy return\n240 g",
    featuresHint: "One feature per line or comma separated.",
    audience: "e.g. Busy professionals",
    keywords: "comma, separated, keywords",
    keywordsHint: () => "Optional. Or pick from a keyword pack:",
  },
  workflow: {
    product: "e.g., ZenGrip Eco Yoga Mat",
    features: "Non-slip natural rubber\n6 mm cushioning\nFree carry strap",
    featuresHint: "One per line works best",
    keywordsHint: (autoFilled) => (autoFilled ? `${autoFilled}, comma separated` : "Comma separated"),
  },
};

export interface DescriptoFormProps extends ToolFormProps<DescriptoRequest, DescriptoValues> {
  /** The step the workflow filled the audience and keywords from ("TrendSpy"), said under them. */
  autoFilledFrom?: string | null;
}

export function DescriptoForm({ screen, defaultValues, onSubmit, autoFilledFrom = null, ...submit }: DescriptoFormProps) {
  const form = useForm<DescriptoRequest, unknown, DescriptoValues>({
    resolver: zodResolver(descriptoRequestSchema),
    mode: "onChange",
    defaultValues: { productName: "", keyFeatures: "", targetAudience: "", tone: "professional", keywords: "", ...defaultValues },
  });
  const addToKeywords = (keywords: readonly string[]) =>
    form.setValue("keywords", addKeywords(form.getValues("keywords") ?? "", keywords), {
      shouldValidate: true,
      shouldDirty: true,
    });

  const copy = COPY[screen];
  const autoFilled = autoFilledFrom ? `Auto-filled from ${autoFilledFrom}` : null;
  return (
    <ToolForm label="Product description" onSubmit={form.handleSubmit(onSubmit)} {...submit}>
      <ScreenFieldPair screen={screen}>
        <TextField
          id="descripto-product"
          label="Product Name"
          placeholder={copy.product}
          {...registeredField(form, "productName")}
        />
        <TextField
          id="descripto-audience"
          label="Target Audience"
          list="descripto-audiences"
          placeholder={copy.audience}
          hint={autoFilled}
          {...registeredField(form, "targetAudience")}
        />
      </ScreenFieldPair>
      <datalist id="descripto-audiences">
        {TARGET_AUDIENCES.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <TextAreaField
        id="descripto-features"
        label="Key Features"
        rows={4}
        placeholder={copy.features}
        hint={copy.featuresHint}
        {...registeredField(form, "keyFeatures")}
      />
      <ScreenFieldPair screen={screen}>
        <TextField
          id="descripto-keywords"
          label="SEO Keywords"
          placeholder={copy.keywords}
          hint={copy.keywordsHint(autoFilled)}
          {...registeredField(form, "keywords")}
        />
        {screen === "page" && <KeywordPacks onAdd={addToKeywords} />}
        <SelectField id="descripto-tone" label="Writing Tone" options={TONES} labels={TONE_LABELS} {...form.register("tone")} />
      </ScreenFieldPair>
    </ToolForm>
  );
}
