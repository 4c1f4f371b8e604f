// What a browser suite counts as a page going wrong: uncaught errors, console errors and failed
// answers, collected as they happen so a test can end with `expect(errors).toEqual([])`.
import type { Page } from "playwright-core";

/** The answer the shell's session check gets before sign-in: by design, not a failure. */
export const SIGNED_OUT_SESSION_CHECK = "401 GET /api/auth/user";

/**
 * Collects the page's uncaught errors, console errors and answers of 400 or more, except those
 * `expected` accepts (each given as "402 POST /api/descripto"). The browser's own "Failed to load
 * resource" console line is left out: the answer, with its URL, says it instead.
 */
export function collectPageErrors(page: Page, expected: (answer: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() < 400) return;
    const answer = `${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`;
    if (!expected(answer)) errors.push(`response: ${answer}`);
  });
  return errors;
}
