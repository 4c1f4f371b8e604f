import styled, { keyframes } from "styled-components";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible label; defaults to "Loading". */
  label?: string;
  className?: string;
}

export function Spinner({ size = 20, label = "Loading", className }: SpinnerProps) {
  return <Ring $size={size} role="status" aria-label={label} className={className} />;
}

const Centered = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A spinner centred in the page, for screens that are waiting on their data. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <Centered data-testid="page-spinner">
      <Spinner size={40} label={label} />
    </Centered>
  );
}
