// The tools as the shell presents them (landing, home, dashboard, pricing): the registry's entries
// with their gradient and icon. The registry names an icon; this file draws it.
import type { ReactNode } from "react";
import { registry as builtInRegistry, type Registry } from "@seo/registry/registry";
import { gradientOf } from "@seo/ui/theme";
import { useRegistry } from "../lib/registry";
import { FlowIcon, GaugeIcon, PenIcon, SparkIcon, TrendIcon } from "./icons";

export interface ToolInfo {
  id: string;
  name: string;
  path: string;
  tagline: string;
  description: string;
  features: string[];
  gradient: string;
  icon: ReactNode;
}

/** Icons a registry entry may name (an unknown name gets the generic one). */
const ICONS: Record<string, () => ReactNode> = {
  pen: () => <PenIcon />,
  spark: () => <SparkIcon />,
  trend: () => <TrendIcon />,
  gauge: () => <GaugeIcon />,
  flow: () => <FlowIcon />,
};
export const iconNamed = (name: string): ReactNode => (ICONS[name] ?? ICONS.flow!)();

export function toolCatalog(r: Registry = builtInRegistry): ToolInfo[] {
  return r.tools.map((t) => ({
    id: t.id,
    name: t.title,
    path: t.route,
    tagline: t.tagline,
    description: t.description,
    features: t.features,
    gradient: gradientOf(t.theme),
    icon: iconNamed(t.icon),
  }));
}

/** The built-in tools (the marketing pages, which are prerendered from them). */
export const TOOL_CATALOG: ToolInfo[] = toolCatalog();

/** The tools of the registry in context (home and dashboard). */
export function useToolCatalog(): ToolInfo[] {
  return toolCatalog(useRegistry());
}
