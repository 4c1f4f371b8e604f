import { StrokeIcon, type IconProps } from "@seo/ui/icons";

/** SeoSnapshot's checked magnifier, on its page and in its workflow step. */
export const SeoSnapshotIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5M8 11l2 2 4-4" />
  </StrokeIcon>
);
