// /hookgenie: headlines, page titles, H1s, subject lines, social posts and ad copy, ranked by score;
// one tab per variant (Regenerate asks for another set). `?entry=<id>` opens a set from the history.
import { useEffect, useRef } from "react";
import { hookgenieRequestSchema, hookgenieResponseSchema, type HookType } from "@seo/hookgenie-contract";
import { slugify } from "@seo/contracts/handoff";
import { useHandoff } from "@seo/ui/toolAccess";
import { useSendOn } from "@seo/ui/useSendOn";
import { useGenerateLabel } from "@seo/ui/useGenerateLabel";
import { entryFormStart, useHistoryEntry } from "@seo/ui/useHistoryEntry";
import { ToolResultsPage, useToolResults } from "@seo/ui/ToolResultsPage";
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
  const submitLabel = useGenerateLabel(HOOKGENIE_TEXTS.submit);
  // Pre-filled from Descripto's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("hookgenie");
  const opened = useHistoryEntry("hookgenie", { input: hookgenieRequestSchema, output: hookgenieResponseSchema });
  const generate = useGenerateHeadlines("page");
  const asked = useRef(generate);
  useEffect(() => {
    asked.current = generate;
  });
  const typeOf = (input: { type?: HookType }): HookType => input.type ?? "headline";
  const page = useToolResults(generate, opened, (output) => {
    // The call that answered is the one the mutation last asked (a Regenerate's input included).
    const type = typeOf(asked.current.variables ?? {});
    return {
      title: HOOKGENIE_TEXTS.success,
      description: HOOKGENIE_TEXTS.successDescription,
      ready: HOOKGENIE_TEXTS.ready(rankedHeadlines(output, type).length, type),
    };
  });
  const start = entryFormStart(opened, { topic: handoff?.topic ?? "" });

  const sendToSeoSnapshot = useSendOn(
    "seosnapshot",
    () => {
      const shown = page.results.current;
      const input = shown?.input;
      const headlines = shown ? rankedHeadlines(shown.output, typeOf(shown.input)) : [];
      if (!headlines[0] || !input) return null;
      return {
        title: headlines[0].text,
        description: `Compelling content about ${input.topic}`,
        url: `https://www.example.com/${slugify(input.topic)}`,
      };
    },
    { onlyInWorkflow: false },
  );

  return (
    <ToolResultsPage
      tool="hookgenie"
      texts={HOOKGENIE_TEXTS}
      icon={<HookGenieIcon />}
      page={page}
      form={<HookGenieForm key={start.key} {...page.formProps(start.defaultValues, submitLabel)} />}
      result={(v) => (
        <HeadlinesResult
          data={v.output}
          headlines={rankedHeadlines(v.output, typeOf(v.input))}
          type={typeOf(v.input)}
          sendOn={sendToSeoSnapshot && { label: HOOKGENIE_TEXTS.sendOn, onClick: sendToSeoSnapshot }}
        />
      )}
      idle={{
        title: "Your ranked headlines appear here",
        text: `Enter a topic, choose the content type and style, then press ${HOOKGENIE_TEXTS.submit}.`,
      }}
    />
  );
}
