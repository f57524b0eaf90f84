/** Generated pictures: game and vendor icons, banners, team logos, promotion headers, captchas. */
import { createHash } from 'node:crypto';

const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hue(seed: string): number {
  return createHash('md5').update(seed).digest().readUInt16BE(0) % 360;
}

function wrap(text: string, max: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line.length > 0 && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line.length > 0 ? `${line} ${word}` : word;
  }
  if (line.length > 0) lines.push(line);
  return lines.slice(0, 3);
}

/** A titled card picture of width x height with a gradient keyed by `seed`. */
export function card(seed: string, title: string, subtitle: string, width: number, height: number): string {
  const h = hue(seed);
  const size = Math.round(Math.min(width, height) / 8);
  const lines = wrap(title, Math.max(6, Math.floor(width / (size * 0.62))));
  const top = height / 2 - ((lines.length - 1) * size * 1.15) / 2;
  const texts = lines
    .map((l, i) => `<text x="50%" y="${(top + i * size * 1.15).toFixed(1)}" font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="#fff">${esc(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,25%)"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" rx="${Math.round(size / 2)}" fill="url(#g)"/>`
    + `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${size * 1.6}" fill="#fff" opacity="0.12"/>`
    + texts
    + `<text x="50%" y="${height - size * 0.8}" font-size="${Math.round(size * 0.6)}" text-anchor="middle" fill="#fff" opacity="0.8">${esc(subtitle)}</text>`
    + '</svg>';
}

/** A round logo with initials (team logos, vendor icons). */
export function badge(seed: string, label: string, sizePx = 96): string {
  const h = hue(seed);
  const initials = label.replace(/[^A-Za-z0-9 ]/g, '').split(/\s+/).filter(Boolean).map((w) => w[0]).join('').slice(0, 3).toUpperCase() || '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${sizePx}" height="${sizePx}" viewBox="0 0 96 96">`
    + `<circle cx="48" cy="48" r="46" fill="hsl(${h},65%,42%)" stroke="#fff" stroke-width="3"/>`
    + `<text x="48" y="50" font-size="${initials.length > 2 ? 26 : 34}" font-weight="700" text-anchor="middle" dominant-baseline="middle" fill="#fff">${esc(initials)}</text></svg>`;
}

/** Captcha digits drawn with jitter and noise lines; `rand` gives the jitter. */
export function captchaSvg(code: string, rand: () => number): string {
  const w = 24 * code.length + 20;
  const digits = [...code].map((d, i) => {
    const x = 14 + i * 24;
    const y = 30 + Math.round(rand() * 8 - 4);
    const r = Math.round(rand() * 40 - 20);
    return `<text x="${x}" y="${y}" transform="rotate(${r} ${x} ${y})" font-size="26" font-family="monospace" font-weight="700" fill="hsl(${Math.round(rand() * 360)},60%,35%)">${d}</text>`;
  }).join('');
  const noise = Array.from({ length: 5 }, () => `<line x1="${Math.round(rand() * w)}" y1="${Math.round(rand() * 44)}" x2="${Math.round(rand() * w)}" y2="${Math.round(rand() * 44)}" stroke="#999" stroke-width="1"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="44" viewBox="0 0 ${w} 44"><rect width="100%" height="100%" fill="#f3f3f3"/>${noise}${digits}</svg>`;
}
