// What a tool page needs to know besides its form: the plan (access for the 'Try Free' label, the
// plans that unlock the hand-off buttons), the hand-off payload the previous tool left for it, and
// the 'Send to …' that leaves one for the next tool.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  HANDOFF_KEYS,
  handoffSchemas,
  isStandaloneWorkflowActive,
  writeHandoff,
  type HandoffPayload,
  type HandoffReceiver,
} from "@seo/contracts/handoff";
import { useSubscription } from "@seo/ui/api";

/** The generate button's label: 'Try Free - {label}' when the user has no access. */
export function generateLabel(label: string, hasAccess: boolean): string {
  return hasAccess ? label : `Try Free - ${label}`;
}

/** What the page needs to know of the plan. Anonymous visitors have no subscription: no access. */
export function usePlan() {
  const { subscription, isLoading } = useSubscription();
  const plan = subscription?.plan ?? null;
  return {
    isLoading,
    hasAccess: isLoading || Boolean(subscription?.hasAccess),
    plan,
    /** The server lists hand-offs for this user (plans all and admin): the buttons and 'Complete Workflow'. */
    canHandOff: (subscription?.capabilities?.handoffs.length ?? 0) > 0,
  };
}

export function safeStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The hand-off payload left for this page by the previous tool, read once for the form's defaults
 * and deleted once the page is on screen. Deleting it while rendering would lose it whenever React
 * throws a render away and renders again (an interrupted route transition, a suspended child): the
 * second render would find nothing and show an empty form.
 */
export function useHandoff<R extends HandoffReceiver>(receiver: R): HandoffPayload<R> | null {
  const [payload] = useState(() => peekHandoff(receiver));
  useEffect(() => {
    safeStorage()?.removeItem(HANDOFF_KEYS[receiver]);
  }, [receiver]);
  return payload;
}

function peekHandoff<R extends HandoffReceiver>(receiver: R): HandoffPayload<R> | null {
  const raw = safeStorage()?.getItem(HANDOFF_KEYS[receiver]);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = handoffSchemas[receiver].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as HandoffPayload<R>) : null;
  } catch {
    return null;
  }
}

/**
 * The page's 'Send to …': leaves the payload `build` makes of the result on screen for `receiver` and
 * opens its page. Null (no button) when the plan has no hand-offs or, with `onlyInWorkflow`, when no
 * standalone workflow is running; nothing happens when there is nothing to send.
 */
export function useSendOn<R extends HandoffReceiver>(
  receiver: R,
  build: () => HandoffPayload<R> | null,
  { onlyInWorkflow }: { onlyInWorkflow: boolean },
): (() => void) | null {
  const navigate = useNavigate();
  const { canHandOff } = usePlan();
  const storage = safeStorage();
  if (!canHandOff || (onlyInWorkflow && !(storage && isStandaloneWorkflowActive(storage)))) return null;
  return () => {
    const payload = build();
    if (!storage || !payload) return;
    writeHandoff(storage, receiver, payload);
    navigate(`/${receiver}`);
  };
}
