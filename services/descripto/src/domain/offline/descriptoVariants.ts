// Descripto's variants: another draft of the same input arranges the same facts another way. Three
// plans take turns, so any three variants in a row use all three:
//   0. the tone's own layout (its opener, prose and list in the tone's order);
//   1. the other layout, the tone's other opener, the features in another order and other wordings;
//   2. spec-led: the feature list first, under a line naming the product and its audience.
// A fact with fewer wordings than three variants need is left out of a variant's prose (it stays in
// the list) rather than repeat a neighbour's sentence. No plan adds a claim or a stock sentence:
// each only rearranges and rewords what the input said, which is where issue 25's facts-only drafts
// are heading.

export type Layout = "proseFirst" | "bulletsFirst" | "specFirst";

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

/** Plan 0 keeps the tone's layout, plan 1 takes the other one, plan 2 leads with the list. */
export function layoutOf(plan: VariantPlan, toneBulletsFirst: boolean): Layout {
  if (plan.slot === 2) return "specFirst";
  const bulletsFirst = plan.slot === 0 ? toneBulletsFirst : !toneBulletsFirst;
  return bulletsFirst ? "bulletsFirst" : "proseFirst";
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

/**
 * Which of a fact's `count` wordings a variant uses (0 is the first variant's): any three variants
 * in a row use different ones. With fewer than three, the variants past them use none (undefined)
 * and the fact is only in the list.
 */
export function wordingFor(count: number, variant: number): number | undefined {
  if (count >= 3) return variant % count;
  const slot = variant % 3;
  return slot < count ? slot : undefined;
}

export const hasFigure = (text: string) => /\d/.test(text);
