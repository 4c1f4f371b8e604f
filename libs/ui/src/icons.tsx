// Small stroke icons (24x24, currentColor), so remotes need no icon package: one set for the
// workflow's screens and the tools' workflow steps.
import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** A 24x24 stroke icon in currentColor. */
export function StrokeIcon({ size = 18, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** An icon of the set drawn by `drawing` (its paths and shapes in the 24x24 box). */
function strokeIcon(drawing: ReactNode) {
  return (p: IconProps) => <StrokeIcon {...p}>{drawing}</StrokeIcon>;
}

export const ArrowLeftIcon = strokeIcon(<path d="M19 12H5M12 19l-7-7 7-7" />);
export const ArrowRightIcon = strokeIcon(<path d="M5 12h14M12 5l7 7-7 7" />);
export const PlusIcon = strokeIcon(<path d="M12 5v14M5 12h14" />);
export const TrashIcon = strokeIcon(<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />);
export const DownloadIcon = strokeIcon(<path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const CopyIcon = strokeIcon(
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </>,
);
export const CheckIcon = strokeIcon(<path d="M20 6 9 17l-5-5" />);
export const FolderIcon = strokeIcon(<path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />);
export const CalendarIcon = strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 11h18" />
  </>,
);
export const FlowIcon = strokeIcon(
  <>
    <rect x="3" y="3" width="6" height="6" rx="1" />
    <rect x="15" y="15" width="6" height="6" rx="1" />
    <path d="M9 6h6a3 3 0 0 1 3 3v6" />
  </>,
);
export const XIcon = strokeIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const LockIcon = strokeIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
