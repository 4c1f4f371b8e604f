// Run-time remote loading: /remotes.json maps each remote to its mf-manifest.json URL, so a remote
// can move or be redeployed without rebuilding the shell.
import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import type { ComponentType } from "react";
import { remoteContainerName, type RemoteName } from "@seo/config/ports";
import { provideRemoteLoader } from "@seo/ui/remoteModules";

export type RemoteManifest = Partial<Record<RemoteName, string>>;

let registration: Promise<RemoteManifest> | null = null;

async function fetchManifest(): Promise<RemoteManifest> {
  const res = await fetch("/remotes.json", { credentials: "same-origin" });
  if (!res.ok) throw new Error(`${res.status}: could not load /remotes.json`);
  return (await res.json()) as RemoteManifest;
}

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function ensureRemotesRegistered(): Promise<RemoteManifest> {
  if (!registration) {
    registration = fetchManifest().then((manifest) => {
      const remotes = Object.entries(manifest)
        .filter((entry): entry is [RemoteName, string] => typeof entry[1] === "string" && entry[1].length > 0)
        .map(([name, entry]) => ({ name: remoteContainerName(name), entry }));
      registerRemotes(remotes);
      return manifest;
    });
    // A failed fetch is not cached: the retry button tries again.
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/** Loads `mfe_<remote>/<exposed>` and returns its default export as a component. */
export async function loadRemoteComponent(remote: RemoteName, exposed: string): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  const mod = await loadRemote<{ default?: ComponentType } | ComponentType>(`${remoteContainerName(remote)}/${exposed}`);
  const component = mod && typeof mod === "object" && "default" in mod ? mod.default : (mod as ComponentType | null);
  if (!component) throw new Error(`Remote module ${remote}/${exposed} has no default export`);
  return { default: component };
}

/**
 * Lets remotes load each other's modules (the workflow loads each tool's WorkflowStep) through this
 * runtime, the only one that knows every remote: a remote's own federation instance knows none.
 */
export function installRemoteLoader() {
  provideRemoteLoader(async (remote, exposed) => {
    await ensureRemotesRegistered();
    return loadRemote(`${remoteContainerName(remote as RemoteName)}/${exposed}`);
  });
}

/** Tests only: forget the registration. */
export function resetRemoteRegistration() {
  registration = null;
}
