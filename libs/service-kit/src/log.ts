/** The few log methods the services and libs/ai use; `console` satisfies it. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * One JSON line per event on stdout/stderr, tagged with the service name. Silent under jest
 * (NODE_ENV=test) unless LOG_LEVEL=debug, so test output stays readable.
 */
export function createLogger(service: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const silent = env.NODE_ENV === "test" && env.LOG_LEVEL !== "debug";
  const write = (level: string, message: string, fields?: Record<string, unknown>) => {
    if (silent) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, service, message, ...fields });
    (level === "info" ? process.stdout : process.stderr).write(line + "\n");
  };
  return {
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}
