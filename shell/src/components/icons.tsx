// Inline line icons (no icon dependency). All take currentColor and size to their box; they are
// drawn on the design system's stroke icon (libs/ui/src/icons.tsx) at 24 px.
import type { ReactNode, SVGProps } from "react";
import { StrokeIcon } from "@seo/ui/icons";

type IconProps = SVGProps<SVGSVGElement>;

/** An icon of `drawing` (its paths and shapes); `fixed`: attributes a caller may not change (a filled icon's fill). */
function strokeIcon(drawing: ReactNode, fixed?: IconProps) {
  return function Icon(props: IconProps) {
    return (
      <StrokeIcon size={24} {...props} {...fixed}>
        {drawing}
      </StrokeIcon>
    );
  };
}

/** An icon drawn by paths alone: their path data. */
const pathIcon = (...paths: string[]) =>
  strokeIcon(
    <>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </>,
  );

export const PenIcon = pathIcon("M12 20h9", "M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z");
export const SparkIcon = pathIcon("M12 3l1.9 5.6L19.5 10l-5.6 1.9L12 17.5l-1.9-5.6L4.5 10l5.6-1.4Z", "M19 17v4M17 19h4");
export const TrendIcon = pathIcon("M3 17l6-6 4 4 8-8", "M14 7h7v7");
export const GaugeIcon = pathIcon("M12 14l4-4", "M3.3 19a10 10 0 1 1 17.4 0");
export const FlowIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="6" height="6" rx="1.5" />
    <rect x="15" y="15" width="6" height="6" rx="1.5" />
    <path d="M6 9v3a3 3 0 0 0 3 3h6" />
  </>,
);
export const LockIcon = strokeIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const CheckIcon = pathIcon("M20 6 9 17l-5-5");
export const XIcon = pathIcon("M18 6 6 18M6 6l12 12");
export const ArrowRightIcon = pathIcon("M5 12h14M13 6l6 6-6 6");
export const ShieldIcon = pathIcon("M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z");
export const EyeIcon = strokeIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = pathIcon(
  "M9.9 4.2A10 10 0 0 1 12 4c6.4 0 10 8 10 8a17 17 0 0 1-3.2 4.2M6.6 6.6A17 17 0 0 0 2 12s3.6 8 10 8a9.7 9.7 0 0 0 5.4-1.6",
  "M2 2l20 20",
  "M14.1 14.1a3 3 0 0 1-4.2-4.2",
);
export const ClockIcon = strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
export const LogOutIcon = pathIcon("M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4", "M16 17l5-5-5-5", "M21 12H9");
export const CrownIcon = pathIcon("M3 8l4 4 5-7 5 7 4-4-2 11H5Z");
export const StarIcon = strokeIcon(<path d="M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6L2.5 9.3l6.6-.8Z" />, {
  fill: "currentColor",
  stroke: "none",
});
export const LogoMark = (p: IconProps) => (
  <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" {...p}>
    <defs>
      <linearGradient id="rf-logo" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor="#6d4aff" />
        <stop offset="0.55" stopColor="#a855f7" />
        <stop offset="1" stopColor="#ec4899" />
      </linearGradient>
    </defs>
    <rect width="32" height="32" rx="9" fill="url(#rf-logo)" />
    <path
      d="M9 22V10h7a4 4 0 0 1 0 8h-7M15 18l6 4"
      stroke="#fff"
      strokeWidth="2.6"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
