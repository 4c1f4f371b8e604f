// When the workflow runs without the shell (its team's standalone page, or a first-party host that
// installed no loader), it loads the tools' steps through its own federation runtime, from the same
// /remotes.json the shell reads. Inside the shell the shell's loader is used instead.
import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import { remoteContainerName } from "@seo/registry/registry";
import { hasRemoteLoader, provideRemoteLoader } from "@seo/ui/remoteModules";

let registration: Promise<void> | null = null;

function registerFromManifest(): Promise<void> {
  if (!registration) {
    registration = (async () => {
      const res = await fetch("/remotes.json", { credentials: "same-origin" });
      if (!res.ok)
        throw new Error(`${res.status}: could not load /remotes.json (the workflow's steps come from the tools' remotes)`);
      const manifest = (await res.json()) as Record<string, unknown>;
      registerRemotes(
        Object.entries(manifest)
          .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length > 0)
          .map(([name, entry]) => ({ name: remoteContainerName(name), entry })),
      );
    })();
    // A failed fetch is not kept: the step's "Try again" fetches again.
    registration.catch(() => {
      registration = null;
    });
  }
  return registration;
}

/** Installs the workflow's own remote loader unless a host already installed one. */
export function ensureRemoteLoader() {
  if (hasRemoteLoader()) return;
  provideRemoteLoader(async (remote, exposed) => {
    await registerFromManifest();
    return loadRemote(`${remoteContainerName(remote)}/${exposed}`);
  });
}
