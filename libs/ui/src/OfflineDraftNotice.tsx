// "Offline draft": what a tool result says when the offline engine wrote it (`source: "offline"`, no
// model configured or the model failed): plain copy built only from the user's facts (docs/decisions/0018).
// An admin also learns where to connect a model. Shown once per result, by the shared
// result wrappers (variantResults, ToolWorkflowStep), never by a page itself.
import { Link, useInRouterContext } from "react-router-dom";
import styled from "styled-components";
import { useSubscription } from "@seo/ui/api";
import { ADMIN_MODEL_PAGE, CONNECT_MODEL_DOCS } from "@seo/contracts/modelEnginePaths";

export const OFFLINE_DRAFT_TEXTS = {
  label: "Offline draft",
  text: "Written only from the facts you entered.",
  admin: `Connect a model for fuller copy in Admin › Model (${CONNECT_MODEL_DOCS}).`,
} as const;

/** Did the offline engine write this answer? */
export function isOfflineDraft(output: unknown): boolean {
  return typeof output === "object" && output !== null && (output as { source?: unknown }).source === "offline";
}

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The label and its line; the admin's sentence when the server says this user is an admin. */
export function OfflineDraftNotice() {
  const { subscription } = useSubscription();
  const admin = subscription?.plan === "admin";
  // Workflow steps may render outside a router (their tests do): a plain link there.
  const routed = useInRouterContext();
  return (
    <Note role="note" data-testid="offline-draft">
      <strong>{OFFLINE_DRAFT_TEXTS.label}</strong>
      <span>{OFFLINE_DRAFT_TEXTS.text}</span>
      {admin && (
        <span>
          {routed ? (
            <Link to={ADMIN_MODEL_PAGE}>{OFFLINE_DRAFT_TEXTS.admin}</Link>
          ) : (
            <a href={ADMIN_MODEL_PAGE}>{OFFLINE_DRAFT_TEXTS.admin}</a>
          )}
        </span>
      )}
    </Note>
  );
}
