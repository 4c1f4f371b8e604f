import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { CopyIcon, DownloadIcon } from "../../../components/icons";
import { useResultActions } from "../hooks/useResultActions";

const Box = styled.section`
  margin-top: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: 1px;
  background: ${({ theme }) => theme.gradients.workflow};
`;

const Inner = styled.div`
  border-radius: calc(${({ theme }) => theme.radii.lg} - 1px);
  background: ${({ theme }) => theme.colors.surface};
  padding: 18px;
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: 800;
  }
  p {
    margin: 0 0 14px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Markdown = styled.pre`
  margin: 0 0 14px;
  padding: 14px;
  max-height: 360px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-family: ${({ theme }) => theme.typography.monoFamily};
  font-size: 0.8125rem;
  line-height: 1.6;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  > button {
    flex: 1 1 160px;
  }
  ${({ theme }) => theme.media.sm} {
    > button {
      flex: 0 0 auto;
    }
  }
`;

/** 'Your Complete Blog Post': the Markdown draft with copy and download. */
export function BlogPostCard({ markdown, filename }: { markdown: string; filename: string }) {
  const { copy, download } = useResultActions();
  return (
    <Box aria-labelledby="workflow-blog-post-title">
      <Inner>
        <h3 id="workflow-blog-post-title">Your Complete Blog Post</h3>
        <p>Everything from this workflow, combined into a Markdown draft you can publish or refine.</p>
        {/* It scrolls: focusable so a keyboard can scroll it too (WCAG 2.1.1). */}
        <Markdown data-testid="blog-post-markdown" tabIndex={0} role="region" aria-label="Blog post in Markdown">
          {markdown}
        </Markdown>
        <Row>
          <Button variant="primary" icon={<CopyIcon size={16} />} onClick={() => void copy(markdown)}>
            Copy Blog Post
          </Button>
          <Button variant="outline" icon={<DownloadIcon size={16} />} onClick={() => download(filename, markdown, "MD")}>
            Download Markdown
          </Button>
        </Row>
      </Inner>
    </Box>
  );
}
