// One account form: checked by the contract's schema on submit (again on change after that), sent,
// and its outcome kept for the form's own message: the success, a 400's issues on their fields, or
// the server's error (a 429's "Please wait ...").
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from "react-hook-form";
import type { ActionOutcome } from "../../../components/ActionMessage";
import { actionFailure, showIssuesOnFields } from "../../../lib/accountActions";

export interface SectionFormOptions<T extends FieldValues, R> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The fields a 400's issues may name. */
  fields: readonly Path<T>[];
  send: (values: T) => Promise<R>;
  /** The message once sent. */
  success?: (answer: R, values: T) => string;
  /** What follows a success (the account's deletion leaves the page). */
  onSuccess?: (answer: R) => void;
  /** Shown when the server says nothing usable. */
  fallback: string;
  /** After a success, the form starts again empty (the password forms). */
  resetAfter?: boolean;
}

export function useSectionForm<T extends FieldValues, R>(options: SectionFormOptions<T, R>) {
  const { resolver, defaultValues, fields, send, success, onSuccess, fallback, resetAfter } = options;
  const form = useForm<T>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues });
  const [outcome, setOutcome] = useState<ActionOutcome>({});
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome({});
    try {
      const answer = await send(values);
      if (resetAfter) form.reset();
      setOutcome({ success: success?.(answer, values) });
      onSuccess?.(answer);
    } catch (error) {
      const failure = actionFailure(error, fallback);
      if (!showIssuesOnFields(form.setError, failure.issues, fields)) setOutcome({ error: failure.message });
    }
  });
  return { form, onSubmit, outcome, errors: form.formState.errors, pending: form.formState.isSubmitting };
}
