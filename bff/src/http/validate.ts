import type { Response } from "express";
import { z } from "zod";
import { validationErrorBody } from "@seo/contracts/errors";

/** Parses with a contracts schema (zod's classic or mini API); on failure answers 400 `{error, issues}` and returns undefined. */
export function parseOr400<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  res: Response,
  extra: Record<string, unknown> = {},
): z.infer<S> | undefined {
  const parsed = z.safeParse(schema, input ?? {});
  if (parsed.success) return parsed.data;
  res.status(400).json({ ...extra, ...validationErrorBody(parsed.error) });
  return undefined;
}
