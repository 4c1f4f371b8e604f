// Run-time remote loading: /remotes.json maps each remote to the mf-manifest.json of the version
// this user gets (the BFF's remote registry: pinned, or a canary for a share of users), so a
// remote is deployed, put on canary or rolled back without rebuilding or restarting the shell.
// Loading is hardened by two federation runtime plugins: the retry plugin (a manifest or
// remoteEntry that fails once is fetched again) and, when that is not enough, a fallback to the
// last version known to work (listed in /remotes.json under "$fallbacks"). If that fails too, the
// error reaches RemoteModule's error boundary.
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from "@module-federation/enhanced/runtime";
import { RetryPlugin } from "@module-federation/retry-plugin";
import type { ComponentType } from "react";
import { REMOTE_NAMES, remoteContainerName, type RemoteName } from "@seo/config/ports";
import { provideRemoteLoader } from "@seo/ui/remoteModules";

export type RemoteManifest = Partial<Record<RemoteName, string>>;

export interface RemotesDocument {
  /** Remote name to the manifest URL of the version to load. */
  entries: RemoteManifest;
  /** Remote name to the manifest URL of the last good version, when it differs. */
  fallbacks: RemoteManifest;
}

let registration: Promise<RemotesDocument> | null = null;
let fallbacks: RemoteManifest = {};
/** Remotes switched to their fallback in this page (each at most once). */
const fellBack = new Set<RemoteName>();
let pluginsRegistered = false;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);
const urls = (value: unknown): RemoteManifest =>
  Object.fromEntries(
    Object.entries(value && typeof value === "object" ? value : {}).filter(
      (entry): entry is [RemoteName, string] => isRemoteName(entry[0]) && typeof entry[1] === "string" && entry[1].length > 0,
    ),
  );

/** Reads the body of /remotes.json (unknown keys and malformed values are ignored). */
export function parseRemotesDocument(body: unknown): RemotesDocument {
  const doc = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  return { entries: urls(doc), fallbacks: urls(doc.$fallbacks) };
}

async function fetchDocument(): Promise<RemotesDocument> {
  const session = typeof localStorage !== "undefined" ? localStorage.getItem("sessionId") : null;
  const res = await fetch("/remotes.json", {
    credentials: "same-origin",
    // The session picks this user's canary bucket (anonymous visitors: the device cookie).
    headers: session ? { "x-session-id": session } : {},
  });
  if (!res.ok) throw new Error(`${res.status}: could not load /remotes.json`);
  return parseRemotesDocument(await res.json());
}

const containerToRemote = (id: string): RemoteName | undefined => {
  const container = id.split("/")[0] ?? "";
  return REMOTE_NAMES.find((name) => remoteContainerName(name) === container);
};

/**
 * errorLoadRemote: when a remote's module cannot be loaded (after the retry plugin's attempts),
 * re-register the remote at its last good version and load the module from there, once per page.
 */
export function lastGoodFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: "seo-last-good-fallback",
    async errorLoadRemote(args) {
      if (args.lifecycle !== "onLoad") return undefined;
      const remote = containerToRemote(args.id);
      const fallback = remote && fallbacks[remote];
      if (!remote || !fallback || fellBack.has(remote)) return undefined;
      fellBack.add(remote);
      console.warn(`Remote ${remote} failed to load; falling back to its last good version`, args.error);
      registerRemotes([{ name: remoteContainerName(remote), entry: fallback }], { force: true });
      return loadRemote(args.id);
    },
  };
}

function ensurePlugins() {
  if (pluginsRegistered) return;
  pluginsRegistered = true;
  registerPlugins([
    // Manifests: two more tries; remoteEntry scripts and exposed modules: two more tries.
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 300 },
      script: { retryTimes: 2, retryDelay: 300 },
    }) as ModuleFederationRuntimePlugin,
    lastGoodFallbackPlugin(),
  ]);
}

/** Fetches /remotes.json once and registers every remote with the federation runtime. */
export function ensureRemotesRegistered(): Promise<RemotesDocument> {
  if (!registration) {
    registration = fetchDocument().then((doc) => {
      ensurePlugins();
      fallbacks = doc.fallbacks;
      const remotes = Object.entries(doc.entries).flatMap(([name, entry]) =>
        entry ? [{ name: remoteContainerName(name), entry }] : [],
      );
      registerRemotes(remotes);
      return doc;
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
  fallbacks = {};
  fellBack.clear();
  pluginsRegistered = false;
}
