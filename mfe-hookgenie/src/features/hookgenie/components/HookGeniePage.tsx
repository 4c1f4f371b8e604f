// /hookgenie: headlines, page titles, H1s, subject lines, social posts and ad copy, ranked by score;
// one tab per variant (Regenerate asks for another set). `?entry=<id>` opens a set from the history.
import { useEffect, useRef } from "react";
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
import { GenerationStatus } from "@seo/ui/GenerationStatus";
import { ResultFrame, useResultFocus } from "@seo/ui/resultFocus";
import { useGenerateHeadlines } from "../api/useGenerateHeadlines";
import { rankedHeadlines } from "../headlines";
import { HeadlinesResult } from "./HeadlinesResult";
import { HookGenieForm } from "./HookGenieForm";
import { HookGenieIcon } from "./HookGenieIcon";

/** What the announcement calls a result of each type ("10 headlines ready"), singular and plural. */
const READY_NOUNS: Record<HookType, readonly [string, string]> = {
  headline: ["headline", "headlines"],
  title: ["page title", "page titles"],
  h1: ["H1 tag", "H1 tags"],
  subject_line: ["subject line", "subject lines"],
  social_media: ["social post", "social posts"],
  ad_copy: ["ad headline", "ad headlines"],
};

export const HOOKGENIE_TEXTS = {
  title: "HookGenie",
  description:
    "Headlines, page titles, H1 tags, subject lines, social posts and ad copy that earn the click, ranked by score and checked against each channel's limit.",
  submit: "Generate Headlines",
  success: "Headlines Generated!",
  successDescription: "Your ranked headlines are ready.",
  sendOn: "Send to SeoSnapshot",
  ready: (count: number, type: HookType) => `${count} ${count === 1 ? READY_NOUNS[type][0] : READY_NOUNS[type][1]} ready`,
} as const;

export default function HookGeniePage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const { hasAccess, canHandOff } = usePlan();
  // Pre-filled from Descripto's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("hookgenie");
  const opened = useHistoryEntry("hookgenie", { input: hookgenieRequestSchema, output: hookgenieResponseSchema });
  const generate = useGenerateHeadlines("page");
  const focus = useResultFocus();
  const asked = useRef(generate);
  useEffect(() => {
    asked.current = generate;
  });
  const typeOf = (input: { type?: HookType }): HookType => input.type ?? "headline";
  const results = useVariants(generate, {
    initial: entryResult(opened),
    onResult: (output) => {
      toast({ title: HOOKGENIE_TEXTS.success, description: HOOKGENIE_TEXTS.successDescription, variant: "success" });
      // The call that answered is the one the mutation last asked (a Regenerate's input included).
      const type = typeOf(asked.current.variables ?? {});
      focus.resultReady(HOOKGENIE_TEXTS.ready(rankedHeadlines(output, type).length, type));
    },
  });
  const start = entryFormStart(opened, { topic: handoff?.topic ?? "" });

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
              status={<GenerationStatus error={generate.error} announcement={focus.announcement} />}
            />
          </Stack>
        }
        result={variantResults(results, (v) => (
          <ResultFrame focus={focus}>
            <HeadlinesResult
              data={v.output}
              headlines={rankedHeadlines(v.output, typeOf(v.input))}
              type={typeOf(v.input)}
              sendOn={canHandOff ? { label: HOOKGENIE_TEXTS.sendOn, onClick: sendToSeoSnapshot } : null}
            />
          </ResultFrame>
        ))}
        idle={{
          title: "Your ranked headlines appear here",
          text: `Enter a topic, choose the content type and style, then press ${HOOKGENIE_TEXTS.submit}.`,
        }}
      />
    </ToolPage>
  );
}
