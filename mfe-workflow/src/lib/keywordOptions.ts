// Keyword options of the TrendSpy selection panel: the analysis lists its best keywords on lines
// written exactly as "- <keyword>:" (SPEC.md section 5, "Workflow").
const KEYWORD_LINE = /^- .+:$/;

/** Keywords named on "- keyword:" lines of an analysis, in order, without duplicates. */
export function parseKeywordLines(analysis: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of analysis.split(/\r?\n/)) {
    const line = raw.trim();
    if (!KEYWORD_LINE.test(line)) continue;
    // Models sometimes bold the keyword ("- **running shoes**:"); the option is the plain phrase.
    const keyword = line.slice(2, -1).replace(/\*\*|__|`/g, "").trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/**
 * The options offered for selection: the keyword lines of the analysis, or, when the analysis
 * has none, the keywords of the structured keyword data.
 */
export function keywordOptions(analysis: string, keywordData: readonly { keyword: string }[] = []): string[] {
  const fromLines = parseKeywordLines(analysis);
  if (fromLines.length > 0) return fromLines;
  return [...new Set(keywordData.map((k) => k.keyword.trim()).filter(Boolean))];
}

/** Adds or removes a keyword, never holding more than `max`. */
export function toggleKeyword(selected: readonly string[], keyword: string, max: number): string[] {
  if (selected.includes(keyword)) return selected.filter((k) => k !== keyword);
  if (selected.length >= max) return [...selected];
  return [...selected, keyword];
}
