// /hookgenie: headlines, page titles, H1s, subject lines, social posts and ad copy, ranked by score.
import { useNavigate } from "react-router-dom";
import type { HookType } from "@seo/hookgenie-contract";
import { slugify, writeHandoff } from "@seo/contracts/handoff";
import { ToolPage } from "@seo/ui/ToolPage";
import { useToast } from "@seo/ui/toastStore";
import { ToolWorkspace } from "@seo/ui/layout";
import { generateLabel, safeStorage, useHandoff, usePlan } from "@seo/ui/toolAccess";
import { useGenerateHeadlines } from "../api/useGenerateHeadlines";
import { rankedHeadlines } from "../headlines";
import { HeadlinesResult } from "./HeadlinesResult";
import { HookGenieForm, type HookGenieValues } from "./HookGenieForm";
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
  const generate = useGenerateHeadlines("page");
  const submit = (values: HookGenieValues) =>
    generate.mutate(values, {
      onSuccess: () =>
        toast({ title: HOOKGENIE_TEXTS.success, description: HOOKGENIE_TEXTS.successDescription, variant: "success" }),
    });

  const input = generate.data ? generate.variables : undefined;
  const resultType: HookType = input?.type ?? "headline";
  const headlines = generate.data ? rankedHeadlines(generate.data, resultType) : [];

  const sendToSeoSnapshot = () => {
    const storage = safeStorage();
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
          <HookGenieForm
            screen="page"
            defaultValues={{ topic: handoff?.topic ?? "" }}
            onSubmit={submit}
            pending={generate.isPending}
            submitLabel={generateLabel(HOOKGENIE_TEXTS.submit, hasAccess)}
          />
        }
        result={
          generate.data ? (
            <HeadlinesResult
              data={generate.data}
              headlines={headlines}
              type={resultType}
              sendOn={canHandOff ? { label: HOOKGENIE_TEXTS.sendOn, onClick: sendToSeoSnapshot } : null}
            />
          ) : null
        }
        idle={{
          title: "Your ranked headlines appear here",
          text: `Enter a topic, choose the content type and style, then press ${HOOKGENIE_TEXTS.submit}.`,
        }}
      />
    </ToolPage>
  );
}
