import { Agent, request } from 'node:http';

/**
 * A lean keep-alive GET for load generation. Node's fetch (undici) costs the
 * client noticeably more CPU per request, and on a 2-core machine the client's
 * cost would be counted against the server being measured.
 */
export function createGetter(baseUrl: string, headers: Record<string, string>, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  return (path: string) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ hostname, port, path, headers, agent }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`status ${String(res.statusCode)}`));
          else resolve(bytes);
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
}
