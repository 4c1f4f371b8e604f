// Test helper: a fifth tool described by its registry entry alone (a tool is data:
// docs/decisions/0001-one-registry-of-tools.md). Tests of
// the shell, the BFF and the config register it and check that its route, card, proxy and plan
// rules work without any other change.
import { registry, type Registry, type ToolEntry } from "../registry";
import { parseRegistry } from "../schema";

export const FIFTH_TOOL_ENTRY = {
  id: "metamagic",
  title: "MetaMagic",
  route: "/metamagic",
  tagline: "Meta tags in one click",
  description: "Write meta tags for any page.",
  features: ["Meta titles", "Meta descriptions"],
  icon: "spark",
  theme: { from: "#111111", to: "#222222", accent: "#333333" },
  remote: { name: "metamagic", dir: "mfe-metamagic", page: "./MetaMagicPage" },
  service: { name: "metamagic", dir: "services/metamagic", port: 4199 },
  plans: ["starter", "pro", "single", "all", "admin"],
  exports: { free: ["copy", "txt"], starter: ["copy", "txt"], paid: ["copy", "txt", "csv"] },
} satisfies ToolEntry;

/** The built-in registry plus the fifth tool (with overrides, e.g. another port or fewer plans). */
export function registryWithFifthTool(overrides: Partial<ToolEntry> = {}): Registry {
  return parseRegistry({ ...registry, tools: [...registry.tools, { ...FIFTH_TOOL_ENTRY, ...overrides }] });
}
