// No Docker engine runs here, so the production topology is checked by reading it: every
// deployable has a compose service built from a Dockerfile in its own package, the ports agree
// with the registry (libs/registry), and every part gets the settings it needs.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { remotes, services as registryServices } from "@seo/registry/registry";
import { remoteUrlVariable, serviceUrlVariable } from "@seo/config/ports";

const root = path.resolve(__dirname, "..");
const compose = parse(readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true });
const services: Record<string, any> = compose.services;

const SERVICES = registryServices();
const REMOTES = remotes();
/** Compose service name, Dockerfile folder. */
const deployables: [string, string][] = [
  ["bff", "bff"],
  ["shell", "shell"],
  ...SERVICES.map((s): [string, string] => [s.name, s.dir]),
  ...REMOTES.map((r): [string, string] => [`mfe-${r.name}`, r.dir]),
];

describe("docker-compose.yml", () => {
  it("runs PostgreSQL and Redis", () => {
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it.each(deployables)("builds %s from a Dockerfile in its own package (%s)", (name, dir) => {
    const svc = services[name];
    expect(svc).toBeDefined();
    expect(svc.build.context).toBe(".");
    const dockerfile = path.join(root, svc.build.dockerfile);
    expect(existsSync(dockerfile)).toBe(true);
    const pkgDir = path.dirname(dockerfile);
    expect(path.relative(root, pkgDir)).toBe(dir);
    expect(existsSync(path.join(pkgDir, "package.json"))).toBe(true);
  });

  it("runs nothing the registry does not list (besides the BFF, the shell and the data stores)", () => {
    expect(Object.keys(services).sort()).toEqual([...deployables.map(([name]) => name), "postgres", "redis"].sort());
  });

  it.each(SERVICES.map((s): [string, number] => [s.name, s.port]))("gives service %s its registry port %i", (name, port) => {
    const svc = services[name];
    expect(svc.environment[`${name.toUpperCase()}_PORT`]).toBe(String(port));
    expect(svc.expose).toContain(String(port));
    expect(services.bff.environment[serviceUrlVariable(name)]).toBe(`http://${name}:${port}`);
    const dockerfile = readFileSync(path.join(root, svc.build.dockerfile), "utf8");
    expect(dockerfile).toMatch(new RegExp(`EXPOSE\\s+${port}`));
  });

  it("wires the BFF to PostgreSQL, Redis and every remote's manifest", () => {
    const env = services.bff.environment;
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    for (const r of REMOTES) {
      expect(env[remoteUrlVariable(r.name)]).toMatch(/\/mf-manifest\.json$/);
    }
    expect(services.bff.ports).toContain("8080:8080");
  });

  it("shares one identity secret between the BFF and every service, from the environment", () => {
    for (const name of ["bff", ...SERVICES.map((s) => s.name)]) {
      expect(services[name].environment.IDENTITY_SECRET).toBe("${IDENTITY_SECRET:?set IDENTITY_SECRET}");
      expect(services[name].environment.NODE_ENV).toBe("production");
    }
  });

  it("publishes each remote on its own port, matching the manifest URLs the BFF advertises", () => {
    REMOTES.forEach((r) => {
      const [published] = services[`mfe-${r.name}`].ports[0].split(":");
      expect(services.bff.environment[remoteUrlVariable(r.name)]).toContain(`:${published}/`);
    });
  });
});
