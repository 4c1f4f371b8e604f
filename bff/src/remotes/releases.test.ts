import { bucketOf, deploy, ReleaseError, rollback, versionFor, type ReleaseState } from "./releases";

const V1 = "0.1.0-aaaaaaaaaa";
const V2 = "0.1.0-bbbbbbbbbb";
const V3 = "0.2.0-cccccccccc";

describe("remote releases", () => {
  it("puts a user in the same bucket every time, and about half the users under 50", () => {
    expect(bucketOf("user:7", "seosnapshot")).toBe(bucketOf("user:7", "seosnapshot"));
    const users = Array.from({ length: 2000 }, (_, i) => `user:${i}`);
    const under = users.filter((u) => bucketOf(u, "seosnapshot") < 50).length;
    expect(under).toBeGreaterThan(900);
    expect(under).toBeLessThan(1100);
  });

  it("deploys to everyone and keeps the previous version as the last good", () => {
    const first = deploy(null, V1).next;
    expect(first).toEqual({ pinnedVersion: V1, canaryVersion: null, canaryPercent: 0, lastGoodVersion: null });
    const second = deploy(first, V2);
    expect(second).toMatchObject({ action: "deploy", previousVersion: V1, version: V2 });
    expect(second.next).toEqual({ pinnedVersion: V2, canaryVersion: null, canaryPercent: 0, lastGoodVersion: V1 });
    expect(versionFor(second.next, "seosnapshot", "user:1")).toEqual({ version: V2, fallback: V1 });
  });

  it("sends a canary to its share of users, who fall back to the pinned version", () => {
    const live: ReleaseState = { pinnedVersion: V1, canaryVersion: null, canaryPercent: 0, lastGoodVersion: null };
    const canary = deploy(live, V2, 50);
    expect(canary.action).toBe("canary");
    const chosen = Array.from({ length: 400 }, (_, i) => versionFor(canary.next, "seosnapshot", `device:${i}`));
    const onCanary = chosen.filter((c) => c.version === V2);
    expect(onCanary.length).toBeGreaterThan(150);
    expect(onCanary.length).toBeLessThan(250);
    expect(onCanary.every((c) => c.fallback === V1)).toBe(true);
    expect(chosen.filter((c) => c.version === V1).every((c) => c.fallback === null)).toBe(true);
    // Promoting it: everyone, and the old pinned version becomes the last good.
    expect(deploy(canary.next, V2).next).toEqual({
      pinnedVersion: V2,
      canaryVersion: null,
      canaryPercent: 0,
      lastGoodVersion: V1,
    });
  });

  it("rolls a canary back to the pinned version, and a deploy back to the last good", () => {
    const canary = deploy({ pinnedVersion: V1, canaryVersion: null, canaryPercent: 0, lastGoodVersion: null }, V2, 10).next;
    expect(rollback(canary).next).toMatchObject({ pinnedVersion: V1, canaryVersion: null });
    const deployed = deploy(deploy(null, V1).next, V3).next;
    const back = rollback(deployed);
    expect(back).toMatchObject({ action: "rollback", version: V1, previousVersion: V3 });
    expect(back.next.pinnedVersion).toBe(V1);
    expect(() => rollback(back.next)).toThrow(/no earlier good version/);
    expect(() => rollback(null)).toThrow(ReleaseError);
  });

  it("refuses a canary share outside 1-99, a canary before any deploy, and a canary of the live version", () => {
    const live = deploy(null, V1).next;
    expect(() => deploy(live, V2, 0)).toThrow(/canaryPercent/);
    expect(() => deploy(live, V2, 12.5)).toThrow(/canaryPercent/);
    expect(() => deploy(null, V2, 50)).toThrow(/before starting a canary/);
    expect(() => deploy(live, V1, 50)).toThrow(/already live/);
    expect(deploy(live, V2, 100).action).toBe("deploy");
  });
});
