// The one registry of the product's tools, remotes and services: a tool is data, so adding one is its
// two folders and one entry here, and nothing else in the repository lists tools. The data
// lives in registry.json so that Node scripts can read it too; this module gives typed access.
// Code that needs "every tool" reads this, never a list of its own. registry.test.ts checks the data
// against ./schema (zod) in CI, so the browser reads it as it is, without shipping a validator.
import data from "../registry.json";
import type { AppEntry, Registry, ToolEntry } from "./schema";

export type { AppEntry, Registry, ToolEntry };

/** The product's registry. */
export const registry: Registry = data as Registry;

export const toolIds = (r: Registry = registry): string[] => r.tools.map((t) => t.id);
export const findTool = (id: string, r: Registry = registry): ToolEntry | undefined => r.tools.find((t) => t.id === id);
/** Every deployable service (tools first, then the apps that have one). */
export const services = (r: Registry = registry) => [...r.tools, ...r.apps].flatMap((e) => (e.service ? [e.service] : []));
/** Every federated remote. */
export const remotes = (r: Registry = registry) => [...r.tools, ...r.apps].flatMap((e) => (e.remote ? [e.remote] : []));
/** Module Federation container name of a remote (a valid JS identifier). */
export const remoteContainerName = (name: string) => `mfe_${name}`;
/** The tools of the Pro workflow, in step order. */
export const workflowTools = (r: Registry = registry): ToolEntry[] =>
  r.tools.filter((t) => t.workflowStep !== undefined).sort((a, b) => a.workflowStep! - b.workflowStep!);
