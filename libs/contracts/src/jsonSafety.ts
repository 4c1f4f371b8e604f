// Input hygiene every JSON body passes before a schema sees it: no deeper nesting than any payload
// of ours needs (a body nested thousands deep overflows recursive code downstream), and no text
// PostgreSQL or the models cannot carry (a NUL byte is refused by text and jsonb columns; a lone
// UTF-16 surrogate is not Unicode at all). The answer names the offending field.

export const MAX_JSON_DEPTH = 32;

export interface UnsafeJson {
  path: string;
  message: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a null character";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode text";
  return null;
}

const join = (path: string, key: string | number) =>
  typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;

/** The first problem found in a parsed JSON value, or null when it is safe to pass on. */
export function findUnsafeJson(value: unknown, maxDepth = MAX_JSON_DEPTH): UnsafeJson | null {
  // Iterative, so the check itself cannot overflow the stack on hostile input.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      const problem = textProblem(v);
      if (problem) return { path: path || "(body)", message: problem };
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= maxDepth) return { path: path || "(body)", message: `is nested too deeply (at most ${maxDepth} levels)` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], path: join(path, i), depth: depth + 1 });
    } else {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: join(path, "(key)"), message: keyProblem };
        stack.push({ value: child, path: join(path, key), depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The 400 body for an unsafe value: the message names the field, like a schema failure. */
export const unsafeJsonBody = (problem: UnsafeJson) => ({
  error: `Invalid ${problem.path}: ${problem.message}`,
  issues: [problem],
});
