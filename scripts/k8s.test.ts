// The Kubernetes manifests (deploy/k8s), checked by reading them: no cluster runs here. The committed
// base is what scripts/k8s.mjs writes from the registry; each overlay renders (`kubectl kustomize`);
// and the base and every rendered overlay agree with the registry (libs/registry/registry.json): a
// Deployment and a Service for every service and remote on its port, liveness and readiness on
// different endpoints, limits everywhere, service URLs that name real Services, services reachable
// from the BFF only, secrets only by reference, autoscalers and disruption budgets that find their pods.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseAllDocuments } from "yaml";
import { remotes as registryRemotes, services as registryServices } from "@seo/registry/registry";

const root = path.resolve(__dirname, "..");
const k8sDir = path.join(root, "deploy", "k8s");
const serviceEntries = registryServices();
const remoteEntries = registryRemotes();
const OVERLAYS = ["staging", "production"] as const;

type Doc = Record<string, any>;
const parseDocs = (text: string): Doc[] =>
  parseAllDocuments(text)
    .map((d) => d.toJS() as Doc | null)
    .filter((d): d is Doc => d !== null);

/** The base as committed: every resource file its kustomization lists. */
let base: Doc[] | undefined;
const baseDocs = (): Doc[] => (base ??= readBase());
function readBase(): Doc[] {
  const kustomization = parseDocs(readFileSync(path.join(k8sDir, "base", "kustomization.yaml"), "utf8"))[0]!;
  return (kustomization.resources as string[]).flatMap((file) =>
    parseDocs(readFileSync(path.join(k8sDir, "base", file), "utf8")),
  );
}

const kubectl = spawnSync("kubectl", ["version", "--client"], { encoding: "utf8" });
const hasKubectl = kubectl.status === 0;
if (!hasKubectl) {
  // Not a pass: the overlay tests below are reported as skipped, and this says why.
  console.warn(
    `scripts/k8s.test.ts: kubectl is not on PATH (${kubectl.error?.message ?? kubectl.stderr}); overlays NOT rendered`,
  );
}
const itRenders = hasKubectl ? it : it.skip;
const hasNginx = spawnSync("nginx", ["-v"]).status === 0;
if (!hasNginx)
  console.warn("scripts/k8s.test.ts: nginx is not on PATH; the shell's Kubernetes nginx configuration is NOT checked");
const itWithNginx = hasNginx ? it : it.skip;

function render(overlay: string): Doc[] {
  const out = spawnSync("kubectl", ["kustomize", path.join(k8sDir, "overlays", overlay)], {
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`kubectl kustomize ${overlay} failed: ${out.stderr}`);
  return parseDocs(out.stdout);
}
const rendered: Partial<Record<(typeof OVERLAYS)[number], Doc[]>> = {};
const renderedDocs = (overlay: (typeof OVERLAYS)[number]) => (rendered[overlay] ??= render(overlay));

const ofKind = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind);
const named = (docs: Doc[], kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata?.name === name);
/** Pod specs of Deployments, Jobs and CronJobs, with the owner's name. */
const podSpecs = (docs: Doc[]): [string, Doc][] =>
  docs.flatMap((d): [string, Doc][] => {
    if (d.kind === "Deployment" || d.kind === "Job") return [[`${d.kind}/${d.metadata.name}`, d.spec.template.spec]];
    if (d.kind === "CronJob") return [[`${d.kind}/${d.metadata.name}`, d.spec.jobTemplate.spec.template.spec]];
    return [];
  });
const container = (deployment: Doc) => deployment.spec.template.spec.containers[0] as Doc;
const envOf = (c: Doc) => new Map<string, Doc>((c.env ?? []).map((e: Doc) => [e.name, e]));
const matches = (selector: Record<string, string>, podLabels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => podLabels[k] === v);
const podLabelsOf = (docs: Doc[]) =>
  ofKind(docs, "Deployment").map((d) => d.spec.template.metadata.labels as Record<string, string>);

