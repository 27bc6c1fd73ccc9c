// Makes every icon the site and its web manifest use from the one source logo, public/logo.svg.
// Run after changing the logo (`node scripts/generate-icons.mjs`) and commit the PNGs: the build
// copies them from public/ as they are, so it needs neither sharp nor this script.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateAssets } from '@vite-pwa/assets-generator/api/generate-assets';
import { generateHtmlMarkup } from '@vite-pwa/assets-generator/api/generate-html-markup';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';

const logo = resolve('public/logo.svg');
const brandBlue = '#124a84';

/** minimal-2023 without the 64 px icon nothing uses; a full-bleed brand background where transparency is not allowed. */
const preset = {
  transparent: { sizes: [192, 512], favicons: [[48, 'favicon.ico']] },
  // Maskable icons are cropped to a circle or squircle: the padding keeps the peak inside the safe zone.
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: brandBlue } },
  // iOS fills transparent corners with black; the brand blue continues the logo's own background instead.
  apple: { sizes: [180], padding: 0.15, resizeOptions: { background: brandBlue } },
};

const assets = await instructions({
  imageResolver: () => readFile(logo),
  imageName: logo,
  originalName: 'public/logo.svg',
  preset,
  faviconPreset: '2023',
  htmlLinks: { xhtml: false, includeId: false },
  basePath: '/',
  resolveSvgName: () => 'logo.svg',
});
await generateAssets(assets, true, resolve('public'), (message) => console.log(message));
console.log(generateHtmlMarkup(assets).join('\n'));
