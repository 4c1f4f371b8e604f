// The five keyword packs: add one keyword or the whole pack to the field.
import styled from "styled-components";
import { KEYWORD_PACKS } from "@seo/descripto-contract";

const Packs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pack = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    margin-right: 4px;
    min-width: 84px;
  }
`;

const Chip = styled.button<{ $all?: boolean }>`
  border: 1px solid ${({ theme, $all }) => ($all ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $all }) => ($all ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme, $all }) => ($all ? theme.colors.primaryText : theme.colors.textMuted)};
  border-radius: ${({ theme }) => theme.radii.pill};
  /* A touch target of at least 24 x 24 px with room around it (WCAG 2.5.8). */
  min-height: 28px;
  padding: 3px 10px;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export function KeywordPacks({ onAdd }: { onAdd: (keywords: readonly string[]) => void }) {
  return (
    <Packs aria-label="Keyword packs" role="group">
      {Object.entries(KEYWORD_PACKS).map(([name, keywords]) => (
        <Pack key={name}>
          <strong>{name}</strong>
          {keywords.map((k) => (
            <Chip key={k} type="button" onClick={() => onAdd([k])} aria-label={`Add keyword ${k}`}>
              + {k}
            </Chip>
          ))}
          <Chip type="button" $all onClick={() => onAdd(keywords)} aria-label={`Add all ${name} keywords`}>
            Add all
          </Chip>
        </Pack>
      ))}
    </Packs>
  );
}
