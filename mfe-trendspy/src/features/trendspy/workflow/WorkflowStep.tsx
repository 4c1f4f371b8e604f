// TrendSpy's step in the guided workflow (exposed as `mfe_trendspy/WorkflowStep`): the trend
// analysis, then the keyword and audience selection that later steps are prefilled from.
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import styled from "styled-components";
import { MAX_SELECTED_KEYWORDS } from "@seo/contracts/constants";
import { CATEGORIES, DIFFICULTY_THRESHOLDS } from "@seo/trendspy-contract";
import { TARGET_AUDIENCES } from "@seo/descripto-contract";
import type { TrendspyRequest } from "@seo/trendspy-contract";
import { keywordOptions, trendspyStepDataSchema, type TrendspyStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Input, Select } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import {
  Actions,
  ArrowLeftIcon,
  ArrowRightIcon,
  Columns,
  ContinueBar,
  ContinueButton,
  FormField,
  ResultPanel,
  Stack,
  StepCard,
  StepIcon,
  SubList,
} from "@seo/ui/workflowStepParts";
import { analyzeTrends } from "../api/analyzeTrends";
import { toggleKeyword } from "./keywordSelection";

const formSchema = z.object({
  niche: z.string().trim().min(1, "Required").max(200),
  category: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

type Analysis = Pick<TrendspyStepData, "niche" | "category" | "result" | "keywordData" | "insights"> & { generatedAt: string };

const TrendIcon = ({ size }: { size: number }) => (
  <StepIcon size={size}>
    <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
  </StepIcon>
);

const KeywordTable = styled.ul`
  list-style: none;
  margin: 0;
  display: grid;
  /* Doubled class: beats SubList's "> ul" bullet-list indent and muted colour. */
  && {
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  gap: 8px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .kw {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .stats {
    display: flex;
    gap: 8px;
    align-items: center;
    flex: none;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const Difficulty = styled.span<{ $value: number }>`
  font-weight: 700;
  color: ${({ theme, $value }) =>
    $value < DIFFICULTY_THRESHOLDS.easy
      ? theme.colors.success
      : $value < DIFFICULTY_THRESHOLDS.medium
        ? theme.colors.warning
        : theme.colors.danger};
`;

const trendArrow = (trend: string) => (trend === "up" ? "↑" : trend === "down" ? "↓" : "→");

function readSaved(initialData: unknown): TrendspyStepData | null {
  if (initialData == null) return null;
  const parsed = trendspyStepDataSchema.safeParse(initialData);
  return parsed.success ? parsed.data : null;
}

/** Step 1: trend analysis, then the keyword and audience selection. */
export default function TrendspyWorkflowStep({
  project,
  position,
  initialData,
  carried,
  afterResult,
  next,
  onComplete,
  onChange,
  results,
}: WorkflowStepProps) {
  const [saved] = useState(() => readSaved(initialData));
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const [analysis, setAnalysis] = useState<Analysis | null>(saved?.result ? saved : null);
  const [stage, setStage] = useState<"analysis" | "select">("analysis");
  const [selected, setSelected] = useState<string[]>(saved?.selectedKeywords ?? []);
  const [audience, setAudience] = useState<string>(saved?.selectedTargetAudience ?? "");

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      niche: saved?.niche ?? "",
      category: (CATEGORIES as readonly string[]).includes(saved?.category ?? "") ? saved!.category : "",
    },
  });

  const generate = useMutation({
    mutationFn: (values: FormValues) =>
      analyzeTrends({ niche: values.niche.trim(), category: values.category as TrendspyRequest["category"] }),
  });

  const reportChange = useRef(onChange);
  reportChange.current = onChange;
  useEffect(() => {
    reportChange.current?.(analysis ? { ...analysis, selectedKeywords: selected, selectedTargetAudience: audience } : null);
  }, [analysis, selected, audience]);

  const options = analysis ? keywordOptions(analysis.result, analysis.keywordData) : [];

  const onAnalyze = form.handleSubmit((values) => {
    generate.mutate(values, {
      onSuccess: (data) => {
        const fresh: Analysis = {
          niche: values.niche.trim(),
          category: values.category,
          result: data.result,
          keywordData: data.keywordData ?? [],
          insights: data.insights ?? [],
          generatedAt: new Date().toISOString(),
        };
        const freshOptions = keywordOptions(fresh.result, fresh.keywordData);
        setAnalysis(fresh);
        setSelected((current) => current.filter((k) => freshOptions.includes(k)));
        setStage("analysis");
        toast({
          title: "Trend Analysis Complete!",
          description: "Review the analysis, then select your keywords.",
          variant: "success",
        });
      },
      onError: () => {
        toast({ title: "Generation Failed", description: "Failed to analyze trends. Please try again.", variant: "destructive" });
      },
    });
  });

  const askForAnalysis = () =>
    toast({
      title: "Generate Analysis First",
      description: "Please generate trend analysis before proceeding.",
      variant: "destructive",
    });

  const openSelection = () => {
    if (!analysis) return askForAnalysis();
    setStage("select");
  };

  const onContinue = async () => {
    if (!analysis) return askForAnalysis();
    if (selected.length < 1 || !audience) {
      toast({
        title: "Selection Required",
        description: "Please select at least 1 keyword and target audience before continuing.",
        variant: "destructive",
      });
      return;
    }
    const data: TrendspyStepData = { ...analysis, selectedKeywords: selected, selectedTargetAudience: audience };
    setSaving(true);
    try {
      await onComplete(data);
    } finally {
      setSaving(false);
    }
  };

  const { errors } = form.formState;

  if (stage === "select" && analysis) {
    return (
      <StepCard
        id="trendspy"
        position={position}
        title="Select Keywords & Target Audience"
        description={`Pick up to 3 keywords and the audience you're writing for.${next.title ? ` ${next.title} will be prefilled with them.` : ""}`}
        icon={<TrendIcon size={22} />}
      >
        <KeywordSelection
          options={options}
          keywordData={analysis.keywordData}
          selected={selected}
          onToggle={(k) => setSelected((s) => toggleKeyword(s, k, MAX_SELECTED_KEYWORDS))}
          audience={audience}
          onAudience={setAudience}
        />
        <ContinueBar>
          <Button variant="outline" icon={<ArrowLeftIcon size={16} />} onClick={() => setStage("analysis")} disabled={saving}>
            Back
          </Button>
          <ContinueButton next={next} onClick={() => void onContinue()} busy={saving} />
        </ContinueBar>
      </StepCard>
    );
  }

  return (
    <StepCard
      id="trendspy"
      position={position}
      title="TrendSpy Keyword Research"
      description="Find trending keywords and opportunities in your niche."
      icon={<TrendIcon size={22} />}
    >
      {carried}
      <form onSubmit={onAnalyze} noValidate>
        <Stack>
          <Columns>
            <FormField id="trendspy-niche" label="Target Niche" error={errors.niche?.message}>
              <Input
                id="trendspy-niche"
                placeholder="e.g., sustainable yoga mats"
                $invalid={Boolean(errors.niche)}
                aria-invalid={Boolean(errors.niche)}
                {...form.register("niche")}
              />
            </FormField>
            <FormField id="trendspy-category" label="Category (Optional)">
              <Select id="trendspy-category" {...form.register("category")}>
                <option value="">Any category</option>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </FormField>
          </Columns>
          <Actions>
            <Button
              type="submit"
              variant="gradient"
              busy={generate.isPending}
              icon={generate.isPending ? undefined : <TrendIcon size={16} />}
            >
              {generate.isPending ? "Generating..." : saved?.result ? "Re-analyze Trends" : "Analyze Trends"}
            </Button>
            <Button variant="outline" onClick={openSelection} disabled={generate.isPending}>
              Select Keywords & Continue
              <ArrowRightIcon size={16} />
            </Button>
          </Actions>
        </Stack>
      </form>

      {analysis ? (
        <>
          <ResultPanel
            title="Trend Analysis"
            text={analysis.result}
            filename={`${project.fileStem}_trendspy_analysis`}
            actions={results}
          >
            {analysis.keywordData.length > 0 ? (
              <SubList>
                <h4>Keyword Opportunities</h4>
                <KeywordTable>
                  {analysis.keywordData.map((k) => (
                    <li key={k.keyword}>
                      <span className="kw">{k.keyword}</span>
                      <span className="stats">
                        <span title={`Trend: ${k.trend}`}>{trendArrow(k.trend)}</span>
                        <span title="Estimated monthly searches">{k.volume.toLocaleString("en-US")}</span>
                        <Difficulty $value={k.difficulty} title="Difficulty (0-100)">{`KD ${k.difficulty}`}</Difficulty>
                      </span>
                    </li>
                  ))}
                </KeywordTable>
              </SubList>
            ) : null}
            {analysis.insights.length > 0 ? (
              <SubList>
                <h4>Strategic Insights</h4>
                <ul>
                  {analysis.insights.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </ul>
              </SubList>
            ) : null}
          </ResultPanel>
          {afterResult}
        </>
      ) : null}
    </StepCard>
  );
}

