// /admin/model (admins only): each tool's engine as its service reports it (an offline draft, or a
// model @ its server), "Test connection" per tool or for all (latency, whether structured output
// works, why not), and how to connect a model. The settings live in each service's environment
// (docs/decisions/0026-model-settings-in-env.md); the server decides who is an admin.
import { useState } from "react";
import { Navigate } from "react-router-dom";
import styled from "styled-components";
import type { AdminToolModel, AdminToolModelTest, ModelCheckReport, ModelSettingsView } from "@seo/contracts/modelEngine";
import { CONNECT_MODEL_DOCS } from "@seo/contracts/modelEnginePaths";
import { errorMessage, useUser } from "@seo/ui/api";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { PageSpinner } from "@seo/ui/Spinner";
import { Container, PageTitle, spreadRow } from "../../../components/layout";
import { routes } from "../../../lib/routes";
import { useAdminModel, useTestModel } from "../api/adminModel";
import { MAIN_ID } from "@seo/ui/SkipLink";

export const ADMIN_MODEL_TEXTS = {
  title: "Model engine",
  intro:
    "Each tool answers with an offline draft, written only from the user's facts, until a model is connected. " +
    "The prompts keep the same rules: facts only, every name, number and offer kept, no keyword stuffing.",
  recipe: `Set OPENAI_BASE_URL and OPENAI_MODEL (OPENAI_API_KEY for OpenAI) for the tool services and restart: see ${CONNECT_MODEL_DOCS}.`,
  scripts:
    "From a terminal: npm run model:test checks the connection, npm run eval:model scores the model on the quality corpus.",
  testAll: "Test all connections",
  test: "Test connection",
  testing: "Testing...",
  offline: "Offline draft",
  nothingToTest: "Nothing to test: this tool answers with offline drafts.",
  loadFailed: "The tools' settings could not be read.",
} as const;

const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 32px 0 72px;
  header {
    display: grid;
    gap: 8px;
    margin-bottom: 24px;
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: 800;
  }
  header p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 72ch;
  }
`;

const Tools = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

const Head = styled.div`
  ${spreadRow(12)}
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: 700;
    margin-right: 8px;
  }
  .engine {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 4px 16px;
  margin: 12px 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Problem = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** "Offline draft", or "Model: name @ host". */
export function engineLabel(settings: ModelSettingsView | null): string {
  if (!settings) return "Unknown";
  if (settings.engine === "offline") return ADMIN_MODEL_TEXTS.offline;
  return `Model: ${settings.model} @ ${settings.baseUrlHost}`;
}

function ReportFacts({ report }: { report: ModelCheckReport }) {
  return (
    <>
      <Facts aria-label="Connection test">
        <dt>Result</dt>
        <dd>
          <Badge $tone={report.ok ? "success" : "danger"} $size="sm">
            {report.ok ? "Connected" : "Failed"}
          </Badge>
        </dd>
        <dt>Latency</dt>
        <dd>{Math.round(report.latencyMs)} ms</dd>
        <dt>Structured output</dt>
        <dd>{report.structuredOutput === "ok" ? "works" : report.structuredOutput.replace("_", " ")}</dd>
      </Facts>
      {report.error && <Problem>{report.error}</Problem>}
    </>
  );
}

function ToolRow({
  tool,
  tested,
  onTest,
  testing,
  blocked,
}: {
  tool: AdminToolModel;
  tested: AdminToolModelTest | undefined;
  onTest(): void;
  /** This tool's test is running. */
  testing: boolean;
  /** Another test is running. */
  blocked: boolean;
}) {
  // The latest word on the settings: the test's answer when it came after, else the list's.
  const settings = tested?.settings ?? tool.settings;
  const problem = tested ? tested.error : tool.error;
  const offline = settings?.engine === "offline";
  return (
    <li>
      <Card as="section" aria-labelledby={`model-${tool.id}`}>
        <Head>
          <div className="engine">
            <h2 id={`model-${tool.id}`}>{tool.title}</h2>
            <Badge $tone={offline ? "neutral" : settings ? "primary" : "warning"}>{engineLabel(settings)}</Badge>
          </div>
          <Button size="sm" variant="outline" busy={testing} disabled={offline || !settings || blocked} onClick={onTest}>
            {testing ? ADMIN_MODEL_TEXTS.testing : ADMIN_MODEL_TEXTS.test}
          </Button>
        </Head>
        {settings && !offline && (
          <Facts aria-label="Settings">
            <dt>Timeout</dt>
            <dd>{settings.timeoutMs} ms</dd>
            <dt>When the model fails</dt>
            <dd>{settings.fallback ? "an offline draft answers (AI_FALLBACK on)" : "the tool answers 502 (AI_FALLBACK off)"}</dd>
          </Facts>
        )}
        {offline && <Muted>{ADMIN_MODEL_TEXTS.nothingToTest}</Muted>}
        {tested?.report && <ReportFacts report={tested.report} />}
        {problem && <Problem role="alert">{problem}</Problem>}
      </Card>
    </li>
  );
}

/** Admins only (the server refuses anyone else too): nobody else asks the admin API. */
export function AdminModelPage() {
  const { user } = useUser();
  if (!user) return <PageSpinner />;
  if (!user.isAdmin) return <Navigate to={routes.dashboard} replace />;
  return <ModelEngine />;
}

function ModelEngine() {
  const settings = useAdminModel();
  const test = useTestModel();
  const [results, setResults] = useState<Record<string, AdminToolModelTest>>({});

  const run = (tool?: string) =>
    test.mutate(tool ? { tool } : {}, {
      onSuccess: ({ tools }) => setResults((held) => ({ ...held, ...Object.fromEntries(tools.map((t) => [t.id, t])) })),
    });
  const testingTool = test.isPending ? (test.variables?.tool ?? "all") : null;
  const rows = settings.data?.tools ?? [];
  const anyModel = rows.some((t) => t.settings?.engine === "model");

  return (
    <Page>
      <Container>
        <PageTitle title={ADMIN_MODEL_TEXTS.title} intro={ADMIN_MODEL_TEXTS.intro}>
          <p>{ADMIN_MODEL_TEXTS.recipe}</p>
          <p>{ADMIN_MODEL_TEXTS.scripts}</p>
          <div>
            <Button variant="gradient" busy={testingTool === "all"} disabled={!anyModel || test.isPending} onClick={() => run()}>
              {testingTool === "all" ? ADMIN_MODEL_TEXTS.testing : ADMIN_MODEL_TEXTS.testAll}
            </Button>
          </div>
          {test.isError && <Problem role="alert">{errorMessage(test.error)}</Problem>}
        </PageTitle>
        {settings.isPending ? (
          <PageSpinner label="Loading the tools' settings" />
        ) : settings.isError ? (
          <Problem role="alert">{errorMessage(settings.error, ADMIN_MODEL_TEXTS.loadFailed)}</Problem>
        ) : (
          <Tools aria-label="Tools">
            {rows.map((tool) => (
              <ToolRow
                key={tool.id}
                tool={tool}
                tested={results[tool.id]}
                testing={testingTool === tool.id || testingTool === "all"}
                blocked={test.isPending}
                onTest={() => run(tool.id)}
              />
            ))}
          </Tools>
        )}
      </Container>
    </Page>
  );
}
