/** Adds keywords to a comma-separated field, skipping ones already there (case-insensitive). */
export function addKeywords(current: string, additions: readonly string[]): string {
  const list = current
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  const seen = new Set(list.map((k) => k.toLowerCase()));
  for (const k of additions) {
    if (!seen.has(k.toLowerCase())) {
      list.push(k);
      seen.add(k.toLowerCase());
    }
  }
  return list.join(", ");
}
