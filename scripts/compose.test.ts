// No Docker engine runs here, so the production topology is checked by reading it, against the
// registry (libs/registry/registry.json): every service and remote of the registry has its compose
// service, built from the one parametrised Dockerfile of its kind; ports, volumes and settings agree;
// everything restarts, has a healthcheck on its readiness endpoint, limits and a stop grace longer
// than its own shutdown, and waits for what it needs to be healthy; and nginx sends the security
// headers the BFF sends, re-resolves the BFF and never serves /metrics.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { parse } from "yaml";
import { loadConfig } from "@seo/config/env";
import { createStore } from "@seo/kv/store";
import { remotes, services as registryServices } from "@seo/registry/registry";
import { createApp } from "../bff/src/app";
import { silentLogger } from "../bff/src/appDeps";

const root = path.resolve(__dirname, "..");
const read = (rel: string) => readFileSync(path.join(root, rel), "utf8");
const compose = parse(read("docker-compose.yml"), { merge: true });
const services: Record<string, any> = compose.services;
const serviceEntries = registryServices();
const remoteEntries = remotes();

describe("docker-compose.yml", () => {
  it("runs PostgreSQL and Redis", () => {
    expect(services.postgres.image).toMatch(/^postgres:/);
    expect(services.redis.image).toMatch(/^redis:/);
  });

  it("has exactly the registry's services and remotes, the BFF, the shell and the two stores", () => {
    const expected = [
      "postgres",
      "redis",
      "bff",
      "shell",
      ...serviceEntries.map((s) => s.name),
      ...remoteEntries.map((r) => `mfe-${r.name}`),
    ];
    expect(Object.keys(services).sort()).toEqual(expected.sort());
  });

  it.each(serviceEntries.map((s) => [s.name, s.port] as const))(
    "builds service %s from the one service Dockerfile, on port %i",
    (name, port) => {
      const svc = services[name];
      expect(svc.build).toEqual({
        context: ".",
        dockerfile: "docker/service.Dockerfile",
        args: { SERVICE: name, PORT: String(port) },
      });
      expect(existsSync(path.join(root, "services", name, "package.json"))).toBe(true);
      expect(svc.environment[`${name.toUpperCase()}_PORT`]).toBe(String(port));
      expect(svc.expose).toEqual([String(port)]);
      expect(svc.healthcheck.test.join(" ")).toContain(`http://127.0.0.1:${port}/health/ready'`);
      expect(services.bff.environment[`${name.toUpperCase()}_SERVICE_URL`]).toBe(`http://${name}:${port}`);
      expect(services.bff.depends_on[name]).toEqual({ condition: "service_healthy" });
    },
  );

  it.each(remoteEntries.map((r) => [r.name] as const))(
    "builds remote %s from the one remote Dockerfile, keeping its versions in a volume the BFF reads",
    (name) => {
      const svc = services[`mfe-${name}`];
      expect(svc.build).toEqual({ context: ".", dockerfile: "docker/remote.Dockerfile", args: { REMOTE: name } });
      expect(svc.volumes).toEqual([`remotes-${name}:/usr/share/nginx/html/remotes/${name}`]);
      expect(services.bff.volumes).toContain(`remotes-${name}:/app/remotes/${name}:ro`);
      expect(compose.volumes).toHaveProperty(`remotes-${name}`);
      expect(services.shell.depends_on[`mfe-${name}`]).toEqual({ condition: "service_healthy" });
    },
  );

  it("restarts every part, checks its health, and starts it only once what it needs is healthy", () => {
    for (const [name, svc] of Object.entries(services)) {
      expect([name, svc.restart]).toEqual([name, "unless-stopped"]);
      expect([name, Array.isArray(svc.healthcheck?.test)]).toEqual([name, true]);
      for (const [dep, how] of Object.entries(svc.depends_on ?? {})) {
        expect([name, dep, how]).toEqual([name, dep, { condition: "service_healthy" }]);
      }
    }
    expect(services.bff.depends_on.postgres).toEqual({ condition: "service_healthy" });
    expect(services.bff.depends_on.redis).toEqual({ condition: "service_healthy" });
    expect(services.bff.healthcheck.test.join(" ")).toContain("http://127.0.0.1:8080/api/health/ready'");
  });

  it("limits every container's CPU and memory", () => {
    for (const [name, svc] of Object.entries(services)) {
      const limits = svc.deploy?.resources?.limits ?? {};
      expect([name, Number(limits.cpus) > 0, /^\d+[MG]$/.test(limits.memory ?? "")]).toEqual([name, true, true]);
    }
  });

  it("gives every Node process longer to stop than its own shutdown takes (SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS)", () => {
    const seconds = (d: string) => Number(/^(\d+)s$/.exec(d)?.[1]);
    for (const name of ["bff", ...serviceEntries.map((s) => s.name)]) {
      const env = services[name].environment;
      const shutdownMs = Number(env.SHUTDOWN_DELAY_MS) + Number(env.SHUTDOWN_GRACE_MS);
      expect([name, shutdownMs > 0]).toEqual([name, true]);
      expect([name, seconds(services[name].stop_grace_period) * 1000 > shutdownMs]).toEqual([name, true]);
    }
  });

  it("passes the metrics token to every Node process from the environment", () => {
    for (const name of ["bff", ...serviceEntries.map((s) => s.name)]) {
      expect([name, services[name].environment.METRICS_TOKEN]).toEqual([name, "${METRICS_TOKEN:?set METRICS_TOKEN}"]);
    }
  });

  it("puts the BFF behind the shell's nginx with TRUST_PROXY, and lets the registry pick remote versions", () => {
    const env = services.bff.environment;
    expect(env.TRUST_PROXY).toBe("1");
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    expect(env.REMOTES_DIR).toBe("/app/remotes");
    // E-mail links need the public URL, and production mail needs a real SMTP server.
    expect(env.APP_URL).toBe("${APP_URL:?set APP_URL}");
    expect(services.billing.environment.APP_URL).toBe("${APP_URL:?set APP_URL}");
    // Every service shares the replay guard in Redis.
    for (const s of serviceEntries)
      expect([s.name, services[s.name].environment.REDIS_URL]).toEqual([s.name, "redis://redis:6379"]);
    expect(env.SMTP_URL).toBe("${SMTP_URL:?set SMTP_URL}");
    expect(env.MAIL_FROM).toBe("${MAIL_FROM:?set MAIL_FROM}");
    // No fixed manifest URL: /remotes.json answers from the remote registry.
    expect(Object.keys(env).filter((k) => /^REMOTE_.*_URL$/.test(k))).toEqual([]);
    expect(services.bff.ports).toBeUndefined(); // reached through the shell's nginx only
    expect(services.shell.ports).toEqual(["80:8080"]);
    const nginx = read("docker/nginx/shell.conf");
    // The BFF's address is a variable, so nginx resolves it again (Docker's DNS, every 10 s): a
    // recreated BFF container, with a new address, is found without restarting nginx.
    expect(nginx).toMatch(/^\s*resolver 127\.0\.0\.11 valid=10s/m);
    expect(nginx).toMatch(/^\s*set \$bff_upstream bff:8080;/m);
    expect(nginx).not.toMatch(/proxy_pass http:\/\/bff:8080/);
    expect(nginx).toMatch(
      /location \/api\/ \{[^}]*proxy_pass http:\/\/\$bff_upstream;[^}]*X-Forwarded-For \$proxy_add_x_forwarded_for/,
    );
    expect(nginx).toMatch(/location = \/remotes\.json \{[^}]*proxy_pass http:\/\/\$bff_upstream;/);
    expect(nginx).toMatch(/proxy_pass http:\/\/mfe-\$remote:8080;/);
    // A version the remote's container does not hold, or a container that is down: the BFF's store.
    expect(nginx).toMatch(/proxy_pass http:\/\/mfe-\$remote:8080;[^}]*error_page 404 502 503 504 = @remote_store;/);
    expect(nginx).toMatch(/location @remote_store \{[^}]*proxy_pass http:\/\/\$bff_upstream;/);
    // Metrics are scraped inside the network (bearer METRICS_TOKEN), never served to visitors.
    expect(nginx).toMatch(/location = \/metrics \{[^}]*return 404;/);
    expect(nginx).not.toMatch(/location [^{]*metrics[^{]*\{[^}]*proxy_pass/);
  });

  it("shares one identity secret between the BFF and every service, from the environment", () => {
    for (const name of ["bff", ...serviceEntries.map((s) => s.name)]) {
      expect(services[name].environment.IDENTITY_SECRET).toBe("${IDENTITY_SECRET:?set IDENTITY_SECRET}");
      expect(services[name].environment.NODE_ENV).toBe("production");
    }
  });
});

