import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import type { ScriptResource } from './probed-page.ts';

export interface ChunkSize {
  path: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsTotal {
  gzipBytes: number;
  rawBytes: number;
  chunks: ChunkSize[];
}

/**
 * Sizes of the build's JavaScript as it ships: each file gzipped here at
 * level 9 (a stable figure, whatever the server's own compression level), the
 * inline scripts of index.html included.
 */
export class JsSizer {
  private readonly cache = new Map<string, ChunkSize>();

  constructor(readonly distDir: string) {}

  size(path: string): ChunkSize {
    const known = this.cache.get(path);
    if (known) return known;
    const bytes = readFileSync(join(this.distDir, decodeURIComponent(path)));
    const size = { path, rawBytes: bytes.length, gzipBytes: gzip(bytes) };
    this.cache.set(path, size);
    return size;
  }

  /** index.html's inline <script> bodies (run before anything else), as one pseudo-chunk. */
  inlineScripts(): ChunkSize | null {
    const html = readFileSync(join(this.distDir, 'index.html'), 'utf8');
    const bodies = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((body) => body.trim() !== '');
    if (bodies.length === 0) return null;
    const bytes = Buffer.from(bodies.join('\n'));
    return { path: 'index.html (inline scripts)', rawBytes: bytes.length, gzipBytes: gzip(bytes) };
  }

  /** The distinct scripts among `resources` (first fetch of each path), biggest first. */
  total(resources: readonly ScriptResource[]): JsTotal {
    const paths = [...new Set(resources.map((resource) => resource.path))];
    const chunks = paths.map((path) => this.size(path));
    const inline = this.inlineScripts();
    if (inline) chunks.push(inline);
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
      chunks,
    };
  }
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JavaScript the paint strictly depends on, from the build manifest: the
 * entry and the route chunks among `loaded`, each with its static imports.
 * Whatever else loaded before the paint (chunks the bootstrap imports
 * dynamically, say) could have waited. Null without a manifest.
 */
export function criticalPath(sizer: JsSizer, loaded: readonly ScriptResource[]): JsTotal | null {
  const manifestFile = join(sizer.distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const loadedFiles = new Set(loaded.map((script) => script.path.replace(/^\//, '')));
  const roots = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isEntry || (key.startsWith('src/routes/') && loadedFiles.has(chunk.file)))
    .map(([key]) => key);
  const needed = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || needed.has(chunk.file)) return;
    needed.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  roots.forEach(visit);
  const scripts = [...needed]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ path: `/${file}`, startMs: 0, endMs: 0, fromServiceWorker: false }));
  return sizer.total(scripts);
}

export interface LazyChunks {
  /** The biggest chunk that no page's first load needs, the rich-text editor's excepted. */
  largest: ChunkSize | null;
  /** The chunks that hold Quill (loaded only when an offer editor opens), summed. */
  editor: JsTotal;
  count: number;
}

/**
 * Every JS chunk outside the entry's static import tree loads on demand (a
 * route, a dialog, the editor). Issue 15 budgets each at 60 kB gzip, except
 * the rich-text editor, which is reported on its own. Null without a manifest.
 */
export function lazyChunks(sizer: JsSizer): LazyChunks | null {
  const manifestFile = join(sizer.distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const eager = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || eager.has(chunk.file)) return;
    eager.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !eager.has(file))
    .map((file) => sizer.size(`/${file}`));
  const isEditor = (chunk: ChunkSize) => /quill/i.test(chunkContents(sizer.distDir, chunk.path, 5));
  const editorChunks = lazy.filter(isEditor);
  const others = lazy.filter((chunk) => !isEditor(chunk)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    largest: others[0] ?? null,
    editor: {
      gzipBytes: editorChunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
      rawBytes: editorChunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
      chunks: editorChunks,
    },
    count: lazy.length,
  };
}

function gzip(bytes: Buffer): number {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
}

export function kB(bytes: number): number {
  return Math.round(bytes / 100) / 10;
}

/** A package name, or the project path of a source file. */
function sourceName(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return pkg?.[1] ?? source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|sw)\//, '$1/');
}

/** What a chunk mostly holds, from its source map: the biggest packages or files by source size. */
export function chunkContents(distDir: string, path: string, count = 3): string {
  const mapFile = join(distDir, `${decodeURIComponent(path)}.map`);
  if (!existsSync(mapFile)) return '';
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
    sources: string[];
    sourcesContent?: (string | null)[];
  };
  const bySource = new Map<string, number>();
  map.sources.forEach((source, index) => {
    const name = sourceName(source);
    bySource.set(name, (bySource.get(name) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  return [...bySource.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name]) => name)
    .join(', ');
}

export function describeChunks(distDir: string, total: JsTotal, count = 10): string[] {
  return total.chunks
    .slice(0, count)
    .map(
      (chunk) =>
        `${chunk.path.padEnd(44)} ${kB(chunk.gzipBytes).toFixed(1).padStart(6)} kB  ${chunkContents(distDir, chunk.path)}`,
    );
}

/** A chunk's file name without its folder and content hash, for a table row. */
export function chunkLabel(path: string): string {
  return (path.split('/').pop() ?? path).replace(/-[\w-]{8}\.js$/, '.js');
}
