// A list without markers or indent, its items in a grid column (the caller styles the items). Its
// own module, so a remote built with it still runs beside a host whose design system predates it.
import styled from "styled-components";

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
