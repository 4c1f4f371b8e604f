// The rows a check refused: row number (1 is the first row under the header), column and message.
import type { BulkCheck } from "@seo/contracts/bulk";
import { BULK_TEXTS } from "../bulkTexts";
import { Muted } from "./bulkParts";
import { RowsTable } from "./RowsTable";

/** More than this many problems are summed up rather than listed. */
const SHOWN = 100;

export function RowErrorTable({ check }: { check: BulkCheck }) {
  const shown = check.errors.slice(0, SHOWN);
  const badRows = check.rows - check.validRows;
  return (
    <>
      {/* Focusable so keyboard users can scroll it sideways on a narrow screen. */}
      <RowsTable
        tabIndex={0}
        role="region"
        aria-label="Row errors"
        caption={BULK_TEXTS.rowErrorsCaption(check.errors.length, badRows)}
        heads={
          <>
            <th scope="col">Column</th>
            <th scope="col">Message</th>
          </>
        }
      >
        {shown.map((e, i) => (
          <tr key={`${e.row}-${e.column ?? ""}-${i}`}>
            <td className="num">{e.row}</td>
            <td>{e.column ?? "(whole row)"}</td>
            <td>{e.message}</td>
          </tr>
        ))}
      </RowsTable>
      {check.errors.length > SHOWN && <Muted>{BULK_TEXTS.moreErrors(SHOWN, check.errors.length)}</Muted>}
    </>
  );
}
