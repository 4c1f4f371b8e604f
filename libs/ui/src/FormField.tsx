// The one field wrapper of the tools' forms: a label (with something beside it, such as a character
// counter), the control, then its error or, when there is none, its hint. The error replaces the
// hint so the field never grows by two lines at once. TextField, TextAreaField and SelectField wrap
// the suite's controls in it; the rest of their props (a form's `register`) go to the control.
import type { ComponentPropsWithRef, ReactNode } from "react";
import styled from "styled-components";
import { FieldError, FieldHint, Input, Label, Select, Textarea } from "@seo/ui/Input";

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const LabelRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 8px;
`;

export interface FieldFrame {
  id: string;
  label: string;
  /** The form's error for the field: its message shows, and the control is marked invalid. */
  error?: { message?: string };
  hint?: ReactNode;
  /** Shown beside the label (a character counter). */
  aside?: ReactNode;
}

export function FormField({ id, label, error, hint, aside, children }: FieldFrame & { children: ReactNode }) {
  return (
    <FieldBox>
      <LabelRow>
        <Label htmlFor={id}>{label}</Label>
        {aside}
      </LabelRow>
      {children}
      {error ? (
        <FieldError id={`${id}-error`}>{error.message}</FieldError>
      ) : hint ? (
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      ) : null}
    </FieldBox>
  );
}

/** Marks the control invalid with its error, and has it described by the error or else the hint. */
const invalid = (id: string, error: FieldFrame["error"], hint?: ReactNode) => ({
  $invalid: Boolean(error),
  "aria-invalid": Boolean(error),
  "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
});

export function TextField({ id, label, error, hint, aside, ...input }: FieldFrame & Omit<ComponentPropsWithRef<"input">, "id">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside}>
      <Input id={id} {...invalid(id, error, hint)} {...input} />
    </FormField>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  aside,
  ...textarea
}: FieldFrame & Omit<ComponentPropsWithRef<"textarea">, "id">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside}>
      <Textarea id={id} {...invalid(id, error, hint)} {...textarea} />
    </FormField>
  );
}

/** A select of fixed choices, each reading its label (the value itself when it has none). */
export function SelectField<T extends string>({
  id,
  label,
  error,
  hint,
  aside,
  options,
  labels,
  empty,
  ...select
}: FieldFrame & {
  options: readonly T[];
  labels?: Readonly<Partial<Record<T, string>>>;
  /** A first choice with the empty value ("Any category"). */
  empty?: string;
} & Omit<ComponentPropsWithRef<"select">, "id" | "children">) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} aside={aside}>
      <Select id={id} {...invalid(id, error, hint)} {...select}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
