import { StrokeIcon, type IconProps } from "@seo/ui/icons";

/** TrendSpy's rising line, on its page and in its workflow step. */
export const TrendSpyIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </StrokeIcon>
);
