// The last runs (GET /api/bulk/runs), each a link to its page.
import { Link } from "react-router-dom";
import { Badge } from "@seo/ui/Badge";
import { Spinner } from "@seo/ui/Spinner";
import { bulkRunPath } from "../../../lib/routes";
import { bulkFailure } from "../api/bulkRequest";
import { useRuns } from "../api/runs";
import { BULK_TEXTS } from "../bulkTexts";
import { Muted, Panel, Table, TableFrame, toolTitle } from "./bulkParts";
import { statusTone } from "./RunProgress";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export function RecentRuns() {
  const runs = useRuns();
  return (
    <Panel aria-labelledby="bulk-recent-title">
      <h2 id="bulk-recent-title">{BULK_TEXTS.recentTitle}</h2>
      {runs.isPending ? (
        <Spinner label="Loading your runs" />
      ) : runs.isError ? (
        <p role="alert">{bulkFailure(runs.error)}</p>
      ) : runs.data.length === 0 ? (
        <Muted>{BULK_TEXTS.noRuns}</Muted>
      ) : (
        <TableFrame>
          <Table>
            <caption className="visually-hidden">{BULK_TEXTS.recentTitle}</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Tool</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Rows
                </th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.map((run) => (
                <tr key={run.id}>
                  <th scope="row">
                    <Link to={bulkRunPath(run.id)}>{run.fileName}</Link>
                  </th>
                  <td>{toolTitle(run.tool)}</td>
                  <td>
                    <Badge $tone={statusTone(run.status)} $size="sm">
                      {BULK_TEXTS.statuses[run.status]}
                    </Badge>
                  </td>
                  <td className="num">{BULK_TEXTS.progressOf(run.done + run.failed, run.total)}</td>
                  <td>{when(run.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableFrame>
      )}
    </Panel>
  );
}
