// What a tool page needs to know besides its form: the plan (access for the 'Try Free' label, the
// plans that unlock the hand-off buttons) and the hand-off payload the previous tool left for it.
import { useEffect, useState } from "react";
import { HANDOFF_KEYS, handoffSchemas, type HandoffPayload, type HandoffReceiver } from "@seo/contracts/handoff";
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
