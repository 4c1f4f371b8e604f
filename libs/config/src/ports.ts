// Where each deployable listens by default on the embedded default. Production sets the URLs.
export const SERVICE_PORTS = {
  descripto: 4101,
  hookgenie: 4102,
  trendspy: 4103,
  seosnapshot: 4104,
  workflow: 4105,
  billing: 4106,
} as const;
export type ServiceName = keyof typeof SERVICE_PORTS;
export const SERVICE_NAMES = Object.keys(SERVICE_PORTS) as ServiceName[];

/** The federated remotes the shell loads at run time. */
export const REMOTE_NAMES = ["descripto", "hookgenie", "trendspy", "seosnapshot", "workflow"] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
/** Module Federation container name of a remote (must be a valid JS identifier). */
export const remoteContainerName = (name: RemoteName) => `mfe_${name}`;

/** Loopback port of the embedded PGlite server (DATABASE_URL unset). */
export const EMBEDDED_DB_PORT = 5499;
