// TrendSpy's step in the guided workflow (exposed as `mfe_trendspy/WorkflowStep`): the trend
// analysis (the page's form), then the keyword and audience selection that later steps are
// prefilled from.
import { useCallback, useState } from "react";
import { MAX_SELECTED_KEYWORDS } from "@seo/contracts/constants";
import { keywordOptions, trendspyStepDataSchema, type TrendspyStepData } from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { ArrowLeftIcon, ArrowRightIcon } from "@seo/ui/icons";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { ContinueBar, ContinueButton, StepCard } from "@seo/ui/workflowStepParts";
import { ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { stepFormProps } from "@seo/ui/stepFormProps";
import { useAnalyzeTrends } from "../api/useAnalyzeTrends";
import { TrendSpyForm, asCategory, type TrendSpyValues } from "../components/TrendSpyForm";
import { TrendSpyIcon } from "../components/TrendSpyIcon";
import { AnalysisDetails } from "./AnalysisDetails";
import { KeywordSelection } from "./SelectionPanel";
import { toggleKeyword } from "./keywordSelection";

type Analysis = Pick<TrendspyStepData, "niche" | "category" | "result" | "keywordData" | "insights"> & { generatedAt: string };

/** The analysis and the selection made from it, kept together so a fresh analysis drops stale picks. */
function useTrendSpyStep(props: WorkflowStepProps) {
  const [saved] = useState(() => readStepStart(trendspyStepDataSchema, props.initialData).saved);
  const [stage, setStage] = useState<"analysis" | "select">("analysis");
  const [selected, setSelected] = useState<string[]>(saved?.selectedKeywords ?? []);
  const [audience, setAudience] = useState<string>(saved?.selectedTargetAudience ?? "");
  const analyze = useAnalyzeTrends("workflow");
  // The workflow hears of the selection as well as of the analysis.
  const report = useCallback(
    (a: Analysis | null) => (a ? { ...a, selectedKeywords: selected, selectedTargetAudience: audience } : null),
    [selected, audience],
  );

  const run = useWorkflowStepRun({
    initial: saved?.result ? (saved as Analysis) : null,
    mutation: analyze,
    toResult: (values: TrendSpyValues, data): Analysis => ({
      niche: values.niche,
      category: values.category ?? "",
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
    report,
    onChange: props.onChange,
    onComplete: props.onComplete,
  });
  const analysis = run.result;

  const askForAnalysis = () =>
    run.toast({
      title: "Generate Analysis First",
      description: "Please generate trend analysis before proceeding.",
      variant: "destructive",
    });

  const openSelection = () => (analysis ? setStage("select") : askForAnalysis());

  const onContinue = async () => {
    if (!analysis) return askForAnalysis();
    if (selected.length < 1 || !audience) {
      run.toast({
        title: "Selection Required",
        description: "Please select at least 1 keyword and target audience before continuing.",
        variant: "destructive",
      });
      return;
    }
    await run.save({ ...analysis, selectedKeywords: selected, selectedTargetAudience: audience } satisfies TrendspyStepData);
  };

  const toggle = (keyword: string) => setSelected((s) => toggleKeyword(s, keyword, MAX_SELECTED_KEYWORDS));
  return { saved, stage, setStage, selected, toggle, audience, setAudience, run, analysis, openSelection, onContinue };
}

/** Step 1: trend analysis, then the keyword and audience selection. */
export default function TrendspyWorkflowStep(props: WorkflowStepProps) {
  const { project, position, next } = props;
  const step = useTrendSpyStep(props);
  const { run, analysis } = step;

  if (step.stage === "select" && analysis) {
    return (
      <StepCard
        id="trendspy"
        position={position}
        title="Select Keywords & Target Audience"
        description={`Pick up to 3 keywords and the audience you're writing for.${next.title ? ` ${next.title} will be prefilled with them.` : ""}`}
        icon={<TrendSpyIcon size={22} />}
      >
        <KeywordSelection
          options={keywordOptions(analysis.result, analysis.keywordData)}
          keywordData={analysis.keywordData}
          selected={step.selected}
          onToggle={step.toggle}
          audience={step.audience}
          onAudience={step.setAudience}
        />
        <ContinueBar>
          <Button
            variant="outline"
            icon={<ArrowLeftIcon size={16} />}
            onClick={() => step.setStage("analysis")}
            disabled={run.saving}
          >
            Back
          </Button>
          <ContinueButton next={next} onClick={() => void step.onContinue()} busy={run.saving} />
        </ContinueBar>
      </StepCard>
    );
  }

  return (
    <ToolWorkflowStep
      id="trendspy"
      step={props}
      title="TrendSpy Keyword Research"
      description="Find trending keywords and opportunities in your niche."
      icon={TrendSpyIcon}
      form={
        <TrendSpyForm
          {...stepFormProps(
            run,
            { niche: step.saved?.niche ?? "", category: asCategory(step.saved?.category) },
            step.saved?.result ? "Re-analyze Trends" : "Analyze Trends",
            <TrendSpyIcon size={16} />,
          )}
          actions={
            <Button variant="outline" size="lg" onClick={step.openSelection} disabled={run.pending}>
              Select Keywords & Continue
              <ArrowRightIcon size={16} />
            </Button>
          }
        />
      }
      run={run}
      continues={false}
      result={
        analysis && {
          title: "Trend Analysis",
          text: analysis.result,
          filename: `${project.fileStem}_trendspy_analysis`,
          details: <AnalysisDetails analysis={analysis} />,
        }
      }
    />
  );
}
