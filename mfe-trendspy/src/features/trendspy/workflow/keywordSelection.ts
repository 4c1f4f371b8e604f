/** Adds or removes a keyword, never holding more than `max`. */
export function toggleKeyword(selected: readonly string[], keyword: string, max: number): string[] {
  if (selected.includes(keyword)) return selected.filter((k) => k !== keyword);
  if (selected.length >= max) return [...selected];
  return [...selected, keyword];
}
