// Test mode (no Stripe keys): the card form whose Stripe test card numbers drive the simulated
// processor — "Card number", "Expiry date", "CVC", and the simulated authentication step of
// 4000 0025 0000 3155. Confirms the intent behind `clientSecret`; a refused card shows the
// 'Payment Failed' toast with the processor's message. Used by /checkout and the billing card.
import { useState, type ChangeEvent, type Dispatch, type FormEvent, type InputHTMLAttributes, type SetStateAction } from "react";
import styled from "styled-components";
import { errorMessage } from "@seo/ui/api";
import { Button } from "@seo/ui/Button";
import { useToast } from "@seo/ui/toastStore";
import { authenticateTestCard, confirmTestCard } from "../../lib/billing";

const TestBanner = styled.div`
  padding: 10px 14px;
  border-radius: 10px;
  background: #fef3c7;
  border: 1px solid #f59e0b;
  color: #92400e;
  font-weight: 700;
  font-size: 0.9rem;
`;
export const Field = styled.label`
  display: grid;
  gap: 6px;
  font-weight: 600;
  font-size: 0.9rem;
  input,
  select {
    /* an input's default width (20 characters) must not push a narrow card wider than the screen */
    width: 100%;
    min-width: 0;
    padding: 10px 12px;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    font-size: 1rem;
    font-family: inherit;
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 12px;
`;
export const Hint = styled.p`
  font-size: 0.8rem;
  color: #6b7280;
`;

interface Props {
  clientSecret: string;
  payLabel: string;
  /** Called once the payment (or card setup) has succeeded. */
  onPaid: () => Promise<void> | void;
}

type Card = { cardNumber: string; expiry: string; cvc: string };

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

  const pay = async (card: Card) => {
    setBusy(true);
    try {
      const result = await confirmTestCard({ clientSecret, ...card });
      if (result.status === "requires_action") setAuthenticating(true);
      else await onPaid();
    } catch (err) {
      failed(err);
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
      <Row style={{ marginTop: 12 }}>
        <Button variant="gradient" busy={busy} onClick={() => void authenticate(true)}>
          Complete authentication
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void authenticate(false)}>
          Fail authentication
        </Button>
      </Row>
    </div>
  );
}

/** A required card input under its label. */
function CardInput({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "required">) {
  return (
    <Field>
      {label}
      <input {...input} required />
    </Field>
  );
}

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
  pay(card: Card): Promise<void>;
}) {
  const bind = (key: keyof Card) => ({
    value: card[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setCard((c) => ({ ...c, [key]: e.target.value })),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void pay(card);
  };

  return (
    <form onSubmit={submit} style={{ display: "grid", gap: 14 }}>
      <TestBanner>Test mode — no real charges</TestBanner>
      <CardInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        {...bind("cardNumber")}
      />
      <Row>
        <CardInput label="Expiry date" autoComplete="cc-exp" placeholder="MM / YY" {...bind("expiry")} />
        <CardInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...bind("cvc")} />
      </Row>
      <Button type="submit" variant="gradient" size="lg" fullWidth busy={busy}>
        {payLabel}
      </Button>
      <Hint>
        Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds ·
        4000 0025 0000 3155 asks for authentication. Any future expiry date and any CVC.
      </Hint>
    </form>
  );
}
