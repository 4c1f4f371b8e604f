// One tool's upload: its columns and template, a file input and a drop zone, the size check before
// sending, then the server's check: "N rows ready" or the table of row errors, and the run's start
// (all rows, or the valid ones only).
import { useState, type ChangeEvent, type DragEvent } from "react";
import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { BULK_COLUMNS, BULK_MAX_BYTES, type BulkTool } from "@seo/contracts/bulk";
import { Button, ButtonLink } from "@seo/ui/Button";
import { ActionMessage } from "../../../components/ActionMessage";
import { bulkRunPath } from "../../../lib/routes";
import { bulkPaths } from "../api/bulkPaths";
import { bulkFailure, refusedCheck } from "../api/bulkRequest";
import { useCheckCsv, useStartRun } from "../api/upload";
import { BULK_TEXTS } from "../bulkTexts";
import { Actions, Muted, Panel } from "./bulkParts";
import { RowErrorTable } from "./RowErrorTable";

const Columns = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  padding: 0;
  li {
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-family: ${({ theme }) => theme.typography.monoFamily};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const DropZone = styled.div<{ $over: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  justify-items: start;
  padding: 20px;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  label {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  input {
    max-width: 100%;
  }
  input:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const isCsvName = (name: string) => /\.csv$/i.test(name);

/** The tool's columns, in order, and its template to download. */
function TemplateColumns({ tool, id }: { tool: BulkTool; id: string }) {
  return (
    <>
      <div>
        <Muted id={id}>{BULK_TEXTS.columnsIntro}</Muted>
        <Columns aria-labelledby={id}>
          {BULK_COLUMNS[tool].map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Columns>
      </div>
      <Actions>
        <ButtonLink href={bulkPaths.template(tool)} download $variant="outline" $size="sm">
          {BULK_TEXTS.template}
        </ButtonLink>
      </Actions>
    </>
  );
}

/** The file input inside a zone that also takes a dropped file. */
function FileDrop({
  inputId,
  describedBy,
  onChoose,
}: {
  inputId: string;
  describedBy: string;
  onChoose: (file: File | undefined) => void;
}) {
  const [over, setOver] = useState(false);
  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    onChoose(e.target.files?.[0]);
    // The same file, fixed and chosen again, must fire a change too.
    e.target.value = "";
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    onChoose(e.dataTransfer.files[0]);
  };
  return (
    <DropZone
      $over={over}
      data-testid="bulk-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <label htmlFor={inputId}>{BULK_TEXTS.fileLabel}</label>
      <input id={inputId} type="file" accept=".csv,text/csv" onChange={onInput} aria-describedby={describedBy} />
      <Muted>{BULK_TEXTS.dropHere}</Muted>
    </DropZone>
  );
}

export function UploadPanel({ tool }: { tool: BulkTool }) {
  const navigate = useNavigate();
  const check = useCheckCsv();
  const start = useStartRun();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const inputId = `bulk-file-${tool}`;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    check.reset();
    start.reset();
    setFile(null);
    if (!isCsvName(chosen.name)) return setRefused(BULK_TEXTS.notCsv);
    if (chosen.size > BULK_MAX_BYTES) return setRefused(BULK_TEXTS.tooBig(chosen.name, chosen.size, BULK_MAX_BYTES));
    setRefused(null);
    setFile(chosen);
    check.mutate({ tool, file: chosen });
  };

  const run = (skipInvalid: boolean) => {
    if (!file) return;
    start.mutate({ tool, file, skipInvalid }, { onSuccess: (created) => navigate(bulkRunPath(created.id)) });
  };

  // What the server said of the file: a check, or a start refused with a check's body.
  const result = refusedCheck(start.error) ?? refusedCheck(check.error) ?? check.data ?? null;
  const failure =
    refused ??
    result?.error ??
    (start.error && !refusedCheck(start.error) ? bulkFailure(start.error) : null) ??
    (check.error && !refusedCheck(check.error) ? bulkFailure(check.error) : null);
  const invalidRows = result ? result.rows - result.validRows : 0;
  const ready = Boolean(file && result && !result.error && result.errors.length === 0 && result.validRows > 0);
  const status =
    check.isPending && file ? BULK_TEXTS.checking(file.name) : ready && result ? BULK_TEXTS.rowsReady(result.validRows) : "";

  return (
    <Panel aria-labelledby="bulk-upload-title">
      <h2 id="bulk-upload-title">{BULK_TEXTS.uploadTitle}</h2>
      <TemplateColumns tool={tool} id={`${inputId}-columns`} />
      <FileDrop inputId={inputId} describedBy={`${inputId}-columns`} onChoose={choose} />
      <ActionMessage success={status} error={failure} />
      {result && result.errors.length > 0 && <RowErrorTable check={result} />}
      {result && result.errors.length > 0 && result.validRows === 0 && <Muted>{BULK_TEXTS.noValidRows}</Muted>}
      <Actions>
        <Button
          variant="gradient"
          disabled={!ready}
          busy={start.isPending && start.variables?.skipInvalid === false}
          onClick={() => run(false)}
        >
          {BULK_TEXTS.start}
        </Button>
        {file && result && !result.error && invalidRows > 0 && result.validRows > 0 && (
          <Button variant="outline" busy={start.isPending && start.variables?.skipInvalid === true} onClick={() => run(true)}>
            {BULK_TEXTS.dropInvalid(invalidRows)}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
