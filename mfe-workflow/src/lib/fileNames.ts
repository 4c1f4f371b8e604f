/** A lowercase, underscore-separated file name stem: "Summer Launch 2025!" → "summer_launch_2025". */
export function filenameSlug(name: string, fallback = "seo_project"): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return slug || fallback;
}

export const blogPostFilename = (projectName: string) => `${filenameSlug(projectName)}_blog_post.md`;
export const projectExportFilename = (projectName: string) => `${filenameSlug(projectName)}_workflow.json`;
