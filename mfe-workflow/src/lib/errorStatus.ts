/** The HTTP status of a request-helper error ("<status>: <body>"), if it carries one. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}):/.exec(error.message);
  return match?.[1] ? Number(match[1]) : undefined;
}
