import type { Plugin, Rolldown } from 'vite';

type RolldownLog = Rolldown.RolldownLog;
type LogLevel = Rolldown.LogLevel;

/**
 * A first `npm start` should print no warning a newcomer has to wonder about. These two are
 * known and harmless; every other log passes through unchanged.
 */

/**
 * Tailwind's build plugin rewrites `src/styles.css` without a source map, so Rolldown warns that
 * the CSS chunk's map is incomplete. The shipped JavaScript's maps are unaffected, and no map of
 * the generated stylesheet could point at anything more useful than the utility classes.
 */
function isTailwindCssSourcemapNotice(log: RolldownLog): boolean {
  return log.code === 'SOURCEMAP_BROKEN' && (log.plugin ?? '').startsWith('@tailwindcss/vite');
}

export function quietKnownBuildWarnings(
  level: LogLevel,
  log: RolldownLog,
  defaultHandler: (level: LogLevel | 'error', log: RolldownLog) => void,
): void {
  if (isTailwindCssSourcemapNotice(log)) return;
  defaultHandler(level, log);
}

/**
 * vite-plugin-pwa 2.0 builds the service worker with `output.inlineDynamicImports: true`, which
 * Rolldown deprecates ("use codeSplitting: false instead") with a warning on every build. The
 * worker is one file either way; this renames the option before Rolldown reads it.
 */
export function workerWithoutCodeSplitting(): Plugin {
  return {
    name: 'ordning-worker-without-code-splitting',
    outputOptions(options) {
      // Read by name: the typed property is marked deprecated, which is the point here.
      const { inlineDynamicImports: inline, ...rest } = options as Record<string, unknown>;
      if (inline === undefined) return null;
      return inline === true ? { ...rest, codeSplitting: false } : rest;
    },
  };
}
