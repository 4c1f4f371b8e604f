// The card a tool is shown in on the landing and home pages: its icon, name and description, stacked.
import styled from "styled-components";
import { Card } from "@seo/ui/Card";
import { stackedColumn } from "./layout";

export const ToolCard = styled(Card)<{ $gap: number }>`
  ${({ $gap }) => stackedColumn($gap)}
  h2,
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
