import { loadConfig } from "@seo/config/env";
import { resolveDatabase } from "./database";

describe("resolveDatabase", () => {
  it("uses DATABASE_URL with a pool when it is set", () => {
    const db = resolveDatabase(loadConfig({ DATABASE_URL: "postgres://app@db.internal:5432/seo" }));
    expect(db).toMatchObject({ url: "postgres://app@db.internal:5432/seo", embedded: false, maxConnections: 10 });
  });

  it("uses the embedded server on the configured loopback port, one connection, when it is not", () => {
    const db = resolveDatabase(loadConfig({ EMBEDDED_DB_PORT: "6123" }));
    expect(db).toMatchObject({ url: "postgres://postgres@127.0.0.1:6123/postgres", embedded: true, maxConnections: 1 });
    expect(resolveDatabase(loadConfig({})).url).toBe("postgres://postgres@127.0.0.1:5499/postgres");
  });
});
