// Issue 11, "Done when": outside a tool's own two folders (mfe-<tool>, services/<tool>), only the
// registry, the workflow's step data and the marketing pages name it. This test reads every source
// file of the repository, finds those that name a tool of the registry (its id or its title, in
// any case), and fails on any that is neither in a place allowed by design nor on the explicit
// allow-list below. The allow-list is what other work still has to move; an entry that no longer
// names a tool fails too, so the list can only shrink.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { registry } from "@seo/registry/registry";

const root = path.resolve(__dirname, "..");
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".git", ".data", "coverage", ".cache"]);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|ya?ml|html)$|(^|\/)Dockerfile$/;

/** Places that name tools by design (DESIGN.md decision 17). */
const BY_DESIGN: { prefix: string; why: string }[] = [
  ...registry.tools.flatMap((t) => [
    { prefix: `${t.remote.dir}/`, why: "the tool's own remote" },
    { prefix: `${t.service.dir}/`, why: "the tool's own service" },
  ]),
  { prefix: "libs/registry/", why: "the registry" },
  // The workflow's step data: a project stores each step's result under the step's name.
  { prefix: "libs/contracts/src/workflowStepData.ts", why: "workflow step data" },
  { prefix: "libs/contracts/src/workflow.ts", why: "workflow step data (project shape)" },
  { prefix: "mfe-workflow/src/components/stepMeta.ts", why: "workflow step data (presentation)" },
  { prefix: "mfe-workflow/src/lib/prefill", why: "workflow step data (prefill rules, DESIGN.md decision 14)" },
  { prefix: "services/workflow/", why: "workflow step data (stored per step)" },
  { prefix: "libs/db/src/generated/", why: "workflow step data (generated client of the project table)" },
  { prefix: "libs/db/src/migrate.test.ts", why: "workflow step data (project table columns)" },
  // Marketing pages: their copy presents the product's tools.
  { prefix: "shell/src/features/landing/", why: "marketing page" },
  { prefix: "shell/src/features/seo-landing/", why: "marketing page" },
  { prefix: "shell/src/features/pricing/", why: "marketing page (pricing copy)" },
  // Deployment topology: checked against the registry by scripts/compose.test.ts.
  { prefix: "docker-compose.yml", why: "deployment, checked against the registry" },
  // Browser tests drive the real product and its four tools end to end.
  { prefix: "e2e/", why: "browser tests of the built-in tools" },
  // This test's own allow-list names the files, not the tools; it is listed for its comments.
  { prefix: "scripts/toolOwnership.test.ts", why: "this test" },
];

/**
 * Still naming tools because other work is moving it (issue 11). Each entry says why; the lead
 * removes entries as that work lands (a stale entry fails the second test below).
 */
const ALLOW_LIST: { prefix: string; why: string }[] = [
  // Engines, prompts and model schemas are moving from libs/ai into services/<tool>.
  { prefix: "libs/ai/", why: "engines moving into services/<tool>" },
  // Per-tool contracts and constants are moving into the tools' folders.
  { prefix: "libs/contracts/src/tools.ts", why: "tool contracts moving into services/<tool>" },
  { prefix: "libs/contracts/src/constants.ts", why: "TOOLS and per-tool constants moving with the contracts" },
  { prefix: "libs/contracts/src/handoff.ts", why: "hand-off payloads moving into the remotes' workflow steps" },
  { prefix: "libs/contracts/src/graphemes.ts", why: "a comment naming its user" },
  // The workflow's copies of the four forms are moving into the remotes (WorkflowStep).
  { prefix: "mfe-workflow/src/features/", why: "workflow forms moving into the remotes" },
  { prefix: "mfe-workflow/src/lib/keywordOptions.ts", why: "workflow forms moving into the remotes" },
  { prefix: "mfe-workflow/src/lib/projectExport.ts", why: "workflow export (names the steps it exports)" },
  { prefix: "mfe-workflow/src/lib/projectProgress", why: "workflow forms moving into the remotes" },
  { prefix: "mfe-workflow/src/mount.tsx", why: "workflow forms moving into the remotes" },
  { prefix: "mfe-workflow/src/testing/", why: "workflow forms moving into the remotes" },
  { prefix: "mfe-workflow/src/app/", why: "workflow forms moving into the remotes" },
  // Integration and component tests that exercise the built-in tools by name (real services through
  // the BFF, the shell's cards for the built-in registry); the fifth-tool tests cover the registry path.
  { prefix: "bff/src/app.test.ts", why: "tests of the built-in tools" },
  { prefix: "bff/src/hostileClient.test.ts", why: "tests of the built-in tools" },
  { prefix: "bff/src/data/generationLog.test.ts", why: "tests of the built-in tools" },
  { prefix: "bff/src/domain/planAccess.test.ts", why: "tests of the built-in tools" },
  { prefix: "bff/src/fifthTool.test.ts", why: "the fifth tool's test picks another tool for a single plan" },
  { prefix: "bff/src/routes/", why: "tests of the built-in tools (toolContracts.test.ts moves with the contracts)" },
  { prefix: "libs/config/src/env.test.ts", why: "tests of the built-in registry's ports" },
  { prefix: "libs/export/src/", why: "tests using tool names as sample data" },
  { prefix: "libs/ui/src/components.test.tsx", why: "tests using tool names as sample data" },
  { prefix: "shell/src/app/", why: "tests of the built-in tools' routes" },
  { prefix: "shell/src/components/RemoteModule.test.tsx", why: "tests of the built-in tools' routes" },
  { prefix: "shell/src/features/dashboard/components/DashboardPage.test.tsx", why: "tests of the built-in tools' cards" },
  { prefix: "shell/src/features/home/components/HomePage.test.tsx", why: "tests of the built-in tools' cards" },
  { prefix: "services/billing/src/app.test.ts", why: "tests of a single plan's selected tool" },
  // Build and deployment files that list every workspace.
  { prefix: "package.json", why: "npm workspaces list each folder (could become mfe-*, services/*)" },
  { prefix: "services/billing/Dockerfile", why: "copies every workspace manifest for npm ci" },
  { prefix: "libs/config/webpack/federation.cjs", why: "an example in a comment" },
  { prefix: "scripts/bench.mjs", why: "per-tool bench inputs (could move into services/<tool>)" },
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
    if (BY_DESIGN.some((a) => file.startsWith(a.prefix))) continue;
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