const nodeDeployments = ["bff", ...serviceEntries.map((s) => s.name)];
/** Names that hold secrets: their values only ever come from a Secret. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|API_KEY|ACCESS_KEY|DATABASE_URL|REDIS_URL|SMTP_URL|DATAFORSEO_LOGIN/;

/** The checks every rendering must pass: the base as committed and each overlay as kubectl renders it. */
function checkAgainstRegistry(load: () => Doc[], test: jest.It) {
  test("has exactly one Deployment and one Service per registry service and remote, the BFF and the shell", () => {
    const docs = load();
    const expected = ["bff", "shell", ...serviceEntries.map((s) => s.name), ...remoteEntries.map((r) => `mfe-${r.name}`)].sort();
    expect(
      ofKind(docs, "Deployment")
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(expected);
    expect(
      ofKind(docs, "Service")
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(expected);
  });

  test.each(serviceEntries.map((s) => [s.name, s.port] as const))("runs service %s on its registry port %i", (name, port) => {
    const docs = load();
    const d = named(docs, "Deployment", name)!;
    const c = container(d);
    expect(c.ports).toEqual([{ name: "http", containerPort: port }]);
    expect(named(docs, "Service", name)!.spec.ports).toEqual([{ name: "http", port, targetPort: port }]);
    const env = envOf(c);
    expect(env.get(`${name.toUpperCase()}_PORT`)?.value).toBe(String(port));
    expect(env.get("SERVICE_HOST")?.value).toBe("0.0.0.0");
    expect(c.livenessProbe.httpGet).toEqual({ path: "/health/live", port });
    expect(c.readinessProbe.httpGet).toEqual({ path: "/health/ready", port });
    expect(d.spec.template.metadata.annotations).toEqual({
      "prometheus.io/scrape": "true",
      "prometheus.io/path": "/metrics",
      "prometheus.io/port": String(port),
    });
  });

  test.each(remoteEntries.map((r) => [r.name] as const))("serves remote %s from its own nginx, reached by the shell", (name) => {
    const docs = load();
    const c = container(named(docs, "Deployment", `mfe-${name}`)!);
    expect(c.ports).toEqual([{ name: "http", containerPort: 8080 }]);
    expect(c.readinessProbe.httpGet).toEqual({ path: "/healthz", port: 8080 });
    expect(named(docs, "Service", `mfe-${name}`)!.spec.ports[0].port).toBe(8080);
  });

  test("probes the BFF's liveness and readiness on its own endpoints, and has Prometheus scrape it", () => {
    const docs = load();
    const d = named(docs, "Deployment", "bff")!;
    const c = container(d);
    expect(c.livenessProbe.httpGet).toEqual({ path: "/api/health/live", port: 8080 });
    expect(c.readinessProbe.httpGet).toEqual({ path: "/api/health/ready", port: 8080 });
    expect(d.spec.template.metadata.annotations["prometheus.io/port"]).toBe("8080");
    expect(d.spec.template.metadata.annotations["prometheus.io/path"]).toBe("/metrics");
  });

  test("never uses one endpoint for both liveness and readiness of a Node process", () => {
    const docs = load();
    for (const name of nodeDeployments) {
      const c = container(named(docs, "Deployment", name)!);
      expect([name, c.livenessProbe.httpGet.path === c.readinessProbe.httpGet.path]).toEqual([name, false]);
    }
  });

  test("gives every container CPU and memory requests and limits", () => {
    const docs = load();
    for (const [owner, spec] of podSpecs(docs)) {
      for (const c of [...(spec.initContainers ?? []), ...spec.containers]) {
        const r = c.resources ?? {};
        expect([owner, c.name, r.requests?.cpu, r.requests?.memory, r.limits?.cpu, r.limits?.memory].every(Boolean)).toBe(true);
      }
    }
  });

  test("lets a Node process finish its own shutdown before the kubelet kills it", () => {
    const docs = load();
    for (const name of nodeDeployments) {
      const d = named(docs, "Deployment", name)!;
      const env = envOf(container(d));
      const shutdownMs = Number(env.get("SHUTDOWN_DELAY_MS")?.value) + Number(env.get("SHUTDOWN_GRACE_MS")?.value);
      expect([name, shutdownMs > 0]).toEqual([name, true]);
      expect([name, d.spec.template.spec.terminationGracePeriodSeconds * 1000 > shutdownMs]).toEqual([name, true]);
    }
  });

  test("points every <NAME>_SERVICE_URL of the BFF at an existing Service and its port, one per registry service", () => {
    const docs = load();
    const env = envOf(container(named(docs, "Deployment", "bff")!));
    const urls = [...env.values()].filter((e) => /_SERVICE_URL$/.test(e.name));
    expect(urls.map((e) => e.name).sort()).toEqual(serviceEntries.map((s) => `${s.name.toUpperCase()}_SERVICE_URL`).sort());
    for (const e of urls) {
      const url = new URL(e.value);
      const svc = named(docs, "Service", url.hostname);
      expect([e.name, svc?.spec.ports.map((p: Doc) => String(p.port))]).toEqual([e.name, [url.port]]);
    }
    expect(env.get("TRUST_PROXY")?.value).toBeTruthy();
    for (const name of [
      "REMOTES_S3_BUCKET",
      "REMOTES_S3_PREFIX",
      "REMOTES_S3_ENDPOINT",
      "REMOTES_S3_REGION",
      "REMOTES_S3_FORCE_PATH_STYLE",
    ]) {
      expect([name, env.get(name)?.valueFrom?.configMapKeyRef]).toEqual([name, expect.anything()]);
    }
    for (const name of ["REDIS_URL", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"]) {
      expect([name, env.get(name)?.valueFrom?.secretKeyRef]).toEqual([name, expect.anything()]);
    }
  });

  test("shares the identity secret, the database, Redis, the metrics token and the shutdown timings between every Node process", () => {
    const docs = load();
    for (const name of nodeDeployments) {
      const env = envOf(container(named(docs, "Deployment", name)!));
      for (const key of ["IDENTITY_SECRET", "DATABASE_URL", "REDIS_URL", "METRICS_TOKEN"]) {
        expect([name, key, env.get(key)?.valueFrom?.secretKeyRef?.key]).toEqual([name, key, key]);
      }
      expect([name, env.get("NODE_ENV")?.value]).toEqual([name, "production"]);
    }
  });

  test("takes secrets only from a Secret: no Secret objects, no secret values in env or ConfigMaps", () => {
    const docs = load();
    expect(ofKind(docs, "Secret")).toEqual([]);
    const secretNames = new Set<string>();
    for (const [owner, spec] of podSpecs(docs)) {
      for (const c of spec.containers) {
        for (const e of c.env ?? []) {
          if (!SECRET_NAME.test(e.name)) continue;
          expect([owner, e.name, e.value, e.valueFrom?.secretKeyRef?.key]).toEqual([owner, e.name, undefined, e.name]);
          secretNames.add(e.valueFrom.secretKeyRef.name);
        }
        expect([owner, c.envFrom]).toEqual([owner, undefined]);
      }
    }
    expect([...secretNames]).toEqual(["seo-suite-secrets"]);
    for (const cm of ofKind(docs, "ConfigMap")) {
      const keys = Object.keys(cm.data ?? {}).filter((k) => SECRET_NAME.test(k));
      expect([cm.metadata.name, keys]).toEqual([cm.metadata.name, []]);
    }
  });

  test("denies every connection by default and lets only the BFF (and Prometheus from monitoring) reach a service", () => {
    const docs = load();
    const policies = ofKind(docs, "NetworkPolicy");
    const defaultDeny = policies.find((p) => Object.keys(p.spec.podSelector).length === 0);
    expect(defaultDeny?.spec).toEqual({ podSelector: {}, policyTypes: ["Ingress"] });
    const bffLabels = named(docs, "Deployment", "bff")!.spec.template.metadata.labels;
    for (const s of serviceEntries) {
      const podLabels = named(docs, "Deployment", s.name)!.spec.template.metadata.labels;
      const selecting = policies.filter(
        (p) => p.spec.podSelector.matchLabels && matches(p.spec.podSelector.matchLabels, podLabels),
      );
      expect([s.name, selecting.length]).toEqual([s.name, 1]);
      for (const rule of selecting[0]!.spec.ingress) {
        expect([s.name, rule.ports]).toEqual([s.name, [{ protocol: "TCP", port: s.port }]]);
        for (const peer of rule.from) {
          const fromBff = peer.podSelector && !peer.namespaceSelector && matches(peer.podSelector.matchLabels, bffLabels);
          const fromMonitoring =
            !peer.podSelector && peer.namespaceSelector?.matchLabels?.["kubernetes.io/metadata.name"] === "monitoring";
          expect([s.name, peer, Boolean(fromBff || fromMonitoring)]).toEqual([s.name, peer, true]);
        }
      }
    }
    // Every policy that names pods names pods that exist.
    const pods = podLabelsOf(docs);
    for (const p of policies.filter((x) => x.spec.podSelector.matchLabels)) {
      expect([p.metadata.name, pods.some((l) => matches(p.spec.podSelector.matchLabels, l))]).toEqual([p.metadata.name, true]);
    }
  });

  test("scales Deployments that exist and leaves their replica count to the autoscaler", () => {
    const docs = load();
    const hpas = ofKind(docs, "HorizontalPodAutoscaler");
    expect(hpas.map((h) => h.metadata.name)).toContain("bff");
    for (const h of hpas) {
      const target = named(docs, h.spec.scaleTargetRef.kind, h.spec.scaleTargetRef.name);
      expect([h.metadata.name, target?.kind, target?.spec.replicas]).toEqual([h.metadata.name, "Deployment", undefined]);
      expect(h.spec.minReplicas).toBeGreaterThanOrEqual(1);
      expect(h.spec.maxReplicas).toBeGreaterThanOrEqual(h.spec.minReplicas);
    }
  });

  test("has a disruption budget for every Deployment, each selecting pods that exist", () => {
    const docs = load();
    const pdbs = ofKind(docs, "PodDisruptionBudget");
    const pods = podLabelsOf(docs);
    for (const p of pdbs) {
      expect([p.metadata.name, pods.some((l) => matches(p.spec.selector.matchLabels, l))]).toEqual([p.metadata.name, true]);
    }
    for (const d of ofKind(docs, "Deployment")) {
      const covered = pdbs.some((p) => matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect([d.metadata.name, covered]).toEqual([d.metadata.name, true]);
    }
  });

  test("routes every Service to pods that exist, and the Ingress to the shell", () => {
    const docs = load();
    const pods = podLabelsOf(docs);
    for (const s of ofKind(docs, "Service")) {
      expect([s.metadata.name, s.spec.type, pods.some((l) => matches(s.spec.selector, l))]).toEqual([
        s.metadata.name,
        "ClusterIP",
        true,
      ]);
    }
    const [ingress, ...others] = ofKind(docs, "Ingress");
    expect(others).toEqual([]);
    expect(ingress!.spec.rules[0].http.paths[0].backend.service).toEqual({ name: "shell", port: { number: 80 } });
  });

  test("applies migrations once per release with a Job running the BFF's image", () => {
    const docs = load();
    const job = named(docs, "Job", "migrate")!;
    const c = job.spec.template.spec.containers[0];
    expect(c.image).toBe(container(named(docs, "Deployment", "bff")!).image);
    expect(c.command).toEqual(["node", "bff/dist/migrate.cjs"]);
    expect(envOf(c).get("DATABASE_URL")?.valueFrom?.secretKeyRef?.key).toBe("DATABASE_URL");
  });
}

describe("deploy/k8s/base", () => {
  it("is what scripts/k8s.mjs writes from the registry (run npm run k8s:generate)", () => {
    const out = spawnSync(process.execPath, [path.join(root, "scripts", "k8s.mjs"), "--check"], { cwd: root, encoding: "utf8" });
    expect(out.stderr + out.stdout).toMatch(/up to date/);
    expect(out.status).toBe(0);
  });

  it("gives the shell's nginx Kubernetes' resolver and DNS names and keeps /metrics private", () => {
    const template = readFileSync(path.join(k8sDir, "base", "shell-nginx.conf.template"), "utf8");
    expect(template).not.toContain("127.0.0.11");
    expect(template).toMatch(/resolver \$\{NGINX_LOCAL_RESOLVERS\} valid=10s/);
    expect(template).toMatch(/set \$bff_upstream bff\.\$\{POD_NAMESPACE\}\.svc\.cluster\.local:8080;/);
    expect(template).toMatch(/proxy_pass http:\/\/mfe-\$remote\.\$\{POD_NAMESPACE\}\.svc\.cluster\.local:8080;/);
    expect(template).toMatch(/location = \/metrics \{[^}]*return 404;/);
  });

  it("grows with the registry: a fifth tool gets its service, remote, URL, autoscaler and policy", () => {
    const tool = {
      id: "keywordly",
      service: { name: "keywordly", dir: "services/keywordly", port: 4107 },
      remote: { name: "keywordly", dir: "mfe-keywordly", page: "./KeywordlyPage" },
    };
    const script = [
      `import { generate } from ${JSON.stringify(pathToFileURL(path.join(root, "scripts", "k8s.mjs")).href)};`,
      `import { registry } from ${JSON.stringify(pathToFileURL(path.join(root, "scripts", "targets.mjs")).href)};`,
      "const r = structuredClone(registry); r.tools.push(JSON.parse(process.env.EXTRA_TOOL));",
      "process.stdout.write(JSON.stringify(await generate(r)));",
    ].join("\n");
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, EXTRA_TOOL: JSON.stringify(tool) },
    });
    expect(out.stderr).toBe("");
    const files: Record<string, string> = JSON.parse(out.stdout);
    const docs = parseDocs(files["service-keywordly.yaml"]!);
    expect(docs.map((d) => d.kind)).toEqual([
      "Deployment",
      "Service",
      "HorizontalPodAutoscaler",
      "PodDisruptionBudget",
      "NetworkPolicy",
    ]);
    expect(container(docs[0]!).readinessProbe.httpGet).toEqual({ path: "/health/ready", port: 4107 });
    expect(envOf(container(docs[0]!)).get("KEYWORDLY_PORT")?.value).toBe("4107");
    expect(parseDocs(files["remote-keywordly.yaml"]!).map((d) => `${d.kind}/${d.metadata.name}`)).toContain(
      "Deployment/mfe-keywordly",
    );
    const bff = parseDocs(files["bff.yaml"]!)[0]!;
    expect(envOf(container(bff)).get("KEYWORDLY_SERVICE_URL")?.value).toBe("http://keywordly:4107");
    const kustomization = parseDocs(files["kustomization.yaml"]!)[0]!;
    expect(kustomization.resources).toEqual(expect.arrayContaining(["service-keywordly.yaml", "remote-keywordly.yaml"]));
  });

  itWithNginx("renders a shell nginx configuration nginx accepts", () => {
    // What the image's entrypoint does (envsubst on /etc/nginx/templates), then nginx -t.
    const dir = mkdtempSync(path.join(os.tmpdir(), "k8s-nginx-"));
    writeFileSync(
      path.join(dir, "security-headers.conf"),
      readFileSync(path.join(root, "docker/nginx/security-headers.conf"), "utf8"),
    );
    const conf = readFileSync(path.join(k8sDir, "base", "shell-nginx.conf.template"), "utf8")
      .replaceAll("${POD_NAMESPACE}", "seo-suite")
      .replaceAll("${NGINX_LOCAL_RESOLVERS}", "10.96.0.10")
      .replaceAll("/etc/nginx/snippets/security-headers.conf", path.join(dir, "security-headers.conf"));
    expect(conf).not.toMatch(/\$\{/);
    writeFileSync(path.join(dir, "site.conf"), conf);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((t) => `${t}_temp_path ${path.join(dir, t)};`)
      .join(" ");
    const main = `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { ${temp} include ${dir}/site.conf; }`;
    writeFileSync(path.join(dir, "nginx.conf"), main);
    const out = spawnSync("nginx", ["-t", "-c", path.join(dir, "nginx.conf")], { encoding: "utf8" });
    expect([out.status, out.stderr]).toEqual([0, expect.stringContaining("test is successful")]);
  });

  it("holds no credential in any file", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
      );
    for (const file of files(k8sDir)) {
      const text = readFileSync(file, "utf8");
      // user:password@ in a URL, or a key that looks real (Stripe, OpenAI, AWS).
      expect([file, text.match(/[a-z]+:\/\/[^\s/:@]+:[^\s/@]+@/i)?.[0]]).toEqual([file, undefined]);
      expect([file, text.match(/\b(sk_live_|sk_test_|whsec_|sk-[A-Za-z0-9]{20}|AKIA[0-9A-Z]{16})/)?.[0]]).toEqual([
        file,
        undefined,
      ]);
    }
  });

  checkAgainstRegistry(baseDocs, it);
});

