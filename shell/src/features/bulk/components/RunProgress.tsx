// A run's progress: the bar (n of N), rows per second, time left and status, Cancel (confirmed in
// a dialog) while it runs, and why it ended when it did not finish.
import { useState } from "react";
import styled from "styled-components";
import type { BulkRun, BulkRunStatus } from "@seo/contracts/bulk";
import { Badge, type BadgeTone } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Dialog, DialogActions } from "@seo/ui/Dialog";
import { ProgressBar } from "@seo/ui/ProgressBar";
import { ActionMessage } from "../../../components/ActionMessage";
import { isLive } from "../api/bulkKeys";
import { bulkFailure } from "../api/bulkRequest";
import { useCancelRun } from "../api/runs";
import { BULK_TEXTS } from "../bulkTexts";
import { spreadRow } from "../../../components/layout";
import { Actions, Muted, Panel } from "./bulkParts";

export function statusTone(status: BulkRunStatus): BadgeTone {
  return ({ queued: "neutral", running: "info", done: "success", cancelled: "warning", stopped: "danger" } as const)[status];
}

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  div {
    display: flex;
    gap: 6px;
  }
  dt {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Head = styled.div`
  ${spreadRow(12)}
`;

/** The sentence the status region reads out when the run's state changes. */
function statusSentence(run: BulkRun): string {
  if (run.status === "done") return BULK_TEXTS.finished(run.done);
  if (run.status === "cancelled") return BULK_TEXTS.cancelled;
  if (run.status === "stopped") return "";
  return BULK_TEXTS.statuses[run.status];
}

/** Rows done of all, failed rows, speed and (while it runs) the time left. */
function RunFigures({ run }: { run: BulkRun }) {
  return (
    <Figures>
      <div>
        <dt>Rows</dt>
        <dd data-testid="run-count">{BULK_TEXTS.progressOf(run.done + run.failed, run.total)}</dd>
      </div>
      {run.failed > 0 && (
        <div>
          <dt>Failed</dt>
          <dd>{BULK_TEXTS.failedRows(run.failed)}</dd>
        </div>
      )}
      {run.rowsPerSecond !== null && (
        <div>
          <dt>Speed</dt>
          <dd>{BULK_TEXTS.rate(run.rowsPerSecond)}</dd>
        </div>
      )}
      {isLive(run) && (
        <div>
          <dt>Time left</dt>
          <dd>{run.secondsLeft !== null ? BULK_TEXTS.timeLeft(run.secondsLeft) : BULK_TEXTS.estimating}</dd>
        </div>
      )}
    </Figures>
  );
}

export function RunProgress({ run, reconnecting }: { run: BulkRun; reconnecting: boolean }) {
  const cancel = useCancelRun(run.id);
  const [confirming, setConfirming] = useState(false);
  const processed = run.done + run.failed;
  const live = isLive(run);
  return (
    <Panel aria-labelledby="bulk-progress-title">
      <Head>
        <h2 id="bulk-progress-title">Progress</h2>
        <Badge $tone={statusTone(run.status)} data-testid="run-status">
          {BULK_TEXTS.statuses[run.status]}
        </Badge>
      </Head>
      <ProgressBar value={processed} max={Math.max(run.total, 1)} label={BULK_TEXTS.progressLabel} height={12} />
      <RunFigures run={run} />
      {reconnecting && <Muted>Reconnecting…</Muted>}
      <ActionMessage
        success={statusSentence(run)}
        error={
          run.status === "stopped"
            ? (run.stopReason ?? BULK_TEXTS.statuses.stopped)
            : cancel.isError
              ? bulkFailure(cancel.error)
              : null
        }
      />
      {live && (
        <Actions>
          <Button variant="outline" onClick={() => setConfirming(true)} busy={cancel.isPending}>
            {BULK_TEXTS.cancel}
          </Button>
        </Actions>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={BULK_TEXTS.cancelTitle}
        description={BULK_TEXTS.cancelText}
        role="alertdialog"
      >
        <DialogActions>
          <Button variant="outline" onClick={() => setConfirming(false)} data-autofocus>
            {BULK_TEXTS.keepRunning}
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              setConfirming(false);
              cancel.mutate();
            }}
          >
            {BULK_TEXTS.cancel}
          </Button>
        </DialogActions>
      </Dialog>
    </Panel>
  );
}
