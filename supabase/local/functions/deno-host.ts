import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { denoBinary } from './deno-binary.ts';
import { FunctionBootError, type FunctionHandler, fileExists, findHandlerFile } from './load-handler.ts';

const SERVE_SCRIPT = join(import.meta.dirname, 'deno-serve.ts');
const BOOT_TIMEOUT_MS = 60_000;

/**
 * The functions under real Deno instead of Node (ORDNING_FUNCTIONS_RUNTIME=deno):
 * on first use each function starts as a Deno process with its own deno.json
 * and deno.lock (npm: imports, Deno's fetch, Request and Deno.env), serving
 * handler.ts on a local port; calls are forwarded to it. What runs is what
 * `supabase functions deploy` bundles, so a suite run this way replays the
 * functions' tests under the runtime hosted Supabase uses.
 */
export class DenoFunctionHost {
  private readonly ports = new Map<string, Promise<number>>();
  private readonly children = new Set<ChildProcess>();

  /** `env` is read when a function starts: the gateway knows its own URL only once it listens. */
  constructor(
    private readonly functionsDir: string,
    private readonly env: () => Record<string, string>,
  ) {}

  async load(name: string): Promise<FunctionHandler | null> {
    const file = await findHandlerFile(this.functionsDir, name);
    if (!file) return null;
    const dir = dirname(file);
    let port = this.ports.get(name);
    if (!port) {
      port = this.start(dir, await fileExists(join(dir, 'deno.json')));
      this.ports.set(name, port);
      port.catch(() => this.ports.delete(name));
    }
    const listening = await port;
    return (req) => forward(req, listening);
  }

  private start(dir: string, configured: boolean): Promise<number> {
    const child = spawn(
      denoBinary(),
      [
        'run',
        '--quiet',
        '--frozen',
        configured ? `--config=${join(dir, 'deno.json')}` : '--no-config',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        SERVE_SCRIPT,
        pathToFileURL(join(dir, 'handler.ts')).href,
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          DENO_TLS_CA_STORE: 'system',
          DENO_NO_UPDATE_CHECK: '1',
          ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
          ...this.env(),
        },
      },
    );
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${dir}: Deno did not start in time`)),
        BOOT_TIMEOUT_MS,
      );
      let output = '';
      let serving = false;
      child.stdout.on('data', (chunk: Buffer) => {
        // The function's own logs after the port line go to the console, as on hosted.
        if (serving) return void process.stdout.write(chunk);
        output += chunk.toString();
        const match = /ordning-deno-port=(\d+)\n?/.exec(output);
        if (!match) return;
        serving = true;
        clearTimeout(timer);
        resolve(Number(match[1]));
        const rest = output.replace(match[0], '');
        if (rest) process.stdout.write(rest);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        // A module that fails to load (or has no default export) never serves: hosted's BOOT_ERROR.
        reject(new FunctionBootError(`${dir}: Deno exited with ${String(code)} before serving`));
      });
    });
  }

  close(): void {
    for (const child of this.children) child.kill();
    this.children.clear();
    this.ports.clear();
  }
}

async function forward(req: Request, port: number): Promise<Response> {
  const url = new URL(req.url);
  const hasBody = req.body !== null && req.method !== 'GET' && req.method !== 'HEAD';
  const response = await fetch(`http://127.0.0.1:${String(port)}${url.pathname}${url.search}`, {
    method: req.method,
    headers: req.headers,
    body: hasBody ? await req.arrayBuffer() : null,
    redirect: 'manual',
  });
  // Node's fetch has decoded the body: the headers describing the encoding no longer hold.
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await response.arrayBuffer(), { status: response.status, headers });
}
