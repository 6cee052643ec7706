import { runInNewContext } from 'node:vm';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { nonBlockingStylesheet, preloadRouteChunks, routePattern } from '../../scripts/vite-first-paint.ts';

// The build's index.html changes for the first paint (scripts/vite-first-paint.ts).

type Bundle = Parameters<IndexHtmlTransformHook>[1]['bundle'];

function transform(plugin: Plugin, html: string, bundle?: Bundle) {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html', bundle });
}

function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) {
  return { type: 'chunk', fileName, imports, facadeModuleId, isEntry };
}

describe('route patterns of TanStack route files', () => {
  it.each([
    ['index.tsx', '/'],
    ['offers.tsx', '/offers'],
    ['offer.$id.tsx', '/offer/*'],
    ['admin/index.tsx', '/admin'],
    ['company/offers.tsx', '/company/offers'],
  ])('%s is %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern);
  });
});

describe('the stylesheet', () => {
  it('is fetched at once but does not block the first paint', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>';
    expect(transform(nonBlockingStylesheet(), html)).toBe(
      '<head><link rel="preload" as="style" crossorigin href="/assets/index-abc.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css" media="print" onload="this.media=\'all\'"></head>',
    );
  });
});

describe('route chunk preloads', () => {
  const bundle = {
    'assets/index-1.js': chunk('assets/index-1.js', ['assets/react-1.js'], '/app/index.html', true),
    'assets/react-1.js': chunk('assets/react-1.js', []),
    'assets/offers-1.js': chunk(
      'assets/offers-1.js',
      ['assets/grid-1.js', 'assets/react-1.js'],
      '/app/src/routes/offers.tsx?tsr-split=component',
    ),
    'assets/grid-1.js': chunk('assets/grid-1.js', ['assets/icons-1.js']),
    'assets/icons-1.js': chunk('assets/icons-1.js', []),
    'assets/offer._id-1.js': chunk(
      'assets/offer._id-1.js',
      ['assets/icons-1.js'],
      '/app/src/routes/offer.$id.tsx?tsr-split=component',
    ),
  } as unknown as Bundle;

  function preloadsFor(pathname: string): string[] {
    const result = transform(preloadRouteChunks(), '<head></head>', bundle) as {
      tags: { children: string }[];
    };
    const head = { links: [] as { href: string; rel: string }[] };
    const document = {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: { href: string; rel: string }) => head.links.push(link) },
    };
    runInNewContext(result.tags[0]?.children ?? '', { location: { pathname }, document });
    return head.links.map((link) => `${link.rel} ${link.href}`);
  }

  it("lists the opened route's chunks and their imports, not what the entry already loads", () => {
    expect(preloadsFor('/offers')).toEqual([
      'modulepreload /assets/offers-1.js',
      'modulepreload /assets/grid-1.js',
      'modulepreload /assets/icons-1.js',
    ]);
    expect(preloadsFor('/offers/')).toHaveLength(3);
  });

  it('matches a path parameter, and preloads nothing for an unknown path', () => {
    expect(preloadsFor('/offer/0ffe0000-0000-4000-8000-000000000019')).toEqual([
      'modulepreload /assets/offer._id-1.js',
      'modulepreload /assets/icons-1.js',
    ]);
    expect(preloadsFor('/finnes-ikke')).toEqual([]);
  });
});
