// Module Federation shares "@seo/ui/<file>" requests as singletons, but not the relative imports
// inside them: "@seo/ui/Toast" carries its own copy of the toast store, so toasts raised through it
// never reach the shell's <Toaster />. Jest has no federation, so only this check catches it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("toasts are raised through the shared store (@seo/ui/toastStore), never @seo/ui/Toast", () => {
  const root = path.resolve(__dirname, "..");
  const offenders = sourceFiles(root).filter((file) => /from\s+["']@seo\/ui\/Toast["']/.test(readFileSync(file, "utf8")));
  expect(offenders.map((f) => path.relative(root, f))).toEqual([]);
});
