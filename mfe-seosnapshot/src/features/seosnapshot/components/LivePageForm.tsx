// The live-page form: the page's URL (required, http or https) and an optional focus keyphrase,
// validated by the contract's live request schema. A page the service could not audit (unreachable,
// 404, not HTML, not public ...) is told here, in the form's error area, with the service's message.
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import styled from "styled-components";
import type { z } from "zod";
import { seosnapshotLiveRequestSchema, type SeosnapshotLiveRequest } from "@seo/seosnapshot-contract";
import { TextField } from "@seo/ui/FormField";
import { registeredField } from "@seo/ui/registeredField";
import { ToolForm } from "@seo/ui/ToolForm";

export type LivePageValues = z.output<typeof seosnapshotLiveRequestSchema>;

export const LIVE_FORM_TEXTS = {
  url: "Page URL",
  urlPlaceholder: "https://www.example.com/page",
  urlHint: "We fetch the page as it is now and audit its title, description, headings and tags.",
  keyphrase: "Focus keyphrase (optional)",
  keyphraseHint: "The search phrase this page should rank for; left empty, the audit infers one from the title.",
} as const;

const Failure = styled.p.attrs({ role: "alert" })`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export function LivePageForm({
  defaultValues,
  onSubmit,
  pending,
  submitLabel,
  failure,
  status,
}: {
  defaultValues?: Partial<SeosnapshotLiveRequest>;
  onSubmit(values: LivePageValues): void;
  pending: boolean;
  submitLabel: string;
  /** Why the last audit of a live page failed, as the service said it. */
  failure?: string | null;
  /** Said under the button (the page's GenerationStatus). */
  status?: ReactNode;
}) {
  const form = useForm<SeosnapshotLiveRequest, unknown, LivePageValues>({
    resolver: zodResolver(seosnapshotLiveRequestSchema),
    defaultValues: { url: "", focusKeyphrase: "", ...defaultValues, mode: "live" },
  });
  return (
    <ToolForm
      label="Live page audit"
      onSubmit={form.handleSubmit(onSubmit)}
      pending={pending}
      submitLabel={submitLabel}
      status={status}
    >
      <TextField
        id="seosnapshot-live-url"
        label={LIVE_FORM_TEXTS.url}
        type="url"
        inputMode="url"
        required
        placeholder={LIVE_FORM_TEXTS.urlPlaceholder}
        hint={LIVE_FORM_TEXTS.urlHint}
        {...registeredField(form, "url")}
      />
      <TextField
        id="seosnapshot-live-focus-keyphrase"
        label={LIVE_FORM_TEXTS.keyphrase}
        hint={LIVE_FORM_TEXTS.keyphraseHint}
        autoComplete="off"
        {...registeredField(form, "focusKeyphrase")}
      />
      {failure && <Failure data-testid="live-failure">{failure}</Failure>}
    </ToolForm>
  );
}
