import { StrokeIcon, type IconProps } from "@seo/ui/icons";

/** Descripto's pen, on its page and in its workflow step. */
export const DescriptoIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
    <path d="M13.5 6.5l4 4" />
  </StrokeIcon>
);
