// The tool registry the shell renders (libs/registry): the built-in one unless a provider above
// brings another (tests register a fifth tool this way and see its route and card).
import { createContext, useContext, type ReactNode } from "react";
import { registry as builtInRegistry, type Registry } from "@seo/registry/registry";

const RegistryContext = createContext<Registry>(builtInRegistry);

export function RegistryProvider({ registry, children }: { registry: Registry; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

export function useRegistry(): Registry {
  return useContext(RegistryContext);
}
