import { StrokeIcon, type IconProps } from "@seo/ui/icons";

/** HookGenie's sparkles, on its page and in its workflow step. */
export const HookGenieIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8z" />
    <path d="M5 19l1 2 1-2 2-1-2-1-1-2-1 2-2 1zM18 16l.8 1.7 1.7.8-1.7.8L18 21l-.8-1.7-1.7-.8 1.7-.8z" />
  </StrokeIcon>
);
