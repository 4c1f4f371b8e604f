import type { WorkflowStep } from "@seo/contracts/constants";
import { toolAccent, toolGradient } from "@seo/ui/theme";

/** How each workflow step presents itself (names, one-line purpose, colour). */
export const STEP_META: Record<
  WorkflowStep,
  { number: number; name: string; summary: string; accent: string; gradient: string }
> = {
  trendspy: {
    number: 1,
    name: "TrendSpy",
    summary: "Research trending keywords and pick your targets",
    accent: toolAccent("trendspy"),
    gradient: toolGradient("trendspy"),
  },
  descripto: {
    number: 2,
    name: "Descripto",
    summary: "Write an SEO-optimised description with those keywords",
    accent: toolAccent("descripto"),
    gradient: toolGradient("descripto"),
  },
  hookgenie: {
    number: 3,
    name: "HookGenie",
    summary: "Turn it into compelling headlines and titles",
    accent: toolAccent("hookgenie"),
    gradient: toolGradient("hookgenie"),
  },
  seosnapshot: {
    number: 4,
    name: "SeoSnapshot",
    summary: "Audit the title and meta description, then publish",
    accent: toolAccent("seosnapshot"),
    gradient: toolGradient("seosnapshot"),
  },
};
