// The release rules of one remote, without I/O: which version a user gets (the pinned one, or the
// canary for a stable share of users), which version the shell falls back to, and what a deploy,
// a canary or a rollback changes.
import { createHash } from "node:crypto";

export interface ReleaseState {
  /** The version everyone gets (except the canary's share). */
  pinnedVersion: string;
  canaryVersion: string | null;
  /** Share of users (1-99) that get the canary. */
  canaryPercent: number;
  /** The last version known to work: what the shell falls back to. */
  lastGoodVersion: string | null;
}

export type ReleaseAction = "deploy" | "canary" | "rollback";

export interface ReleaseChange {
  action: ReleaseAction;
  next: ReleaseState;
  /** The version the change puts live (deploy, rollback) or on canary. */
  version: string;
  /** The version everyone had before. */
  previousVersion: string | null;
  canaryPercent: number | null;
}

export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A stable bucket 0-99 for a user (or device) and a remote: the same user always lands in the same one. */
export function bucketOf(userKey: string, remote: string): number {
  const digest = createHash("sha256").update(`${remote}\0${userKey}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** The version this user gets, and the one to fall back to when it fails to load. */
export function versionFor(state: ReleaseState, remote: string, userKey: string): { version: string; fallback: string | null } {
  const onCanary = state.canaryVersion !== null && bucketOf(userKey, remote) < state.canaryPercent;
  const version = onCanary ? state.canaryVersion! : state.pinnedVersion;
  // A canary user falls back to what everyone else has; everyone falls back to the last good.
  const fallback = onCanary ? state.pinnedVersion : state.lastGoodVersion;
  return { version, fallback: fallback && fallback !== version ? fallback : null };
}

/**
 * Puts `version` live for everyone, or (with canaryPercent 1-99) for that share of users only.
 * `current` is null before the remote's first recorded deploy.
 */
export function deploy(current: ReleaseState | null, version: string, canaryPercent?: number): ReleaseChange {
  if (canaryPercent !== undefined && canaryPercent !== 100) {
    if (!Number.isInteger(canaryPercent) || canaryPercent < 1 || canaryPercent > 99) {
      throw new ReleaseError("canaryPercent must be a whole number from 1 to 99 (or 100 for everyone)", 400, "canaryPercent");
    }
    if (!current) throw new ReleaseError("Deploy a version to everyone before starting a canary", 409, "canaryPercent");
    if (version === current.pinnedVersion) throw new ReleaseError(`${version} is already live for everyone`, 409, "version");
    return {
      action: "canary",
      next: { ...current, canaryVersion: version, canaryPercent },
      version,
      previousVersion: current.pinnedVersion,
      canaryPercent,
    };
  }
  const previous = current?.pinnedVersion ?? null;
  const lastGood = previous && previous !== version ? previous : (current?.lastGoodVersion ?? null);
  return {
    action: "deploy",
    next: {
      pinnedVersion: version,
      canaryVersion: null,
      canaryPercent: 0,
      lastGoodVersion: lastGood !== version ? lastGood : null,
    },
    version,
    previousVersion: previous,
    canaryPercent: null,
  };
}

/** Ends a canary (everyone back on the pinned version), or else puts the last good version back. */
export function rollback(current: ReleaseState | null): ReleaseChange {
  if (!current) throw new ReleaseError("Nothing was deployed yet: there is nothing to roll back", 409);
  if (current.canaryVersion) {
    return {
      action: "rollback",
      next: { ...current, canaryVersion: null, canaryPercent: 0 },
      version: current.pinnedVersion,
      previousVersion: current.canaryVersion,
      canaryPercent: null,
    };
  }
  if (!current.lastGoodVersion || current.lastGoodVersion === current.pinnedVersion) {
    throw new ReleaseError("There is no earlier good version to roll back to", 409);
  }
  return {
    action: "rollback",
    // The rolled-back version is the known good one now; the bad one is not kept as a fallback.
    next: { pinnedVersion: current.lastGoodVersion, canaryVersion: null, canaryPercent: 0, lastGoodVersion: null },
    version: current.lastGoodVersion,
    previousVersion: current.pinnedVersion,
    canaryPercent: null,
  };
}
