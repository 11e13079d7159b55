import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The sample content's illustrations: small SVGs drawn here from simple shapes
 * (no stock photos, no downloads, no text, so no fonts). Run once to (re)write
 * web/public/content/: `npx tsx infra/local/seed/content-art.ts`.
 */

const PALETTES = [
  { sky: '#efe9ff', far: '#c9b8f5', near: '#7c5ccf', sun: '#ffc9a8' },
  { sky: '#e6f4f1', far: '#a8d5c8', near: '#3f8f7a', sun: '#ffe3a3' },
  { sky: '#fff1e6', far: '#f4c2a1', near: '#c4663f', sun: '#fff6c9' },
  { sky: '#e8f0fb', far: '#a9c3ea', near: '#3d64a8', sun: '#ffd6e0' },
  { sky: '#fbeef3', far: '#eab6c9', near: '#a44d73', sun: '#fff0b8' },
  { sky: '#f1f4e4', far: '#c8d59a', near: '#6b7f2e', sun: '#ffd9b0' },
] as const;

type Palette = (typeof PALETTES)[number];

/** A tiny deterministic generator, so the art is the same on every run. */
function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

const r1 = (n: number) => Math.round(n * 10) / 10;

function hills(w: number, h: number, y: number, amplitude: number, color: string, rnd: () => number): string {
  const points: string[] = [`M0 ${h}`, `L0 ${r1(y)}`];
  const steps = 4;
  for (let i = 1; i <= steps; i++) {
    const x = (w / steps) * i;
    const cx = x - w / steps / 2;
    const cy = y - amplitude * (0.4 + rnd());
    points.push(`Q${r1(cx)} ${r1(cy)} ${r1(x)} ${r1(y + amplitude * (rnd() - 0.5))}`);
  }
  points.push(`L${w} ${h}Z`);
  return `<path d="${points.join(' ')}" fill="${color}"/>`;
}

/** A calm landscape: sky, a sun, two lines of hills, sometimes two small figures. */
export function landscape(seed: number, w = 1200, h = 800): string {
  const rnd = random(seed);
  const p: Palette = PALETTES[seed % PALETTES.length];
  const sunX = r1(w * (0.2 + rnd() * 0.6));
  const sunY = r1(h * (0.22 + rnd() * 0.15));
  const figures =
    seed % 2 === 0
      ? `<g fill="${p.near}" opacity=".9"><circle cx="${w * 0.42}" cy="${h * 0.6}" r="${h * 0.035}"/><path d="M${w * 0.4} ${h * 0.64}h${w * 0.04}l${w * 0.008} ${h * 0.12}h-${w * 0.056}z"/><circle cx="${w * 0.5}" cy="${h * 0.61}" r="${h * 0.03}"/><path d="M${w * 0.483} ${h * 0.645}h${w * 0.034}l${w * 0.007} ${h * 0.11}h-${w * 0.048}z"/></g>`
      : '';
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${p.sky}"/><circle cx="${sunX}" cy="${sunY}" r="${r1(h * 0.12)}" fill="${p.sun}"/>` +
      hills(w, h, h * 0.62, h * 0.12, p.far, rnd) +
      figures +
      hills(w, h, h * 0.8, h * 0.08, p.near, rnd),
  );
}

/** Head-and-shoulders silhouette on a soft background, for team members and coordinators. */
export function avatar(seed: number, size = 400): string {
  const p: Palette = PALETTES[seed % PALETTES.length];
  const hair = ['#3b2a20', '#6b4a2b', '#a87b4f', '#2f2f3a', '#8a5a44', '#d9b48f'][seed % 6];
  const s = size;
  return svg(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${p.sky}"/><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.42}" fill="${p.far}" opacity=".55"/>` +
      `<path d="M${s * 0.18} ${s}c0-${s * 0.2} ${s * 0.14}-${s * 0.3} ${s * 0.32}-${s * 0.3}s${s * 0.32} ${s * 0.1} ${s * 0.32} ${s * 0.3}z" fill="${p.near}"/>` +
      `<circle cx="${s / 2}" cy="${s * 0.42}" r="${s * 0.15}" fill="#f3d3bd"/>` +
      `<path d="M${s * 0.35} ${s * 0.42}c0-${s * 0.12} ${s * 0.07}-${s * 0.18} ${s * 0.15}-${s * 0.18}s${s * 0.15} ${s * 0.06} ${s * 0.15} ${s * 0.18}c-${s * 0.05}-${s * 0.06}-${s * 0.2}-${s * 0.06}-${s * 0.3} 0z" fill="${hair}"/>`,
  );
}

/** A partner's mark: a simple geometric emblem. */
export function emblem(seed: number, size = 240): string {
  const p: Palette = PALETTES[seed % PALETTES.length];
  const s = size;
  const shapes = [
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.3}" fill="none" stroke="${p.near}" stroke-width="${s * 0.07}"/><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.1}" fill="${p.near}"/>`,
    `<path d="M${s / 2} ${s * 0.18}l${s * 0.3} ${s * 0.52}h-${s * 0.6}z" fill="${p.near}"/><circle cx="${s / 2}" cy="${s * 0.55}" r="${s * 0.08}" fill="${p.sun}"/>`,
    `<rect x="${s * 0.22}" y="${s * 0.22}" width="${s * 0.56}" height="${s * 0.56}" rx="${s * 0.12}" fill="${p.near}"/><path d="M${s * 0.36} ${s * 0.5}l${s * 0.1} ${s * 0.1} ${s * 0.18}-${s * 0.2}" stroke="#fff" stroke-width="${s * 0.05}" fill="none" stroke-linecap="round"/>`,
    `<path d="M${s / 2} ${s * 0.75}c-${s * 0.3}-${s * 0.18}-${s * 0.34}-${s * 0.36}-${s * 0.24}-${s * 0.46}s${s * 0.22}-${s * 0.06} ${s * 0.24} ${s * 0.08}c${s * 0.02}-${s * 0.14} ${s * 0.14}-${s * 0.18} ${s * 0.24}-${s * 0.08}s${s * 0.06} ${s * 0.28}-${s * 0.24} ${s * 0.46}z" fill="${p.near}"/>`,
    `<circle cx="${s * 0.38}" cy="${s / 2}" r="${s * 0.2}" fill="${p.far}"/><circle cx="${s * 0.62}" cy="${s / 2}" r="${s * 0.2}" fill="${p.near}" opacity=".85"/>`,
    `<path d="M${s * 0.2} ${s * 0.7}q${s * 0.3}-${s * 0.6} ${s * 0.6} 0" fill="none" stroke="${p.near}" stroke-width="${s * 0.08}" stroke-linecap="round"/><circle cx="${s / 2}" cy="${s * 0.36}" r="${s * 0.09}" fill="${p.sun}" stroke="${p.near}" stroke-width="${s * 0.03}"/>`,
  ];
  return svg(s, s, `<rect width="${s}" height="${s}" rx="${s * 0.16}" fill="${p.sky}"/>${shapes[seed % shapes.length]}`);
}

