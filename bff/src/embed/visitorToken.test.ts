import { mintVisitorToken, verifyVisitorToken, VISITOR_TOKEN_TTL_SECONDS } from "./visitorToken";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const CLAIMS = { key: "pk_test_demo", origin: "http://localhost:8090", tool: "seosnapshot", visitor: "abcdefghijklmnopqrstuv" };
const NOW = Date.parse("2026-11-23T12:00:00Z");

describe("visitor tokens", () => {
  it("verify with their claims until they expire after 15 minutes", () => {
    const { token, expiresAt } = mintVisitorToken(CLAIMS, SECRET, NOW);
    expect(expiresAt).toBe(NOW + VISITOR_TOKEN_TTL_SECONDS * 1000);
    expect(verifyVisitorToken(token, SECRET, NOW + 14 * 60 * 1000)).toEqual({
      ok: true,
      claims: { ...CLAIMS, exp: expiresAt / 1000 },
    });
    expect(verifyVisitorToken(token, SECRET, expiresAt)).toEqual({ ok: false, reason: "expired" });
  });

  it("cannot be moved to another key, origin or tool, nor made by another secret", () => {
    const { token } = mintVisitorToken(CLAIMS, SECRET, NOW);
    const [body, mac] = token.split(".") as [string, string];
    const payload = JSON.parse(Buffer.from(body, "base64url").toString());
    for (const change of [
      { k: "pk_other_key" },
      { o: "https://evil.example" },
      { t: "descripto" },
      { exp: payload.exp + 86400 },
    ]) {
      const forged = `${Buffer.from(JSON.stringify({ ...payload, ...change })).toString("base64url")}.${mac}`;
      expect(verifyVisitorToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: "bad-signature" });
    }
    expect(verifyVisitorToken(mintVisitorToken(CLAIMS, "another-secret", NOW).token, SECRET, NOW)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("refuses malformed input without throwing", () => {
    for (const t of ["", "abc", "a.b.c", ".", "x".repeat(5000), `${Buffer.from("{}").toString("base64url")}.`]) {
      expect(verifyVisitorToken(t, SECRET, NOW).ok).toBe(false);
    }
  });
});
