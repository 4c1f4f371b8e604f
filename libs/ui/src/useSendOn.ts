// A tool page's 'Send to …': leaves a hand-off for the next tool and opens its page. Its own module,
// so a remote built with it still runs beside a host whose design system predates it.
import { useNavigate } from "react-router-dom";
import { isStandaloneWorkflowActive, writeHandoff, type HandoffPayload, type HandoffReceiver } from "@seo/contracts/handoff";
import { safeStorage, usePlan } from "@seo/ui/toolAccess";

/**
 * Leaves the payload `build` makes of the result on screen for `receiver` and opens its page. Null
 * (no button) when the plan has no hand-offs or, with `onlyInWorkflow`, when no standalone workflow
 * is running; nothing happens when there is nothing to send.
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
