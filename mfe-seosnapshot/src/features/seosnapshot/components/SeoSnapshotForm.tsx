// SeoSnapshot's form, on its page and in its workflow step, validated by the contract's request
// schema (an empty URL or focus keyphrase is none). Title and description count their length live,
// as the audit counts it, against the ranges the audit passes (scoreBand.ts's GUIDES, the contract's).
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import styled from "styled-components";
import type { z } from "zod";
import { seosnapshotRequestSchema, type SeosnapshotRequest } from "@seo/seosnapshot-contract";
import { displayLength } from "@seo/contracts/graphemes";
import { TextAreaField, TextField } from "@seo/ui/FormField";
import { registeredField } from "@seo/ui/registeredField";
import { ToolForm, type ToolFormProps, type ToolScreen } from "@seo/ui/ToolForm";
import { GUIDES, guideHint, lengthStatus } from "../scoreBand";

export type SeoSnapshotValues = z.output<typeof seosnapshotRequestSchema>;

// The page's hints end with a full stop and it shows an example for every field; the workflow's
// fields come prefilled, so only the URL has one.
const COPY: Record<ToolScreen, { stop: string; title?: string; description?: string; keyphrase?: string; url: string }> = {
  page: {
    stop: ".",
    title: "e.g. Organic Cotton T-Shirts for Kids | GreenThreads",
    description: "Summarise the page with its main keyword, a benefit and a call to action.",
    keyphrase: "e.g. organic kids t-shirts",
    url: "https://www.example.com/page",
  },
  workflow: { stop: "", url: "https://example.com/product" },
};

const KEYPHRASE_LABEL = "Focus keyphrase (optional)";
const KEYPHRASE_HINT = "The search phrase this page should rank for; left empty, the audit infers one from the title";

const Counter = styled.span<{ $tone: "success" | "warning" | "danger" }>`
  margin-left: auto;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: 700;
  color: ${({ theme, $tone }) => theme.colors[`${$tone}Text`]};
`;

function LengthCounter({ value, guide, testId }: { value: string; guide: { min: number; max: number }; testId: string }) {
  // Counted as the audit counts (graphemes of the text a search result shows), so the two agree.
  const length = displayLength(value);
  const status = lengthStatus(length, guide);
  return (
    <Counter $tone={length === 0 ? "warning" : status.tone} data-testid={testId} aria-live="polite">
      {length}/{guide.max}
    </Counter>
  );
}

export function SeoSnapshotForm({
  screen,
  defaultValues,
  onSubmit,
  ...submit
}: ToolFormProps<SeosnapshotRequest, SeoSnapshotValues>) {
  const form = useForm<SeosnapshotRequest, unknown, SeoSnapshotValues>({
    resolver: zodResolver(seosnapshotRequestSchema),
    defaultValues: { title: "", description: "", focusKeyphrase: "", url: "", ...defaultValues },
  });
  const [title = "", description = ""] = useWatch({ control: form.control, name: ["title", "description"] });
  const copy = COPY[screen];
  // The title and the description say the audit's range and count their length against it.
  const counted = (name: keyof typeof GUIDES, value: string) => ({
    hint: guideHint(GUIDES[name]) + copy.stop,
    aside: <LengthCounter value={value} guide={GUIDES[name]} testId={`${name}-counter`} />,
    ...registeredField(form, name),
  });
  return (
    <ToolForm label="SEO audit" onSubmit={form.handleSubmit(onSubmit)} {...submit}>
      <TextField id="seosnapshot-title" label="Page Title" placeholder={copy.title} {...counted("title", title)} />
      <TextAreaField
        id="seosnapshot-description"
        label="Meta Description"
        rows={4}
        placeholder={copy.description}
        {...counted("description", description)}
      />
      <TextField
        id="seosnapshot-focus-keyphrase"
        label={KEYPHRASE_LABEL}
        placeholder={copy.keyphrase}
        hint={KEYPHRASE_HINT + copy.stop}
        autoComplete="off"
        {...registeredField(form, "focusKeyphrase")}
      />
      <TextField
        id="seosnapshot-url"
        label="Website URL (Optional)"
        type="url"
        inputMode="url"
        placeholder={copy.url}
        {...registeredField(form, "url")}
      />
    </ToolForm>
  );
}