describe("Dockerfiles", () => {
  const finalStage = (text: string) => text.slice(text.lastIndexOf("\nFROM "));

  it("are one per kind: no copies left in the packages", () => {
    for (const s of serviceEntries) expect(existsSync(path.join(root, s.dir, "Dockerfile"))).toBe(false);
    for (const r of remoteEntries) {
      expect(existsSync(path.join(root, r.dir, "Dockerfile"))).toBe(false);
      expect(existsSync(path.join(root, r.dir, "nginx.conf"))).toBe(false);
    }
  });

  it("install production dependencies only in what runs, as a non-root user", () => {
    const service = read("docker/service.Dockerfile");
    expect(service).toMatch(/^ARG SERVICE$/m);
    expect(finalStage(service)).toMatch(/npm ci [^\n]*--omit=dev/);
    expect(finalStage(service)).toMatch(/^USER node$/m);
    expect(finalStage(read("bff/Dockerfile"))).toMatch(/^USER node$/m);
    expect(read("bff/Dockerfile")).toMatch(/--omit=dev/);
    for (const file of ["docker/remote.Dockerfile", "shell/Dockerfile"]) {
      const last = finalStage(read(file));
      expect([file, last]).toEqual([file, expect.stringMatching(/^\nFROM nginxinc\/nginx-unprivileged:/)]);
      // The image runs as nginx (uid 101); a USER root for setting up must be switched back.
      const users = [...last.matchAll(/^USER (\S+)$/gm)].map((m) => m[1]);
      expect([file, users.at(-1) ?? "nginx"]).toEqual([file, "nginx"]);
    }
    expect(read("docker/remote.Dockerfile")).toMatch(/^ARG REMOTE$/m);
  });

  it("check a service's readiness in its image's HEALTHCHECK, as compose does", () => {
    expect(read("docker/service.Dockerfile")).toMatch(/^HEALTHCHECK [^\n]*\\\n\s*CMD [^\n]*\/health\/ready'/m);
  });

  it("send a small context: .dockerignore leaves out dependencies, builds, data, git and secrets", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((l) => l.trim());
    for (const p of ["**/node_modules", "**/dist", ".data", ".git", ".env"]) expect(ignored).toContain(p);
  });
});

