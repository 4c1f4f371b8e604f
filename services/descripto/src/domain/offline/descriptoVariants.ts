// Descripto's variants: another draft of the same input says the same facts another way. Three
// plans take turns, so any three variants in a row use all three:
//   0. the intro, the feature list under the tone's heading, the call to action;
//   1. the same layout with the tone's next intro, heading and call to action, the features led by
//      the next one;
//   2. spec-led: the list first, under a line naming the product and its audience.
// The intro, heading and call to action are taken in turn from the tone's three forms, so three
// variants in a row never share one. No plan adds or drops a fact.

export type Layout = "introFirst" | "specFirst";

export interface VariantPlan {
  variant: number;
  /** Which of the three plans (variant mod 3). */
  slot: 0 | 1 | 2;
  /** How many times the three plans have gone round: each round turns the features' order again. */
  round: number;
}

export function planOf(variant = 0): VariantPlan {
  const v = Math.max(0, Math.trunc(variant));
  return { variant: v, slot: (v % 3) as 0 | 1 | 2, round: Math.floor(v / 3) };
}

export function layoutOf(plan: VariantPlan): Layout {
  return plan.slot === 2 ? "specFirst" : "introFirst";
}

const turned = <T>(xs: readonly T[], k: number): T[] => {
  if (!xs.length) return [];
  const n = k % xs.length;
  return [...xs.slice(n), ...xs.slice(0, n)];
};

/**
 * The user's items in the plan's order: as given (plan 0), led by the next one (plan 1), or the
 * ones with figures first (plan 2; reversed when that changes nothing). Later rounds turn them again.
 */
export function arranged<T>(items: readonly T[], plan: VariantPlan, hasFigure: (item: T) => boolean): T[] {
  let order: T[];
  if (plan.slot === 1) order = turned(items, 1);
  else if (plan.slot === 2) {
    order = [...items.filter(hasFigure), ...items.filter((x) => !hasFigure(x))];
    if (order.every((x, i) => x === items[i])) order = [...items].reverse();
  } else order = [...items];
  return turned(order, plan.round);
}

/** Which of a tone's forms (intro, heading, call to action) a draft uses: three variants in a row use three different ones. */
export const formIndex = (start: number, plan: VariantPlan, count: number) => (start + plan.variant) % count;

export const hasFigure = (text: string) => /\d/.test(text);
