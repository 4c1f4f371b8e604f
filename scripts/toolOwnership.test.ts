// A tool lives in its own folders (docs/decisions/0001-one-registry-of-tools.md): outside its two folders (mfe-<tool>, services/<tool>), only the
// registry, the workflow's step data and the marketing pages name it. This test reads every source
// file of the repository, finds those that name a tool of the registry (its id or its title, in
// any case), and fails on any production file that is neither in a place allowed by design nor on
// the explicit allow-list below; an entry that no longer names a tool fails too, so the list can
// only shrink.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { registry } from "@seo/registry/registry";

const root = path.resolve(__dirname, "..");
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git", ".data", "coverage", ".cache"]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml|html)$|(^|\/)Dockerfile$/;

/** Places that name tools by design (docs/decisions/0001-one-registry-of-tools.md). */
const BY_DESIGN: { prefix: string; why: string }[] = [
  ...registry.tools.flatMap((t) => [
    { prefix: `${t.remote.dir}/`, why: "the tool's own remote" },
    { prefix: `${t.service.dir}/`, why: "the tool's own service (and its contract package)" },
  ]),
  { prefix: "libs/registry/", why: "the registry" },
  // The workflow's step data: a project stores each step's result under the step's name; the
  // workflow remote and service compose the steps, prefill one from another and build the blog post.
  { prefix: "libs/contracts/src/workflowStepData.ts", why: "workflow step data" },
  { prefix: "libs/contracts/src/workflow.ts", why: "workflow step data (project shape)" },
  { prefix: "libs/contracts/src/handoff.ts", why: "workflow step data (hand-offs between steps)" },
  { prefix: "mfe-workflow/", why: "the workflow: step data, prefill rules, blog post" },
  { prefix: "services/workflow/", why: "workflow step data (stored per step)" },
  { prefix: "libs/db/src/generated/", why: "workflow step data (generated client of the project table)" },
  // Marketing pages: their copy presents the product's tools.
  { prefix: "shell/src/features/landing/", why: "marketing page" },
  { prefix: "shell/src/features/seo-landing/", why: "marketing page" },
  { prefix: "shell/src/features/pricing/", why: "marketing page (pricing copy)" },
  { prefix: "scripts/partner-demo.mjs", why: "the demo partner page embeds one tool" },
  // Deployment topology: checked against the registry by scripts/compose.test.ts.
  { prefix: "docker-compose.yml", why: "deployment, checked against the registry" },
  {
    prefix: "deploy/k8s/base/",
    why: "deployment, generated from the registry (scripts/k8s.mjs) and checked by scripts/k8s.test.ts",
  },
  // This test's own allow-list names the files, not the tools.
  { prefix: "scripts/toolOwnership.test.ts", why: "this test" },
];

/** Tests and their helpers exercise the product's built-in tools by name; the fifth-tool tests cover the registry path. */
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.includes("/testing/") || file.startsWith("e2e/");

/** Production files that still name tools, each with why; an entry that no longer does fails the second test. */
const ALLOW_LIST: { prefix: string; why: string }[] = [
  { prefix: "libs/contracts/src/constants.ts", why: "WORKFLOW_STEPS, the workflow's step order" },
  { prefix: "bff/Dockerfile", why: "copies the contract packages its contract tests use (devDependencies)" },
  { prefix: "bff/package.json", why: "the contract tests' devDependencies" },
  { prefix: "scripts/bench.mjs", why: "benchmark inputs (the gateway cost is measured on SeoSnapshot)" },
  { prefix: "scripts/bench/report.mjs", why: "benchmark summary (the bulk figure is a Descripto run)" },
  { prefix: "scripts/remote-contracts.json", why: "each remote's exposed modules, the compatibility gate's record" },
  { prefix: "scripts/bench-history.mjs", why: "benchmark inputs (history entries of real offline answers)" },
  { prefix: "scripts/bench-durability.mjs", why: "benchmark inputs (history rows written with fsync on and off)" },
  // Bulk runs (decision 0025) are written per tool for now: Descripto's product columns and shop
  // exports, SeoSnapshot's page report. Debt: a bulk module in each tool's own folders, read through
  // the registry like the pages are, would take these off the list.
  { prefix: "libs/contracts/src/bulk.ts", why: "bulk runs: the tools that have them and their CSV columns" },
  { prefix: "bff/src/bulk/", why: "bulk runs: each tool's row validation and exports" },
  { prefix: "shell/src/features/bulk/", why: "bulk runs: Descripto's review table, SeoSnapshot's report" },
  { prefix: "shell/package.json", why: "bulk runs: the two tools' contracts validate rows and answers" },
];

const names = [...new Set(registry.tools.flatMap((t) => [t.id, t.title].map((n) => n.toLowerCase())))];
const namePattern = new RegExp(names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "i");

function sourceFiles(dir = root, rel = ""): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry) || entry === "package-lock.json") return [];
    const full = path.join(dir, entry);
    const relPath = rel ? `${rel}/${entry}` : entry;
    if (statSync(full).isDirectory()) return sourceFiles(full, relPath);
    return SOURCE.test(relPath) ? [relPath] : [];
  });
}

/** Files outside the places allowed by design that name a tool, with how often they do. */
function namingFiles(): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of sourceFiles()) {
    if (isTest(file) || BY_DESIGN.some((a) => file.startsWith(a.prefix))) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    const count = text.split("\n").filter((line) => namePattern.test(line)).length;
    if (count > 0) found.set(file, count);
  }
  return found;
}

describe("tool names outside their own folders", () => {
  const found = namingFiles();

  it("appear only in the registry, the workflow's step data, the marketing pages and the allow-list", () => {
    const unexpected = [...found.keys()].filter((file) => !ALLOW_LIST.some((a) => file.startsWith(a.prefix)));
    // The count the lead drives down: lines naming a tool in allow-listed files.
    const lines = [...found.values()].reduce((a, b) => a + b, 0);
    console.info(`tool names outside their folders: ${lines} lines in ${found.size} allow-listed files`);
    expect(unexpected).toEqual([]);
  });

  it("the allow-list has no stale entries (each still names a tool; remove it once it does not)", () => {
    const stale = ALLOW_LIST.filter((a) => ![...found.keys()].some((file) => file.startsWith(a.prefix))).map((a) => a.prefix);
    expect(stale).toEqual([]);
  });
});
