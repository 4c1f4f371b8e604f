// How one federated module loads a module another remote exposes. Each webpack build carries its own
// Module Federation runtime instance, and only the host's knows every remote (the shell registers
// them from /remotes.json); a remote calling `loadRemote` from its own bundle would ask an instance
// that knows none. So the host installs its loader here: @seo/ui is a shared singleton, so every
// remote reads the same slot. A remote run standalone installs its own.

/** Loads `exposed` (e.g. "WorkflowStep") from `remote` (a remote name of the registry). */
export type RemoteModuleLoader = (remote: string, exposed: string) => Promise<unknown>;

let installed: RemoteModuleLoader | null = null;

/** Called by the host at start-up (and by tests). Returns a function that restores the previous loader. */
export function provideRemoteLoader(loader: RemoteModuleLoader | null): () => void {
  const previous = installed;
  installed = loader;
  return () => {
    installed = previous;
  };
}

export function hasRemoteLoader(): boolean {
  return installed !== null;
}

/** Loads a module of another remote through the host's loader; rejects when no host installed one. */
export async function loadRemoteModule(remote: string, exposed: string): Promise<unknown> {
  if (!installed) {
    throw new Error(
      `Cannot load ${remote}/${exposed}: no remote loader installed (the host calls provideRemoteLoader at start-up)`,
    );
  }
  return installed(remote, exposed);
}
