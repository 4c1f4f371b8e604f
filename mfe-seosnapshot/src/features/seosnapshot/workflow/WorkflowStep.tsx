// SeoSnapshot's step in the guided workflow (exposed as `mfe_seosnapshot/WorkflowStep`): the audit
// of the page title and meta description (the page's form), with its score. The workflow adds what
// follows the result (the blog post) and completes the project.
import { useState } from "react";
import type { SeosnapshotRequest } from "@seo/seosnapshot-contract";
import { seosnapshotStepDataSchema, type SeosnapshotStepData } from "@seo/contracts/workflowStepData";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { stepFormProps } from "@seo/ui/stepFormProps";
import { useAuditSeo } from "../api/useAuditSeo";
import { SeoSnapshotForm, type SeoSnapshotValues } from "../components/SeoSnapshotForm";
import { SeoSnapshotIcon } from "../components/SeoSnapshotIcon";
import { ScoreCard } from "./ScoreCard";
import { parseSeoScore } from "./seoScore";

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(seosnapshotStepDataSchema, initialData, prefill);
  const values: SeosnapshotRequest = {
    title: from.title ?? "",
    description: from.description ?? "",
    focusKeyphrase: "",
    url: from.url ?? "",
  };
  return { saved, values };
}

/** Step 4: the audit of the page title and meta description. */
export default function SeosnapshotWorkflowStep(props: WorkflowStepProps) {
  const { project, initialData, prefill } = props;
  const [start] = useState(() => startingValues(initialData, prefill));
  const audit = useAuditSeo("workflow");

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? start.saved : null,
    mutation: audit,
    toResult: (values: SeoSnapshotValues, data): SeosnapshotStepData => ({
      title: values.title,
      description: values.description,
      url: values.url ?? "",
      result: data.result,
      recommendations: data.recommendations ?? [],
      generatedAt: new Date().toISOString(),
    }),
    success: (data) => ({ title: "SEO Analysis Complete!", description: `SEO Score: ${parseSeoScore(data.result)}/100` }),
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  return (
    <ToolWorkflowStep
      id="seosnapshot"
      step={props}
      title="SeoSnapshot Audit"
      description="Audit your page title and meta description, then get your blog post."
      icon={SeoSnapshotIcon}
      form={<SeoSnapshotForm {...stepFormProps(run, start.values, "Generate SEO Analysis", <SeoSnapshotIcon size={16} />)} />}
      run={run}
      result={
        run.result && {
          title: "SEO Analysis",
          text: run.result.result,
          filename: `${project.fileStem}_seo_analysis`,
          before: <ScoreCard score={parseSeoScore(run.result.result)} />,
          details: <ResultList title="Recommendations" items={run.result.recommendations} />,
        }
      }
    />
  );
}
