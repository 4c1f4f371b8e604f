// Category packs: starting niches per category; one click fills the form's niche and category.
import styled from "styled-components";
import { Label } from "@seo/ui/Input";
import { CATEGORY_PACKS } from "../keywords";

const Packs = styled.div`
  display: grid;
  gap: 6px;
  max-height: 260px;
  overflow: auto;
  padding-right: 4px;
`;

const PackRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  strong {
    min-width: 110px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button {
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.pill};
    min-height: 28px;
    padding: 3px 10px;
    font-size: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    &:hover {
      border-color: #3b82f6;
      color: #1d4ed8;
    }
  }
`;

export function CategoryPacks({ onPick }: { onPick(category: string, niche: string): void }) {
  return (
    <div>
      <Label as="p">Category packs</Label>
      <Packs role="group" aria-label="Category packs">
        {Object.entries(CATEGORY_PACKS).map(([category, niches]) => (
          <PackRow key={category}>
            <strong>{category}</strong>
            {niches.map((n) => (
              <button key={n} type="button" onClick={() => onPick(category, n)}>
                {n}
              </button>
            ))}
          </PackRow>
        ))}
      </Packs>
    </div>
  );
}
