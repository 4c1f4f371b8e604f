// The body every tool page shares around its own form and result: the frame (ToolPage), the notice
// about an opened history entry above the form, and the results as variant tabs, each inside the
// frame focus moves to when it is ready. useToolResults keeps the variants, says "… Generated!" and
// announces what is ready; the page says only its own words and draws its own form and result.
import type { ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import { ToolPage } from "@seo/ui/ToolPage";
import { Stack, ToolWorkspace } from "@seo/ui/layout";
import { useToast } from "@seo/ui/toastStore";
import { useVariants } from "@seo/ui/useVariants";
import { variantResults } from "@seo/ui/VariantTabs";
import { entryResult, type HistoryEntryState } from "@seo/ui/useHistoryEntry";
import { HistoryEntryNotice } from "@seo/ui/HistoryEntryNotice";
import { GenerationStatus } from "@seo/ui/GenerationStatus";
import { ResultFrame, useResultFocus, type ResultFocus } from "@seo/ui/resultFocus";
import type { ToolGradientName } from "@seo/ui/theme";

/** What a page says when a call answers: the success toast and the announcement of what is ready. */
export interface ResultNews {
  title: string;
  description: string;
  ready: string;
}

/** A page's results: its variants (with the opened history entry as the first), focus and status. */
export function useToolResults<Input extends { variant?: unknown }, Output>(
  call: UseMutationResult<Output, Error, Input>,
  opened: HistoryEntryState<Input, Output>,
  news: (output: Output) => ResultNews,
) {
  const { toast } = useToast();
  const focus = useResultFocus();
  const results = useVariants(call, {
    initial: entryResult(opened),
    onResult: (output) => {
      const said = news(output);
      toast({ title: said.title, description: said.description, variant: "success" });
      focus.resultReady(said.ready);
    },
  });
  const status = <GenerationStatus error={call.error} announcement={focus.announcement} />;
  return {
    opened,
    focus,
    results,
    status,
    /** What the page's form gets: its starting values, the call and what is said under its button. */
    formProps: <Start extends Partial<Input>>(defaultValues: Start, submitLabel: string) => ({
      screen: "page" as const,
      defaultValues,
      onSubmit: results.generate,
      pending: results.pending,
      submitLabel,
      status,
    }),
  };
}

/** What ToolResultsPage reads of useToolResults. */
export interface ToolResults<V extends { output: unknown }> {
  opened: { status: string; notice?: string };
  focus: Pick<ResultFocus, "attachFrame">;
  results: Parameters<typeof variantResults<V>>[0];
}

export function ToolResultsPage<V extends { output: unknown }>({
  tool,
  texts,
  icon,
  page,
  form,
  result,
  idle,
}: {
  /** The tool's registry id: its gradient. */
  tool: ToolGradientName;
  texts: { title: string; description: ReactNode };
  icon: ReactNode;
  page: ToolResults<V>;
  form: ReactNode;
  result(variant: V): ReactNode;
  idle: { title: string; text: ReactNode };
}) {
  return (
    <ToolPage title={texts.title} description={texts.description} icon={icon} gradient={tool}>
      <ToolWorkspace
        form={
          <Stack>
            <HistoryEntryNotice state={page.opened} />
            {form}
          </Stack>
        }
        result={variantResults(page.results, (v) => (
          <ResultFrame focus={page.focus}>{result(v)}</ResultFrame>
        ))}
        idle={idle}
      />
    </ToolPage>
  );
}