describe.each(OVERLAYS)("deploy/k8s/overlays/%s, rendered by kubectl kustomize", (overlay) => {
  itRenders("renders, in its own namespace", () => {
    const docs = renderedDocs(overlay);
    const namespaced = docs.filter((d) => d.kind !== "Namespace");
    const namespaces = new Set(namespaced.map((d) => d.metadata.namespace));
    expect(namespaces.size).toBe(1);
    expect(named(docs, "Namespace", [...namespaces][0])).toBeDefined();
  });

  // The same checks as the base's, on what kubectl would apply.
  checkAgainstRegistry(() => renderedDocs(overlay), itRenders);

  itRenders("refers only to ConfigMap keys that exist (or optional ones)", () => {
    const docs = renderedDocs(overlay);
    const configMaps = new Map(ofKind(docs, "ConfigMap").map((c) => [c.metadata.name as string, c.data ?? {}]));
    for (const [owner, spec] of podSpecs(docs)) {
      for (const c of spec.containers) {
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef;
          if (!ref || ref.optional) continue;
          expect([owner, e.name, ref.key in (configMaps.get(ref.name) ?? {})]).toEqual([owner, e.name, true]);
        }
      }
    }
  });

  itRenders("serves its own host over TLS", () => {
    const ingress = ofKind(renderedDocs(overlay), "Ingress")[0]!;
    const host = ingress.spec.rules[0].host;
    expect(host).not.toBe("app.example.com");
    expect(ingress.spec.tls[0].hosts).toEqual([host]);
    const config = ofKind(renderedDocs(overlay), "ConfigMap").find((c) => c.metadata.name.startsWith("seo-suite-config"));
    expect(config!.data.APP_URL).toBe(`https://${host}`);
  });
});

