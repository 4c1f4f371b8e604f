// @ts-check
// The Kubernetes objects scripts/k8s.mjs builds its manifests from: labels, env entries, security
// settings, probes, and the Deployment, Service, HPA, PodDisruptionBudget and NetworkPolicy shapes.

export const PART_OF = "seo-suite";
/** The Secret every process reads its secrets from (created by the operator, never committed). */
export const SECRET = "seo-suite-secrets";
/** The ConfigMap of non-secret, site-specific settings (configMapGenerator in the base, merged by overlays). */
export const CONFIG = "seo-suite-config";
export const BFF_PORT = 8080;
export const NGINX_PORT = 8080;
/** The app's own shutdown: keep answering while endpoints drop the pod, then drain (SHUTDOWN_*_MS). */
export const SHUTDOWN_DELAY_MS = 5000;
export const SHUTDOWN_GRACE_MS = 20000;
/** Longer than the app's own shutdown, so the kubelet never SIGKILLs a draining process. */
export const TERMINATION_GRACE_SECONDS = Math.ceil((SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS) / 1000) + 10;

export const RESOURCES = {
  bff: { requests: { cpu: "250m", memory: "256Mi" }, limits: { cpu: "1", memory: "512Mi" } },
  service: { requests: { cpu: "100m", memory: "192Mi" }, limits: { cpu: "500m", memory: "384Mi" } },
  nginx: { requests: { cpu: "25m", memory: "32Mi" }, limits: { cpu: "250m", memory: "64Mi" } },
  job: { requests: { cpu: "100m", memory: "192Mi" }, limits: { cpu: "500m", memory: "384Mi" } },
};

/** @param {string} name @param {string} component */
export const labels = (name, component) => ({
  "app.kubernetes.io/name": name,
  "app.kubernetes.io/component": component,
  "app.kubernetes.io/part-of": PART_OF,
});
/** @param {string} name */
export const selector = (name) => ({ "app.kubernetes.io/name": name, "app.kubernetes.io/part-of": PART_OF });

/** @param {string} name @param {string} key @param {boolean} [optional] */
export const secret = (name, key = name, optional = false) => ({
  name,
  valueFrom: { secretKeyRef: { name: SECRET, key, ...(optional ? { optional: true } : {}) } },
});
/** @param {string} name @param {boolean} [optional] */
export const config = (name, optional = false) => ({
  name,
  valueFrom: { configMapKeyRef: { name: CONFIG, key: name, ...(optional ? { optional: true } : {}) } },
});
/** @param {string} name @param {string | number} value */
export const literal = (name, value) => ({ name, value: String(value) });

/** Non-secret settings every Node process reads; the values are in the ConfigMap. */
export const CONFIG_DEFAULTS = {
  LOG_LEVEL: "info",
  ADMIN_EMAIL: "admin@example.com",
  APP_URL: "https://app.example.com",
  MAIL_FROM: "RankForge <no-reply@example.com>",
  PUBLIC_ORIGINS: "",
  OPENAI_BASE_URL: "",
  OPENAI_MODEL: "gpt-4o-mini",
  AI_FALLBACK: "true",
  REMOTES_S3_BUCKET: "seo-suite-remotes",
  REMOTES_S3_PREFIX: "remotes/",
  REMOTES_S3_ENDPOINT: "",
  REMOTES_S3_REGION: "us-east-1",
  REMOTES_S3_FORCE_PATH_STYLE: "false",
  STRIPE_PRICE_STARTER: "",
  STRIPE_PRICE_PRO: "",
  STRIPE_PRICE_SINGLE: "",
  STRIPE_PRICE_ALL: "",
};

/** @param {string} process */
export const commonEnv = (process) => [
  literal("NODE_ENV", "production"),
  secret("IDENTITY_SECRET"),
  secret("DATABASE_URL"),
  // Sessions and counters (BFF), the replay guard every instance of a service shares (services).
  secret("REDIS_URL"),
  secret("METRICS_TOKEN"),
  config("LOG_LEVEL"),
  literal("SHUTDOWN_DELAY_MS", SHUTDOWN_DELAY_MS),
  literal("SHUTDOWN_GRACE_MS", SHUTDOWN_GRACE_MS),
  // Tracing is on only where the operator sets the collector's address (optional ConfigMap key).
  config("OTEL_EXPORTER_OTLP_ENDPOINT", true),
  literal("OTEL_SERVICE_NAME", process),
];

export const modelEnv = () => [
  secret("OPENAI_API_KEY", "OPENAI_API_KEY", true),
  config("OPENAI_BASE_URL"),
  config("OPENAI_MODEL"),
  config("AI_FALLBACK"),
];

export const securityContext = {
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ["ALL"] },
};
export const podSecurity = { runAsNonRoot: true, seccompProfile: { type: "RuntimeDefault" } };
/** Node processes write only under /tmp and DATA_DIR (/app/.data): both scratch volumes. */
export const nodeVolumes = [
  { name: "tmp", emptyDir: {} },
  { name: "data", emptyDir: {} },
];
export const nodeMounts = [
  { name: "tmp", mountPath: "/tmp" },
  { name: "data", mountPath: "/app/.data" },
];

/** @param {string} path @param {number} port */
export const httpGet = (path, port) => ({ httpGet: { path, port } });

