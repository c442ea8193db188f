/**
 * Generated book covers (SVG): a background colour from the sku's hash, a simple motif, the title and
 * the author wrapped to the cover's width. Cheap and deterministic, so the commerce upstream can render
 * one per image request at any size.
 */
import { hashString } from './random';
import { escapeXml, wrapWords } from './text';

export interface CoverInput {
  sku: string;
  title: string;
  author?: string | null;
  width: number;
  height: number;
}

const MAX_SIDE = 4000;
const side = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_SIDE, Math.max(1, Math.round(value))) : 1;

export function coverSvg(input: CoverInput): string {
  const width = side(input.width);
  const height = side(input.height);
  const hash = hashString(input.sku);
  const hue = hash % 360;
  const motif = (hash >>> 9) % 3;
  const background = `hsl(${hue}, 55%, 42%)`;
  const light = `hsl(${(hue + 40) % 360}, 70%, 78%)`;
  const dark = `hsl(${hue}, 60%, 22%)`;

  const unit = Math.min(width, height);
  const titleText = input.title || input.sku;
  // Shrink the type until the longest word fits the line, so words are not cut (average glyph is ~0.56 em).
  const longestWord = Math.max(...titleText.split(/\s+/).map((word) => word.length), 1);
  const titleSize = Math.max(
    6,
    Math.round(Math.min(unit * 0.09, (width * 0.84) / (0.56 * Math.min(longestWord, 18)))),
  );
  const charsPerLine = Math.max(
    6,
    Math.min(longestWord, 18),
    Math.floor((width * 0.84) / (titleSize * 0.56)),
  );
  const titleLines = wrapWords(titleText, charsPerLine, 5);
  const authorSize = Math.max(5, Math.round(titleSize * 0.55));
  const authorLines = input.author
    ? wrapWords(input.author, Math.max(6, Math.floor((width * 0.84) / (authorSize * 0.58))), 2)
    : [];

  const titleTop = Math.round(height * 0.14) + titleSize;
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="${fmt(width / 2)}" y="${fmt(titleTop + i * titleSize * 1.15)}" font-size="${titleSize}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const authorBottom = height - Math.round(height * 0.07);
  const author = authorLines
    .map(
      (line, i) =>
        `<text x="${fmt(width / 2)}" y="${fmt(authorBottom - (authorLines.length - 1 - i) * authorSize * 1.2)}" font-size="${authorSize}">${escapeXml(line)}</text>`,
    )
    .join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.title)}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    motifSvg(motif, hash, width, height, light, dark) +
    `<rect x="0" y="0" width="${fmt(width * 0.04)}" height="${height}" fill="${dark}" opacity="0.35"/>` +
    `<g fill="#fff" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif">${title}${author}</g>` +
    `</svg>`
  );
}

function motifSvg(
  motif: number,
  hash: number,
  width: number,
  height: number,
  light: string,
  dark: string,
): string {
  const unit = Math.min(width, height);
  if (motif === 0) {
    // A sun or moon over hills.
    return (
      `<circle cx="${fmt(width * 0.7)}" cy="${fmt(height * 0.62)}" r="${fmt(unit * 0.16)}" fill="${light}"/>` +
      `<ellipse cx="${fmt(width * 0.3)}" cy="${fmt(height * 0.95)}" rx="${fmt(width * 0.6)}" ry="${fmt(height * 0.2)}" fill="${dark}" opacity="0.55"/>`
    );
  }
  if (motif === 1) {
    // Stripes across the lower half.
    return [0.6, 0.7, 0.8]
      .map(
        (y, i) =>
          `<rect x="0" y="${fmt(height * y)}" width="${width}" height="${fmt(height * 0.05)}" fill="${i % 2 ? dark : light}" opacity="0.6"/>`,
      )
      .join('');
  }
  // A starry sky: star positions follow the hash, so each cover has its own.
  const stars: string[] = [];
  for (let i = 0, bits = hash; i < 7; i++, bits = Math.imul(bits ^ (bits >>> 15), 0x2c1b3c6d) >>> 0) {
    const x = 0.12 + ((bits & 0xff) / 255) * 0.76;
    const y = 0.55 + (((bits >>> 8) & 0xff) / 255) * 0.28;
    const r = unit * (0.012 + (((bits >>> 16) & 0xf) / 15) * 0.025);
    stars.push(
      `<circle cx="${fmt(width * x)}" cy="${fmt(height * y)}" r="${fmt(r)}" fill="${light}" opacity="0.85"/>`,
    );
  }
  return stars.join('');
}

const fmt = (value: number) => String(Math.round(value * 10) / 10);
