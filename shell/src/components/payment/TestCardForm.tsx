// Test mode (no Stripe keys): the card form whose Stripe test card numbers drive the simulated
// processor — "Card number", "Expiry date", "CVC", and the simulated authentication step of
// 4000 0025 0000 3155. Confirms the intent behind `clientSecret`. The number is grouped in fours and
// the expiry reads "MM / YY" as they are typed; a mistake shows beside its field (aria-invalid, its
// message as the field's description) and the first wrong field takes the focus. A refused card
// shows the 'Payment Failed' toast with the processor's message. Used by /checkout and the billing card.
import { useId, useLayoutEffect, useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from "react";
import styled from "styled-components";
import { errorBody, errorMessage } from "@seo/ui/api";
import { TextField } from "@seo/ui/FormField";
import { useToast } from "@seo/ui/toastStore";
import { authenticateTestCard, confirmTestCard } from "../../lib/billing";
import {
  applyEdit,
  CARD_FIELDS,
  cardErrors,
  cardToSend,
  FIELD_OF_DECLINE_CODE,
  type Card,
  type CardErrors,
  type CardField,
} from "./cardInput";
import { FluidRow, Hint, WrappingButton } from "./paymentLayout";

const TestBanner = styled.div`
  padding: 10px 14px;
  border-radius: 10px;
  background: #fef3c7;
  border: 1px solid #f59e0b;
  color: #92400e;
  font-weight: 700;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: 14px;
  min-width: 0;
`;

interface Props {
  clientSecret: string;
  payLabel: string;
  /** Called once the payment (or card setup) has succeeded. */
  onPaid: () => Promise<void> | void;
}

/** The payment against the simulated processor: the card's confirmation, then its authentication when asked. */
function useTestCardPayment({ clientSecret, onPaid }: Omit<Props, "payLabel">) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);

  const failed = (err: unknown) =>
    toast({
      title: "Payment Failed",
      description: errorMessage(err, "Your payment could not be completed."),
      variant: "destructive",
    });

  /** Resolves with the field a refusal is about (and its message), if it is about one. */
  const pay = async (card: Card): Promise<CardErrors | null> => {
    setBusy(true);
    try {
      const result = await confirmTestCard({ clientSecret, ...card });
      if (result.status === "requires_action") setAuthenticating(true);
      else await onPaid();
      return null;
    } catch (err) {
      const code = errorBody(err)?.code;
      const field = typeof code === "string" ? FIELD_OF_DECLINE_CODE[code] : undefined;
      if (field) return { [field]: errorMessage(err, "Check this field.") };
      failed(err);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const authenticate = async (succeed: boolean) => {
    setBusy(true);
    try {
      await authenticateTestCard({ clientSecret, succeed });
      setAuthenticating(false);
      await onPaid();
    } catch (err) {
      setAuthenticating(false);
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, authenticating, pay, authenticate };
}

export function TestCardForm({ clientSecret, payLabel, onPaid }: Props) {
  const payment = useTestCardPayment({ clientSecret, onPaid });
  // Kept here, so a failed authentication returns to the form with the card still filled in.
  const [card, setCard] = useState<Card>({ cardNumber: "", expiry: "", cvc: "" });
  if (payment.authenticating) return <AuthenticationStep busy={payment.busy} authenticate={payment.authenticate} />;
  return <CardForm card={card} setCard={setCard} payLabel={payLabel} busy={payment.busy} pay={payment.pay} />;
}

/** The simulated 3D Secure step: the user completes or fails it. */
function AuthenticationStep({ busy, authenticate }: { busy: boolean; authenticate(succeed: boolean): Promise<void> }) {
  return (
    <div data-testid="test-authentication" role="dialog" aria-label="Authentication required">
      <TestBanner>Test mode — no real charges</TestBanner>
      <h2 style={{ margin: "14px 0 6px" }}>Authentication required</h2>
      <p>Your bank asks you to confirm this payment (simulated 3D Secure).</p>
      <FluidRow style={{ marginTop: 12 }}>
        <WrappingButton variant="gradient" busy={busy} onClick={() => void authenticate(true)}>
          Complete authentication
        </WrappingButton>
        <WrappingButton variant="outline" disabled={busy} onClick={() => void authenticate(false)}>
          Fail authentication
        </WrappingButton>
      </FluidRow>
    </div>
  );
}

const LABELS: Record<CardField, string> = { cardNumber: "Card number", expiry: "Expiry date", cvc: "CVC" };

function CardForm({
  card,
  setCard,
  payLabel,
  busy,
  pay,
}: {
  card: Card;
  setCard: Dispatch<SetStateAction<Card>>;
  payLabel: string;
  busy: boolean;
  pay(card: Card): Promise<CardErrors | null>;
}) {
  const idPrefix = useId();
  const [errors, setErrors] = useState<CardErrors>({});
  const idOf = (field: CardField) => `${idPrefix}-${field}`;
  const inputOf = (field: CardField) => document.getElementById(idOf(field)) as HTMLInputElement | null;
  // Reformatting replaces the value, which would throw the caret to the end: put it back after the same digit.
  const [caret, setCaret] = useState<{ field: CardField; position: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret) return;
    const input = document.getElementById(`${idPrefix}-${caret.field}`);
    if (input instanceof HTMLInputElement && document.activeElement === input) {
      input.setSelectionRange(caret.position, caret.position);
    }
  }, [caret, idPrefix]);

  const showErrors = (found: CardErrors) => {
    setErrors(found);
    const first = CARD_FIELDS.find((f) => found[f]);
    if (first) inputOf(first)?.focus();
  };

  const bind = (field: CardField) => ({
    id: idOf(field),
    label: LABELS[field],
    value: card[field],
    required: true,
    error: errors[field] ? { message: errors[field] } : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const raw = e.target.value;
      const next = applyEdit(field, raw, e.target.selectionStart ?? raw.length, card[field]);
      setCaret({ field, position: next.caret });
      setCard((c) => ({ ...c, [field]: next.value }));
      // A corrected field stops saying it is wrong; the others keep their messages until the next try.
      if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = cardErrors(card);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    const refused = await pay(cardToSend(card));
    if (refused) showErrors(refused);
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)}>
      <TestBanner>Test mode — no real charges</TestBanner>
      <TextField inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" {...bind("cardNumber")} />
      <FluidRow>
        <TextField inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" {...bind("expiry")} />
        <TextField inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...bind("cvc")} />
      </FluidRow>
      <WrappingButton type="submit" variant="gradient" size="lg" fullWidth busy={busy}>
        {payLabel}
      </WrappingButton>
      <Hint>
        Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds ·
        4000 0025 0000 3155 asks for authentication. Any future expiry date and any CVC.
      </Hint>
    </Form>
  );
}
