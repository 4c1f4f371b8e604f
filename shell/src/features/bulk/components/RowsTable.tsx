// The tables of a run's rows (the review, the report, a check's errors): loading and failure while
// the rows are read, then the table in its scrolling frame with the row number as first column.
import type { ComponentProps, ReactNode } from "react";
import { Spinner } from "@seo/ui/Spinner";
import { PAGE_SIZE } from "../api/rows";
import { bulkFailure } from "../api/bulkRequest";
import { BULK_TEXTS } from "../bulkTexts";
import { Table, TableFrame } from "./bulkParts";

/** "Rows 26–50 of 120" for the page that starts at `offset`. */
export const pageCaption = (offset: number, total: number) =>
  BULK_TEXTS.pageOf(offset + 1, Math.min(offset + PAGE_SIZE, total), total);

interface RowsQuery {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  error: unknown;
}

/** A spinner until the first answer, the failure when there is none, else the rows. */
export function LoadedRows({ query, loading, children }: { query: RowsQuery; loading: string; children: ReactNode }) {
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError && !query.data) return <p role="alert">{bulkFailure(query.error)}</p>;
  return <>{children}</>;
}

/** A table of rows: its caption, a "Row" number column and then the other column heads. */
export function RowsTable({
  caption,
  heads,
  children,
  ...frame
}: { caption: ReactNode; heads: ReactNode; children: ReactNode } & ComponentProps<typeof TableFrame>) {
  return (
    <TableFrame {...frame}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              Row
            </th>
            {heads}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableFrame>
  );
}
