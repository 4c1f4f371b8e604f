// The bulk runs API's paths, as libs/contracts/src/bulk.ts lists them at its top.
import type { BulkExportFormat, BulkTool } from "@seo/contracts/bulk";

const runPath = (id: number) => `/api/bulk/runs/${id}`;

export const bulkPaths = {
  template: (tool: BulkTool) => `/api/bulk/template/${tool}`,
  check: (tool: BulkTool) => `/api/bulk/${tool}/check`,
  start: (tool: BulkTool, fileName: string, skipInvalid: boolean) =>
    `/api/bulk/${tool}/runs?fileName=${encodeURIComponent(fileName)}${skipInvalid ? "&skipInvalid=1" : ""}`,
  runs: "/api/bulk/runs",
  run: runPath,
  cancel: (id: number) => `${runPath(id)}/cancel`,
  rows: (id: number, offset: number, limit: number) => `${runPath(id)}/rows?offset=${offset}&limit=${limit}`,
  row: (id: number, rowNumber: number) => `${runPath(id)}/rows/${rowNumber}`,
  regenerate: (id: number, rowNumber: number) => `${runPath(id)}/rows/${rowNumber}/regenerate`,
  export: (id: number, format: BulkExportFormat) => `${runPath(id)}/export?format=${format}`,
} as const;
