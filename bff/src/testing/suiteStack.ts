// One integration suite's stack as jest hooks, so each suite names only what it runs in front of
// the backends instead of repeating their start, reset and close.
import type { TestDatabaseKind } from "@seo/db/testing/databases";
import { startBackends, startRealServices, startScriptedUpstream, type Backends } from "./testStack";

export type RealServices = Awaited<ReturnType<typeof startRealServices>>;
export type ScriptedUpstream = Awaited<ReturnType<typeof startScriptedUpstream>>;

export interface StackParts {
  /** The real Koa services (their URLs in `services.env`). */
  realServices?: boolean;
  /** A scripted upstream, back to answering "ok" at its default delay with nothing received at the start of each test. */
  scripted?: boolean;
}

/** What a suite's stack holds: the backends, and the parts it asked for. */
export type SuiteStack<P extends StackParts> = { backends: Backends } & (P["realServices"] extends true
  ? { services: RealServices }
  : unknown) &
  (P["scripted"] extends true ? { scripted: ScriptedUpstream } : unknown);

/** Anything a suite starts on the stack (a BFF, a fake service, a job queue) that the stack ends after its tests. */
type Closable = { close(): Promise<unknown> } | { stop(): Promise<unknown> };

const end = (started: Closable) => ("close" in started ? started.close() : started.stop());

/**
 * Registers the hooks of a suite run on `kind`: before all its tests the backends, the `parts` asked
 * for and what `startOnStack` starts on them (nothing when a suite starts its BFFs per test); after
 * them all of it ended, the backends last. The returned object is filled in by the time the suite's
 * own hooks and tests run.
 */
export function useSuiteStack<P extends StackParts, Started extends Record<string, Closable> = Record<never, Closable>>(
  kind: TestDatabaseKind,
  parts: P,
  startOnStack: (stack: SuiteStack<P>) => Promise<Started> = async () => ({}) as Started,
): SuiteStack<P> & Started {
  const stack = {} as { backends?: Backends; services?: RealServices; scripted?: ScriptedUpstream };
  let started: Partial<Started> = {};
  let scriptedSlowMs = 0;
  beforeAll(async () => {
    stack.backends = await startBackends(kind);
    if (parts.realServices) stack.services = await startRealServices(stack.backends);
    if (parts.scripted) {
      stack.scripted = await startScriptedUpstream();
      scriptedSlowMs = stack.scripted.state.slowMs;
    }
    started = await startOnStack(stack as SuiteStack<P>);
    Object.assign(stack, started);
  }, 180_000);
  afterAll(async () => {
    // In the reverse of the order `startOnStack` lists them: a BFF before the job queue it was given.
    for (const s of Object.values(started).reverse()) if (s) await end(s as Closable);
    await stack.scripted?.close();
    await stack.services?.close();
    await stack.backends?.close();
  });
  if (parts.scripted) {
    beforeEach(() => {
      const { state } = stack.scripted!;
      state.mode = "ok";
      state.slowMs = scriptedSlowMs;
      state.received.length = 0;
    });
  }
  return stack as SuiteStack<P> & Started;
}
