// What the partner's frame shows: the tool's own remote page (loaded at run time from /remotes.json,
// so the tool team's latest deploy), inside the suite's providers and an in-memory router, with a
// notice when a limit is reached or the page must be reloaded. Nothing here is styled by the
// partner's page (it is another document) and nothing here reaches it but postMessage.
import { Component, Suspense, lazy, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import styled from "styled-components";
import { AppProviders } from "@seo/ui/AppProviders";
import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import type { EmbedConfig } from "./embedConfig";
import type { QuotaNotice } from "./embedFetch";

export const EMBED_TEXTS = {
  loading: "Loading…",
  failed: "This tool could not be loaded. Please try again later.",
  expired: "This page has been open a long time. Reload it to continue.",
  reload: "Reload",
  openProduct: (product: string) => `Open ${product}`,
  poweredBy: "Powered by",
} as const;

/** Loads `mfe_<remote>/<page>` from wherever /remotes.json says the remote lives now. */
export async function loadToolPage(config: Pick<EmbedConfig, "remote" | "page">): Promise<{ default: ComponentType }> {
  const res = await fetch("/remotes.json", { credentials: "same-origin" });
  if (!res.ok) throw new Error(`${res.status}: could not load /remotes.json`);
  const manifest = (await res.json()) as Record<string, string>;
  const entry = manifest[config.remote];
  if (!entry) throw new Error(`No remote ${config.remote} in /remotes.json`);
  const container = `mfe_${config.remote}`;
  registerRemotes([{ name: container, entry }]);
  const mod = await loadRemote<{ default?: ComponentType } | ComponentType>(`${container}/${config.page.replace(/^\.\//, "")}`);
  const component = mod && typeof mod === "object" && "default" in mod ? mod.default : (mod as ComponentType | null);
  if (!component) throw new Error(`${container}/${config.page} has no default export`);
  return { default: component };
}

const Notice = styled.div`
  margin: 12px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid #fcd34d;
  background: #fffbeb;
  color: #78350f;
  font-size: 15px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  a,
  button {
    color: #6d28d9;
    font-weight: 600;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
    font-size: inherit;
  }
`;

// The frame's own footer landmark (contentinfo), so the credit is not content outside landmarks.
const Footer = styled.footer`
  margin: 0;
  padding: 8px 16px 12px;
  font-size: 12px;
  color: #4b5563;
  text-align: right;
  a {
    text-decoration: underline;
  }
`;

class LoadBoundary extends Component<{ children: ReactNode; onError(e: Error): void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <Notice role="alert">{EMBED_TEXTS.failed}</Notice> : this.props.children;
  }
}

export interface EmbedAppProps {
  config: EmbedConfig;
  productName: string;
  /** Set by the fetch adapter; the app subscribes. */
  notices: { subscribe(fn: (n: { quota?: QuotaNotice; expired?: boolean }) => void): () => void };
  onLoaded(): void;
  onLoadError(error: Error): void;
  loadPage?: typeof loadToolPage;
}

export function EmbedApp({ config, productName, notices, onLoaded, onLoadError, loadPage = loadToolPage }: EmbedAppProps) {
  const [notice, setNotice] = useState<{ quota?: QuotaNotice; expired?: boolean }>({});
  useEffect(() => notices.subscribe((n) => setNotice((prev) => ({ ...prev, ...n }))), [notices]);
  // Loaded once per frame: a new lazy component on every render would remount the tool page.
  const [Page] = useState(() =>
    lazy(() =>
      loadPage(config).then((m) => {
        onLoaded();
        return m;
      }),
    ),
  );
  return (
    <AppProviders>
      {notice.quota && (
        <Notice role="alert" data-embed-notice="quota">
          <span>{notice.quota.message}</span>
          {notice.quota.redirectTo && (
            <a href={notice.quota.redirectTo} target="_blank" rel="noopener">
              {EMBED_TEXTS.openProduct(productName)}
            </a>
          )}
        </Notice>
      )}
      {notice.expired && (
        <Notice role="alert" data-embed-notice="expired">
          <span>{EMBED_TEXTS.expired}</span>
          <button type="button" onClick={() => window.location.reload()}>
            {EMBED_TEXTS.reload}
          </button>
        </Notice>
      )}
      <LoadBoundary onError={onLoadError}>
        <Suspense fallback={<Notice>{EMBED_TEXTS.loading}</Notice>}>
          <MemoryRouter initialEntries={[config.route]}>
            <Page />
          </MemoryRouter>
        </Suspense>
      </LoadBoundary>
      <Footer>
        {EMBED_TEXTS.poweredBy}{" "}
        <a href={config.toolUrl} target="_blank" rel="noopener">
          {productName}
        </a>
      </Footer>
    </AppProviders>
  );
}
