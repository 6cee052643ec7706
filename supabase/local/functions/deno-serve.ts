// Runs inside Deno (not Node): serves one function's handler.ts on a free
// local port, as Deno.serve in its index.ts does when deployed, and prints the
// port for the embedded backend (deno-host.ts), which forwards to it. The
// handler sees Deno.env, which the backend fills with the function's env.
// Usage: deno run --config <fn>/deno.json --allow-net --allow-env --allow-read deno-serve.ts <handler.ts URL>
export {};

declare const Deno: {
  args: string[];
  env: { get(name: string): string | undefined };
  serve(
    options: { port: number; hostname: string; onListen: (address: { port: number }) => void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
};

const [handlerUrl] = Deno.args;
if (!handlerUrl) throw new Error('deno-serve.ts needs the handler module URL');
const { default: handler } = (await import(handlerUrl)) as {
  default?: (req: Request, env: { get(name: string): string | undefined }) => Promise<Response>;
};
// Without a handler the function cannot boot: exit, and the backend answers BOOT_ERROR.
if (typeof handler !== 'function') throw new Error(`${handlerUrl} has no default export`);
Deno.serve(
  {
    port: 0,
    hostname: '127.0.0.1',
    onListen: ({ port }) => console.log(`ordning-deno-port=${String(port)}`),
  },
  (req) => handler(req, Deno.env),
);
