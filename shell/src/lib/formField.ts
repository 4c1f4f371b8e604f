// What a form's field wrapper takes from react-hook-form: its id (the form's prefix and the field's
// name, e.g. "signup-email"), the field's error and its registration (name, ref, handlers).
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

export function fieldBinder<T extends FieldValues>(form: UseFormReturn<T>, prefix: string) {
  // Passing formState subscribes the render to the errors it reads.
  const { formState } = form;
  return (name: Path<T>) => ({
    id: `${prefix}-${name}`,
    error: form.getFieldState(name, formState).error,
    ...form.register(name),
  });
}