describe("overlay sizes", () => {
  itRenders("staging runs one replica of everything", () => {
    const docs = renderedDocs("staging");
    for (const h of ofKind(docs, "HorizontalPodAutoscaler"))
      expect([h.metadata.name, h.spec.minReplicas]).toEqual([h.metadata.name, 1]);
    for (const d of ofKind(docs, "Deployment")) {
      if (d.spec.replicas !== undefined) expect([d.metadata.name, d.spec.replicas]).toEqual([d.metadata.name, 1]);
    }
    expect(ofKind(docs, "CronJob")).toEqual([]);
  });

  itRenders(
    "production runs at least two of everything, autoscales the BFF and the tools, and backs PostgreSQL up nightly",
    () => {
      const docs = renderedDocs("production");
      for (const d of ofKind(docs, "Deployment")) {
        const hpa = named(docs, "HorizontalPodAutoscaler", d.metadata.name);
        const min = hpa ? hpa.spec.minReplicas : d.spec.replicas;
        expect([d.metadata.name, min >= 2]).toEqual([d.metadata.name, true]);
      }
      expect(named(docs, "HorizontalPodAutoscaler", "bff")!.spec.minReplicas).toBeGreaterThanOrEqual(3);
      const backup = named(docs, "CronJob", "postgres-backup")!;
      const c = backup.spec.jobTemplate.spec.template.spec.containers[0];
      expect(c.command.join(" ")).toMatch(/pg_dump --format=custom/);
      expect(envOf(c).get("DATABASE_URL")?.valueFrom?.secretKeyRef?.key).toBe("DATABASE_URL");
      const volume = backup.spec.jobTemplate.spec.template.spec.volumes[0];
      expect(named(docs, "PersistentVolumeClaim", volume.persistentVolumeClaim.claimName)).toBeDefined();
    },
  );
});
