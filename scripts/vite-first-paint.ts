import type { Plugin } from 'vite';

// Build-only changes to index.html for the first paint (bench/README.md): the
// stylesheet no longer blocks it, and the current route's chunks are fetched
// with the entry.

/**
 * The entry stylesheet without blocking the first paint: fetched at once
 * (preload) but applied when it has arrived, so index.html's placeholder
 * shell (styled inline) paints as soon as the HTML is there. main.tsx renders
 * the app only once the stylesheet has loaded, so nothing paints unstyled.
 */
export function nonBlockingStylesheet(): Plugin {
  return {
    name: 'ordning:non-blocking-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          (_tag, crossorigin: string | undefined, href: string) =>
            `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}">` +
            `<link rel="stylesheet"${crossorigin ?? ''} href="${href}" media="print" onload="this.media='all'">`,
        );
      },
    },
  };
}

/** '/offer/*' for routes/offer.$id.tsx, '/' for routes/index.tsx (TanStack's flat file names). */
export function routePattern(routeFile: string): string {
  const segments = routeFile
    .replace(/\.tsx$/, '')
    .split(/[./]/)
    .filter((segment) => segment !== 'index');
  return `/${segments.map((segment) => (segment.startsWith('$') ? '*' : segment)).join('/')}`;
}

/**
 * A tiny inline script that modulepreloads the chunks of the route being
 * opened (found by its path), so they download with the entry instead of
 * after it has run: one round trip less before a page's content paints.
 */
export function preloadRouteChunks(): Plugin {
  return {
    name: 'ordning:preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const routes: Record<string, number[]> = {};
        for (const chunk of chunks) {
          const route = /\/src\/routes\/(.+\.tsx)\?tsr-split=component$/.exec(
            chunk.facadeModuleId ?? '',
          )?.[1];
          if (!route) continue;
          const needed: number[] = [];
          const visit = (fileName: string) => {
            // Chunks are assets/<name>.js (Vite's default); the script lists only <name>.
            if (preloaded.has(fileName) || !/^assets\/[^/]+\.js$/.test(fileName)) return;
            const index = files.includes(fileName) ? files.indexOf(fileName) : files.push(fileName) - 1;
            if (needed.includes(index)) return;
            needed.push(index);
            const dependency = bundle[fileName];
            if (dependency?.type === 'chunk') dependency.imports.forEach(visit);
          };
          visit(chunk.fileName);
          routes[routePattern(route)] = needed;
        }
        const names = files.map((file) => file.slice('assets/'.length, -'.js'.length));
        const script =
          `(function(f,r){var p=location.pathname.replace(/\\/+$/,'')||'/';` +
          `(r[p]||r[p.replace(/\\/[^/]+$/,'/*')]||[]).forEach(function(i){var l=document.createElement('link');` +
          `l.rel='modulepreload';l.crossOrigin='';l.href='/assets/'+f[i]+'.js';document.head.appendChild(l)})})` +
          `(${JSON.stringify(names)},${JSON.stringify(routes)})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
