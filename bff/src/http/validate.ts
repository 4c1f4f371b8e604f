import type { Response } from "express";
import type { z } from "zod";
import { validationErrorBody } from "@seo/contracts/errors";

/** Parses with a contracts schema; on failure answers 400 `{error, issues}` and returns undefined. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  input: unknown,
  res: Response,
  extra: Record<string, unknown> = {},
): z.infer<S> | undefined {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  res.status(400).json({ ...extra, ...validationErrorBody(parsed.error) });
  return undefined;
}
