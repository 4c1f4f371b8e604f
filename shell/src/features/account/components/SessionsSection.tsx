// The browsers signed in to the account (this one marked), and signing out of all the others.
import styled from "styled-components";
import type { SessionInfo } from "@seo/contracts/account";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Spinner } from "@seo/ui/Spinner";
import { ActionMessage } from "../../../components/ActionMessage";
import { actionFailure } from "../../../lib/accountActions";
import { useSessions, useSignOutOthers } from "../api/sessions";
import { AccountSection, Actions } from "./AccountSection";

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }
  .device {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];

/** "just now", "5 minutes ago", "yesterday" ... up to a week; older, the date. */
export function whenText(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  if (Number.isNaN(seconds)) return iso;
  if (Math.abs(seconds) < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
  const week = 7 * UNITS[2]![1];
  if (Math.abs(seconds) >= week) return `on ${new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" })}`;
  const [unit, size] = [...UNITS].reverse().find(([, s]) => Math.abs(seconds) >= s)!;
  return format.format(Math.round(seconds / size), unit);
}

function SessionRow({ session }: { session: SessionInfo }) {
  return (
    <li>
      <span className="device">
        {session.device}
        {session.current && <Badge $tone="primary">This device</Badge>}
      </span>
      <p>
        IP {session.ip} · signed in {whenText(session.createdAt)} · last seen {whenText(session.lastSeenAt)}
      </p>
    </li>
  );
}

const signedOutText = (count: number) => `Signed out of ${count} other ${count === 1 ? "session" : "sessions"}.`;

export function SessionsSection() {
  const sessions = useSessions();
  const signOut = useSignOutOthers();
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const outcome = signOut.isSuccess
    ? { success: signOut.data.message ?? signedOutText(signOut.variables ?? 0) }
    : { error: signOut.isError ? actionFailure(signOut.error, "We couldn't sign out your other sessions.").message : null };
  return (
    <AccountSection id="sessions" title="Sessions" description="Where your account is signed in.">
      {sessions.isPending ? (
        <Spinner label="Loading your sessions" />
      ) : sessions.isError ? (
        <p role="alert">{actionFailure(sessions.error, "We couldn't load your sessions.").message}</p>
      ) : (
        <List aria-label="Signed-in sessions">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </List>
      )}
      <Actions>
        <Button variant="outline" busy={signOut.isPending} disabled={others === 0} onClick={() => signOut.mutate(others)}>
          Sign out of all other sessions
        </Button>
      </Actions>
      <ActionMessage {...outcome} />
    </AccountSection>
  );
}
