// A Google-style result preview that shows where desktop and mobile cut the title and description:
// the part that shows is set as Google sets it; the part that is cut follows, struck and faded.
import { useState } from "react";
import styled from "styled-components";

export interface SerpCut {
  /** The text as it shows, maybe ending in "...". */
  shown: string;
  truncated: boolean;
}

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
  padding: ${({ theme }) => theme.space.md};
  font-family: Arial, "Helvetica Neue", Helvetica, sans-serif;
`;

const Tabs = styled.div`
  display: inline-flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  align-self: flex-start;
`;

const Tab = styled.button<{ $active: boolean }>`
  border: 0;
  cursor: pointer;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  background: ${({ $active }) => ($active ? "#fff" : "transparent")};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ theme, $active }) => ($active ? theme.shadows.sm : "none")};
`;

const Url = styled.div`
  color: #202124;
  font-size: 14px;
  line-height: 1.3;
  margin-bottom: 4px;
  overflow-wrap: anywhere;
`;

const Title = styled.div<{ $mobile: boolean }>`
  color: #1a0dab;
  font-size: ${({ $mobile }) => ($mobile ? "18px" : "20px")};
  line-height: 1.3;
  margin-bottom: 4px;
  max-width: ${({ $mobile }) => ($mobile ? "340px" : "600px")};
  overflow-wrap: anywhere;
`;

const Description = styled.div<{ $mobile: boolean }>`
  color: #4d5156;
  font-size: 14px;
  line-height: 1.58;
  max-width: ${({ $mobile }) => ($mobile ? "340px" : "600px")};
  overflow-wrap: anywhere;
`;

// The part a search result cuts off: struck through in a dark red (6:1 on white), still readable.
const Cut = styled.span`
  color: #b3261e;
  text-decoration: line-through;
  &::before {
    content: "✂";
    display: inline-block;
    margin: 0 4px;
    text-decoration: none;
    opacity: 1;
  }
`;

const Note = styled.p<{ $ok: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.successText : theme.colors.dangerText)};
`;

/** The shown part (without its ellipsis) and the part the engine cut. */
function split(full: string, cut: SerpCut): { visible: string; hidden: string } {
  if (!cut.truncated) return { visible: full, hidden: "" };
  const visible = cut.shown.replace(/\s*(\.\.\.|…)$/, "");
  const hidden = full.startsWith(visible) ? full.slice(visible.length) : "";
  return { visible, hidden };
}

function Line({ full, cut }: { full: string; cut: SerpCut }) {
  const { visible, hidden } = split(full, cut);
  return (
    <>
      {visible}
      {cut.truncated && "..."}
      {hidden && <Cut title="Cut off in search results">{hidden}</Cut>}
    </>
  );
}

export interface SerpPreviewProps {
  title: string;
  description: string;
  url?: string;
  desktop: { title: SerpCut; description: SerpCut };
  mobile: { title: SerpCut; description: SerpCut };
}

/** As Google prints it: 'https://www.example.com › shoes › trail', without query or fragment. */
export function displayUrl(url?: string) {
  if (!url) return "https://www.example.com";
  try {
    const u = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
    const segments = u.pathname
      .split("/")
      .filter(Boolean)
      .map((s) => {
        try {
          return decodeURIComponent(s);
        } catch {
          return s;
        }
      });
    return [`${u.protocol}//${u.host}`, ...segments].join(" › ");
  } catch {
    return url;
  }
}

export function SerpPreview({ title, description, url, desktop, mobile }: SerpPreviewProps) {
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  const cuts = device === "desktop" ? desktop : mobile;
  const isMobile = device === "mobile";
  const cutParts = [cuts.title.truncated && "title", cuts.description.truncated && "description"].filter(Boolean);
  return (
    <>
      <Tabs role="tablist" aria-label="Search preview device">
        {(["desktop", "mobile"] as const).map((d) => (
          <Tab key={d} role="tab" type="button" aria-selected={device === d} $active={device === d} onClick={() => setDevice(d)}>
            {d === "desktop" ? "Desktop" : "Mobile"}
          </Tab>
        ))}
      </Tabs>
      <Frame data-testid={`serp-${device}`}>
        <Url>{displayUrl(url)}</Url>
        <Title $mobile={isMobile}>
          <Line full={title} cut={cuts.title} />
        </Title>
        <Description $mobile={isMobile}>
          <Line full={description} cut={cuts.description} />
        </Description>
      </Frame>
      <Note $ok={cutParts.length === 0}>
        {cutParts.length === 0
          ? `Nothing is cut on ${device}.`
          : `On ${device}, Google cuts the ${cutParts.join(" and the ")}; the struck-through words are not shown.`}
      </Note>
    </>
  );
}
