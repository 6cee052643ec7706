import { matchPrecache } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  BRANDED_MANIFEST_MESSAGE,
  BRAND_ICON_SIZES,
  BrandedManifestSchema,
  BrandedManifestMessageSchema,
  brandIconPath,
  brandShellLinks,
  mergeBrandedManifest,
  type BrandIconSize,
  type BrandedManifest,
  type BrandedManifestMessage,
} from '../src/lib/branded-manifest.ts';

declare const self: ServiceWorkerGlobalScope;

/** Kept apart from the precache (which a new version replaces) and from the runtime image cache (which expires). */
const BRAND_CACHE = 'ordning-brand-v1';
const MANIFEST_PATH = '/manifest.webmanifest';
const BRAND_KEY = '/__brand/manifest.json';

async function storeBrand(message: BrandedManifestMessage): Promise<void> {
  const cache = await caches.open(BRAND_CACHE);
  if (message.manifest === null) {
    await Promise.all([BRAND_KEY, ...BRAND_ICON_SIZES.map(brandIconPath)].map((key) => cache.delete(key)));
    return;
  }
  // Icons first: a manifest is never stored that names icons this cache lacks.
  await Promise.all(
    message.icons.map((icon) =>
      cache.put(
        brandIconPath(icon.size),
        new Response(icon.png, { headers: { 'content-type': 'image/png' } }),
      ),
    ),
  );
  const stored = { manifest: message.manifest, iconSizes: message.icons.map((icon) => icon.size) };
  await cache.put(BRAND_KEY, Response.json(stored));
}

async function readBrand(): Promise<{ manifest: unknown; iconSizes: BrandIconSize[] } | null> {
  const response = await (await caches.open(BRAND_CACHE)).match(BRAND_KEY);
  if (!response) return null;
  try {
    const stored = (await response.json()) as { manifest?: unknown; iconSizes?: unknown };
    const iconSizes = Array.isArray(stored.iconSizes)
      ? BRAND_ICON_SIZES.filter((size) => (stored.iconSizes as unknown[]).includes(size))
      : [];
    return { manifest: stored.manifest, iconSizes };
  } catch {
    return null;
  }
}

/** This origin's stored brand, when there is one and it is still valid. */
async function readValidBrand(): Promise<{ manifest: BrandedManifest; iconSizes: BrandIconSize[] } | null> {
  const brand = await readBrand();
  const parsed = brand ? BrandedManifestSchema.safeParse(brand.manifest) : null;
  return brand && parsed?.success ? { manifest: parsed.data, iconSizes: brand.iconSizes } : null;
}

/** The build's manifest (precached, so this works offline), branded when this origin has a brand. */
async function answerManifest(request: Request): Promise<Response> {
  const base = (await matchPrecache(MANIFEST_PATH)) ?? (await fetch(request));
  const brand = await readValidBrand();
  if (!brand) return base;
  try {
    const merged = mergeBrandedManifest(
      (await base.clone().json()) as Record<string, unknown>,
      brand.manifest,
      brand.iconSizes,
    );
    return new Response(JSON.stringify(merged), {
      headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' },
    });
  } catch {
    return base;
  }
}

/**
 * The shell document with this origin's brand linked (the branded manifest,
 * its apple-touch-icon), so a repeat visit's document never names the
 * product's own; unchanged when the origin has no brand.
 */
export async function brandShell(response: Response): Promise<Response> {
  const brand = await readValidBrand();
  if (!brand) return response;
  const html = brandShellLinks(await response.text(), {
    version: brand.manifest.version,
    iconSizes: brand.iconSizes,
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

async function answerIcon(url: URL): Promise<Response> {
  const cached = await (await caches.open(BRAND_CACHE)).match(url.pathname);
  return cached ?? new Response('Not found', { status: 404 });
}

/**
 * The white-label install (src/lib/branded-manifest.ts): the page sends the
 * subdomain's brand, this worker keeps it and answers the manifest and the
 * generated icons from it. Registered before the precache, which would
 * otherwise answer the manifest with the build's own.
 */
export function setUpBrandedManifest(): void {
  self.addEventListener('message', (event) => {
    const parsed = BrandedManifestMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const reply = event.ports[0];
    event.waitUntil(
      storeBrand(parsed.data).then(
        () => reply?.postMessage({ type: BRANDED_MANIFEST_MESSAGE, ok: true }),
        (error: unknown) => {
          console.warn('Could not store the brand', error);
          reply?.postMessage({ type: BRANDED_MANIFEST_MESSAGE, ok: false });
        },
      ),
    );
  });
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === MANIFEST_PATH,
    ({ request }) => answerManifest(request),
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/__brand/icon-'),
    ({ url }) => answerIcon(url),
  );
}
