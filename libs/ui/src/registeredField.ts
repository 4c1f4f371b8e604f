// A form field's props from react-hook-form: its registration with its error, so a field names its
// value once. Its own module, so a remote built with it still runs beside a host whose design system
// predates it.
import { get, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { FieldFrame } from "@seo/ui/FormField";

/** The registration of the form's value `name` with its error, for TextField and its siblings. */
export function registeredField<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "register" | "formState">,
  name: FieldPath<Values>,
) {
  return { ...form.register(name), error: get(form.formState.errors, name) as FieldFrame["error"] };
}
