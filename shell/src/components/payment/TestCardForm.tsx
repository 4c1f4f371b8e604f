// Test mode (no Stripe keys): the card form whose Stripe test card numbers drive the simulated
// processor — "Card number", "Expiry date", "CVC", and the simulated authentication step of
// 4000 0025 0000 3155. Confirms the intent behind `clientSecret`; a refused card shows the
// 'Payment Failed' toast with the processor's message. Used by /checkout and the billing card.
import { useState, type FormEvent } from "react";
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

export function TestCardForm({ clientSecret, payLabel, onPaid }: Props) {
  const { toast } = useToast();
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);

  const failed = (err: unknown) =>
    toast({
      title: "Payment Failed",
      description: errorMessage(err, "Your payment could not be completed."),
      variant: "destructive",
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const result = await confirmTestCard({ clientSecret, cardNumber, expiry, cvc });
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

  if (authenticating) {
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

  return (
    <form onSubmit={submit} style={{ display: "grid", gap: 14 }}>
      <TestBanner>Test mode — no real charges</TestBanner>
      <Field>
        Card number
        <input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          required
        />
      </Field>
      <Row>
        <Field>
          Expiry date
          <input
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            required
          />
        </Field>
        <Field>
          CVC
          <input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(e.target.value)}
            required
          />
        </Field>
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
