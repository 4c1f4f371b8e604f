import styled from "styled-components";

const Track = styled.div<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div<{ $fill: string }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $fill }) => $fill};
  transition: width 300ms ease;
`;

export interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name, e.g. "Weekly generations used". */
  label?: string;
  /** A colour or gradient; defaults to the brand gradient. */
  fill?: string;
  height?: number;
  className?: string;
}

export function ProgressBar({ value, max = 100, label, fill, height = 10, className }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max > 0 ? (clamped / max) * 100 : 0;
  return (
    <Track
      $height={height}
      className={className}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
    >
      <Fill $fill={fill ?? "linear-gradient(90deg, #6d4aff 0%, #a855f7 60%, #ec4899 100%)"} style={{ width: `${percent}%` }} />
    </Track>
  );
}
