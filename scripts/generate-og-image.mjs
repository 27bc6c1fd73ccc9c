// Makes the share-card image (Open Graph / Twitter, 1200x630) from scripts/og-image.svg.
// Run after changing the SVG (`node scripts/generate-og-image.mjs`) and commit the PNG: the build
// copies public/og-image.png as it is. sharp comes with @vite-pwa/assets-generator.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';

const source = resolve('scripts/og-image.svg');
const target = resolve('public/og-image.png');

// A few flat colours: a palette PNG keeps the card small for visitors on metered data.
await sharp(source).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toFile(target);
const { size } = await stat(target);
console.log(`wrote ${target} (${(size / 1024).toFixed(1)} KB)`);
