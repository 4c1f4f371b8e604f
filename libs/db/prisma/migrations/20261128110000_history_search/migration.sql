-- The history's search (GET /api/history?q=): beside each entry, the lower-cased text a person
-- would search it by: the input's string values (each cut at 160 characters, 600 in all) and the
-- opening of the output's main text (`result`, its first 1,000 characters). A search then reads
-- about 1 KB per entry instead of its whole output (3-15 KB, stored out of line), and STORAGE MAIN
-- keeps that text inline and uncompressed: scanning 10,000 entries stays well under 100 ms on the
-- embedded database (bff/src/history/historyRepository.ts; `npm run bench -- --history-only`).
-- Written by hand: Prisma has no generated columns, so schema.prisma does not list it and Prisma
-- never reads or writes it (the snapshot is unchanged).
CREATE FUNCTION history_search_text(input jsonb, output jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(
      left(
        coalesce(
          (SELECT string_agg(left(v #>> '{}', 160), ' ')
             FROM jsonb_path_query(input, 'strict $.** ? (@.type() == "string")') AS v),
          ''),
        600)
      || ' ' || left(coalesce(output ->> 'result', ''), 1000)
    )
  $$;

ALTER TABLE "generated_content"
  ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (history_search_text("inputData", "outputData")) STORED;
ALTER TABLE "generated_content" ALTER COLUMN "searchText" SET STORAGE MAIN;