// ---- Selection panel ------------------------------------------------------------------------

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  min-width: 0;
  legend {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    padding: 0;
    margin-bottom: 10px;
    font-weight: 700;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

const Counter = styled.span<{ $full: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  color: ${({ theme, $full }) => ($full ? theme.colors.primaryText : theme.colors.textMuted)};
`;

const Choices = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choice = styled.label<{ $checked: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  transition:
    border-color 120ms ease,
    background 120ms ease;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textSubtle};
    white-space: nowrap;
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

function KeywordSelection({
  options,
  keywordData,
  selected,
  onToggle,
  audience,
  onAudience,
}: {
  options: string[];
  keywordData: TrendspyStepData["keywordData"];
  selected: string[];
  onToggle: (keyword: string) => void;
  audience: string;
  onAudience: (audience: string) => void;
}) {
  const full = selected.length >= MAX_SELECTED_KEYWORDS;
  const stats = new Map(keywordData.map((k) => [k.keyword.toLowerCase(), k]));
  return (
    <>
      <Fieldset>
        <legend>
          <span>Keywords</span>
          <Counter $full={full} aria-live="polite">{`Selected: ${selected.length}/${MAX_SELECTED_KEYWORDS} keywords`}</Counter>
        </legend>
        {options.length === 0 ? (
          <Empty>No keywords were found in this analysis. Go back and re-analyze with a more specific niche.</Empty>
        ) : (
          <Choices>
            {options.map((keyword) => {
              const checked = selected.includes(keyword);
              const disabled = !checked && full;
              const info = stats.get(keyword.toLowerCase());
              return (
                <Choice key={keyword} $checked={checked} $disabled={disabled}>
                  <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(keyword)} />
                  <span>{keyword}</span>
                  {info ? (
                    <small aria-hidden="true">{`${info.volume.toLocaleString("en-US")} · KD ${info.difficulty}`}</small>
                  ) : null}
                </Choice>
              );
            })}
          </Choices>
        )}
      </Fieldset>
      <Fieldset>
        <legend>
          <span>Target Audience</span>
        </legend>
        <Choices role="radiogroup" aria-label="Target Audience">
          {TARGET_AUDIENCES.map((a) => (
            <Choice key={a} $checked={audience === a}>
              <input
                type="radio"
                name="workflow-target-audience"
                value={a}
                checked={audience === a}
                onChange={() => onAudience(a)}
              />
              <span>{a}</span>
            </Choice>
          ))}
        </Choices>
      </Fieldset>
    </>
  );
}
