/**
 * The load generator, in its own process (forked by run.ts) so its CPU does not compete with the server's event
 * loop: `concurrency` loops send requests back to back over keep-alive HTTP/1.1 for `seconds`, and answer how
 * many completed, how many answered `type: 'ok'`, and every latency in milliseconds.
 */
import { Agent, request } from 'node:http';

export type LoadJob = {
  port: number;
  concurrency: number;
  seconds: number;
  /** Each request: method, path, Authorization header (or ''), JSON body (or ''). Taken in order, round robin. */
  requests: [method: string, path: string, auth: string, body: string][];
};
export type LoadResult = { done: number; ok: number; seconds: number; latencies: number[]; firstError?: string };

function send(agent: Agent, port: number, [method, path, auth, body]: LoadJob['requests'][number]) {
  return new Promise<string>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = auth;
    if (body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        data += c;
      });
      res.on('end', () => resolve(data));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body || undefined);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.concurrency });
  const latencies: number[] = [];
  let next = 0;
  let ok = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const end = start + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < end) {
        const r = job.requests[next++ % job.requests.length]!;
        const t0 = performance.now();
        const text = await send(agent, job.port, r);
        latencies.push(performance.now() - t0);
        if ((JSON.parse(text) as { type?: string }).type === 'ok') ok++;
        else firstError ??= text.slice(0, 300);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return { done: latencies.length, ok, seconds, latencies, ...(firstError ? { firstError } : {}) };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (r) => process.send?.(r),
    (e: unknown) => process.send?.({ error: String(e) }),
  );
});
