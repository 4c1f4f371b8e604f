// Finds the monorepo root (the package.json with "workspaces"), from the source tree, from jest,
// or from the bundle in bff/dist. STATIC_ROOT overrides (e.g. a container with files elsewhere).
import fs from "node:fs";
import path from "node:path";

function isRepoRoot(dir: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { workspaces?: unknown };
    return Array.isArray(pkg.workspaces);
  } catch {
    return false;
  }
}

function walkUp(start: string): string | undefined {
  let dir = path.resolve(start);
  for (;;) {
    if (isRepoRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

export function findRepoRoot(override = process.env.STATIC_ROOT): string {
  if (override) return path.resolve(override);
  const here = typeof __dirname === "string" ? __dirname : process.cwd();
  return walkUp(here) ?? walkUp(process.cwd()) ?? process.cwd();
}
