-- DESIGN.md decision 15: e-mails are stored trimmed and lower-cased and compared by exact equality
-- (never ILIKE, where "_" and "%" are wildcards). No change to the Prisma schema: the unique index
-- "users_email_key" stays, and this constraint makes it a unique index of normalised addresses.
--
-- 1. Normalise existing rows. Where several rows normalise to the same address, the row already in
--    normal form (else the oldest) takes it; the others are left as they are, so no account is lost
--    or merged silently (they cannot sign in until an operator resolves them; the query in the
--    README's security section lists them).
WITH ranked AS (
  SELECT id,
         lower(btrim(email)) AS normalised,
         row_number() OVER (
           PARTITION BY lower(btrim(email))
           ORDER BY (email = lower(btrim(email))) DESC, id
         ) AS rank
  FROM "users"
)
UPDATE "users" AS u
SET email = r.normalised
FROM ranked AS r
WHERE u.id = r.id AND r.rank = 1 AND u.email <> r.normalised;

-- 2. Every new or changed row must be normalised (NOT VALID: unresolved duplicates above are kept).
ALTER TABLE "users"
  ADD CONSTRAINT "users_email_normalised" CHECK (email = lower(btrim(email))) NOT VALID;
