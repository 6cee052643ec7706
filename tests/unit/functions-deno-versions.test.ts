// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The functions run under Deno when deployed and under Node in the embedded backend and the
// tests. Each npm import of a function's deno.json names the exact version package-lock.json
// installs, so both runtimes run the same libraries, and deno.lock holds that version.

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string }>;
};
const folders = readdirSync('supabase/functions', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
  .map((entry) => entry.name);

describe("the functions' Deno dependencies", () => {
  it.each(folders)('%s pins each npm import to the version Node runs, and locks it', (folder) => {
    const config = JSON.parse(readFileSync(`supabase/functions/${folder}/deno.json`, 'utf8')) as {
      imports: Record<string, string>;
    };
    const denoLock = readFileSync(`supabase/functions/${folder}/deno.lock`, 'utf8');
    for (const specifier of Object.values(config.imports)) {
      const match = /^npm:(@?[^@]+)@(.+)$/.exec(specifier);
      expect(match, specifier).not.toBeNull();
      const [, name = '', version = ''] = match ?? [];
      expect(version, `${folder}: ${name}`).toBe(lock.packages[`node_modules/${name}`]?.version);
      expect(denoLock, `${folder}: ${name}@${version} in deno.lock`).toContain(`"${name}@${version}"`);
    }
  });
});
