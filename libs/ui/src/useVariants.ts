// The results of a tool page's visit as variants of one input: Generate starts them (variant 0), an
// entry opened from the history shows as the first until the user generates, Regenerate asks the tool
// again with the same input and the next variant number, and the user switches between them
// (VariantTabs). A failed call leaves the variants there are; every call is a generation the BFF
// counts like any other.
import { useState } from "react";
import type { UseMutationResult } from "@tanstack/react-query";

export interface Variant<Input, Output> {
  /** The number the tool was asked for (0 is the first draft). */
  variant: number;
  /** The input without its variant number: what Regenerate sends again (with its own number). */
  input: Input;
  output: Output;
}

/** A tool's request: its contract lets it name a variant (a number; the schema's input type is wider). */
type Request = { variant?: unknown };

const variantOf = (input: Request) => (typeof input.variant === "number" ? input.variant : 0);

/** The highest variant number the tools' contracts accept. */
export const MAX_VARIANT = 999;

/** The input as the page keeps it: the variant number travels beside it, never inside it. */
function withoutVariant<Input extends Request>(input: Input): Input {
  const { variant: _variant, ...rest } = input;
  return rest as Input;
}

export interface VariantsOptions<Input, Output> {
  /** Called after each successful call (the page's "… Generated!" toast). */
  onResult?(output: Output): void;
  /** A result the user already has (a history entry), shown as the first variant until they generate. */
  initial?: { input: NoInfer<Input>; output: NoInfer<Output> };
}

export function useVariants<Input extends Request, Output>(
  call: UseMutationResult<Output, Error, Input>,
  options: VariantsOptions<Input, Output> = {},
) {
  // null until this visit's first call answers: until then the page shows `initial`, if any.
  const [own, setOwn] = useState<Variant<Input, Output>[] | null>(null);
  const [active, setActive] = useState(0);
  const { initial } = options;
  const variants: Variant<Input, Output>[] =
    own ?? (initial ? [{ variant: variantOf(initial.input), input: withoutVariant(initial.input), output: initial.output }] : []);
  const shown = Math.min(active, Math.max(0, variants.length - 1));

  const ask = (input: Input, variant: number, keep: Variant<Input, Output>[]) =>
    // The first draft is asked for as before (no variant field); further ones name their number.
    call.mutate(variant ? { ...input, variant } : input, {
      onSuccess: (output) => {
        const next = [...keep, { variant, input, output }];
        setOwn(next);
        setActive(next.length - 1);
        options.onResult?.(output);
      },
    });
  const nextVariant = variants.length ? Math.max(...variants.map((v) => v.variant)) + 1 : 0;

  return {
    variants,
    /** The index of the variant on screen. */
    active: shown,
    current: variants[shown] as Variant<Input, Output> | undefined,
    select: setActive,
    pending: call.isPending,
    /** Regenerate is possible: a result to vary, nothing running, variant numbers left. */
    canRegenerate: variants.length > 0 && !call.isPending && nextVariant <= MAX_VARIANT,
    /** A new input: its first draft replaces the variants on screen once it arrives. */
    generate(input: Input) {
      ask(withoutVariant(input), 0, []);
    },
    /** The same input again, as the next variant after the highest so far. */
    regenerate() {
      const last = variants.at(-1);
      if (!last || call.isPending || nextVariant > MAX_VARIANT) return;
      ask(last.input, nextVariant, variants);
    },
  };
}
