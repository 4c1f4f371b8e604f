// TrendSpy's step in the guided workflow (exposed as `mfe_trendspy/WorkflowStep`): the trend
// analysis, then the keyword and audience selection that later steps are prefilled from.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import styled from "styled-components";
import { MAX_SELECTED_KEYWORDS } from "@seo/contracts/constants";
import { CATEGORIES, DIFFICULTY_THRESHOLDS } from "@seo/trendspy-contract";
import { TARGET_AUDIENCES } from "@seo/descripto-contract";
import type { TrendspyRequest } from "@seo/trendspy-contract";
import { keywordOptions, trendspyStepDataSchema, type TrendspyStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  Columns,
  ContinueBar,
  ContinueButton,
  SelectField,
  StepCard,
  StepIcon,
  SubList,
  TextField,
} from "@seo/ui/workflowStepParts";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
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

/** Step 1: trend analysis, then the keyword and audience selection. */
export default function TrendspyWorkflowStep(props: WorkflowStepProps) {
  const { project, position, initialData, next } = props;
  const [saved] = useState(() => readStepStart(trendspyStepDataSchema, initialData).saved);
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

  const run = useWorkflowStepRun({
    initial: saved?.result ? (saved as Analysis) : null,
    call: (values: FormValues) =>
      analyzeTrends({ niche: values.niche.trim(), category: values.category as TrendspyRequest["category"] }),
    toResult: (values, data): Analysis => ({
      niche: values.niche.trim(),
      category: values.category,
      result: data.result,
      keywordData: data.keywordData ?? [],
      insights: data.insights ?? [],
      generatedAt: new Date().toISOString(),
    }),
    onResult: (fresh) => {
      const freshOptions = keywordOptions(fresh.result, fresh.keywordData);
      setSelected((current) => current.filter((k) => freshOptions.includes(k)));
      setStage("analysis");
    },
    success: () => ({ title: "Trend Analysis Complete!", description: "Review the analysis, then select your keywords." }),
    failure: "Failed to analyze trends. Please try again.",
    report: (a) => (a ? { ...a, selectedKeywords: selected, selectedTargetAudience: audience } : null),
    reportDeps: [selected, audience],
    onChange: props.onChange,
    onComplete: props.onComplete,
  });
  const analysis = run.result;
  const { toast } = run;

  const options = analysis ? keywordOptions(analysis.result, analysis.keywordData) : [];

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
    await run.save(data);
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
          <Button variant="outline" icon={<ArrowLeftIcon size={16} />} onClick={() => setStage("analysis")} disabled={run.saving}>
            Back
          </Button>
          <ContinueButton next={next} onClick={() => void onContinue()} busy={run.saving} />
        </ContinueBar>
      </StepCard>
    );
  }

  const fields = (
    <Columns>
      <TextField
        id="trendspy-niche"
        label="Target Niche"
        error={errors.niche}
        placeholder="e.g., sustainable yoga mats"
        {...form.register("niche")}
      />
      <SelectField
        id="trendspy-category"
        label="Category (Optional)"
        options={CATEGORIES}
        empty="Any category"
        {...form.register("category")}
      />
    </Columns>
  );

  return (
    <ToolWorkflowStep
      id="trendspy"
      step={props}
      title="TrendSpy Keyword Research"
      description="Find trending keywords and opportunities in your niche."
      icon={TrendIcon}
      onSubmit={form.handleSubmit(run.generate)}
      fields={fields}
      run={run}
      continues={false}
      submitLabel={saved?.result ? "Re-analyze Trends" : "Analyze Trends"}
      actions={
        <Button variant="outline" onClick={openSelection} disabled={run.pending}>
          Select Keywords & Continue
          <ArrowRightIcon size={16} />
        </Button>
      }
      result={
        analysis && {
          title: "Trend Analysis",
          text: analysis.result,
          filename: `${project.fileStem}_trendspy_analysis`,
          details: (
            <>
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
              <ResultList title="Strategic Insights" items={analysis.insights} />
            </>
          ),
        }
      }
    />
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
