// /hookgenie: headlines, page titles, H1s, subject lines, social posts and ad copy (SPEC.md sections
// 2, 4, 5, 8; the type and style sets of DESIGN.md decision 3, default style professional).
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import {
  hookgenieRequestSchema,
  type HookgenieRequest,
  type HookgenieResponse,
  HOOK_LIMITS,
  HOOK_STYLES,
  HOOK_TYPES,
  type HookType,
} from "@seo/hookgenie-contract";
import { slugify, writeHandoff } from "@seo/contracts/handoff";
import { ToolPage } from "@seo/ui/ToolPage";
import { Button } from "@seo/ui/Button";
import { Badge } from "@seo/ui/Badge";
import { Field, FieldError, FieldHint, Input, Label, Select } from "@seo/ui/Input";
import { SUBSCRIPTION_QUERY_KEY, useExportFormats } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { onGenerationFailure } from "@seo/ui/generationFailure";
import { ExportBar } from "@seo/export/ExportBar";
import {
  Actions,
  BulletList,
  Columns,
  IdlePanel,
  Panel,
  SectionTitle,
  Stack,
  generateLabel,
  safeStorage,
  useHandoff,
  usePlan,
} from "@seo/ui/toolPageParts";
import { generateHeadlines } from "../api/generateHeadlines";
import { STYLE_LABELS, TYPE_LABELS, rankedHeadlines } from "../headlines";

export const HOOKGENIE_TEXTS = {
  title: "HookGenie",
  description:
    "Headlines, page titles, H1 tags, subject lines, social posts and ad copy that earn the click, ranked by score and checked against each channel's limit.",
  submit: "Generate Headlines",
  pending: "Generating...",
  success: "Headlines Generated!",
  successDescription: "Your ranked headlines are ready.",
  sendOn: "Send to SeoSnapshot",
} as const;

