// A federated page: React.lazy + Suspense, inside an error boundary whose fallback explains the
// problem and offers a retry, so a remote that cannot load never leaves a blank page.
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from "react";
import styled from "styled-components";
import { Link } from "react-router-dom";
import { Button, ButtonLink } from "@seo/ui/Button";
import { PageSpinner } from "@seo/ui/Spinner";
import type { RemoteName } from "@seo/config/ports";
import { loadRemoteComponent } from "../lib/remotes";
import { GaugeIcon } from "./icons";
import { routes } from "../lib/routes";

export const REMOTE_UNAVAILABLE_TITLE = "This tool is temporarily unavailable";
export const REMOTE_UNAVAILABLE_TEXT =
  "This tool is temporarily unavailable. Please try again in a moment — the rest of the app keeps working.";

class RemoteErrorBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A federated module failed to load or render", error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

const Fallback = styled.div`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Emoji = styled.div`
  color: ${({ theme }) => theme.colors.primary};
`;

export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Fallback role="alert">
      <Emoji aria-hidden="true">
        <GaugeIcon width={40} height={40} />
      </Emoji>
      <h2>{REMOTE_UNAVAILABLE_TITLE}</h2>
      <p>{REMOTE_UNAVAILABLE_TEXT}</p>
      <Actions>
        <Button onClick={onRetry}>Try again</Button>
        <ButtonLink as={Link} to={routes.home} $variant="outline">
          Back to home
        </ButtonLink>
      </Actions>
    </Fallback>
  );
}

export interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module, as the registry entry's remote.page names it (without "./"). */
  module: string;
}

export function RemoteModule({ remote, module }: RemoteModuleProps) {
  // Another module (a route change between tools) starts over: its own load, boundary and retry.
  return <RemotePage key={`${remote}/${module}`} remote={remote} module={module} />;
}

function RemotePage({ remote, module }: RemoteModuleProps) {
  // One lazy component per load, made when the page mounts and on each retry (React.lazy remembers
  // a rejected import, so a retry needs a new one).
  const load = () => lazy(() => loadRemoteComponent(remote, module));
  const [Page, setPage] = useState(load);
  return (
    <RemoteErrorBoundary onRetry={() => setPage(load)} fallback={(retry) => <RemoteUnavailable onRetry={retry} />}>
      <Suspense fallback={<PageSpinner label={`Loading ${remote}`} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