/** Line icons for the problem and help cards (stroke only, 96 x 96). */
const ICONS: Record<string, string> = {
  home: '<path d="M16 46 48 18l32 28"/><path d="M24 40v38h48V40"/><path d="M44 78V58h8l-4 8 6 4-6 8"/>',
  talk: '<path d="M14 22h52v34H38l-14 12V56H14z"/><path d="M70 36h12v30h-8v10l-12-10H44"/>',
  wallet: '<rect x="14" y="26" width="68" height="46" rx="6"/><path d="M62 44h20v14H62a7 7 0 0 1 0-14z"/><path d="M22 26l36-12 6 12"/>',
  shield: '<path d="M48 12 20 22v22c0 18 12 32 28 40 16-8 28-22 28-40V22z"/><path d="m36 48 8 8 16-16"/>',
  child: '<circle cx="48" cy="26" r="10"/><path d="M30 84V58l-8-14h52l-8 14v26"/><path d="M48 44v40"/>',
  heart: '<path d="M48 78S16 60 16 38a16 16 0 0 1 32-6 16 16 0 0 1 32 6c0 22-32 40-32 40z"/>',
  scales: '<path d="M48 14v66M28 80h40M20 28h56"/><path d="M20 28 10 52h20zM76 28 66 52h20z"/>',
  house: '<path d="M14 44 48 16l34 28"/><rect x="24" y="40" width="48" height="40"/><path d="M40 80V60h16v20"/>',
  cross: '<rect x="16" y="16" width="64" height="64" rx="10"/><path d="M48 32v32M32 48h32"/>',
  bed: '<path d="M12 72V30M12 56h72v16"/><path d="M12 46h24a8 8 0 0 1 8 8v2"/><path d="M44 46h32a8 8 0 0 1 8 8v2"/><circle cx="26" cy="38" r="6"/>',
  box: '<path d="M14 30 48 16l34 14v38L48 82 14 68z"/><path d="m14 30 34 14 34-14M48 44v38"/>',
  phone: '<path d="M30 14h14l6 16-9 6c4 9 10 15 19 19l6-9 16 6v14c0 4-4 8-8 8C44 74 22 52 22 22c0-4 4-8 8-8z"/>',
};

export function icon(name: keyof typeof ICONS, color: string): string {
  return svg(96, 96, `<g fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`);
}

export function logo(): string {
  return svg(
    96,
    96,
    '<rect width="96" height="96" rx="24" fill="#5b21b6"/><path d="M48 74S22 59 22 41a13 13 0 0 1 26-5 13 13 0 0 1 26 5c0 18-26 33-26 33z" fill="#fff"/><path d="M36 44h24" stroke="#5b21b6" stroke-width="6" stroke-linecap="round"/>',
  );
}

/** Every file of the sample content, by its path under /content/. */
export function contentArt(): Record<string, string> {
  const files: Record<string, string> = { 'logo.svg': logo(), 'hero.svg': landscape(1), 'so-math.svg': landscape(4) };
  for (let i = 1; i <= 22; i++) files[`posts/post-${String(i).padStart(2, '0')}.svg`] = landscape(i + 10);
  for (let i = 1; i <= 4; i++) files[`posts/slide-${i}.svg`] = landscape(i + 40);
  for (let i = 1; i <= 6; i++) files[`partners/partner-${i}.svg`] = emblem(i - 1);
  for (let i = 1; i <= 6; i++) files[`team/member-${i}.svg`] = avatar(i);
  for (let i = 1; i <= 4; i++) files[`team/slide-${i}.svg`] = landscape(i + 20);
  for (let i = 1; i <= 4; i++) files[`coordinators/coordinator-${i}.svg`] = avatar(i + 6);
  const colors = ['#5b21b6', '#3f8f7a', '#c4663f', '#3d64a8', '#a44d73', '#6b7f2e'];
  (['home', 'talk', 'wallet', 'shield', 'child', 'phone'] as const).forEach((name, i) => (files[`icons/problem-${name}.svg`] = icon(name, colors[i])));
  (['heart', 'scales', 'house', 'cross', 'bed', 'box'] as const).forEach((name, i) => (files[`icons/help-${name}.svg`] = icon(name, colors[i])));
  return files;
}

export function writeContentArt(dir: string): number {
  const files = contentArt();
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return Object.keys(files).length;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dir = resolve(import.meta.dirname, '../../../web/public/content');
  console.info(`${writeContentArt(dir)} files written to ${dir}`);
}
