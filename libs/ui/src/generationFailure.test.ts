import { ApiError } from "./api";
import { browserLocation } from "./browserLocation";
import { onGenerationFailure, planRefusalOf, TOOL_UNAVAILABLE } from "./generationFailure";

const failure = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

afterEach(() => jest.restoreAllMocks());

it("a refusal the plan explains (401, 402, 403) neither leaves the page nor toasts: the page says why in place", () => {
  const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
  const toast = jest.fn();
  for (const status of [401, 402, 403]) onGenerationFailure(failure(status, { error: "Upgrade" }), toast);
  expect(assign).not.toHaveBeenCalled();
  expect(toast).not.toHaveBeenCalled();
});

it("planRefusalOf reads the refusal's code and message; anything else is no refusal", () => {
  expect(planRefusalOf(failure(402, { error: "Weekly limit", code: "LIMIT_REACHED", redirectTo: "/pricing" }))).toEqual({
    code: "LIMIT_REACHED",
    message: "Weekly limit",
  });
  expect(planRefusalOf(new ApiError(403, "Forbidden"))).toEqual({ code: null, message: "Choose a plan to keep generating." });
  expect(planRefusalOf(failure(502, { error: "down" }))).toBeNull();
  expect(planRefusalOf(null)).toBeNull();
});

it("input the server refused gets its message; an outage or a rate limit gets 'Tool unavailable'", () => {
  const toast = jest.fn();
  onGenerationFailure(failure(400, { error: "Invalid title: too long" }), toast);
  expect(toast).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: "Could not generate", description: "Invalid title: too long" }),
  );
  for (const error of [
    failure(502, { error: "down" }),
    failure(429, { error: "Too many requests" }),
    new TypeError("Failed to fetch"),
  ]) {
    onGenerationFailure(error, toast);
    expect(toast).toHaveBeenLastCalledWith({ ...TOOL_UNAVAILABLE, variant: "destructive" });
  }
});

it("an embed's partner limit adds no toast: the embed shows its own notice with the link", () => {
  const toast = jest.fn();
  onGenerationFailure(
    failure(429, { error: "You've reached today's free limit", code: "EMBED_LIMIT_REACHED", limit: "visitor" }),
    toast,
  );
  expect(toast).not.toHaveBeenCalled();
});
