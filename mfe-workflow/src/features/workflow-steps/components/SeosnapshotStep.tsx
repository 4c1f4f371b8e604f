import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { DESCRIPTION_GUIDE, TITLE_GUIDE } from "@seo/contracts/constants";
import { clearStandaloneWorkflow } from "@seo/contracts/handoff";
import type { WorkflowProject } from "@seo/contracts/workflow";
import {
  descriptoStepDataSchema,
  hookgenieStepDataSchema,
  seosnapshotStepDataSchema,
  trendspyStepDataSchema,
  type SeosnapshotStepData,
} from "@seo/contracts/workflowStepData";
import { Button } from "@seo/ui/Button";
import { Input, Textarea } from "@seo/ui/Input";
import { useToast } from "@seo/ui/toastStore";
import { CheckIcon, GaugeIcon } from "../../../components/icons";
import { buildBlogPostMarkdown } from "../../../lib/blogPost";
import { blogPostFilename, filenameSlug } from "../../../lib/fileNames";
import { clampText, firstHeadline, seosnapshotPrefill } from "../../../lib/prefill";
import { parseSeoScore } from "../../../lib/seoScore";
import { readStepData } from "../../../lib/stepData";
import { runSeosnapshot } from "../api/toolsApi";
import { useSaveProject } from "../hooks/useWorkflowProject";
import { BlogPostCard } from "./BlogPostCard";
import { ScoreCard } from "./ScoreCard";
import { ResultPanel, SubList } from "./ResultPanel";
import { Actions, CarriedData, ContinueBar, FormField, Stack, StepCard } from "./StepLayout";

const formSchema = z.object({
  title: z.string().trim().min(1, "Required").max(300),
  description: z.string().trim().min(1, "Required").max(1000),
  url: z.union([z.literal(""), z.string().trim().url("Must be a valid URL").max(2048)]),
});
type FormValues = z.infer<typeof formSchema>;

/** Step 4: the audit, the blog-post draft, and completing the workflow. */
export function SeosnapshotStep({ project }: { project: WorkflowProject }) {
  const saved = readStepData(seosnapshotStepDataSchema, project.seosnapshhotData);
  const hookgenie = readStepData(hookgenieStepDataSchema, project.hookgenieData);
  const descripto = readStepData(descriptoStepDataSchema, project.descriptoData);
  const trend = readStepData(trendspyStepDataSchema, project.trendspyData);
  const { toast } = useToast();
  const navigate = useNavigate();
  const save = useSaveProject(project);
  const [generated, setGenerated] = useState<SeosnapshotStepData | null>(saved?.result ? saved : null);

  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: saved ? { title: saved.title, description: saved.description, url: saved.url } : seosnapshotPrefill(hookgenie, descripto),
  });
  const title = form.watch("title") ?? "";
  const description = form.watch("description") ?? "";

  const generate = useMutation({ mutationFn: runSeosnapshot });

  const onGenerate = form.handleSubmit((values) => {
    generate.mutate(values, {
      onSuccess: (data) => {
        setGenerated({
          ...values,
          result: data.result,
          recommendations: data.recommendations ?? [],
          generatedAt: new Date().toISOString(),
        });
        toast({ title: "SEO Analysis Complete!", description: `SEO Score: ${parseSeoScore(data.result)}/100`, variant: "success" });
      },
      onError: () => {
        toast({ title: "Generation Failed", description: "Failed to generate SEO analysis. Please try again.", variant: "destructive" });
      },
    });
  });

  const onComplete = async () => {
    if (!generated) return;
    try {
      await save.mutateAsync({ seosnapshhotData: JSON.stringify(generated), status: "completed", currentStep: "completed" });
    } catch {
      toast({ title: "Error", description: "Failed to complete workflow. Please try again.", variant: "destructive" });
      return;
    }
    try {
      clearStandaloneWorkflow(localStorage);
    } catch {
      // Storage unavailable: nothing to forget.
    }
    toast({ title: "Workflow Complete!", description: `"${project.projectName}" is finished. Export it any time.`, variant: "success" });
    navigate("/workflow-projects");
  };

  const keywords = descripto?.keywords.trim() || trend?.selectedKeywords.join(", ") || "";
  const markdown = generated
    ? buildBlogPostMarkdown({
        title: generated.title,
        description: descripto?.result ?? generated.description,
        keyFeatures: descripto?.keyFeatures ?? "",
        keywords,
      })
    : "";

  const { errors } = form.formState;
  return (
    <StepCard
      step="seosnapshot"
      title="SeoSnapshot Audit"
      description="Audit your page title and meta description, then get your blog post."
      icon={<GaugeIcon size={22} />}
    >
      {/* The topic is usually the whole description; the product and the top headline say more at a glance. */}
      <CarriedData
        from="hookgenie"
        title="Data from HookGenie"
        items={[
          ["Product", descripto?.productName ?? ""],
          ["Top headline", firstHeadline(hookgenie?.result ?? "")],
          ["Topic", descripto?.productName ? "" : clampText(hookgenie?.topic ?? "", 160)],
        ]}
      />
      <form onSubmit={onGenerate} noValidate>
        <Stack>
          <FormField
            id="seosnapshot-title"
            label="Page Title"
            error={errors.title?.message}
            hint={`Aim for ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters`}
            counter={{ value: title.length, min: TITLE_GUIDE.min, max: TITLE_GUIDE.max }}
          >
            <Input id="seosnapshot-title" $invalid={Boolean(errors.title)} aria-invalid={Boolean(errors.title)} {...form.register("title")} />
          </FormField>
          <FormField
            id="seosnapshot-description"
            label="Meta Description"
            error={errors.description?.message}
            hint={`Aim for ${DESCRIPTION_GUIDE.min}-${DESCRIPTION_GUIDE.max} characters`}
            counter={{ value: description.length, min: DESCRIPTION_GUIDE.min, max: DESCRIPTION_GUIDE.max }}
          >
            <Textarea id="seosnapshot-description" rows={4} $invalid={Boolean(errors.description)} aria-invalid={Boolean(errors.description)} {...form.register("description")} />
          </FormField>
          <FormField id="seosnapshot-url" label="Website URL (Optional)" error={errors.url?.message}>
            <Input id="seosnapshot-url" type="url" inputMode="url" placeholder="https://example.com/product" $invalid={Boolean(errors.url)} aria-invalid={Boolean(errors.url)} {...form.register("url")} />
          </FormField>
          <Actions>
            <Button type="submit" variant="gradient" busy={generate.isPending} icon={generate.isPending ? undefined : <GaugeIcon size={16} />}>
              {generate.isPending ? "Generating..." : "Generate SEO Analysis"}
            </Button>
          </Actions>
        </Stack>
      </form>

      {generated ? (
        <>
          <ScoreCardFor result={generated.result} />
          <ResultPanel title="SEO Analysis" text={generated.result} filename={`${filenameSlug(project.projectName)}_seo_analysis`}>
            {generated.recommendations.length > 0 ? (
              <SubList>
                <h4>Recommendations</h4>
                <ul>
                  {generated.recommendations.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </SubList>
            ) : null}
          </ResultPanel>
          <BlogPostCard markdown={markdown} filename={blogPostFilename(project.projectName)} />
          <ContinueBar>
            <Button variant="gradient" size="lg" icon={<CheckIcon size={18} />} onClick={() => void onComplete()} busy={save.isPending}>
              Complete Workflow
            </Button>
          </ContinueBar>
        </>
      ) : null}
    </StepCard>
  );
}

function ScoreCardFor({ result }: { result: string }) {
  return <ScoreCard score={parseSeoScore(result)} />;
}
