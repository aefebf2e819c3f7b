// Renders deploy/k8s with kubectl's kustomize, exactly what `kubectl apply -k` would send to a
// cluster, and checks what the cluster would then run: probes, resources, scaling, migrations,
// where secrets come from, that images are the user's to name, and that every name connects.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const k8sDir = path.join(root, 'deploy/k8s');
const SECRET_NAME = 'bolo-secrets';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  exec?: { command: string[] };
  tcpSocket?: { port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ name?: string; containerPort: number; hostPort?: number; protocol?: string }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  volumeMounts?: Array<{ name: string; mountPath: string }>;
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: {
    containers: Container[];
    restartPolicy?: string;
    volumes?: Array<{ name: string; configMap?: { name: string } }>;
    hostNetwork?: boolean;
  };
}
interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: unknown[];
}
interface IngressBackend {
  service: { name: string; port: { name?: string; number?: number } };
}
interface NetworkPolicyPeer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string };
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  data?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: { matchLabels?: Record<string, string> } | Record<string, string>;
    template?: PodTemplate;
    ports?: Array<{ name?: string; port: number; targetPort?: string | number; nodePort?: number }>;
    type?: string;
    externalIPs?: string[];
    scaleTargetRef?: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: Array<{ type: string; resource?: { name: string } }>;
    rules?: Array<{ http: { paths: Array<{ path: string; backend: IngressBackend }> } }>;
    defaultBackend?: IngressBackend;
    // NetworkPolicy
    podSelector?: LabelSelector;
    policyTypes?: string[];
    ingress?: Array<{ from?: NetworkPolicyPeer[]; ports?: Array<{ port?: string | number; protocol?: string }> }>;
  };
}

// Debian's kubectl (package kubernetes-client, 1.20, kustomize 2.0) and current ones must all render deploy/k8s.
const KUBECTL = process.env.KUBECTL ?? 'kubectl';

