/**
 * Generated portraits of the demo authors and illustrators (SVG): a face-shaped silhouette on a colour from
 * the slug's hash, with the person's initials. Deterministic, so the commerce upstream's image resizer can
 * render one at any size, as it does covers.
 */
import { hashString } from './random';
import { escapeXml } from './text';

export interface PortraitInput {
  slug: string;
  name: string;
  width: number;
  height: number;
}

const MAX_SIDE = 4000;
const side = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_SIDE, Math.max(1, Math.round(value))) : 1;
const fmt = (value: number) => String(Math.round(value * 10) / 10);

/** The initials of a name: the first letter of its first and last word ('Aline De Smet' → 'AS'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

export function portraitSvg(input: PortraitInput): string {
  const width = side(input.width);
  const height = side(input.height);
  const unit = Math.min(width, height);
  const hue = hashString(input.slug) % 360;
  const background = `hsl(${hue}, 45%, 82%)`;
  const figure = `hsl(${hue}, 40%, 38%)`;
  const cx = width / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    `<circle cx="${fmt(cx)}" cy="${fmt(height * 0.4)}" r="${fmt(unit * 0.2)}" fill="${figure}"/>` +
    `<ellipse cx="${fmt(cx)}" cy="${fmt(height * 0.98)}" rx="${fmt(unit * 0.38)}" ry="${fmt(unit * 0.3)}" fill="${figure}"/>` +
    `<text x="${fmt(cx)}" y="${fmt(height * 0.4 + unit * 0.07)}" font-size="${fmt(unit * 0.18)}" font-weight="700" fill="#fff" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif">${escapeXml(initialsOf(input.name))}</text>` +
    `</svg>`
  );
}
