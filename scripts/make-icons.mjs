/**
 * The installable app's icons (docs/venue-mode.md): PNGs of the Compe mark, drawn from the rounded
 * rectangles of src/components/logo.tsx, so the home-screen icon is the mark the top bar shows.
 * Run `node scripts/make-icons.mjs` after changing the logo; it writes public/pwa-*.png and
 * public/apple-touch-icon.png. A PNG is a zlib stream of rows, so nothing but Node is needed.
 *
 * - pwa-192.png, pwa-512.png ("any"): the mark as it is, transparent outside its rounded square;
 * - pwa-maskable-512.png: full bleed, the podium inside the central 80 % that every mask keeps;
 * - apple-touch-icon.png (180): opaque (iOS fills transparency with black), full bleed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/** #fff → #ffffff */
const longHex = (hex = '') =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;

/** The logo's rectangles in its 32-unit viewBox, read from the component itself. */
function logoRects() {
  const source = readFileSync(path.join(root, 'src/components/logo.tsx'), 'utf8');
  const rects = [...source.matchAll(/<rect\s([^>]*?)\/>/g)].map(([, attributes]) => {
    const value = (name, fallback) => {
      const match = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attributes);
      return match ? match[1] : fallback;
    };
    return {
      x: Number(value('x', '0')),
      y: Number(value('y', '0')),
      width: Number(value('width')),
      height: Number(value('height')),
      rx: Number(value('rx', '0')),
      fill: longHex(value('fill')),
    };
  });
  if (rects.length < 2 || rects.some((rect) => !/^#[0-9a-f]{6}$/i.test(rect.fill))) {
    throw new Error('src/components/logo.tsx: expected <rect> elements with #rgb or #rrggbb fills');
  }
  return rects;
}

const rgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** Whether (px, py) lies in the rounded rectangle. */
function inside(rect, px, py) {
  const { x, y, width, height, rx } = rect;
  if (px < x || py < y || px > x + width || py > y + height) return false;
  const cx = Math.min(Math.max(px, x + rx), x + width - rx);
  const cy = Math.min(Math.max(py, y + rx), y + height - rx);
  return (px - cx) ** 2 + (py - cy) ** 2 <= rx * rx;
}

/** Each pixel sampled 4×4 times for smooth edges; later rectangles paint over earlier ones. */
const SAMPLES = 4;

/**
 * RGBA pixels of `size`² drawing the rectangles. `scale` and `offset` map the 32-unit box onto the
 * image; `background` (hex) fills the whole image first, or it stays transparent.
 */
function draw(rects, size, { scale, offset, background }) {
  const pixels = Buffer.alloc(size * size * 4);
  const base = background ? [...rgb(background), 255] : [0, 0, 0, 0];
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = (column + (sx + 0.5) / SAMPLES - offset) / scale;
          const py = (row + (sy + 0.5) / SAMPLES - offset) / scale;
          let color = base;
          for (const rect of rects) if (inside(rect, px, py)) color = [...rgb(rect.fill), 255];
          // Premultiplied, so a transparent sample does not darken an edge.
          for (let i = 0; i < 3; i++) sum[i] += (color[i] * color[3]) / 255;
          sum[3] += color[3];
        }
      }
      const n = SAMPLES * SAMPLES;
      const alpha = sum[3] / n;
      const at = (row * size + column) * 4;
      for (let i = 0; i < 3; i++) pixels[at + i] = alpha === 0 ? 0 : Math.round((sum[i] / n) * (255 / alpha));
      pixels[at + 3] = Math.round(alpha);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG (colour type 6), each row with filter 0. */
function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rects = logoRects();
const [frame, ...podium] = rects;
/** The whole mark on its rounded square, edge to edge. */
const full = (size) => ({ scale: size / 32, offset: 0 });
/**
 * The podium alone on a full-bleed square of the frame's colour: the frame's rounded corners would
 * be cut by the platform's mask anyway. `share` of the icon's width holds the 32-unit box.
 */
const bleed = (size, share) => ({
  scale: (size * share) / 32,
  offset: (size * (1 - share)) / 2,
  background: frame.fill,
});

const icons = [
  ['pwa-192.png', 192, rects, full(192)],
  ['pwa-512.png', 512, rects, full(512)],
  // The safe zone of a maskable icon is a circle of 80 % of its width; the podium (x 5–27, y 9–26)
  // stays inside it at 75 %.
  ['pwa-maskable-512.png', 512, podium, bleed(512, 0.75)],
  ['apple-touch-icon.png', 180, podium, bleed(180, 0.9)],
];
for (const [name, size, shapes, placement] of icons) {
  const file = path.join(root, 'public', name);
  writeFileSync(file, png(size, draw(shapes, size, placement)));
  console.log(`${path.relative(root, file)} ${size}×${size}`);
}