describe("nginx", () => {
  /** add_header name → value, from the shared snippet. */
  const snippet = new Map(
    [...read("docker/nginx/security-headers.conf").matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map((m) => [
      m[1]!.toLowerCase(),
      m[2]!,
    ]),
  );
  const directives = (csp: string) =>
    csp
      .split(";")
      .map((d) => d.trim().replace(/\s+/g, " "))
      .filter(Boolean)
      .sort();

  it("sends the same security headers as the BFF in production", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-headers-"));
    const config = loadConfig({
      NODE_ENV: "production",
      IDENTITY_SECRET: "x".repeat(40),
      STRIPE_PUBLISHABLE_KEY: "pk_live_example",
    });
    const app = createApp({
      config,
      prisma: {} as never,
      store: await createStore(),
      logger: silentLogger,
      staticRoot: dir,
      remoteStoreDir: dir,
    });
    const res = await request(app).get("/some-page");
    const security = Object.entries(res.headers).filter(([name]) =>
      /^(content-security-policy|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security|x-content-type-options|x-dns-prefetch-control|x-download-options|x-frame-options|x-permitted-cross-domain-policies|x-xss-protection)/.test(
        name,
      ),
    );
    expect(security.length).toBeGreaterThan(8);
    for (const [name, value] of security) {
      if (name === "cross-origin-resource-policy") continue; // per location, checked below
      if (name === "content-security-policy") expect(directives(snippet.get(name)!)).toEqual(directives(String(value)));
      else expect([name, snippet.get(name)]).toEqual([name, value]);
    }
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("includes them in every location that adds headers (nginx drops inherited add_header lines)", () => {
    for (const file of ["docker/nginx/shell.conf", "docker/nginx/remote.conf"]) {
      const locations = read(file)
        .split(/\n\s*location /)
        .slice(1);
      for (const loc of locations) {
        if (!loc.includes("add_header")) continue;
        expect([file, loc.split("\n")[0], loc.includes("include /etc/nginx/snippets/security-headers.conf;")]).toEqual([
          file,
          loc.split("\n")[0],
          true,
        ]);
        expect(loc).toMatch(/Cross-Origin-Resource-Policy/);
      }
    }
  });

  it("serves the build's gzip copies with Vary: Accept-Encoding, in the shell's and the remotes' images", () => {
    for (const file of ["docker/nginx/shell.conf", "docker/nginx/remote.conf"]) {
      const conf = read(file);
      expect([file, /^\s*gzip_static on;/m.test(conf), /^\s*gzip_vary on;/m.test(conf)]).toEqual([file, true, true]);
    }
  });

  it("serves the prerendered signed-out pages from the shell's image, as the BFF does", () => {
    expect(read("shell/Dockerfile")).toMatch(/node scripts\/prerender\.mjs/);
    const conf = read("docker/nginx/shell.conf");
    expect(conf).toMatch(/location = \/ \{[^}]*try_files \/prerendered\/index\.html /);
    // every other page: its prerendered file first, whichever pages the build prerendered
    expect(conf).toMatch(/location \/ \{[^}]*try_files \/prerendered\$uri\.html \$uri /);
  });

  it("caches a published remote version for a year and revalidates its manifest", () => {
    const conf = read("docker/nginx/remote.conf");
    expect(conf).toMatch(/mf-manifest\\\.json\$" \{[^}]*Cache-Control "no-cache"/);
    expect(conf).toMatch(/Cache-Control "public, max-age=31536000, immutable"/);
    expect(conf).toMatch(/^\s*listen 8080;/m);
  });
});

// The configurations run by a real nginx when one is installed (Debian's nginx-light): the syntax of
// every file (a regex with braces must be quoted, or nginx refuses to start), and the shell's routing.
const nginxBinary = spawnSync("nginx", ["-v"], { encoding: "utf8" });
const hasNginx = nginxBinary.status === 0;
if (!hasNginx)
  console.warn(
    `scripts/compose.test.ts: nginx is not on PATH; the nginx configurations were NOT run (apt-get install nginx-light)`,
  );
const itWithNginx = hasNginx ? it : it.skip;

describe("nginx, running the configurations", () => {
  /** A folder with nginx.conf including `site` (its snippet and upstream names rewritten by `edit`). */
  function nginxDir(site: string, edit: (conf: string) => string = (c) => c) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-conf-"));
    mkdirSync(path.join(dir, "html"));
    writeFileSync(path.join(dir, "html", "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(path.join(dir, "security-headers.conf"), read("docker/nginx/security-headers.conf"));
    const conf = edit(read(site))
      .replaceAll("/etc/nginx/snippets/security-headers.conf", path.join(dir, "security-headers.conf"))
      .replace(/^\s*root \/usr\/share\/nginx\/html;/m, `root ${path.join(dir, "html")};`);
    writeFileSync(path.join(dir, "site.conf"), conf);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${path.join(dir, t)};`);
    writeFileSync(
      path.join(dir, "nginx.conf"),
      [
        `pid ${path.join(dir, "nginx.pid")};`,
        `error_log ${path.join(dir, "error.log")};`,
        "events {}",
        `http { access_log off; ${temp.join(" ")} include ${path.join(dir, "site.conf")}; }`,
      ].join("\n"),
    );
    return dir;
  }

  itWithNginx.each(["docker/nginx/shell.conf", "docker/nginx/remote.conf"])("%s passes nginx -t", (file) => {
    const dir = nginxDir(file);
    const out = spawnSync("nginx", ["-t", "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    expect([file, out.status, out.stderr]).toEqual([file, 0, expect.stringContaining("test is successful")]);
  });

  describe("the shell's routing", () => {
    let nginx: ChildProcess | undefined;
    const servers: http.Server[] = [];
    let base = "";
    /** A stand-in upstream that answers what it was asked, or 404 where `found` says no. */
    const upstream = async (name: string, found: (url: string) => boolean) => {
      const server = http.createServer((req, res) => {
        res.writeHead(found(req.url!) ? 200 : 404, { "content-type": "application/json" });
        res.end(JSON.stringify({ from: name, url: req.url, forwardedFor: req.headers["x-forwarded-for"] ?? null }));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      servers.push(server);
      return (server.address() as AddressInfo).port;
    };

    beforeAll(async () => {
      if (!hasNginx) return;
      const bff = await upstream("bff", () => true);
      const mfe = await upstream("mfe", (url) => url.startsWith("/remotes/descripto/0.1.0-aaaaaaaaaa/"));
      const probe = http.createServer();
      await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
      const port = (probe.address() as AddressInfo).port;
      await new Promise((resolve) => probe.close(resolve));
      // The same file, with the stand-ins' addresses for the container names.
      const dir = nginxDir("docker/nginx/shell.conf", (conf) =>
        conf
          .replace(/^\s*resolver [^\n]*\n/m, "")
          .replace("set $bff_upstream bff:8080;", `set $bff_upstream 127.0.0.1:${bff};`)
          .replace("proxy_pass http://mfe-$remote:8080;", `proxy_pass http://127.0.0.1:${mfe};`)
          .replace(/^\s*listen 8080;/m, `listen 127.0.0.1:${port};`),
      );
      nginx = spawn("nginx", ["-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });
      base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 100; i++) {
        if (
          await fetch(`${base}/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error("nginx did not start");
    });

    afterAll(async () => {
      nginx?.kill("SIGTERM");
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    });

    itWithNginx("answers /healthz itself and never passes /metrics on", async () => {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.status).toBe(404);
      expect(await metrics.text()).not.toContain('"from"');
    });

    itWithNginx("sends /api and /remotes.json to the BFF with the visitor's address", async () => {
      const api = await (await fetch(`${base}/api/health/ready`)).json();
      expect(api).toEqual({ from: "bff", url: "/api/health/ready", forwardedFor: "127.0.0.1" });
      expect((await (await fetch(`${base}/remotes.json`)).json()).from).toBe("bff");
    });

    itWithNginx("serves a remote's version from its container, and any other version from the BFF's store", async () => {
      const held = await fetch(`${base}/remotes/descripto/0.1.0-aaaaaaaaaa/remoteEntry.js`);
      expect((await held.json()).from).toBe("mfe");
      const older = await fetch(`${base}/remotes/descripto/0.0.9-bbbbbbbbbb/remoteEntry.js`);
      expect(await older.json()).toEqual({
        from: "bff",
        url: "/remotes/descripto/0.0.9-bbbbbbbbbb/remoteEntry.js",
        forwardedFor: "127.0.0.1",
      });
    });
  });
});
