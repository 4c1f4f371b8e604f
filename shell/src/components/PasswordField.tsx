import { useState, type InputHTMLAttributes } from "react";
import styled from "styled-components";
import { FormField } from "@seo/ui/FormField";
import { Input } from "@seo/ui/Input";
import { EyeIcon, EyeOffIcon } from "./icons";

const Wrap = styled.div`
  position: relative;
  input {
    padding-right: 48px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 6px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A password input with its own show/hide toggle (each field's toggle is independent). */
export function PasswordField({
  invalid,
  ref,
  toggleName = "password",
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; toggleName?: string; ref?: React.Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap>
      <Input {...props} ref={ref} type={visible ? "text" : "password"} $invalid={invalid} aria-invalid={invalid || undefined} />
      <Toggle
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={`${visible ? "Hide" : "Show"} ${toggleName}`}
        aria-pressed={visible}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </Toggle>
    </Wrap>
  );
}

/** A labelled password field with its error under it. */
export function PasswordFormField({
  id,
  label,
  error,
  ...props
}: Omit<Parameters<typeof PasswordField>[0], "id" | "invalid"> & { id: string; label: string; error?: { message?: string } }) {
  return (
    <FormField id={id} label={label} error={error}>
      <PasswordField id={id} invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...props} />
    </FormField>
  );
}
