// HookGenie's step in the guided workflow (exposed as `mfe_hookgenie/WorkflowStep`): headlines from
// the description, with the page's form showing the workflow's set of types and styles.
import { useState } from "react";
import styled from "styled-components";
import type { Headline, HookgenieRequest } from "@seo/hookgenie-contract";
import { hookgenieStepDataSchema, type HookgenieStepData } from "@seo/contracts/workflowStepData";
import type { WorkflowStepProps } from "@seo/ui/workflowStep";
import { ResultList, ToolWorkflowStep, readStepStart, useWorkflowStepRun } from "@seo/ui/workflowStepRun";
import { stepFormProps } from "@seo/ui/stepFormProps";
import { useGenerateHeadlines } from "../api/useGenerateHeadlines";
import { HookGenieForm, hookGenieChoices, screenChoice, type HookGenieValues } from "../components/HookGenieForm";
import { HookGenieIcon } from "../components/HookGenieIcon";

const Headlines = styled.ol`
  margin: 0;
  padding-left: 22px;
  display: grid;
  gap: 6px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  li span {
    margin-left: 6px;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

function startingValues(initialData: unknown, prefill: Readonly<Record<string, string>>) {
  const { saved, from } = readStepStart(hookgenieStepDataSchema, initialData, prefill);
  const { types, styles } = hookGenieChoices("workflow");
  const values: Partial<HookgenieRequest> = {
    topic: from.topic ?? "",
    type: screenChoice(types, from.type, "headline"),
    style: screenChoice(styles, from.style, "compelling"),
  };
  return { saved, values };
}

type Generated = HookgenieStepData & { headlines?: Headline[] };

/** What is saved: the form, the result and the tips (the structured headlines are not). */
function stepData(generated: Generated | null): HookgenieStepData | null {
  if (!generated) return null;
  const { headlines: _headlines, ...data } = generated;
  return data;
}

/** Step 3: headlines from the description. */
export default function HookgenieWorkflowStep(props: WorkflowStepProps) {
  const { project, initialData, prefill, next } = props;
  const [start] = useState(() => startingValues(initialData, prefill));
  const generate = useGenerateHeadlines("workflow");

  const run = useWorkflowStepRun({
    initial: start.saved?.result ? (start.saved as Generated) : null,
    mutation: generate,
    toResult: ({ topic, type, style }: HookGenieValues, data): Generated => ({
      topic,
      type,
      style,
      result: data.result,
      tips: data.tips ?? [],
      headlines: data.headlines,
      generatedAt: new Date().toISOString(),
    }),
    success: () => ({
      title: "Headlines Generated!",
      description: next.title ? `Pick your favourite, then audit it with ${next.title}.` : "Pick your favourite.",
    }),
    report: stepData,
    onChange: props.onChange,
    onComplete: props.onComplete,
  });

  const generated = run.result;
  return (
    <ToolWorkflowStep
      id="hookgenie"
      step={props}
      title="HookGenie Headlines"
      description="Create compelling headlines and titles from your description."
      icon={HookGenieIcon}
      form={<HookGenieForm {...stepFormProps(run, start.values, "Generate Headlines", <HookGenieIcon size={16} />)} />}
      run={run}
      result={
        generated && {
          title: "Generated Headlines",
          text: generated.result,
          filename: `${project.fileStem}_headlines`,
          details: (
            <>
              {generated.headlines && generated.headlines.length > 0 && !generated.result.trim() ? (
                <Headlines>
                  {generated.headlines.map((h) => (
                    <li key={h.text}>
                      {h.text}
                      <span>{`${h.length}/${h.limit}`}</span>
                    </li>
                  ))}
                </Headlines>
              ) : null}
              <ResultList title="Writing Tips" items={generated.tips} />
            </>
          ),
        }
      }
    />
  );
}
