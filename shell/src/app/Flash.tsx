// A one-time message carried in the router state to the page a flow ends on ("Your account was
// deleted." on the landing page), shown above it until dismissed or the visitor moves on.
import { useState } from "react";
import { useLocation } from "react-router-dom";
import styled from "styled-components";
import { XIcon } from "../components/icons";

export interface FlashState {
  flash?: string;
}

const Bar = styled.div`
  position: fixed;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  width: min(560px, calc(100vw - 24px));
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  p {
    flex: 1;
  }
  button {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

export function Flash() {
  const location = useLocation();
  const message = (location.state as FlashState | null)?.flash;
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!message || dismissed === location.key) return null;
  return (
    <Bar role="status" data-testid="flash">
      <p>{message}</p>
      <button type="button" aria-label="Dismiss" onClick={() => setDismissed(location.key)}>
        <XIcon />
      </button>
    </Bar>
  );
}
