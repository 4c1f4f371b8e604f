import styled from "styled-components";
import { SCORE_LABELS, scoreRating, type ScoreRating } from "./seoScore";

const palette: Record<ScoreRating, { bg: string; border: string; ink: string; ring: string }> = {
  excellent: { bg: "#f0fdf4", border: "#86efac", ink: "#166534", ring: "#16a34a" },
  good: { bg: "#fefce8", border: "#fde047", ink: "#854d0e", ring: "#ca8a04" },
  poor: { bg: "#fef2f2", border: "#fca5a5", ink: "#991b1b", ring: "#dc2626" },
};

const Box = styled.section<{ $rating: ScoreRating }>`
  display: flex;
  align-items: center;
  gap: 20px;
  margin-top: 24px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $rating }) => palette[$rating].bg};
  border: 1px solid ${({ $rating }) => palette[$rating].border};
  color: ${({ $rating }) => palette[$rating].ink};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  p {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 800;
  }
`;

const Ring = styled.div<{ $rating: ScoreRating; $score: number }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 84px;
  height: 84px;
  border-radius: 50%;
  background: conic-gradient(${({ $rating }) => palette[$rating].ring} ${({ $score }) => $score * 3.6}deg, rgba(0, 0, 0, 0.08) 0);
  &::after {
    content: "";
    grid-area: 1 / 1;
    width: 66px;
    height: 66px;
    border-radius: 50%;
    background: #fff;
  }
  strong {
    grid-area: 1 / 1;
    z-index: 1;
    font-size: 1.5rem;
    font-weight: 800;
    line-height: 1;
    text-align: center;
  }
  small {
    display: block;
    font-size: 0.6875rem;
    font-weight: 600;
    opacity: 0.7;
  }
`;

/** The SEO score in green (80+), yellow (60-79) or red (below 60). */
export function ScoreCard({ score }: { score: number }) {
  const rating = scoreRating(score);
  return (
    <Box $rating={rating} data-rating={rating} aria-label="SEO Score">
      <Ring $rating={rating} $score={score} aria-hidden="true">
        <strong>
          {score}
          <small>/100</small>
        </strong>
      </Ring>
      <div>
        <h3>SEO Score</h3>
        <p>{`${score}/100 · ${SCORE_LABELS[rating]}`}</p>
      </div>
    </Box>
  );
}
