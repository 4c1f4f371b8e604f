// The combined blog-post draft shown at the end of the workflow, built from the four steps' saved data.

export interface BlogPostInput {
  title: string;
  description: string;
  /** Free text: one feature per line or comma separated. */
  keyFeatures: string;
  /** Comma separated (or one per line). */
  keywords: string;
}

function splitList(text: string): string[] {
  const byLine = text.split(/\r?\n/).map(cleanItem).filter(Boolean);
  const items = byLine.length > 1 ? byLine : text.split(",").map(cleanItem).filter(Boolean);
  return [...new Set(items)];
}

function cleanItem(item: string): string {
  return item.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, "").trim();
}

/** "#" + the keyword with its spaces removed: "trail running shoes" → "#trailrunningshoes". */
export function keywordTag(keyword: string): string {
  return `#${keyword.replace(/\s+/g, "")}`;
}

export function buildBlogPostMarkdown({ title, description, keyFeatures, keywords }: BlogPostInput): string {
  const features = splitList(keyFeatures);
  const keywordList = splitList(keywords);
  const sections: string[] = [`# ${title.trim() || "Untitled"}`];
  if (description.trim()) sections.push(description.trim());
  if (features.length) sections.push(["## Key Features", "", ...features.map((f) => `- ${f}`)].join("\n"));
  if (keywordList.length) {
    sections.push(["## SEO Keywords", "", ...keywordList.map((k) => `- ${k}`)].join("\n"));
    sections.push(keywordList.map(keywordTag).join(" "));
  }
  return sections.join("\n\n") + "\n";
}
