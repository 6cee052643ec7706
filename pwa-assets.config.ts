import { defineConfig } from '@vite-pwa/assets-generator/config';

const olive = '#7d8f24';
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [64, 192, 512], favicons: [[48, 'favicon.ico']] },
    // The logo's own olive square melts into the olive fill, so the maskable icon is full-bleed.
    maskable: { sizes: [192, 512], padding: 0.3, resizeOptions: { background: olive } },
    apple: { sizes: [180], padding: 0.3, resizeOptions: { background: olive } },
  },
  images: ['public/logo.svg'],
});
