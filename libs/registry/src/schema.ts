// The registry's schema (libs/registry/registry.json): validated by the tests, the build and any
// code that registers a tool of its own (tests' fifth tool). Kept apart from registry.ts so the
// browser, which only reads the checked-in registry, never downloads zod for it.
import { z } from "zod";
import { EXPORT_FORMATS } from "@seo/contracts/auth";
import { PLANS } from "@seo/contracts/plans";

const idSchema = z.string().regex(/^[a-z][a-z0-9]{1,30}$/, "lower-case letters and digits");
const colour = z.string().regex(/^#[0-9a-f]{6}$/i);
const themeSchema = z.object({ from: colour, to: colour, accent: colour });
const remoteSchema = z.object({ name: idSchema, dir: z.string().min(1), page: z.string().startsWith("./") });
const serviceSchema = z.object({ name: idSchema, dir: z.string().min(1), port: z.number().int().min(1024).max(65535) });
const formats = z.array(z.enum(EXPORT_FORMATS)).min(1);

/** One path into an entry: input or output, then keys, array positions, or * for every element. */
const SUMMARY_PATH = /^(input|output)(\.(\*|[A-Za-z0-9_]+))*$/;
/**
 * A history summary template: text with at least one {placeholder}; a placeholder is a path, or
 * alternatives tried in turn ("{output.headlines.0.text|output.result}").
 */
const summaryTemplate = z.string().refine((t) => {
  const placeholders = [...t.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  return placeholders.length > 0 && placeholders.every((p) => p.split("|").every((alt) => SUMMARY_PATH.test(alt)));
}, "a text with {input.…} or {output.…} placeholders");

export const toolEntrySchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  route: z.string().regex(/^\/[a-z0-9-]+$/),
  tagline: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)),
  icon: z.string().min(1),
  theme: themeSchema,
  remote: remoteSchema,
  service: serviceSchema,
  /** Plans that include the tool (single: when it is the selected tool). */
  plans: z.array(z.enum(PLANS)).min(1),
  /** Export formats: free tries, Starter, and every other plan that includes the tool (see planRules). */
  exports: z.object({ free: formats, starter: formats, paid: formats }),
  /** Position in the Pro workflow (1-based), when the tool is a workflow step. */
  workflowStep: z.number().int().min(1).optional(),
  /** What the step does, after the title on the dashboard's workflow card ("research", "audit"). */
  workflowTask: z.string().min(1).optional(),
  /**
   * How /history shows an entry of this tool: its title and preview (parts joined by " · ", a part
   * whose placeholders are all empty left out), read from the entry's input and output. Without
   * it: the tool's title and the output's result.
   */
  history: z.object({ title: summaryTemplate, preview: z.array(summaryTemplate).min(1) }).optional(),
});
export type ToolEntry = z.infer<typeof toolEntrySchema>;

export const appEntrySchema = z.object({
  id: idSchema,
  title: z.string().min(1),
  theme: themeSchema.optional(),
  remote: remoteSchema.optional(),
  service: serviceSchema.optional(),
  /** Plans that may use the app (the workflow: pro, all and admin; see planRules). */
  plans: z.array(z.enum(PLANS)).min(1).optional(),
});
export type AppEntry = z.infer<typeof appEntrySchema>;

export const registrySchema = z
  .object({ tools: z.array(toolEntrySchema), apps: z.array(appEntrySchema) })
  .superRefine((r, ctx) => {
    const unique = (label: string, values: (string | number | undefined)[]) => {
      const seen = new Set<string | number>();
      for (const v of values) {
        if (v === undefined) continue;
        if (seen.has(v)) ctx.addIssue({ code: "custom", message: `duplicate ${label}: ${v}` });
        seen.add(v);
      }
    };
    const all = [...r.tools, ...r.apps];
    unique(
      "id",
      all.map((e) => e.id),
    );
    unique(
      "route",
      r.tools.map((t) => t.route),
    );
    unique(
      "remote",
      all.map((e) => e.remote?.name),
    );
    unique(
      "service",
      all.map((e) => e.service?.name),
    );
    unique(
      "port",
      all.map((e) => e.service?.port),
    );
    unique(
      "workflow step",
      r.tools.map((t) => t.workflowStep),
    );
  });
export type Registry = z.infer<typeof registrySchema>;

/** Validates a registry (the built-in one, or a test's with an extra tool). */
export function parseRegistry(value: unknown): Registry {
  return registrySchema.parse(value);
}
