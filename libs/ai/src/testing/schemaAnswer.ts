// A schema-valid answer to any structured-output request: what the fake OpenAI server writes when a
// test needs every tool's request answered in schema without knowing the tool (`npm run eval:model`
// against the fake). Strings are made of the request's own words, so the answer reads like one; it
// says nothing true, and the quality checks are expected to fail it.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

function textOf(words: readonly string[], min: number, max: number, salt: number): string {
  const want = Math.min(Math.max(min, 40), max);
  const pool = words.length ? words : ["sample", "answer"];
  let out = "";
  for (let i = salt; out.length < want; i++) out += (out ? " " : "") + pool[i % pool.length];
  out = out.slice(0, max).trim();
  // Trimming may take it under the minimum again: pad with letters.
  while (out.length < min) out += "x";
  return out;
}

/** A value valid for `schema` (the subset zod's toJSONSchema writes for our output schemas). */
export function answerFromJsonSchema(schema: JsonSchema, seedText = "", salt = 0): unknown {
  const words = seedText.match(/[\p{L}\p{N}]+/gu) ?? [];
  const at = (s: JsonSchema, n: number): unknown => {
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const union = s.anyOf ?? s.oneOf;
    if (union?.length) return at(union.find((o) => o.type !== "null") ?? union[0]!, n);
    if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((o) => at(o, n)));
    const type = Array.isArray(s.type) ? (s.type.find((t) => t !== "null") ?? "null") : s.type;
    switch (type) {
      case "object":
        return Object.fromEntries((s.required ?? []).map((k, i) => [k, at(s.properties?.[k] ?? {}, n + i + 1)]));
      case "array": {
        const count = Math.min(Math.max(s.minItems ?? 0, 3), s.maxItems ?? Infinity);
        return Array.from({ length: count }, (_, i) => at(s.items ?? {}, n + i * 7));
      }
      case "string":
        return textOf(words, s.minLength ?? 1, s.maxLength ?? 400, n);
      case "integer":
      case "number": {
        const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
        const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
        if (lo !== undefined && hi !== undefined) return Math.round((lo + hi) / 2);
        return lo ?? hi ?? 10 + n;
      }
      case "boolean":
        return true;
      case "null":
        return null;
      default:
        return textOf(words, 1, 60, n);
    }
  };
  return at(schema, salt);
}
