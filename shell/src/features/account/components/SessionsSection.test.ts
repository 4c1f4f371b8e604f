import { whenText } from "./SessionsSection";

const now = Date.parse("2030-03-10T12:00:00.000Z");
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

it.each([
  [ago(20), "just now"],
  [ago(5 * 60), "5 minutes ago"],
  [ago(3 * 3600), "3 hours ago"],
  [ago(26 * 3600), "yesterday"],
  [ago(3 * 86_400), "3 days ago"],
  [ago(30 * 86_400), "on Feb 8, 2030"],
])("says when %s was: %s", (iso, text) => {
  expect(whenText(iso, now)).toBe(text);
});

it("keeps a time it cannot read as it came", () => {
  expect(whenText("not a date", now)).toBe("not a date");
});
