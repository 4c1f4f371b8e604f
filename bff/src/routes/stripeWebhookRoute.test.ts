import { staleAfterWebhook } from "./stripeWebhookRoute";

const answer = (status: number, body: unknown) => ({
  status,
  body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
});

describe("which cached user rows a webhook answer makes stale", () => {
  it("none when billing refused the event or failed", () => {
    for (const status of [400, 401, 413, 500, 502, 504]) expect(staleAfterWebhook(answer(status, { userIds: [1] }))).toEqual([]);
  });

  it("only the users billing names for a verified event (none for a duplicate)", () => {
    expect(staleAfterWebhook(answer(200, { received: true, result: "applied", userIds: [4, 9] }))).toEqual([4, 9]);
    expect(staleAfterWebhook(answer(200, { received: true, result: "duplicate", userIds: [] }))).toEqual([]);
  });

  it("all when a verified answer does not say which users", () => {
    for (const body of [{ received: true }, { userIds: ["1"] }, { userIds: [0] }, { userIds: "7" }, "not json"]) {
      expect(staleAfterWebhook(answer(200, body))).toBe("all");
    }
  });
});
