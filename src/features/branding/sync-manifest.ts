import {
  BRAND_ICON_SIZES,
  BRANDED_MANIFEST_MESSAGE,
  type BrandedManifestMessage,
} from '@/lib/branded-manifest.ts';
import { drawBrandIcons } from './brand-icon.ts';
import { brandIconSource, brandedManifestFor } from './manifest-brand.ts';
import type { ResolvedBranding } from './resolve-branding.ts';

const ACK_TIMEOUT_MS = 5000;
const MANIFEST_PATH = '/manifest.webmanifest';

function post(worker: ServiceWorker, message: BrandedManifestMessage): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ACK_TIMEOUT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** A new manifest URL makes the browser read the manifest again (through the worker), in this page load. */
function pointManifestLink(version: string | null): void {
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const href = version === null ? MANIFEST_PATH : `${MANIFEST_PATH}?v=${version}`;
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Hands the subdomain's brand to the service worker, which serves it as the
 * web app manifest from then on (offline and on a static host too). Without
 * a worker (unsupported, or not yet installed) the build's manifest stands
 * until the next load. Loaded only on a company's subdomain.
 */
export async function syncBrandedManifest(branding: ResolvedBranding): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return;
  const manifest = brandedManifestFor(branding);
  const source = brandIconSource(branding);
  const icons = manifest && source ? await drawBrandIcons(BRAND_ICON_SIZES, source) : [];
  const stored = await post(worker, { type: BRANDED_MANIFEST_MESSAGE, manifest, icons });
  if (stored) pointManifestLink(manifest?.version ?? null);
}
