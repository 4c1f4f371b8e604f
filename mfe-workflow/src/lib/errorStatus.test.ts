import { errorStatus } from "./errorStatus";

describe("errorStatus", () => {
  it("reads the status prefix of a request-helper error", () => {
    expect(errorStatus(new Error('404: {"error":"Not found"}'))).toBe(404);
  });
  it("is undefined for network errors and non-errors", () => {
    expect(errorStatus(new Error("Failed to fetch"))).toBeUndefined();
    expect(errorStatus("x")).toBeUndefined();
  });
});