/**
 * Liveness: the process answers (a dependency outage must not restart it). Readiness: it can serve
 * (database, Redis, ... reachable), so the Service stops sending it traffic otherwise. The startup
 * probe gives the first start a minute (the BFF applies migrations and waits for its database).
 * @param {string} prefix "/api/health" or "/health" @param {number} port
 */
export const nodeProbes = (prefix, port) => ({
  startupProbe: { ...httpGet(`${prefix}/live`, port), periodSeconds: 2, failureThreshold: 45 },
  livenessProbe: { ...httpGet(`${prefix}/live`, port), periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
  readinessProbe: { ...httpGet(`${prefix}/ready`, port), periodSeconds: 5, timeoutSeconds: 3, failureThreshold: 2 },
});

/** @param {number} port */
export const scrapeAnnotations = (port) => ({
  "prometheus.io/scrape": "true",
  "prometheus.io/path": "/metrics",
  "prometheus.io/port": String(port),
});

/**
 * @param {{ name: string, component: string, image: string, port: number, env?: any[], probes: any,
 *   resources: any, annotations?: any, replicas?: number, node: boolean, extraVolumes?: any[],
 *   extraMounts?: any[], command?: string[] }} o
 */
export function deployment(o) {
  const container = {
    name: o.name,
    image: o.image,
    ...(o.command ? { command: o.command } : {}),
    ports: [{ name: "http", containerPort: o.port }],
    ...(o.env ? { env: o.env } : {}),
    resources: o.resources,
    ...o.probes,
    securityContext: o.node ? securityContext : { ...securityContext, readOnlyRootFilesystem: false },
    volumeMounts: [...(o.node ? nodeMounts : []), ...(o.extraMounts ?? [])],
  };
  if (container.volumeMounts.length === 0) delete container.volumeMounts;
  const volumes = [...(o.node ? nodeVolumes : []), ...(o.extraVolumes ?? [])];
  return {
    apiVersion: "apps/v1",
    kind: "Deployment",
    metadata: { name: o.name, labels: labels(o.name, o.component) },
    spec: {
      // Autoscaled Deployments leave replicas to their HPA (an apply would otherwise reset it).
      ...(o.replicas === undefined ? {} : { replicas: o.replicas }),
      revisionHistoryLimit: 5,
      strategy: { type: "RollingUpdate", rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      selector: { matchLabels: selector(o.name) },
      template: {
        metadata: { labels: labels(o.name, o.component), ...(o.annotations ? { annotations: o.annotations } : {}) },
        spec: {
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          automountServiceAccountToken: false,
          securityContext: o.node ? { ...podSecurity, runAsUser: 1000, runAsGroup: 1000 } : { ...podSecurity, runAsUser: 101 },
          containers: [container],
          ...(volumes.length ? { volumes } : {}),
        },
      },
    },
  };
}

/** @param {string} name @param {string} component @param {number} port @param {number} [targetPort] */
export const service = (name, component, port, targetPort = port) => ({
  apiVersion: "v1",
  kind: "Service",
  metadata: { name, labels: labels(name, component) },
  spec: { type: "ClusterIP", selector: selector(name), ports: [{ name: "http", port, targetPort }] },
});

/** @param {string} name @param {string} component @param {number} min @param {number} max */
export const hpa = (name, component, min, max) => ({
  apiVersion: "autoscaling/v2",
  kind: "HorizontalPodAutoscaler",
  metadata: { name, labels: labels(name, component) },
  spec: {
    scaleTargetRef: { apiVersion: "apps/v1", kind: "Deployment", name },
    minReplicas: min,
    maxReplicas: max,
    metrics: [{ type: "Resource", resource: { name: "cpu", target: { type: "Utilization", averageUtilization: 70 } } }],
    // Scale down slowly: a generation burst comes back.
    behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
  },
});

/** maxUnavailable 1: a drain never takes every pod at once, yet never blocks on a one-replica staging. */
export const pdb = (/** @type {string} */ name, /** @type {string} */ component) => ({
  apiVersion: "policy/v1",
  kind: "PodDisruptionBudget",
  metadata: { name, labels: labels(name, component) },
  spec: { maxUnavailable: 1, selector: { matchLabels: selector(name) } },
});

export const MONITORING = { namespaceSelector: { matchLabels: { "kubernetes.io/metadata.name": "monitoring" } } };
/** @param {string} name */
export const fromPods = (name) => ({ podSelector: { matchLabels: selector(name) } });

/**
 * @param {string} name @param {string} component @param {number} port
 * @param {{ from: any[], scrape?: boolean }} o who may connect, and whether Prometheus may scrape
 */
export const networkPolicy = (name, component, port, o) => ({
  apiVersion: "networking.k8s.io/v1",
  kind: "NetworkPolicy",
  metadata: { name, labels: labels(name, component) },
  spec: {
    podSelector: { matchLabels: selector(name) },
    policyTypes: ["Ingress"],
    ingress: [
      { from: o.from, ports: [{ protocol: "TCP", port }] },
      // Metrics share the process's port (GET /metrics, bearer METRICS_TOKEN): the port is opened to
      // the monitoring namespace, the path is guarded by the token.
      ...(o.scrape ? [{ from: [MONITORING], ports: [{ protocol: "TCP", port }] }] : []),
    ],
  },
});

/** @param {string} name */
