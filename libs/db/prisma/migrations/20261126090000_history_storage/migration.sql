-- The generation history's answers (a few to ~15 KB of JSON each) are stored uncompressed: they are
-- written on every tool call and compressing them cost the database a fifth of its time per call
-- (issue 14). About three times the disk for those rows; existing rows keep their storage.
ALTER TABLE "generated_content" ALTER COLUMN "outputData" SET STORAGE EXTERNAL;
