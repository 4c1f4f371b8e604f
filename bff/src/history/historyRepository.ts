// The generation history's reads and deletions (generated_content), always within one user's rows.
// Lists are newest first (createdAt, then id, both descending) with keyset pagination: the cursor
// is the last entry's (createdAt, id), so a page costs the same at entry 25 as at entry 9,975 and
// entries written meanwhile neither repeat nor vanish. Search scans the generated `searchText`
// column (migration 20261128110000_history_search: the inputs and the opening of the result,
// lower-cased, inline) for the user's text as a plain substring (strpos: %, _ and \ are just
// characters, nothing to escape), never the whole stored output
// (docs/decisions/0024-history-search-and-retention.md has the measurements behind this).
import { Prisma, type PrismaClient } from "@seo/db/client";
import type { GenerationSource } from "@seo/contracts/history";

export interface HistoryCursor {
  /** createdAt as ISO text, to the millisecond (the column's precision). */
  createdAt: string;
  id: number;
}

export interface HistoryListQuery {
  tool?: string;
  /** Searched for as typed (case-insensitive, as a substring); %, _ and \ are plain characters. */
  q?: string;
  starred?: boolean;
  after?: HistoryCursor;
  limit: number;
  /** Entries older than this are not shown (the plan's retention); undefined: all. */
  since?: Date;
}

export interface HistoryRow {
  id: number;
  tool: string;
  source: GenerationSource;
  createdAt: string;
  starred: boolean;
  input: unknown;
  output: unknown;
}

/** createdAt is a UTC timestamp without zone: read as ISO text, compared as such. */
const CREATED_AT = Prisma.sql`to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ROW = Prisma.sql`id, "toolType" AS tool, source, starred, ${CREATED_AT} AS "createdAt", "inputData" AS input, "outputData" AS output`;
/**
 * The table's columns, not the output's: ORDER BY "createdAt" alone would sort by the ISO text
 * selected under that name (right order, but no index: every row of the user read and sorted).
 */
const NEWEST_FIRST = Prisma.sql`generated_content."createdAt" DESC, generated_content.id DESC`;
/** Rows removed per statement by the bulk deletions, so none runs into the statement timeout. */
const DELETE_BATCH = 5_000;

const visibleSince = (since: Date | undefined) =>
  since ? Prisma.sql`AND "createdAt" >= ${since.toISOString()}::timestamp(3)` : Prisma.empty;

export function createHistoryRepository(prisma: PrismaClient) {
  return { ...userEntries(prisma), ...retentionQueries(prisma) };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;

/** The signed-in user's own entries: listed, read, starred, deleted. */
function userEntries(prisma: PrismaClient) {
  return {
    /** One page, newest first; `limit + 1` rows are read so the caller knows whether more follow. */
    async list(userId: number, query: HistoryListQuery): Promise<{ rows: HistoryRow[]; more: boolean }> {
      const q = query.q?.trim();
      // The page's ids first (only ids and times are sorted, however many entries match), then
      // those rows read whole by primary key.
      const rows = await prisma.$queryRaw<HistoryRow[]>`
        SELECT ${ROW} FROM generated_content
        WHERE id IN (
          SELECT id FROM generated_content
          WHERE "userId" = ${userId}
            ${visibleSince(query.since)}
            ${query.tool ? Prisma.sql`AND "toolType" = ${query.tool}` : Prisma.empty}
            ${query.starred ? Prisma.sql`AND starred` : Prisma.empty}
            ${q ? Prisma.sql`AND strpos("searchText", lower(${q})) > 0` : Prisma.empty}
            ${
              query.after
                ? Prisma.sql`AND ("createdAt", id) < (${query.after.createdAt}::timestamp(3), ${query.after.id}::integer)`
                : Prisma.empty
            }
          ORDER BY "createdAt" DESC, id DESC
          LIMIT ${query.limit + 1})
        ORDER BY ${NEWEST_FIRST}`;
      return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
    },

    async get(userId: number, id: number, since?: Date): Promise<HistoryRow | null> {
      const rows = await prisma.$queryRaw<HistoryRow[]>`
        SELECT ${ROW} FROM generated_content WHERE id = ${id} AND "userId" = ${userId} ${visibleSince(since)}`;
      return rows[0] ?? null;
    },

    /** False when the user has no such (visible) entry. */
    async setStarred(userId: number, id: number, starred: boolean, since?: Date): Promise<boolean> {
      const changed = await prisma.$executeRaw`
        UPDATE generated_content SET starred = ${starred} WHERE id = ${id} AND "userId" = ${userId} ${visibleSince(since)}`;
      return changed > 0;
    },

    /** How many of `ids` were the user's (and are now gone). */
    async deleteMany(userId: number, ids: number[], since?: Date): Promise<number> {
      if (ids.length === 0) return 0;
      return prisma.$executeRaw`
        DELETE FROM generated_content WHERE "userId" = ${userId} AND id IN (${Prisma.join(ids)}) ${visibleSince(since)}`;
    },

    /** Every entry of the user (or of one tool), in batches. */
    async deleteAll(userId: number, tool?: string): Promise<number> {
      const ofTool = tool ? Prisma.sql`AND "toolType" = ${tool}` : Prisma.empty;
      return deleteInBatches(
        prisma,
        Prisma.sql`SELECT id FROM generated_content WHERE "userId" = ${userId} ${ofTool} LIMIT ${DELETE_BATCH}`,
      );
    },
  };
}

/** What the retention job reads and deletes: entries older than a plan keeps. */
function retentionQueries(prisma: PrismaClient) {
  return {
    /**
     * The users who have entries written before `before`, `limit` at a time after `afterUserId`
     * (the retention job decides per user whether their plan keeps them).
     */
    usersWithEntriesBefore(before: Date, afterUserId: number, limit: number) {
      return prisma.user.findMany({
        where: { id: { gt: afterUserId }, generatedContent: { some: { createdAt: { lt: before } } } },
        orderBy: { id: "asc" },
        take: limit,
        select: {
          id: true,
          isAdmin: true,
          selectedTool: true,
          subscriptionType: true,
          subscriptionStatus: true,
          trialStartDate: true,
          trialEndsAt: true,
          pastDueSince: true,
          generationsUsed: true,
          weeklyResetDate: true,
        },
      });
    },

    /** Deletes these users' entries written before `before`. */
    deleteOlderThan(userIds: number[], before: Date): Promise<number> {
      if (userIds.length === 0) return Promise.resolve(0);
      return deleteInBatches(
        prisma,
        Prisma.sql`SELECT id FROM generated_content
          WHERE "userId" IN (${Prisma.join(userIds)}) AND "createdAt" < ${before.toISOString()}::timestamp(3)
          LIMIT ${DELETE_BATCH}`,
      );
    },
  };
}

async function deleteInBatches(prisma: PrismaClient, selectIds: Prisma.Sql): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await prisma.$executeRaw`DELETE FROM generated_content WHERE id IN (${selectIds})`;
    total += deleted;
    if (deleted < DELETE_BATCH) return total;
  }
}
