import { createHash } from 'node:crypto';
import type { Category } from '@bolo/contracts';
import sharp from 'sharp';

const SIZE = 800;

/** A colour and a simple emblem per category, so cards are recognisable at a glance. */
const STYLE: Record<Category, { background: string; accent: string; emblem: string }> = {
  Electronics: { background: '#1F4E79', accent: '#7FB3E0', emblem: '<rect x="250" y="170" width="300" height="210" rx="24"/><rect x="370" y="380" width="60" height="40"/>' },
  Toys: { background: '#C0392B', accent: '#F5B7B1', emblem: '<circle cx="330" cy="280" r="90"/><circle cx="470" cy="280" r="90"/><rect x="300" y="300" width="200" height="100" rx="20"/>' },
  'Home & Kitchen': { background: '#A0522D', accent: '#F0C8A0', emblem: '<path d="M240 300 L400 170 L560 300 L560 420 L240 420 Z"/>' },
  Fashion: { background: '#7D3C98', accent: '#D7BDE2', emblem: '<path d="M300 180 L400 220 L500 180 L580 260 L530 300 L530 420 L270 420 L270 300 L220 260 Z"/>' },
  Collectibles: { background: '#B7950B', accent: '#F9E79F', emblem: '<path d="M400 160 L440 270 L560 270 L465 335 L500 440 L400 375 L300 440 L335 335 L240 270 L360 270 Z"/>' },
  Gaming: { background: '#117A65', accent: '#A3E4D7', emblem: '<rect x="220" y="230" width="360" height="170" rx="80"/><circle cx="320" cy="315" r="28" fill="#117A65"/><circle cx="480" cy="315" r="28" fill="#117A65"/>' },
  Media: { background: '#2C3E50', accent: '#AEB6BF', emblem: '<circle cx="400" cy="300" r="140"/><circle cx="400" cy="300" r="30" fill="#2C3E50"/>' },
  'Tools & Industrial': { background: '#D35400', accent: '#FAD7A0', emblem: '<rect x="370" y="230" width="60" height="200" rx="10"/><rect x="280" y="170" width="240" height="80" rx="16"/>' },
  'Sports & Outdoors': { background: '#1E8449', accent: '#ABEBC6', emblem: '<path d="M220 420 L360 200 L440 320 L490 260 L590 420 Z"/>' },
  'Health & Beauty': { background: '#C2185B', accent: '#F8BBD0', emblem: '<rect x="340" y="240" width="120" height="190" rx="24"/><rect x="370" y="180" width="60" height="60" rx="8"/>' },
};

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** Greedy word wrap; long names get a smaller font rather than being cut. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface ItemImage {
  data: Buffer;
  contentType: 'image/jpeg';
  checksum: string;
}

/** Renders an 800x800 JPEG for an item entirely offline (SVG through sharp/librsvg). */
export async function renderItemImage(item: { name: string; category: Category; subcategory: string | null }): Promise<ItemImage> {
  const style = STYLE[item.category];
  const fontSize = item.name.length > 48 ? 40 : 48;
  const lines = wrap(item.name, Math.floor(1300 / fontSize)).slice(0, 4);
  const text = lines
    .map((line, i) => `<text x="400" y="${560 + i * (fontSize + 12)}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.background}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <circle cx="680" cy="120" r="180" fill="${style.accent}" opacity="0.15"/>
  <g fill="${style.accent}">${style.emblem}</g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff">${text}</g>
  <text x="400" y="760" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="${style.accent}">${escapeXml(
    [item.category, item.subcategory].filter(Boolean).join(' · '),
  )}</text>
</svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return { data, contentType: 'image/jpeg', checksum: createHash('sha256').update(data).digest('hex') };
}
