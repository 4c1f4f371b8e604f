import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver downloaded when first needed: on the form's first focus (`preload`),
 * at the latest on the first validation (submit). The sign-in and sign-up pages are part of a first
 * visit, and their validator (zod and @hookform/resolvers) is not needed to show them (docs/performance.md).
 *
 * If the validator cannot be downloaded, the values go to the server unchecked: it validates the
 * same contract and answers with the field's message, so the form still works; the next
 * validation tries the download again.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> & { preload: () => void } {
  let loading: Promise<Resolver<T>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<T> = async (values, context, options) => {
    let resolve: Resolver<T>;
    try {
      resolve = await get();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
