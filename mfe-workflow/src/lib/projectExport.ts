import type { WorkflowProject } from "@seo/contracts/workflow";
import { parseJsonLenient } from "./stepData";

/** The downloadable project file: name, creation date, status and the four data sets. */
export function buildProjectExport(project: WorkflowProject) {
  return {
    name: project.projectName,
    createdAt: project.createdAt,
    status: project.status,
    trendspyData: parseJsonLenient(project.trendspyData),
    descriptoData: parseJsonLenient(project.descriptoData),
    hookgenieData: parseJsonLenient(project.hookgenieData),
    seosnapshotData: parseJsonLenient(project.seosnapshhotData),
  };
}
