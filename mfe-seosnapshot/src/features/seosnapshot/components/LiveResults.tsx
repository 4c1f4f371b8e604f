// What the live page holds (title, description, H1, canonical, robots, Open Graph and Twitter tags,
// hreflang, JSON-LD types, lang), the live checks, and how Google would likely show the title.
import type { ReactNode } from "react";
import styled from "styled-components";
import { Badge, type BadgeTone } from "@seo/ui/Badge";
import type { LiveAudit, LiveFinding } from "@seo/seosnapshot-contract";
import { Panel, SectionTitle } from "@seo/ui/layout";
import { PlainList } from "@seo/ui/PlainList";

const SEVERITY: Record<LiveFinding["severity"], { label: string; tone: BadgeTone }> = {
  critical: { label: "Critical", tone: "danger" },
  warning: { label: "Fix", tone: "warning" },
  info: { label: "Note", tone: "info" },
  ok: { label: "OK", tone: "success" },
};

const Found = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    padding-top: 2px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .none {
    color: ${({ theme }) => theme.colors.textSubtle};
    font-style: italic;
  }
`;

const Finding = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

const Rewrite = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  p {
    margin: 0;
  }
`;

const NONE = "Not found";
const value = (v: string | undefined) => (v ? v : <span className="none">{NONE}</span>);
const list = (items: string[]) => (items.length ? items.join(", ") : <span className="none">{NONE}</span>);

export function LiveResults({ live }: { live: LiveAudit }) {
  const { page, titleRewrite } = live;
  const robots = [page.robotsMeta && `meta: ${page.robotsMeta}`, page.xRobotsTag && `X-Robots-Tag: ${page.xRobotsTag}`].filter(
    (v): v is string => Boolean(v),
  );
  const rows: [string, ReactNode][] = [
    ["Page", live.redirects.length ? `${live.finalUrl} (redirected from ${live.requestedUrl})` : live.finalUrl],
    ["Title", value(page.title)],
    ["Description", value(page.description)],
    ["H1", page.h1Count > 1 ? `${page.h1} (+${page.h1Count - 1} more H1)` : value(page.h1)],
    ["Canonical", value(page.canonical)],
    ["Robots", list(robots)],
    [
      "Open Graph",
      list(
        (["title", "description", "image"] as const).flatMap((k) => (page.openGraph[k] ? [`og:${k}: ${page.openGraph[k]}`] : [])),
      ),
    ],
    [
      "Twitter",
      list(
        (["card", "title", "description"] as const).flatMap((k) => (page.twitter[k] ? [`twitter:${k}: ${page.twitter[k]}`] : [])),
      ),
    ],
    ["hreflang", list(page.hreflang.map((h) => `${h.lang} → ${h.href}`))],
    ["JSON-LD types", list(page.jsonLdTypes)],
    ["Language", value(page.lang)],
  ];
  return (
    <>
      <Panel aria-labelledby="seo-live-page">
        <SectionTitle id="seo-live-page">Live Page</SectionTitle>
        <Found data-testid="live-found">
          {rows.map(([label, v]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt>{label}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </Found>
      </Panel>
      <Panel aria-labelledby="seo-live-checks">
        <SectionTitle id="seo-live-checks">Live Checks</SectionTitle>
        <PlainList>
          {live.findings.map((f) => (
            <Finding key={f.id} data-testid={`live-${f.id}`}>
              <Badge $tone={SEVERITY[f.severity].tone} $size="sm">
                {SEVERITY[f.severity].label}
              </Badge>
              <span>{f.message}</span>
            </Finding>
          ))}
        </PlainList>
      </Panel>
      <Panel aria-labelledby="seo-live-title">
        <SectionTitle id="seo-live-title">How Google Would Likely Show the Title</SectionTitle>
        <Rewrite data-testid="live-title-rewrite">
          <p>
            <strong>{titleRewrite.likely ? "Likely rewritten" : "Likely shown as written"}</strong>
            {titleRewrite.likely && titleRewrite.shownTitle ? `: “${titleRewrite.shownTitle}”` : ""}
          </p>
          {titleRewrite.reasons.map((r) => (
            <p key={r}>{r}</p>
          ))}
          <p>Google decides per search; this is a likelihood, not a certainty.</p>
        </Rewrite>
      </Panel>
    </>
  );
}
