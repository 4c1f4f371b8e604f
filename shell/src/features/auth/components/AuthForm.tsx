// What the sign-in and sign-up pages share: the form (validated by the contract's schema, downloaded
// on its first focus), the call with its outcome (the session kept, a welcome toast carried across
// the full page load home, or a failure toast), and the card with its submit button.
import { useMutation } from "@tanstack/react-query";
import { useSyncExternalStore, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { Link, useLocation } from "react-router-dom";
import { errorMessage, storeSessionId } from "@seo/ui/api";
import { browserLocation } from "@seo/ui/browserLocation";
import { Button } from "@seo/ui/Button";
import { TextField } from "@seo/ui/FormField";
import { toastAcrossReload, useToast } from "@seo/ui/toastStore";
import { lazyResolver } from "../lazyResolver";
import { AuthLayout, Form } from "../../../components/AuthLayout";
import { nextAfterAuth } from "../../../lib/routes";

type AuthResolver<T extends FieldValues> = ReturnType<typeof lazyResolver<T>>;

/** The form: checked on submit, then again as the user corrects a field. */
export function useAuthForm<T extends FieldValues>(resolver: AuthResolver<T>, defaultValues: DefaultValues<T>) {
  return useForm<T>({ resolver, mode: "onSubmit", reValidateMode: "onChange", defaultValues });
}

export interface AuthCall<I, O> {
  call(input: I): Promise<O>;
  /** Whether the answer lets the user in, with the session it carries; null when it does not. */
  accepted(answer: O): { sessionId?: string } | null;
  welcome: { title: string; description: string };
  failure: { title: string; fallback: string };
}

/**
 * The call. Accepted, the session is kept and the browser loads home: the signed-in app starts fresh
 * with the new session (the signed-out pages are a smaller bundle of their own, shell/src/site).
 */
export function useAuthCall<I, O>({ call, accepted, welcome, failure }: AuthCall<I, O>) {
  const { toast } = useToast();
  const { search } = useLocation();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer: O) => {
      const signedIn = accepted(answer);
      if (!signedIn) return;
      if (signedIn.sessionId) storeSessionId(signedIn.sessionId);
      toastAcrossReload(welcome);
      // Home, or the plans when a visitor's plan button sent them to sign up (?next=/pricing).
      browserLocation.assign(nextAfterAuth(search));
    },
    onError: (error: unknown) => {
      toast({ title: failure.title, description: errorMessage(error, failure.fallback), variant: "destructive" });
    },
  });
}

export interface AuthFormCardProps<T extends FieldValues> {
  title: string;
  subtitle: string;
  /** Under the form: the way to the other auth page. */
  other: { question: string; to: string; link: string };
  form: UseFormReturn<T>;
  /** Starts downloading the validator on the form's first focus. */
  resolver: { preload(): void };
  mutation: { mutate(values: NoInfer<T>): void; isPending: boolean };
  /** The submit button's label, and its label while the call runs. */
  submit: { idle: string; pending: string };
  children: ReactNode;
}

export function AuthFormCard<T extends FieldValues>({
  title,
  subtitle,
  other,
  form,
  resolver,
  mutation,
  submit,
  children,
}: AuthFormCardProps<T>) {
  // These pages are prerendered: until the app has taken the page over, a submit would be the
  // browser's own (a GET that puts the fields, password included, in the URL). The button, and with
  // it Enter's implicit submission, waits for hydration, which follows the first paint closely.
  const hydrated = useSyncExternalStore(noSubscription, isClient, isServer);
  // The other page keeps where the user is headed (?next=; the prerendered HTML has no query).
  const { search } = useLocation();
  const footer = (
    <>
      {other.question} <Link to={other.to + (hydrated ? search : "")}>{other.link}</Link>
    </>
  );
  return (
    <AuthLayout title={title} subtitle={subtitle} footer={footer}>
      <Form noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        {children}
        <Button type="submit" size="lg" variant="gradient" fullWidth busy={mutation.isPending} disabled={!hydrated}>
          {mutation.isPending ? submit.pending : submit.idle}
        </Button>
      </Form>
    </AuthLayout>
  );
}

// false while prerendering and hydrating, true once the app renders on its own (React's idiom).
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** The email field both forms start with. */
export function EmailField(props: Omit<Parameters<typeof TextField>[0], "label" | "type" | "autoComplete" | "placeholder">) {
  return <TextField label="Email" type="email" autoComplete="email" placeholder="you@company.com" {...props} />;
}
