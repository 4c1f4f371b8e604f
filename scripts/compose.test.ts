// No Docker engine runs here, so the production topology is checked by reading it: every
// deployable has a compose service built from a Dockerfile in its own package, the ports agree
// with the configuration, and every part gets the settings it needs.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { SERVICE_PORTS, REMOTE_NAMES } from "@seo/config/ports";

const root = path.resolve(__dirname, "..");
const compose = parse(readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true });
const services: Record<string, any> = compose.services;

const deployables = [
  "bff",
  "shell",
  ...Object.keys(SERVICE_PORTS),
  ...REMOTE_NAMES.map((r) => `mfe-${r}`),
];

describe("docker-compose.yml", () => {
  it("runs PostgreSQL and Redis", () => {
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it.each(deployables)("builds %s from a Dockerfile in its own package", (name) => {
    const svc = services[name];
    expect(svc).toBeDefined();
    expect(svc.build.context).toBe(".");
    const dockerfile = path.join(root, svc.build.dockerfile);
    expect(existsSync(dockerfile)).toBe(true);
    const pkgDir = path.dirname(dockerfile);
    expect(existsSync(path.join(pkgDir, "package.json"))).toBe(true);
  });

  it.each(Object.entries(SERVICE_PORTS))("gives service %s its configured port %i", (name, port) => {
    const svc = services[name];
    expect(svc.environment[`${name.toUpperCase()}_PORT`]).toBe(String(port));
    expect(svc.expose).toContain(String(port));
    expect(services.bff.environment[`${name.toUpperCase()}_SERVICE_URL`]).toBe(`http://${name}:${port}`);
    const dockerfile = readFileSync(path.join(root, svc.build.dockerfile), "utf8");
    expect(dockerfile).toMatch(new RegExp(`EXPOSE\\s+${port}`));
  });

  it("wires the BFF to PostgreSQL, Redis and every remote's manifest", () => {
    const env = services.bff.environment;
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    for (const r of REMOTE_NAMES) {
      expect(env[`REMOTE_${r.toUpperCase()}_URL`]).toMatch(/\/mf-manifest\.json$/);
    }
    expect(services.bff.ports).toContain("8080:8080");
  });

  it("shares one identity secret between the BFF and every service, from the environment", () => {
    for (const name of ["bff", ...Object.keys(SERVICE_PORTS)]) {
      expect(services[name].environment.IDENTITY_SECRET).toBe("${IDENTITY_SECRET:?set IDENTITY_SECRET}");
      expect(services[name].environment.NODE_ENV).toBe("production");
    }
  });

  it("publishes each remote on its own port, matching the manifest URLs the BFF advertises", () => {
    REMOTE_NAMES.forEach((r) => {
      const [published] = services[`mfe-${r}`].ports[0].split(":");
      expect(services.bff.environment[`REMOTE_${r.toUpperCase()}_URL`]).toContain(`:${published}/`);
    });
  });
});