/** Runs kubectl; a missing kubectl fails with how to install it, not a spawn error. */
function kubectl(args: string[], input?: string): string {
  const run = spawnSync(KUBECTL, args, { input, encoding: 'utf8', maxBuffer: 50 * 1024 * 1024 });
  if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `${KUBECTL} is not installed, and the Kubernetes manifests (deploy/k8s) are checked by rendering them with it. On Debian: apt-get install kubernetes-client (or any kubectl; KUBECTL=/path/to/kubectl)`,
    );
  }
  if (run.status !== 0) throw new Error(`kubectl ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

/**
 * The objects `kubectl apply -k dir` would send. kubectl writes them as YAML; `annotate --local`
 * turns them into JSON without a cluster (the annotation is only the command's required argument).
 */
function render(dir: string): K8sObject[] {
  const yaml = kubectl(['kustomize', dir]);
  const json = kubectl(['annotate', '--local', '-f', '-', '-o', 'json', 'bolo.test/rendered=true'], yaml);
  return json
    .split(/\n(?=\{)/)
    .filter((chunk) => chunk.trim())
    .map((chunk) => JSON.parse(chunk) as K8sObject);
}

function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && (o.metadata.name === name || o.metadata.name.startsWith(`${name}-`)));
  if (!found) throw new Error(`no ${kind} named ${name} in the rendered manifests`);
  return found;
}

const workloads = (objects: K8sObject[]) => objects.filter((o) => o.kind === 'Deployment' || o.kind === 'Job');
const containerOf = (objects: K8sObject[], kind: string, name: string): Container => find(objects, kind, name).spec!.template!.spec.containers[0];
const envNames = (objects: K8sObject[], container: Container): Set<string> => {
  const names = new Set((container.env ?? []).map((e) => e.name));
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.keys(find(objects, 'ConfigMap', source.configMapRef.name).data ?? {}).forEach((key) => names.add(key));
  }
  return names;
};

/** docker-compose.yml's environment keys of one service, following its `<<: *anchor` merge. */
function composeEnvironment(service: string): Set<string> {
  const lines = fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8').split('\n');
  const anchors = new Map<string, Set<string>>();
  const byService = new Map<string, Set<string>>();
  let current = '';
  let inEnv: Set<string> | null = null;
  for (const line of lines) {
    const serviceMatch = /^ {2}([\w-]+):\s*$/.exec(line);
    if (serviceMatch) {
      current = serviceMatch[1];
      inEnv = null;
      continue;
    }
    const envMatch = /^ {4}environment:(?:\s*&([\w-]+))?(?:\s*\*([\w-]+))?\s*$/.exec(line);
    if (envMatch) {
      inEnv = new Set(envMatch[2] ? anchors.get(envMatch[2]) : []);
      byService.set(current, inEnv);
      if (envMatch[1]) anchors.set(envMatch[1], inEnv);
      continue;
    }
    if (inEnv && /^ {6}\S/.test(line)) {
      const merge = /^ {6}<<: \*([\w-]+)/.exec(line);
      if (merge) anchors.get(merge[1])?.forEach((key) => inEnv!.add(key));
      const key = /^ {6}([A-Z][A-Z0-9_]*):/.exec(line);
      if (key) inEnv.add(key[1]);
    } else if (inEnv && /^ {0,4}\S/.test(line)) {
      inEnv = null;
    }
  }
  const env = byService.get(service);
  if (!env) throw new Error(`docker-compose.yml has no environment for ${service}`);
  return env;
}

/** docker-compose.yml's services, each with its own keys (`ports`, `environment`, `network_mode`...). */
function composeServiceKeys(): Map<string, Set<string>> {
  const services = new Map<string, Set<string>>();
  let inServices = false;
  let current: Set<string> | null = null;
  for (const line of fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8').split('\n')) {
    if (/^\S/.test(line)) {
      inServices = /^services:\s*$/.test(line);
      current = null;
      continue;
    }
    if (!inServices) continue;
    const service = /^ {2}([\w-]+):\s*$/.exec(line);
    if (service) {
      current = new Set();
      services.set(service[1], current);
      continue;
    }
    const key = /^ {4}([\w-]+):/.exec(line);
    if (key && current) current.add(key[1]);
  }
  return services;
}

/** Whether a label selector (matchLabels only, as the manifests write them) selects these labels. */
function selects(selector: LabelSelector | undefined, labels: Record<string, string>): boolean {
  if (!selector) return false;
  if (selector.matchExpressions?.length) throw new Error('the test reads matchLabels only: extend it for matchExpressions');
  return Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
}

/** Runs the API's liveness command against `port` instead of the API's; resolves with its exit code. */
function runLiveness(command: string[], port: number): Promise<number> {
  const [file, ...args] = command;
  const local = args.map((arg) => arg.replace('127.0.0.1:3000', `127.0.0.1:${port}`));
  return new Promise((resolve) => {
    execFile(file === 'node' ? process.execPath : file, local, { timeout: 15000 }, (error) => {
      resolve(error ? Number((error as NodeJS.ErrnoException & { code?: number }).code ?? 1) : 0);
    });
  });
}

async function withServer(handler: http.RequestListener, use: (port: number) => Promise<void>): Promise<void> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('deploy/k8s, rendered with kubectl kustomize', () => {
  let base: K8sObject[];
  let example: K8sObject[];

  beforeAll(() => {
    base = render(path.join(k8sDir, 'base'));
    example = render(path.join(k8sDir, 'overlays/example'));
  });

  it('renders the base and the example overlay, the overlay into its own namespace', () => {
    expect(base.length).toBeGreaterThan(10);
    const namespaced = example.filter((o) => o.kind !== 'Namespace');
    expect(namespaced.map((o) => `${o.kind}/${o.metadata.name} in ${o.metadata.namespace}`)).toEqual(namespaced.map((o) => `${o.kind}/${o.metadata.name} in bolo`));
  });

  it('runs the API, the worker, the shell and the web tier from their Dockerfile targets, each with its image CMD', () => {
    const targets = new Set([...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^FROM \S+ AS (\S+)/gm)].map((m) => m[1]));
    for (const name of ['api', 'worker', 'shell', 'web']) {
      const container = containerOf(base, 'Deployment', name);
      expect(container.image).toBe(`bolo-${name}`);
      expect(targets).toContain(name);
      // The image's CMD is the one place each process's command line is written.
      expect(container.command).toBeUndefined();
      expect(container.args).toBeUndefined();
    }
    expect(find(base, 'Deployment', 'api').spec!.replicas).toBeGreaterThanOrEqual(2);
  });

  it('gives every container CPU and memory requests and a memory limit', () => {
    const all = workloads(base).flatMap((o) => o.spec!.template!.spec.containers.map((c) => ({ workload: `${o.kind}/${o.metadata.name}`, resources: c.resources })));
    expect(all.length).toBe(5);
    for (const { workload, resources } of all) {
      expect({ workload, cpu: resources?.requests?.cpu, memory: resources?.requests?.memory, limit: resources?.limits?.memory }).toEqual({
        workload,
        cpu: expect.any(String),
        memory: expect.any(String),
        limit: expect.any(String),
      });
    }
  });

  it('sends the API traffic only while /api/health answers 200, and waits for its first start on it', () => {
    const api = containerOf(base, 'Deployment', 'api');
    const port = api.ports!.find((p) => p.name === api.readinessProbe!.httpGet!.port)?.containerPort;
    expect(api.env!.find((e) => e.name === 'PORT')?.value).toBe(String(port));
    expect(api.readinessProbe!.httpGet!.path).toBe('/api/health');
    expect(api.startupProbe!.httpGet).toEqual(api.readinessProbe!.httpGet);
  });

  it('restarts an API pod that stops answering /api/health, never one that reports PostgreSQL or Redis down', async () => {
    const command = containerOf(base, 'Deployment', 'api').livenessProbe!.exec!.command;
    expect(command.join(' ')).toContain('http://127.0.0.1:3000/api/health');

    const answering = (status: number): http.RequestListener => (req, res) => {
      res.writeHead(req.url === '/api/health' ? status : 404).end('{}');
    };
    await withServer(answering(200), async (port) => expect(await runLiveness(command, port)).toBe(0));
    // 503: a dependency is down. Restarting cannot fix that; the API recovers by itself.
    await withServer(answering(503), async (port) => expect(await runLiveness(command, port)).toBe(0));
    await withServer(answering(500), async (port) => expect(await runLiveness(command, port)).not.toBe(0));
    // A hung process: the probe gives up after its own timeout, below the probe's timeoutSeconds.
    await withServer(() => undefined, async (port) => expect(await runLiveness(command, port)).not.toBe(0));
    const closed = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect(await runLiveness(command, closed)).not.toBe(0);
  }, 30000);

  it('probes the shell and the web tier on files of their own, so neither depends on the API to stay up', () => {
    for (const name of ['shell', 'web']) {
      const container = containerOf(base, 'Deployment', name);
      expect(container.readinessProbe?.httpGet?.path).toMatch(/\.(png|json)$/);
      expect(container.livenessProbe?.httpGet?.path).toMatch(/\.(png|json)$/);
    }
  });

  it('scales the API Deployment on CPU with a HorizontalPodAutoscaler', () => {
    const hpa = find(base, 'HorizontalPodAutoscaler', 'api');
    expect(hpa.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'api' });
    expect(hpa.spec!.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec!.maxReplicas).toBeGreaterThan(hpa.spec!.minReplicas!);
    expect(hpa.spec!.metrics!.map((m) => m.resource?.name)).toEqual(['cpu']);
    // Utilization is measured against the request, so the API must have one.
    expect(containerOf(base, 'Deployment', 'api').resources!.requests!.cpu).toBeDefined();
  });

  it("runs migrations as a Job with the API's image and docker-compose's migrate command", () => {
    const job = find(base, 'Job', 'migrate');
    const container = job.spec!.template!.spec.containers[0];
    const composeMigrate = /^ {2}migrate:[\s\S]*?^ {4}command: (\[.*\])$/m.exec(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'))!;
    expect(container.command).toEqual(JSON.parse(composeMigrate[1]));
    expect(container.command).toEqual(['node', 'services/api/dist/migrate.js']);
    expect(container.image).toBe(containerOf(base, 'Deployment', 'api').image);
    expect(['OnFailure', 'Never']).toContain(job.spec!.template!.spec.restartPolicy);
  });

  it('takes PostgreSQL, Redis and every secret from the Secret, and ships no secret values', () => {
    expect(base.filter((o) => o.kind === 'Secret')).toEqual([]);
    const secretLike = /SECRET|PASSWORD|TOKEN|_KEY$|^DATABASE_URL$|^REDIS_URL$|^SMTP_URL$/;
    const referenced = new Set<string>();
    for (const workload of workloads(base)) {
      for (const container of workload.spec!.template!.spec.containers) {
        for (const env of container.env ?? []) {
          if (!secretLike.test(env.name)) continue;
          expect({ container: container.name, env: env.name, from: env.valueFrom?.secretKeyRef?.name, value: env.value }).toEqual({
            container: container.name,
            env: env.name,
            from: SECRET_NAME,
            value: undefined,
          });
          referenced.add(env.valueFrom!.secretKeyRef!.key);
        }
      }
    }
    for (const name of ['api', 'worker']) {
      const env = containerOf(base, 'Deployment', name).env!;
      expect(env.filter((e) => e.name === 'DATABASE_URL' || e.name === 'REDIS_URL').map((e) => e.valueFrom?.secretKeyRef?.name)).toEqual([SECRET_NAME, SECRET_NAME]);
    }
    for (const configMap of base.filter((o) => o.kind === 'ConfigMap')) {
      expect(Object.keys(configMap.data ?? {}).filter((key) => secretLike.test(key))).toEqual([]);
    }
    const text = kubectl(['kustomize', path.join(k8sDir, 'overlays/example')]);
    expect(text).not.toMatch(/sk_(live|test)_|rk_(live|test)_|whsec_|:\/\/[^/\s:@]+:[^/\s@]+@/);
    // The example env file names exactly the keys the manifests read.
    const exampleKeys = [...fs.readFileSync(path.join(k8sDir, 'secrets.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(exampleKeys.sort()).toEqual([...referenced].sort());
  });

  it('gives the API and the worker every variable docker-compose gives them', () => {
    const api = envNames(base, containerOf(base, 'Deployment', 'api'));
    const worker = envNames(base, containerOf(base, 'Deployment', 'worker'));
    // Read only by the worker (mail and the AI provider): the API pods are not given them.
    const workerOnly = ['SMTP_URL', 'OPENAI_API_KEY'];
    expect([...composeEnvironment('api')].filter((key) => !api.has(key) && !workerOnly.includes(key))).toEqual([]);
    expect([...composeEnvironment('worker')].filter((key) => !worker.has(key))).toEqual([]);
  });

  it("lets an overlay name every image's registry and tag", () => {
    const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'bolo-k8s-'));
    try {
      const images = ['api', 'worker', 'shell', 'web'].map((name) => `  - name: bolo-${name}\n    newName: registry.test.invalid/team/${name}\n    newTag: "9.9.9"`);
      fs.writeFileSync(path.join(overlay, 'kustomization.yaml'), `bases:\n  - ${path.relative(overlay, path.join(k8sDir, 'base'))}\nimages:\n${images.join('\n')}\n`);
      const rendered = workloads(render(overlay)).flatMap((o) => o.spec!.template!.spec.containers.map((c) => c.image));
      expect(rendered).toHaveLength(5);
      for (const image of rendered) expect(image).toMatch(/^registry\.test\.invalid\/team\/(api|worker|shell|web):9\.9\.9$/);
    } finally {
      fs.rmSync(overlay, { recursive: true, force: true });
    }
    for (const image of workloads(example).flatMap((o) => o.spec!.template!.spec.containers.map((c) => c.image))) {
      expect(image).toMatch(/^registry\.example\.com\/bolo\/\w+:1\.0\.0$/);
    }
  });

  it('connects the Ingress, the Services, the web tier and the shell to pods that serve them', () => {
    const podsOf = (service: K8sObject) =>
      base.filter((o) => o.kind === 'Deployment' && Object.entries(service.spec!.selector as Record<string, string>).every(([k, v]) => o.spec!.template!.metadata.labels[k] === v));
    // "http://api:3000" must name a Service, on a port whose pods listen on the target port.
    const reaches = (url: string) => {
      const { hostname, port } = new URL(url);
      const service = find(base, 'Service', hostname);
      const servicePort = service.spec!.ports!.find((p) => p.port === Number(port || 80));
      expect({ url, port: servicePort?.port }).toEqual({ url, port: Number(port || 80) });
      const pods = podsOf(service);
      expect(pods.map((p) => p.metadata.name)).toEqual([hostname]);
      expect(pods[0].spec!.template!.spec.containers[0].ports!.map((p) => p.name)).toContain(servicePort!.targetPort);
    };

    const ingress = find(base, 'Ingress', 'bolo');
    for (const rule of ingress.spec!.rules!) {
      for (const { backend } of rule.http.paths) {
        const service = find(base, 'Service', backend.service.name);
        expect(service.spec!.ports!.map((p) => p.name)).toContain(backend.service.port.name);
        expect(podsOf(service)).toHaveLength(1);
      }
    }
    const shellEnv = containerOf(base, 'Deployment', 'shell').env!;
    reaches(shellEnv.find((e) => e.name === 'API_URL')!.value!);
    reaches(shellEnv.find((e) => e.name === 'REMOTES_ORIGIN')!.value!);
    const nginxConf = find(base, 'ConfigMap', 'web-nginx').data!['default.conf'];
    const upstreams = [...nginxConf.matchAll(/proxy_pass (http:\/\/[^;]+);/g)].map((m) => m[1]);
    expect(new Set(upstreams)).toEqual(new Set(['http://api:3000', 'http://shell:4200']));
    upstreams.forEach(reaches);
  });

  it("serves the web tier with deploy/nginx.conf, changed only to resolve Services at start and to keep the Ingress's scheme", () => {
    const web = find(base, 'Deployment', 'web').spec!.template!.spec;
    const configMap = find(base, 'ConfigMap', 'web-nginx');
    expect(web.volumes!.find((v) => v.configMap)?.configMap?.name).toBe(configMap.metadata.name);
    expect(web.containers[0].volumeMounts!.map((m) => m.mountPath)).toEqual(['/etc/nginx/conf.d']);
    const check = spawnSync(process.execPath, [path.join(k8sDir, 'render-web-nginx.cjs'), '--check'], { encoding: 'utf8' });
    expect({ status: check.status, stderr: check.stderr }).toEqual({ status: 0, stderr: '' });
    const conf = configMap.data!['default.conf'];
    expect(conf).not.toMatch(/\bresolver\b|proxy_pass \$|X-Forwarded-Proto \$scheme/);
    expect(conf).toContain('proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;');
  });

  // The API believes X-Forwarded-For from the proxies in front (TRUST_PROXY): whoever reaches its
  // port directly can make up client addresses and spread password guesses over them.
  it('issue 16 finding 8: keeps the API off the network: a ClusterIP Service, no host port or host network, the Ingress only to web', () => {
    for (const objects of [base, example]) {
      const api = find(objects, 'Service', 'api');
      expect({ type: api.spec!.type ?? 'ClusterIP', externalIPs: api.spec!.externalIPs, nodePorts: api.spec!.ports!.filter((p) => p.nodePort) }).toEqual({
        type: 'ClusterIP',
        externalIPs: undefined,
        nodePorts: [],
      });
      for (const workload of workloads(objects)) {
        const pod = workload.spec!.template!.spec;
        expect({ workload: workload.metadata.name, hostNetwork: pod.hostNetwork ?? false, hostPorts: pod.containers.flatMap((c) => (c.ports ?? []).filter((p) => p.hostPort)) }).toEqual({
          workload: workload.metadata.name,
          hostNetwork: false,
          hostPorts: [],
        });
      }
      // Only the web tier's Service is ever exposed; everything else stays inside the cluster.
      const exposed = objects.filter((o) => o.kind === 'Service' && (o.spec!.type ?? 'ClusterIP') !== 'ClusterIP').map((o) => o.metadata.name);
      expect(exposed.filter((name) => name !== 'web')).toEqual([]);
      const ingresses = objects.filter((o) => o.kind === 'Ingress');
      expect(ingresses.length).toBeGreaterThan(0);
      const backends = ingresses.flatMap((o) => [...(o.spec!.defaultBackend ? [o.spec!.defaultBackend] : []), ...o.spec!.rules!.flatMap((r) => r.http.paths.map((p) => p.backend))]);
      expect(new Set(backends.map((b) => b.service.name))).toEqual(new Set(['web']));
    }
  });

  it('issue 16 finding 8: lets only the web and shell pods reach the API pods, on its port, with a NetworkPolicy', () => {
    for (const objects of [base, example]) {
      const apiDeployment = find(objects, 'Deployment', 'api');
      const apiPod = apiDeployment.spec!.template!;
      const apiPort = apiPod.spec.containers[0].ports!.find((p) => p.name === 'http')!;
      // Policies add up: every policy that selects the API's pods counts, and one must select them.
      const policies = objects.filter((o) => o.kind === 'NetworkPolicy' && selects(o.spec!.podSelector, apiPod.metadata.labels));
      expect(policies.map((o) => o.metadata.name)).toEqual(['api']);
      // In the API's namespace: a policy governs only the pods of its own namespace.
      expect(policies[0].metadata.namespace).toBe(apiDeployment.metadata.namespace);

      const allowed = new Set<string>();
      for (const policy of policies) {
        expect(policy.spec!.policyTypes).toContain('Ingress');
        for (const rule of policy.spec!.ingress ?? []) {
          // A rule without `from` or without `ports` admits every source or every port.
          expect(rule.from?.length).toBeGreaterThan(0);
          expect(rule.ports?.length).toBeGreaterThan(0);
          for (const peer of rule.from!) {
            // Pods of this namespace only: no other namespace, no address range.
            expect(Object.keys(peer)).toEqual(['podSelector']);
            const pods = objects.filter((o) => o.kind === 'Deployment' && selects(peer.podSelector, o.spec!.template!.metadata.labels));
            expect(pods.length).toBeGreaterThan(0);
            pods.forEach((o) => allowed.add(o.metadata.name));
          }
          for (const port of rule.ports!) {
            expect([apiPort.containerPort, apiPort.name]).toContain(port.port);
            expect(port.protocol ?? 'TCP').toBe('TCP');
          }
        }
      }
      expect([...allowed].sort()).toEqual(['shell', 'web']);
    }
    // Exactly the pods configured to call the API: the shell (API_URL) and nginx (proxy_pass).
    const callers = workloads(base).filter((o) => {
      const pod = o.spec!.template!.spec;
      const env = pod.containers.flatMap((c) => c.env ?? []).map((e) => e.value ?? '');
      const mounted = (pod.volumes ?? []).flatMap((v) => (v.configMap ? Object.values(find(base, 'ConfigMap', v.configMap.name).data ?? {}) : []));
      return [...env, ...mounted].some((text) => text.includes('http://api:3000'));
    });
    expect(callers.map((o) => o.metadata.name).sort()).toEqual(['shell', 'web']);
  });
});

describe('docker-compose.yml', () => {
  it("issue 16 finding 8: publishes only the web tier's port, never the API's, the worker's or the shell's", () => {
    const services = composeServiceKeys();
    for (const name of ['api', 'worker', 'shell', 'web']) expect(services.has(name)).toBe(true);
    const published = [...services].filter(([, keys]) => keys.has('ports')).map(([name]) => name);
    expect(published).toEqual(['web']);
    // The host's network would publish every port the process opens.
    expect([...services].filter(([, keys]) => keys.has('network_mode')).map(([name]) => name)).toEqual([]);
  });
});
