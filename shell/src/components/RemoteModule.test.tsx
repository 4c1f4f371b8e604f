/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadRemote, registerRemotes } from "@module-federation/enhanced/runtime";
import { resetRemoteRegistration } from "../lib/remotes";
import { mockFetch } from "../testing/mockFetch";
import { renderWithApp } from "../testing/render";
import { RemoteModule } from "./RemoteModule";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const load = loadRemote as jest.Mock;

beforeEach(() => {
  resetRemoteRegistration();
  load.mockReset();
  (registerRemotes as jest.Mock).mockReset();
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch({
    "/remotes.json": {
      body: {
        descripto: "/remotes/descripto/mf-manifest.json",
        workflow: "http://cdn.example/wf/mf-manifest.json",
        $versions: { descripto: "0.1.0-0123456789" },
        $fallbacks: {},
      },
    },
  });
});
afterEach(() => jest.restoreAllMocks());

it("registers the remotes from /remotes.json and renders the exposed page", async () => {
  load.mockResolvedValue({ default: () => <h1>Descripto page</h1> });
  renderWithApp(<RemoteModule remote="descripto" module="DescriptoPage" />);
  expect(await screen.findByRole("heading", { name: "Descripto page" })).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([
    { name: "mfe_descripto", entry: "/remotes/descripto/mf-manifest.json" },
    { name: "mfe_workflow", entry: "http://cdn.example/wf/mf-manifest.json" },
  ]);
  expect(load).toHaveBeenCalledWith("mfe_descripto/DescriptoPage");
});

it("shows the friendly fallback when loadRemote fails, and retries", async () => {
  load.mockRejectedValueOnce(new Error("ScriptExternalLoadError"));
  renderWithApp(<RemoteModule remote="descripto" module="DescriptoPage" />);
  expect(await screen.findByText(/This tool is temporarily unavailable\./)).toBeInTheDocument();
  load.mockResolvedValue({ default: () => <h1>Back again</h1> });
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "Back again" })).toBeInTheDocument();
});

it("shows the fallback when /remotes.json cannot be loaded", async () => {
  mockFetch({ "/remotes.json": { status: 503, body: "down" } });
  renderWithApp(<RemoteModule remote="trendspy" module="TrendSpyPage" />);
  expect(await screen.findByText(/This tool is temporarily unavailable\./)).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

it("shows the fallback when the remote page throws while rendering", async () => {
  load.mockResolvedValue({
    default: () => {
      throw new Error("boom");
    },
  });
  renderWithApp(<RemoteModule remote="descripto" module="DescriptoPage" />);
  await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This tool is temporarily unavailable"));
});
