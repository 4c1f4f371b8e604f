// The level names LOG_LEVEL accepts (pino's), apart from the logger so config parsing can name them
// without loading pino.
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
