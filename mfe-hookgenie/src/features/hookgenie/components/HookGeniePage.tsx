// /hookgenie: headlines, page titles, H1s, subject lines, social posts and ad copy, ranked by score;
// one tab per variant (Regenerate asks for another set). `?entry=<id>` opens a set from the history.
import { useNavigate } from "react-router-dom";
import { hookgenieRequestSchema, hookgenieResponseSchema, type HookType } from "@seo/hookgenie-contract";
import { slugify, writeHandoff } from "@seo/contracts/handoff";
import { ToolPage } from "@seo/ui/ToolPage";
import { useToast } from "@seo/ui/toastStore";
import { Stack, ToolWorkspace } from "@seo/ui/layout";
import { generateLabel, safeStorage, useHandoff, usePlan } from "@seo/ui/toolAccess";
import { useVariants } from "@seo/ui/useVariants";
import { variantResults } from "@seo/ui/VariantTabs";
import { entryFormStart, entryResult, useHistoryEntry } from "@seo/ui/useHistoryEntry";
import { HistoryEntryNotice } from "@seo/ui/HistoryEntryNotice";
import { useGenerateHeadlines } from "../api/useGenerateHeadlines";
import { rankedHeadlines } from "../headlines";
import { HeadlinesResult } from "./HeadlinesResult";
import { HookGenieForm } from "./HookGenieForm";
import { HookGenieIcon } from "./HookGenieIcon";

export const HOOKGENIE_TEXTS = {
  title: "HookGenie",
  description:
    "Headlines, page titles, H1 tags, subject lines, social posts and ad copy that earn the click, ranked by score and checked against each channel's limit.",
  submit: "Generate Headlines",
  success: "Headlines Generated!",
  successDescription: "Your ranked headlines are ready.",
  sendOn: "Send to SeoSnapshot",
} as const;

export default function HookGeniePage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { hasAccess, canHandOff } = usePlan();
  // Pre-filled from Descripto's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("hookgenie");
  const opened = useHistoryEntry("hookgenie", { input: hookgenieRequestSchema, output: hookgenieResponseSchema });
  const generate = useGenerateHeadlines("page");
  const results = useVariants(generate, {
    initial: entryResult(opened),
    onResult: () =>
      toast({ title: HOOKGENIE_TEXTS.success, description: HOOKGENIE_TEXTS.successDescription, variant: "success" }),
  });
  const start = entryFormStart(opened, { topic: handoff?.topic ?? "" });
  const typeOf = (input: { type?: HookType }): HookType => input.type ?? "headline";

  const sendToSeoSnapshot = () => {
    const storage = safeStorage();
    const shown = results.current;
    const input = shown?.input;
    const headlines = shown ? rankedHeadlines(shown.output, typeOf(shown.input)) : [];
    if (!storage || !headlines[0] || !input) return;
    writeHandoff(storage, "seosnapshot", {
      title: headlines[0].text,
      description: `Compelling content about ${input.topic}`,
      url: `https://www.example.com/${slugify(input.topic)}`,
    });
    navigate("/seosnapshot");
  };

  return (
    <ToolPage
      title={HOOKGENIE_TEXTS.title}
      description={HOOKGENIE_TEXTS.description}
      icon={<HookGenieIcon />}
      gradient="hookgenie"
    >
      <ToolWorkspace
        form={
          <Stack>
            <HistoryEntryNotice state={opened} />
            <HookGenieForm
              key={start.key}
              screen="page"
              defaultValues={start.defaultValues}
              onSubmit={results.generate}
              pending={results.pending}
              submitLabel={generateLabel(HOOKGENIE_TEXTS.submit, hasAccess)}
            />
          </Stack>
        }
        result={variantResults(results, (v) => (
          <HeadlinesResult
            data={v.output}
            headlines={rankedHeadlines(v.output, typeOf(v.input))}
            type={typeOf(v.input)}
            sendOn={canHandOff ? { label: HOOKGENIE_TEXTS.sendOn, onClick: sendToSeoSnapshot } : null}
          />
        ))}
        idle={{
          title: "Your ranked headlines appear here",
          text: `Enter a topic, choose the content type and style, then press ${HOOKGENIE_TEXTS.submit}.`,
        }}
      />
    </ToolPage>
  );
}
