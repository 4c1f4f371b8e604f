// Layout pieces the dashboard's cards share.
import styled, { css } from "styled-components";
import { Card } from "@seo/ui/Card";
import { spreadRow } from "../../../components/layout";

export const Row = styled.div`
  ${spreadRow(16)}
`;

export const HighlightCard = styled(Card)<{ $tone: "primary" | "warning" | "dark" }>`
  ${({ $tone, theme }) =>
    $tone === "dark"
      ? css`
          background: ${theme.gradients.hero};
          color: #fff;
          border: 0;
          p {
            color: ${theme.colors.textOnDark};
          }
          h3 {
            color: #fff;
          }
        `
      : $tone === "warning"
        ? css`
            background: linear-gradient(135deg, #fffbeb 0%, #fff7ed 100%);
            border-color: #fde68a;
          `
        : css`
            background: linear-gradient(135deg, #f5f3ff 0%, #fdf2f8 100%);
            border-color: #ddd6fe;
          `}
`;
