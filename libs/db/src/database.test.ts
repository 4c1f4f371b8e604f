import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@seo/config/env";
import { resolveDatabase } from "./database";
import { ensureEmbeddedPassword } from "./embeddedAuth";

describe("resolveDatabase", () => {
  let dataDir: string;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "resolve-db-"))));
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("uses DATABASE_URL with a pool when it is set", () => {
    const db = resolveDatabase(loadConfig({ DATABASE_URL: "postgres://app@db.internal:5432/seo" }));
    expect(db).toMatchObject({ url: "postgres://app@db.internal:5432/seo", embedded: false, maxConnections: 10 });
  });

  it("uses the embedded server on the configured loopback port, one connection, when it is not", () => {
    const db = resolveDatabase(loadConfig({ EMBEDDED_DB_PORT: "6123", DATA_DIR: dataDir }));
    expect(db).toMatchObject({ url: "postgres://postgres@127.0.0.1:6123/postgres", embedded: true, maxConnections: 1 });
    expect(resolveDatabase(loadConfig({ DATA_DIR: dataDir })).url).toBe("postgres://postgres@127.0.0.1:5499/postgres");
  });

  it("signs in to the embedded server with the data directory's password", () => {
    const password = ensureEmbeddedPassword(dataDir);
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ensureEmbeddedPassword(dataDir)).toBe(password); // created once, then kept
    expect((fs.statSync(path.join(dataDir, "db-password")).mode & 0o777).toString(8)).toBe("600");
    expect(resolveDatabase(loadConfig({ DATA_DIR: dataDir })).url).toBe(
      `postgres://postgres:${password}@127.0.0.1:5499/postgres`,
    );
  });
});
