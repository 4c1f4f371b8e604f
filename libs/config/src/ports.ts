// Where each deployable listens by default on the embedded default. Production sets the URLs.
// Services and remotes are the registry's (libs/registry): this module only derives from it.
import { registry, remotes, services, remoteContainerName, type Registry } from "@seo/registry/registry";

/** A service of the registry: a tool's, the workflow's or billing's. */
export type ServiceName = string;
/** A federated remote of the registry. */
export type RemoteName = string;

/** Default port per service name. */
export const servicePorts = (r: Registry = registry): Record<ServiceName, number> =>
  Object.fromEntries(services(r).map((s) => [s.name, s.port]));

/** The federated remotes the shell loads at run time. */
export const remoteNames = (r: Registry = registry): RemoteName[] => remotes(r).map((x) => x.name);
export const REMOTE_NAMES: readonly RemoteName[] = remoteNames();
export { remoteContainerName };

/** The environment variable that overrides where the BFF finds a service (<NAME>_SERVICE_URL). */
export const serviceUrlVariable = (name: ServiceName) => `${name.toUpperCase()}_SERVICE_URL`;
/** The environment variable that overrides a remote's manifest location (REMOTE_<NAME>_URL). */
export const remoteUrlVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase()}_URL`;

/** Loopback port of the embedded PGlite server (DATABASE_URL unset). */
export const EMBEDDED_DB_PORT = 5499;
