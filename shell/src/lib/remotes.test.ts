/** @jest-environment jsdom */
import { loadRemote, registerPlugins, registerRemotes } from "@module-federation/enhanced/runtime";
import { mockFetch } from "../testing/mockFetch";
import { ensureRemotesRegistered, lastGoodFallbackPlugin, parseRemotesDocument, resetRemoteRegistration } from "./remotes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const V1 = "/remotes/seosnapshot/0.1.0-aaaaaaaaaa/mf-manifest.json";
const V2 = "/remotes/seosnapshot/0.1.0-bbbbbbbbbb/mf-manifest.json";
const load = loadRemote as jest.Mock;
const register = registerRemotes as jest.Mock;

beforeEach(() => {
  resetRemoteRegistration();
  jest.clearAllMocks();
  jest.spyOn(console, "warn").mockImplementation(() => {});
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const failure = (id = "mfe_seosnapshot/SeoSnapshotPage") =>
  ({ id, error: new Error("RUNTIME-008 remoteEntry failed"), from: "runtime", lifecycle: "onLoad", origin: {} }) as never;

it("reads remote URLs and fallbacks, ignoring unknown names and the version list", () => {
  expect(
    parseRemotesDocument({
      seosnapshot: V2,
      nope: "/x",
      $versions: { seosnapshot: "0.1.0-bbbbbbbbbb" },
      $fallbacks: { seosnapshot: V1, other: 3 },
    }),
  ).toEqual({ entries: { seosnapshot: V2 }, fallbacks: { seosnapshot: V1 } });
});

it("registers the retry and last-good plugins with the remotes, and sends the session for the canary bucket", async () => {
  localStorage.setItem("sessionId", "s-1");
  const fetchMock = mockFetch({ "/remotes.json": { body: { seosnapshot: V2, $fallbacks: { seosnapshot: V1 } } } });
  await ensureRemotesRegistered();
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: { "x-session-id": "s-1" } });
  const plugins = (registerPlugins as jest.Mock).mock.calls[0]![0] as { name: string }[];
  expect(plugins.map((p) => p.name)).toEqual(["retry-plugin", "seo-last-good-fallback"]);
  expect(register).toHaveBeenCalledWith([{ name: "mfe_seosnapshot", entry: V2 }]);
});

it("falls back to the last good version once when a module fails to load", async () => {
  mockFetch({ "/remotes.json": { body: { seosnapshot: V2, $fallbacks: { seosnapshot: V1 } } } });
  await ensureRemotesRegistered();
  const plugin = lastGoodFallbackPlugin();
  const page = { default: () => null };
  load.mockResolvedValueOnce(page);
  await expect(plugin.errorLoadRemote!(failure())).resolves.toBe(page);
  expect(register).toHaveBeenLastCalledWith([{ name: "mfe_seosnapshot", entry: V1 }], { force: true });
  expect(load).toHaveBeenCalledWith("mfe_seosnapshot/SeoSnapshotPage");
  // The fallback failing too is not retried forever: the error goes on to the error boundary.
  await expect(plugin.errorLoadRemote!(failure())).resolves.toBeUndefined();
});

it("leaves a remote without a fallback, and other lifecycles, to the error boundary", async () => {
  mockFetch({
    "/remotes.json": { body: { seosnapshot: V2, descripto: "/remotes/descripto/0.1.0-cccccccccc/mf-manifest.json" } },
  });
  await ensureRemotesRegistered();
  const plugin = lastGoodFallbackPlugin();
  await expect(plugin.errorLoadRemote!(failure("mfe_descripto/DescriptoPage"))).resolves.toBeUndefined();
  await expect(
    plugin.errorLoadRemote!({ ...(failure() as object), lifecycle: "afterResolve" } as never),
  ).resolves.toBeUndefined();
  expect(load).not.toHaveBeenCalled();
});