const Icon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8z" />
    <path d="M5 19l1 2 1-2 2-1-2-1-1-2-1 2-2 1zM18 16l.8 1.7 1.7.8-1.7.8L18 21l-.8-1.7-1.7-.8 1.7-.8z" />
  </svg>
);

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr);
  gap: 6px ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:first-child {
    border-color: #f97316;
    box-shadow: 0 6px 18px rgba(249, 115, 22, 0.15);
  }
  .rank {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-weight: 800;
    font-size: 12px;
  }
  &:first-child .rank {
    background: linear-gradient(135deg, #f97316 0%, #ec4899 100%);
    color: #fff;
  }
  .text {
    font-weight: 600;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  .meta {
    grid-column: 2;
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
  /* Side by side from tablet width up; on phones the headline keeps the width, its score under it. */
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 32px minmax(0, 1fr) auto;
    .meta {
      grid-column: 3;
      justify-content: flex-end;
      flex-wrap: nowrap;
    }
  }
`;

const scoreTone = (score: number) => (score >= 80 ? "success" : score >= 60 ? "warning" : "danger");

export default function HookGeniePage() {
  const exportFormats = useExportFormats("hookgenie");
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { hasAccess, canHandOff } = usePlan();
  // Pre-filled from Descripto's hand-off, which is deleted once the page shows.
  const handoff = useHandoff("hookgenie");
  const form = useForm<HookgenieRequest>({
    resolver: zodResolver(hookgenieRequestSchema),
    defaultValues: { topic: handoff?.topic ?? "", type: "headline", style: "professional" },
  });
  const type = (useWatch({ control: form.control, name: "type" }) ?? "headline") as HookType;
  const [generatedFor, setGeneratedFor] = useState<HookgenieRequest | null>(null);

  const generate = useMutation<HookgenieResponse, Error, HookgenieRequest>({
    mutationFn: generateHeadlines,
    onSuccess: (_data, input) => {
      setGeneratedFor(input);
      toast({ title: HOOKGENIE_TEXTS.success, description: HOOKGENIE_TEXTS.successDescription, variant: "success" });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
    // SPEC.md section 8: a refusal is a hard redirect to /pricing; an outage is a toast.
    onError: (error) => onGenerationFailure(error, toast),
  });

  const resultType = (generatedFor?.type ?? "headline") as HookType;
  const headlines = generate.data ? rankedHeadlines(generate.data, resultType) : [];

  const sendToSeoSnapshot = () => {
    const storage = safeStorage();
    const topic = generatedFor?.topic ?? form.getValues("topic");
    if (!storage || !headlines[0]) return;
    writeHandoff(storage, "seosnapshot", {
      title: headlines[0].text,
      description: `Compelling content about ${topic}`,
      url: `https://www.example.com/${slugify(topic)}`,
    });
    navigate("/seosnapshot");
  };

  const { errors } = form.formState;
  return (
    <ToolPage title={HOOKGENIE_TEXTS.title} description={HOOKGENIE_TEXTS.description} icon={<Icon />} gradient="hookgenie">
      <Columns>
        <form aria-label="Headline generator" noValidate onSubmit={form.handleSubmit((values) => generate.mutate(values))}>
          <Stack>
            <Field>
              <Label htmlFor="h-topic">Topic/Product</Label>
              <Input
                id="h-topic"
                placeholder="e.g. Meal prep for busy parents"
                $invalid={Boolean(errors.topic)}
                aria-invalid={Boolean(errors.topic)}
                {...form.register("topic")}
              />
              {errors.topic && <FieldError>{errors.topic.message}</FieldError>}
            </Field>
            <Field>
              <Label htmlFor="h-type">Content Type</Label>
              <Select id="h-type" {...form.register("type")}>
                {HOOK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
              <FieldHint>Up to {HOOK_LIMITS[type]} characters for this channel.</FieldHint>
            </Field>
            <Field>
              <Label htmlFor="h-style">Style</Label>
              <Select id="h-style" {...form.register("style")}>
                {HOOK_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {STYLE_LABELS[s] ?? s}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" variant="gradient" size="lg" fullWidth busy={generate.isPending}>
              {generate.isPending ? HOOKGENIE_TEXTS.pending : generateLabel(HOOKGENIE_TEXTS.submit, hasAccess)}
            </Button>
          </Stack>
        </form>

        <Stack aria-live="polite">
          {generate.data ? (
            <>
              <Panel aria-labelledby="h-result">
                <Actions>
                  <SectionTitle id="h-result">Generated {TYPE_LABELS[resultType]}s</SectionTitle>
                  <Badge $tone="neutral">{headlines.length} variants, best first</Badge>
                </Actions>
                <List aria-label="Ranked headlines">
                  {headlines.map((h, i) => (
                    <Row key={`${i}-${h.text}`} data-testid="headline">
                      <span className="rank">{i + 1}</span>
                      <span className="text">{h.text}</span>
                      <span className="meta">
                        {h.score > 0 && (
                          <Badge $tone={scoreTone(h.score)} $size="sm" title="Headline score">
                            {h.score}/100
                          </Badge>
                        )}
                        <Badge
                          $tone={h.length <= h.limit ? "neutral" : "danger"}
                          $size="sm"
                          title="Length against the channel limit"
                        >
                          {h.length}/{h.limit} chars
                        </Badge>
                      </span>
                    </Row>
                  ))}
                </List>
                <Actions>
                  <ExportBar
                    data={generate.data.result}
                    csvData={headlines.map((h, i) => ({
                      rank: i + 1,
                      text: h.text,
                      score: h.score,
                      length: h.length,
                      limit: h.limit,
                    }))}
                    filename="hookgenie-headlines"
                    tool="HookGenie"
                    formats={["copy", "txt", "csv"]}
                    unlocked={exportFormats}
                  />
                  {canHandOff && headlines.length > 0 && (
                    <Button variant="secondary" onClick={sendToSeoSnapshot}>
                      {HOOKGENIE_TEXTS.sendOn} →
                    </Button>
                  )}
                </Actions>
              </Panel>
              {generate.data.tips.length > 0 && (
                <Panel aria-labelledby="h-tips">
                  <SectionTitle id="h-tips">Writing Tips</SectionTitle>
                  <BulletList>
                    {generate.data.tips.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </BulletList>
                </Panel>
              )}
            </>
          ) : (
            <IdlePanel title="Your ranked headlines appear here">
              Enter a topic, choose the content type and style, then press {HOOKGENIE_TEXTS.submit}.
            </IdlePanel>
          )}
        </Stack>
      </Columns>
    </ToolPage>
  );
}
