// HookGenie's form, on its page and in its workflow step, validated by the contract's request schema.
// The two screens offer different sets of types and styles: the page the union the server accepts
// (default style professional), the workflow the schema's set (default compelling); each keeps the
// option names its users know.
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  CONTENT_TYPES,
  HOOK_LIMITS,
  HOOK_STYLES,
  HOOK_TYPES,
  STYLES,
  hookgenieRequestSchema,
  type HookStyle,
  type HookType,
  type HookgenieRequest,
} from "@seo/hookgenie-contract";
import { SelectField, TextField } from "@seo/ui/FormField";
import { registeredField } from "@seo/ui/registeredField";
import { ToolForm, type ToolFormProps, type ToolScreen } from "@seo/ui/ToolForm";
import { ScreenFieldPair } from "@seo/ui/ScreenFieldPair";
import { STYLE_LABELS, TYPE_LABELS } from "../headlines";

export type HookGenieValues = z.output<typeof hookgenieRequestSchema>;

const SCREENS: Record<
  ToolScreen,
  {
    types: readonly HookType[];
    typeLabels: Partial<Record<HookType, string>>;
    styles: readonly HookStyle[];
    styleLabels: Partial<Record<HookStyle, string>>;
    topicPlaceholder?: string;
    topicHint?: string;
    /** Says the chosen channel's length limit under the type. */
    limitHint: boolean;
  }
> = {
  page: {
    types: HOOK_TYPES,
    typeLabels: TYPE_LABELS,
    styles: HOOK_STYLES,
    styleLabels: STYLE_LABELS,
    topicPlaceholder: "e.g. Meal prep for busy parents",
    limitHint: true,
  },
  workflow: {
    types: CONTENT_TYPES,
    typeLabels: { headline: "Headline", subject_line: "Subject Line", social_media: "Social Media", ad_copy: "Ad Copy" },
    styles: STYLES,
    styleLabels: {
      compelling: "Compelling",
      urgent: "Urgent",
      curious: "Curious",
      benefit_driven: "Benefit Driven",
      emotional: "Emotional",
    },
    topicHint: "Prefilled from your description",
    limitHint: false,
  },
};

/** The screen's own value, or its first choice (saved data may hold the other screen's set). */
export function screenChoice<T extends string>(choices: readonly T[], value: string | undefined, fallback: T): T {
  return (choices as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

export const hookGenieChoices = (screen: ToolScreen) => SCREENS[screen];

export function HookGenieForm({ screen, defaultValues, onSubmit, ...submit }: ToolFormProps<HookgenieRequest, HookGenieValues>) {
  const form = useForm<HookgenieRequest, unknown, HookGenieValues>({
    resolver: zodResolver(hookgenieRequestSchema),
    defaultValues: { topic: "", type: "headline", style: "professional", ...defaultValues },
  });
  const type = (useWatch({ control: form.control, name: "type" }) ?? "headline") as HookType;
  const choices = SCREENS[screen];
  return (
    <ToolForm label="Headline generator" onSubmit={form.handleSubmit(onSubmit)} {...submit}>
      <TextField
        id="hookgenie-topic"
        label="Topic/Product"
        placeholder={choices.topicPlaceholder}
        hint={choices.topicHint}
        {...registeredField(form, "topic")}
      />
      <ScreenFieldPair screen={screen}>
        <SelectField
          id="hookgenie-type"
          label="Content Type"
          options={choices.types}
          labels={choices.typeLabels}
          hint={choices.limitHint ? `Up to ${HOOK_LIMITS[type]} characters for this channel.` : undefined}
          {...form.register("type")}
        />
        <SelectField
          id="hookgenie-style"
          label="Style"
          options={choices.styles}
          labels={choices.styleLabels}
          {...form.register("style")}
        />
      </ScreenFieldPair>
    </ToolForm>
  );
}
