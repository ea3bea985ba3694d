/**
 * The site's illustrations: the project's own artwork, drawn here as SVG from simple shapes and
 * lucide icon outlines (ISC licence), then rasterised with sharp. Deterministic: same inputs, same files.
 *
 *   content/pictures/<slug>.webp    800×800, one composition per service, no text
 *   src/assets/share/<name>.png      1200×630 Open Graph cards, English and Spanish
 *
 * Both are sources for astro:assets (src/lib/images.ts, app/page-kinds/seo.ts): the build writes the
 * sizes and formats the pages show, with hashed names under /assets/.
 *
 * Usage: node scripts/make/make-images.ts   (scripts/make/make-video.ts reuses the drawing helpers exported here)
 */
import { mkdir, stat } from "node:fs/promises";
import * as lucide from "lucide-react";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { servicePages } from "#app/lib/route-table.ts";

// ---------------------------------------------------------------------------------------------
// Palette (app/app.css, converted to sRGB) and fonts
// ---------------------------------------------------------------------------------------------

export const C = {
  deep: "#13213f",
  ink: "#1b2f5e",
  navyLine: "#2f4a80",
  blue: "#1f4fa0",
  mid: "#3d6fc4",
  sky: "#8fb4f0",
  pale: "#dbe7fa",
  mist: "#edf3fc",
  line: "#d3def0",
  text: "#b3c4e2",
  amber: "#f2b53a",
  amberDeep: "#d99a1e",
  amberPale: "#fdecc8",
  white: "#ffffff",
  off: "#f7f9fc",
} as const;

/** Inter ships only as WOFF2, which librsvg cannot load; Noto Sans is the closest installed sans. */
export const FONT = "Noto Sans, DejaVu Sans, sans-serif";

// ---------------------------------------------------------------------------------------------
// Lucide icon outlines, from lucide-react's own components rendered to markup
// ---------------------------------------------------------------------------------------------

/** The inner markup of lucide's icon `name` (kebab-case, as lucide names its icons) on its 24-unit grid. */
function iconMarkup(name: string): string {
  const exported = name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  const component = (lucide as unknown as Record<string, ComponentType | undefined>)[exported];
  const svg = component ? renderToStaticMarkup(createElement(component)) : "";
  const inner = /^<svg\b[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`lucide icon not found: ${name}`);
  return inner;
}

/** A lucide icon centred on (cx, cy), `size` px wide; `sw` is the stroke width in icon units. */
export function icon(name: string, cx: number, cy: number, size: number, color: string, sw = 2): string {
  const markup = iconMarkup(name);
  const s = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${markup}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Drawing primitives
// ---------------------------------------------------------------------------------------------

type Extra = string;

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;

export const pill = (x: number, y: number, w: number, h: number, fill: string, extra: Extra = "") =>
  rect(x, y, w, h, h / 2, fill, extra);

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, extra: Extra = "") =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${stroke}" stroke-width="${sw}" stroke-linecap="round" fill="none" ${extra}/>`;

export const g = (attrs: string, inner: string) => `<g ${attrs}>${inner}</g>`;

/** A white card with a soft shadow. */
export const card = (x: number, y: number, w: number, h: number, r = 28, fill: string = C.white, extra: Extra = "") =>
  rect(x, y, w, h, r, fill, `filter="url(#sh)" ${extra}`);

/** A checkmark centred on (cx, cy), `s` px across. */
export const check = (cx: number, cy: number, s: number, color: string, sw: number) =>
  `<path d="M${cx - s * 0.45} ${cy + s * 0.02}L${cx - s * 0.12} ${cy + s * 0.34}L${cx + s * 0.48} ${cy - s * 0.3}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A round badge holding an icon. */
export const badge = (cx: number, cy: number, r: number, fill: string, name: string, fg: string, k = 1, sw = 2) =>
  circle(cx, cy, r, fill, 'filter="url(#sh)"') + icon(name, cx, cy, r * 1.05 * k, fg, sw);

/** An amber disc with a white check. */
export const checkBadge = (cx: number, cy: number, r: number) =>
  circle(cx, cy, r, "url(#gAmber)", 'filter="url(#sh)"') + check(cx, cy, r * 0.95, C.white, r * 0.2);

/** A document with a folded top-right corner. */
export function doc(x: number, y: number, w: number, h: number, fill: string = C.white, fold = 56, shadow = true) {
  const r = 24;
  const d = `M${x + r} ${y}H${x + w - fold}L${x + w} ${y + fold}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
  const flap = `M${x + w - fold} ${y}V${y + fold - 12}Q${x + w - fold} ${y + fold} ${x + w - fold + 12} ${y + fold}H${x + w}Z`;
  return `<path d="${d}" fill="${fill}" ${shadow ? 'filter="url(#sh)"' : ""}/><path d="${flap}" fill="${C.pale}"/>`;
}

/** Placeholder text lines. */
export const lines = (x: number, y: number, widths: number[], gap = 28, h = 12, fill: string = C.line) =>
  widths.map((w, i) => pill(x, y + i * gap, w, h, fill)).join("");

/** A stack of coins standing on baseline y. */
export function coins(cx: number, y: number, n: number, rx = 46, ry = 16, t = 16) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const top = y - (i + 1) * t;
    out += `<path d="M${cx - rx} ${top}V${top + t}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + t}V${top}Z" fill="${C.amberDeep}"/>`;
    out += `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${C.amber}"/>`;
    out += `<ellipse cx="${cx}" cy="${top}" rx="${rx * 0.62}" ry="${ry * 0.55}" fill="none" stroke="${C.amberDeep}" stroke-width="3"/>`;
  }
  return out;
}

/** A wall calendar. `marks` maps a cell index to how it is drawn. */
export function calendar(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  marks: Record<number, "done" | "now" | "fill">,
) {
  const head = Math.round(h * 0.22);
  const r = 26;
  let out = card(x, y, w, h, r);
  out += rect(x, y, w, head, r, "url(#gBlue)") + rect(x, y + head - r, w, r, 0, "url(#gBlue)");
  out += rect(x + w * 0.28 - 8, y - 16, 16, 40, 8, C.ink) + rect(x + w * 0.72 - 8, y - 16, 16, 40, 8, C.ink);
  out += pill(x + 28, y + head / 2 - 8, w * 0.4, 16, C.sky, 'opacity=".8"');
  const pad = 24;
  const gap = 12;
  const cw = (w - pad * 2 - gap * (cols - 1)) / cols;
  const ch = (h - head - pad * 2 - gap * (rows - 1)) / rows;
  for (let i = 0; i < cols * rows; i++) {
    const cx = x + pad + (i % cols) * (cw + gap);
    const cy = y + head + pad + Math.floor(i / cols) * (ch + gap);
    const mark = marks[i];
    if (mark === "done") {
      out += rect(cx, cy, cw, ch, 12, C.blue) + check(cx + cw / 2, cy + ch / 2, Math.min(cw, ch) * 0.5, C.white, 6);
    } else if (mark === "now") {
      out += rect(cx + 2, cy + 2, cw - 4, ch - 4, 11, C.amberPale, `stroke="${C.amber}" stroke-width="5"`);
    } else if (mark === "fill") {
      out +=
        rect(cx, cy, cw, ch, 12, "url(#gAmber)") + check(cx + cw / 2, cy + ch / 2, Math.min(cw, ch) * 0.5, C.white, 6);
    } else {
      out += rect(cx, cy, cw, ch, 12, C.mist);
    }
  }
  return out;
}

/** A pay stub: employee, perforation, amount. */
export function stub(x: number, y: number, w: number, h: number) {
  const k = h / 220;
  const perf = x + w * 0.68;
  let out = card(x, y, w, h, 26);
  out += circle(x + 62 * k, y + 70 * k, 34 * k, C.pale) + icon("user", x + 62 * k, y + 70 * k, 44 * k, C.blue, 2.2);
  out +=
    pill(x + 112 * k, y + 50 * k, w * 0.28, 16 * k, C.ink) + pill(x + 112 * k, y + 78 * k, w * 0.2, 12 * k, C.line);
  out += lines(x + 32 * k, y + 136 * k, [w * 0.5, w * 0.42, w * 0.46], 24 * k, 10 * k);
  out += line(perf, y + 20, perf, y + h - 20, C.line, 4, 'stroke-dasharray="2 12"');
  out += pill(perf + 24 * k, y + 48 * k, w * 0.22, 26 * k, "url(#gAmber)");
  out += lines(perf + 24 * k, y + 100 * k, [w * 0.2, w * 0.15, w * 0.18], 24 * k, 10 * k);
  return out;
}

/** A shield outline, `w` wide, top centre at (cx, top). */
export function shieldPath(cx: number, top: number, w: number) {
  const h = w * 1.15;
  const hw = w / 2;
  return `M${cx} ${top}L${cx + hw} ${top + h * 0.14}V${top + h * 0.48}C${cx + hw} ${top + h * 0.76} ${cx + hw * 0.5} ${top + h * 0.93} ${cx} ${top + h}C${cx - hw * 0.5} ${top + h * 0.93} ${cx - hw} ${top + h * 0.76} ${cx - hw} ${top + h * 0.48}V${top + h * 0.14}Z`;
}

export function shield(cx: number, top: number, w: number, fill = "url(#gBlue)", withCheck = true) {
  const h = w * 1.15;
  let out = `<path d="${shieldPath(cx, top, w)}" fill="${fill}" stroke="${fill}" stroke-width="${w * 0.06}" stroke-linejoin="round" filter="url(#sh)"/>`;
  out += `<path d="${shieldPath(cx, top + w * 0.09, w * 0.78)}" fill="none" stroke="${C.white}" stroke-opacity=".22" stroke-width="${w * 0.02}" stroke-linejoin="round"/>`;
  if (withCheck) out += check(cx, top + h * 0.48, w * 0.42, C.white, w * 0.075);
  return out;
}

/** A scalloped seal (rosette) with ribbon tails. */
export function rosette(cx: number, cy: number, r: number, inner: string) {
  let d = "";
  const n = 18;
  for (let i = 0; i < n * 2; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.88;
    d += `${i === 0 ? "M" : "L"}${(cx + rr * Math.cos(a)).toFixed(1)} ${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }
  const t = r * 0.42;
  let out = `<path d="M${cx - t * 1.25} ${cy + r * 0.4}L${cx - t * 1.6} ${cy + r * 1.55}L${cx - t * 0.9} ${cy + r * 1.3}L${cx - t * 0.45} ${cy + r * 1.75}L${cx - t * 0.1} ${cy + r * 0.6}Z" fill="${C.blue}"/>`;
  out += `<path d="M${cx + t * 1.25} ${cy + r * 0.4}L${cx + t * 1.6} ${cy + r * 1.55}L${cx + t * 0.9} ${cy + r * 1.3}L${cx + t * 0.45} ${cy + r * 1.75}L${cx + t * 0.1} ${cy + r * 0.6}Z" fill="${C.ink}"/>`;
  out += `<path d="${d}Z" fill="url(#gAmber)" stroke="${C.amber}" stroke-width="${r * 0.06}" stroke-linejoin="round" filter="url(#sh)"/>`;
  out += circle(cx, cy, r * 0.7, "none", `stroke="${C.white}" stroke-width="${r * 0.05}" stroke-opacity=".8"`);
  return out + inner;
}

/** A speech bubble with its tail under the bottom-left or bottom-right corner. */
export function bubble(x: number, y: number, w: number, h: number, fill: string, tail: "left" | "right", extra = "") {
  const r = 26;
  const tx = tail === "left" ? x + 64 : x + w - 64;
  const dx = tail === "left" ? -16 : 16;
  const d = `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${tx + 22}L${tx + dx} ${y + h + 36}L${tx - 22} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
  return `<path d="${d}" fill="${fill}" stroke-linejoin="round" ${extra}/>`;
}

/** A laptop; the screen's inner area is (x+22, y+22, w-44, h-44). */
export function laptop(x: number, y: number, w: number, h: number) {
  let out = rect(x, y, w, h, 26, "url(#gNavy)", 'filter="url(#sh)"');
  out += rect(x + 22, y + 22, w - 44, h - 44, 12, C.mist);
  out += rect(x - 50, y + h, w + 100, 30, 15, "#b9cbe9", 'filter="url(#shs)"');
  out += rect(x + w / 2 - 50, y + h, 100, 10, 5, "#9fb5dc");
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shared definitions and the tile behind every composition
// ---------------------------------------------------------------------------------------------

export const DEFS = `<defs>
<linearGradient id="tileBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6f9fe"/><stop offset="1" stop-color="#dce6f7"/></linearGradient>
<radialGradient id="glowSky"><stop offset="0" stop-color="#8fb4f0" stop-opacity=".5"/><stop offset="1" stop-color="#8fb4f0" stop-opacity="0"/></radialGradient>
<radialGradient id="glowAmber"><stop offset="0" stop-color="#f2b53a" stop-opacity=".38"/><stop offset="1" stop-color="#f2b53a" stop-opacity="0"/></radialGradient>
<radialGradient id="glowBlue"><stop offset="0" stop-color="#3d6fc4" stop-opacity=".55"/><stop offset="1" stop-color="#3d6fc4" stop-opacity="0"/></radialGradient>
<linearGradient id="gBlue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2d62bd"/><stop offset="1" stop-color="#1b3d80"/></linearGradient>
<linearGradient id="gNavy" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#223a70"/><stop offset="1" stop-color="#13213f"/></linearGradient>
<linearGradient id="gAmber" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7c75c"/><stop offset="1" stop-color="#e9a52a"/></linearGradient>
<linearGradient id="gSky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b0cbf6"/><stop offset="1" stop-color="#7fa6ea"/></linearGradient>
<linearGradient id="gArea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb4f0" stop-opacity=".7"/><stop offset="1" stop-color="#8fb4f0" stop-opacity="0"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#1f4fa0" stroke-opacity=".07" stroke-width="2"/></pattern>
<pattern id="gridDark" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity=".05" stroke-width="1.5"/></pattern>
<radialGradient id="fade" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="gridMask"><rect width="800" height="800" fill="url(#fade)"/></mask>
<clipPath id="tileClip"><rect width="800" height="800" rx="96"/></clipPath>
<filter id="sh" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#13213f" flood-opacity=".17"/></filter>
<filter id="shs" x="-30%" y="-30%" width="160%" height="180%"><feDropShadow dx="0" dy="5" stdDeviation="6" flood-color="#13213f" flood-opacity=".18"/></filter>
</defs>`;

type Glow = { at: [number, number]; r: number; kind: "glowSky" | "glowAmber" | "glowBlue" };
const GLOWS: Record<string, Glow[]> = {
  bookkeeping: [
    { at: [640, 150], r: 360, kind: "glowSky" },
    { at: [120, 700], r: 260, kind: "glowAmber" },
  ],
  tax: [
    { at: [150, 150], r: 380, kind: "glowSky" },
    { at: [700, 700], r: 240, kind: "glowAmber" },
  ],
  irs: [
    { at: [650, 650], r: 400, kind: "glowSky" },
    { at: [120, 120], r: 260, kind: "glowSky" },
  ],
  business: [
    { at: [660, 140], r: 320, kind: "glowAmber" },
    { at: [140, 660], r: 340, kind: "glowSky" },
  ],
  quickbooks: [
    { at: [400, 60], r: 420, kind: "glowSky" },
    { at: [720, 720], r: 260, kind: "glowAmber" },
  ],
};

/** The softly rounded light tile every composition sits on. Works on a light and on a navy page. */
export function tile(category: keyof typeof GLOWS | string) {
  const glows = GLOWS[category] ?? GLOWS.bookkeeping ?? [];
  const blobs = glows.map((b) => circle(b.at[0], b.at[1], b.r, `url(#${b.kind})`)).join("");
  return (
    rect(0, 0, 800, 800, 96, "url(#tileBg)") +
    g(
      'clip-path="url(#tileClip)"',
      `${blobs}<rect width="800" height="800" fill="url(#grid)" mask="url(#gridMask)"/>`,
    ) +
    rect(1.5, 1.5, 797, 797, 95, "none", `stroke="${C.blue}" stroke-opacity=".12" stroke-width="3"`)
  );
}

// ---------------------------------------------------------------------------------------------
// Compositions (800×800 coordinates, drawn over the tile)
// ---------------------------------------------------------------------------------------------

type Composition = { category: string; draw: () => string };

const ledgerCard = (x: number, y: number, w: number, rows: number) => {
  const h = 150 + rows * 50;
  let out = card(x, y, w, h, 32);
  out += rect(x + 28, y + 28, w - 56, 56, 16, C.pale);
  out += icon("book-open", x + 62, y + 56, 30, C.blue, 2.2) + pill(x + 92, y + 48, w * 0.36, 16, C.sky);
  const desc = [150, 118, 168, 100, 140, 128, 156];
  const amt = [70, 56, 84, 62, 76, 50, 66];
  for (let i = 0; i < rows; i++) {
    const ry = y + 110 + i * 50;
    out += pill(x + 40, ry + 12, (desc[i] ?? 120) * (w / 430), 14, "#c5d3ea");
    out += pill(x + w - 40 - (amt[i] ?? 60), ry + 12, amt[i] ?? 60, 14, C.blue, 'opacity=".75"');
    out += line(x + 28, ry + 40, x + w - 28, ry + 40, C.mist, 3);
  }
  const ty = y + 110 + rows * 50 + 4;
  out += line(x + w * 0.66, y + 104, x + w * 0.66, ty - 6, C.mist, 3);
  out += pill(x + 40, ty + 8, 96, 18, C.ink);
  out += pill(x + w - 40 - 96, ty + 8, 96, 18, "url(#gAmber)");
  return out;
};

const chartCard = (x: number, y: number, w: number, h: number, heights: number[]) => {
  let out = card(x, y, w, h, 28);
  const base = y + h - 32;
  const bw = (w - 60 - (heights.length - 1) * 16) / heights.length;
  const colors = [C.sky, C.blue, C.sky, "url(#gAmber)", C.blue];
  heights.forEach((bh, i) => {
    out += rect(x + 30 + i * (bw + 16), base - bh, bw, bh, 10, colors[i % colors.length] ?? C.blue);
  });
  out += line(x + 24, base + 2, x + w - 24, base + 2, C.line, 4);
  return out;
};

export const compositions: Record<string, Composition> = {
  bookkeeping: {
    category: "bookkeeping",
    draw: () =>
      ledgerCard(120, 140, 430, 7) + chartCard(480, 420, 210, 220, [60, 100, 78, 138]) + checkBadge(596, 232, 58),
  },

  "virtual-bookkeeping": {
    category: "bookkeeping",
    draw: () => {
      let out = laptop(150, 300, 500, 310);
      // screen: sidebar, ledger rows, donut
      out += rect(190, 340, 92, 230, 12, C.pale) + lines(206, 362, [56, 44, 60, 40], 34, 12, C.sky);
      for (let i = 0; i < 4; i++) {
        const y = 352 + i * 52;
        out +=
          pill(306, y, [120, 96, 140, 108][i] ?? 100, 14, "#c5d3ea") + pill(470, y, 44, 14, C.blue, 'opacity=".75"');
        out += line(300, y + 32, 520, y + 32, C.line, 3);
      }
      out += circle(572, 400, 34, "none", `stroke="${C.sky}" stroke-width="18"`);
      out += circle(
        572,
        400,
        34,
        "none",
        `stroke="${C.amber}" stroke-width="18" stroke-dasharray="70 400" transform="rotate(-90 572 400)"`,
      );
      // cloud with sync
      out += g(
        'filter="url(#sh)"',
        circle(340, 190, 62, C.white) +
          circle(420, 158, 82, C.white) +
          circle(500, 196, 56, C.white) +
          rect(282, 186, 274, 68, 34, C.white),
      );
      out += icon("refresh-cw", 420, 196, 70, C.blue, 2.4);
      out +=
        line(330, 262, 330, 290, C.sky, 6, 'stroke-dasharray="1 14"') +
        line(510, 262, 510, 290, C.sky, 6, 'stroke-dasharray="1 14"');
      return out;
    },
  },

  payroll: {
    category: "bookkeeping",
    draw: () =>
      rect(186, 328, 420, 230, 26, C.pale, 'filter="url(#shs)"') +
      rect(158, 370, 420, 230, 26, C.mist, 'filter="url(#shs)"') +
      stub(120, 416, 440, 240) +
      badge(210, 226, 66, C.white, "banknote", C.blue, 1, 2) +
      calendar(480, 120, 230, 250, 4, 3, { 5: "fill", 4: "done", 8: "done" }),
  },

  "sales-taxes": {
    category: "bookkeeping",
    draw: () => {
      const x = 170;
      const w = 310;
      const top = 110;
      const bottom = 650;
      let teeth = "";
      const n = 8;
      for (let i = 0; i < n; i++) {
        const x0 = x + w - (i * w) / n;
        teeth += `L${x0 - w / n / 2} ${bottom - 22}L${x0 - w / n} ${bottom}`;
      }
      let out = `<path d="M${x} ${top + 22}Q${x} ${top} ${x + 22} ${top}H${x + w - 22}Q${x + w} ${top} ${x + w} ${top + 22}V${bottom}${teeth}Z" fill="${C.white}" filter="url(#sh)"/>`;
      out += circle(x + w / 2, 178, 38, C.pale) + icon("store", x + w / 2, 178, 44, C.blue, 2.2);
      for (let i = 0; i < 5; i++) {
        const y = 250 + i * 42;
        out +=
          pill(x + 34, y, [130, 96, 150, 110, 120][i] ?? 100, 13, "#c5d3ea") +
          pill(x + w - 34 - 56, y, 56, 13, C.blue, 'opacity=".7"');
      }
      out += line(x + 30, 470, x + w - 30, 470, C.line, 4, 'stroke-dasharray="10 12"');
      out += pill(x + 34, 498, 80, 13, "#c5d3ea") + pill(x + w - 34 - 56, 498, 56, 13, C.sky);
      out += pill(x + 34, 548, 110, 20, C.ink) + pill(x + w - 34 - 84, 546, 84, 24, "url(#gAmber)");
      out += badge(570, 470, 100, "url(#gBlue)", "percent", C.white, 1, 2.2);
      out += badge(612, 232, 54, "url(#gAmber)", "tag", C.ink, 1, 2.2);
      return out;
    },
  },

  "tax-preparation": {
    category: "tax",
    draw: () => {
      let out = doc(130, 110, 390, 560);
      out += pill(172, 168, 180, 22, C.ink) + pill(172, 204, 120, 12, C.line);
      for (let i = 0; i < 6; i++) {
        const y = 262 + i * 62;
        const done = i < 4;
        out += done
          ? rect(172, y, 34, 34, 9, C.blue) + check(189, y + 17, 18, C.white, 4.5)
          : rect(174, y + 2, 30, 30, 8, C.white, `stroke="${C.line}" stroke-width="4"`);
        out += pill(222, y + 10, [130, 100, 150, 90, 120, 110][i] ?? 100, 14, "#c5d3ea");
        out += rect(390, y, 92, 34, 10, C.mist);
      }
      out += rect(460, 360, 230, 310, 30, "url(#gNavy)", 'filter="url(#sh)"');
      out += rect(484, 386, 182, 64, 14, C.pale) + pill(566, 410, 80, 16, C.blue);
      for (let i = 0; i < 12; i++) {
        const cx = 484 + (i % 4) * 47;
        const cy = 470 + Math.floor(i / 4) * 60;
        out += rect(cx, cy, 37, 44, 10, i === 11 ? "url(#gAmber)" : i % 4 === 3 ? C.mid : C.navyLine);
      }
      out += badge(610, 190, 60, C.white, "briefcase", C.blue, 1, 2);
      return out;
    },
  },

  "corporation-tax": {
    category: "tax",
    draw: () => {
      let out = rect(110, 230, 230, 430, 24, "url(#gBlue)", 'filter="url(#sh)"');
      for (let r = 0; r < 5; r++) {
        for (let c = 0; c < 3; c++) {
          const lit = (r === 1 && c === 2) || (r === 3 && c === 0);
          out += rect(140 + c * 62, 262 + r * 64, 42, 42, 10, lit ? C.amber : C.sky, lit ? "" : 'opacity=".45"');
        }
      }
      out += rect(194, 590, 62, 70, 10, C.ink);
      out += doc(300, 150, 360, 440);
      out += circle(480, 320, 92, C.sky);
      out += `<path d="M480 320V228A92 92 0 0 1 567.5 291.6Z" fill="url(#gAmber)"/>`;
      out += `<path d="M480 320L567.5 291.6A92 92 0 0 1 530 397.2Z" fill="${C.blue}"/>`;
      out += circle(480, 320, 40, C.white);
      const dots = [C.amber, C.blue, C.sky];
      for (let i = 0; i < 3; i++) {
        const y = 456 + i * 36;
        out += circle(354, y + 7, 9, dots[i] ?? C.sky) + pill(376, y, [150, 120, 170][i] ?? 120, 14, "#c5d3ea");
      }
      out += badge(620, 610, 66, "url(#gAmber)", "percent", C.ink, 1, 2.4);
      return out;
    },
  },

  "personal-tax": {
    category: "tax",
    draw: () => {
      let out = doc(300, 120, 370, 540);
      out += pill(340, 180, 170, 20, C.ink) + pill(340, 214, 110, 12, C.line);
      for (let i = 0; i < 4; i++) {
        const y = 262 + i * 70;
        out +=
          pill(340, y, 90, 11, C.line) + rect(340, y + 20, 130, 30, 9, C.mist) + rect(486, y + 20, 140, 30, 9, C.mist);
      }
      out += `<path d="M470 600c18-30 30-30 36-4s16 22 30-6 24-16 36 4" fill="none" stroke="${C.blue}" stroke-width="6" stroke-linecap="round"/>`;
      out += line(460, 618, 630, 618, C.line, 4);
      out += card(110, 330, 300, 270, 30);
      out += circle(190, 420, 56, C.pale) + icon("users", 190, 420, 64, C.blue, 2.1);
      out += pill(264, 398, 110, 16, C.ink) + pill(264, 428, 80, 12, C.line);
      out += lines(144, 508, [230, 180], 30, 12, "#c5d3ea");
      out += badge(600, 170, 56, "url(#gAmber)", "house", C.ink, 1, 2.2);
      return out;
    },
  },

  "tax-strategy": {
    category: "tax",
    draw: () => {
      let out = card(100, 210, 520, 420, 32);
      for (let i = 0; i < 4; i++) out += line(140, 290 + i * 80, 580, 290 + i * 80, C.mist, 3);
      const pts: [number, number][] = [
        [140, 540],
        [228, 488],
        [316, 508],
        [404, 420],
        [492, 372],
        [580, 300],
      ];
      const path = pts.map((p, i) => `${i ? "L" : "M"}${p[0]} ${p[1]}`).join("");
      out += `<path d="${path}L580 590L140 590Z" fill="url(#gArea)"/>`;
      out += `<path d="${path}" fill="none" stroke="${C.blue}" stroke-width="9" stroke-linejoin="round" stroke-linecap="round"/>`;
      out += line(140, 560, 580, 470, C.amber, 6, 'stroke-dasharray="4 16"');
      for (const [x, y] of pts) out += circle(x, y, 11, C.white, `stroke="${C.blue}" stroke-width="6"`);
      out += badge(610, 220, 88, "url(#gAmber)", "lightbulb", C.ink, 1, 1.9);
      out += badge(640, 580, 54, C.white, "target", C.blue, 1, 2.2);
      return out;
    },
  },

  "certified-acceptance-agent": {
    category: "tax",
    draw: () => {
      let out = rect(420, 120, 250, 340, 24, "url(#gNavy)", 'filter="url(#sh)"');
      out += rect(420, 120, 26, 340, 0, C.deep, 'opacity=".5"');
      out += icon("globe", 555, 262, 120, C.amber, 1.5);
      out += pill(500, 372, 110, 14, C.navyLine) + pill(520, 398, 70, 10, C.navyLine);
      out += card(100, 320, 430, 270, 30);
      out += rect(132, 356, 124, 160, 18, C.pale) + icon("user", 194, 432, 96, C.blue, 2);
      out += pill(282, 368, 200, 20, C.ink) + lines(282, 408, [160, 190, 130], 28, 12);
      for (let i = 0; i < 12; i++) out += rect(132 + i * 31, 540, 22, 14, 4, C.line);
      out += checkBadge(580, 580, 72);
      return out;
    },
  },

  "tax-audit-defense": {
    category: "irs",
    draw: () => {
      let out = g(
        'transform="rotate(-9 290 380)"',
        doc(150, 170, 290, 390, C.pale) + lines(190, 260, [180, 140, 200, 150], 34, 12, C.white),
      );
      out += g(
        'transform="rotate(8 520 360)"',
        doc(370, 160, 290, 390) + lines(410, 250, [190, 150, 170, 120, 180], 34, 12),
      );
      out += shield(400, 300, 290);
      out += circle(620, 230, 50, C.white, `stroke="${C.ink}" stroke-width="14" filter="url(#shs)"`);
      out += line(656, 266, 700, 310, C.amber, 20);
      return out;
    },
  },

  "irs-audit-representation": {
    category: "irs",
    draw: () => {
      let out = doc(110, 150, 330, 470);
      out += pill(150, 208, 160, 20, C.ink) + lines(150, 262, [230, 190, 250, 170, 220, 200, 150], 38, 12);
      out += rect(136, 370, 280, 38, 10, C.amber, 'opacity=".28"');
      out += circle(
        360,
        500,
        74,
        C.white,
        `fill-opacity=".55" stroke="${C.blue}" stroke-width="16" filter="url(#shs)"`,
      );
      out += line(414, 554, 470, 610, C.blue, 24);
      out += card(450, 250, 250, 340, 30);
      out += circle(575, 350, 62, C.pale) + icon("user", 575, 350, 76, C.blue, 2);
      out += pill(515, 436, 120, 18, C.ink) + pill(535, 468, 80, 12, C.line);
      out += rect(500, 510, 150, 46, 23, C.mist) + icon("briefcase", 575, 533, 30, C.blue, 2.4);
      out += badge(690, 256, 52, "url(#gAmber)", "shield-check", C.ink, 1, 2.2);
      return out;
    },
  },

  "irs-payment-plan": {
    category: "irs",
    draw: () =>
      calendar(120, 120, 460, 460, 4, 3, { 0: "done", 1: "done", 2: "done", 3: "done", 4: "done", 5: "fill" }) +
      g('filter="url(#shs)"', coins(470, 700, 3) + coins(570, 700, 3) + coins(670, 700, 3)) +
      badge(640, 200, 60, C.white, "calendar-check", C.blue, 1, 2),
  },

  "offer-in-compromise": {
    category: "irs",
    draw: () => {
      let out = card(100, 190, 350, 430, 30);
      out += rect(150, 250, 96, 300, 16, C.mist, `stroke="${C.sky}" stroke-width="4" stroke-dasharray="12 10"`);
      out += rect(300, 430, 96, 120, 16, "url(#gAmber)");
      out += line(130, 560, 420, 560, C.line, 4);
      out += `<path d="M216 236C300 190 350 280 348 400" fill="none" stroke="${C.blue}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 14"/>`;
      out += `<path d="M328 384L348 414L370 386" fill="none" stroke="${C.blue}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
      out += badge(580, 280, 116, "url(#gBlue)", "handshake", C.white, 1, 1.8);
      out += card(450, 470, 260, 190, 26);
      out += lines(482, 504, [180, 140], 28, 12);
      out += `<path d="M484 610c16-36 32-34 34-6s20 20 34-10 26-14 34 8 20 10 36-10" fill="none" stroke="${C.blue}" stroke-width="6" stroke-linecap="round"/>`;
      out += line(480, 628, 680, 628, C.line, 4);
      return out;
    },
  },

  "irs-scripts": {
    category: "irs",
    draw: () => {
      let out = doc(310, 170, 380, 500);
      out += pill(350, 228, 150, 18, C.ink);
      const rows: ["left" | "right", number][] = [
        ["left", 230],
        ["right", 200],
        ["left", 250],
        ["right", 170],
      ];
      rows.forEach(([side, w], i) => {
        const y = 280 + i * 92;
        const x = side === "left" ? 346 : 654 - w;
        out += rect(x, y, w, 62, 18, side === "left" ? C.pale : C.amberPale);
        out += pill(x + 20, y + 16, w * 0.7, 11, side === "left" ? C.sky : "#f3cf86");
        out += pill(x + 20, y + 36, w * 0.45, 11, side === "left" ? C.sky : "#f3cf86");
      });
      out += badge(230, 250, 110, "url(#gNavy)", "headset", C.white, 1, 1.8);
      out += badge(200, 500, 62, "url(#gAmber)", "message-square-text", C.ink, 1, 2.2);
      return out;
    },
  },

  "non-filed-tax-returns": {
    category: "irs",
    draw: () => {
      let out = "";
      const tabs = [C.sky, C.blue, C.amber, C.white];
      const fills = [C.pale, C.mist, "#f4f7fd", C.white];
      for (let i = 0; i < 4; i++) {
        const x = 110 + i * 44;
        const y = 190 + i * 44;
        out += rect(x + 40 + i * 52, y - 30, 96, 50, 12, tabs[i] ?? C.sky, 'filter="url(#shs)"');
        out += card(x, y, 340, 400, 26, fills[i] ?? C.white);
      }
      const fx = 242;
      const fy = 322;
      out += pill(fx + 34, fy + 40, 150, 18, C.ink);
      for (let i = 0; i < 4; i++) {
        const y = fy + 100 + i * 62;
        if (i < 2) out += rect(fx + 34, y, 34, 34, 9, C.blue) + check(fx + 51, y + 17, 18, C.white, 4.5);
        else if (i === 2) out += rect(fx + 36, y + 2, 30, 30, 8, C.amberPale, `stroke="${C.amber}" stroke-width="4"`);
        else out += rect(fx + 36, y + 2, 30, 30, 8, C.white, `stroke="${C.line}" stroke-width="4"`);
        out += pill(fx + 86, y + 10, [170, 140, 190, 120][i] ?? 120, 14, "#c5d3ea");
      }
      out += badge(620, 210, 80, "url(#gAmber)", "clock", C.ink, 1, 2);
      return out;
    },
  },

  "payroll-tax-problems": {
    category: "irs",
    draw: () => {
      let out = rect(150, 300, 470, 250, 26, C.pale, 'filter="url(#shs)"');
      out += stub(110, 350, 480, 262);
      out += `<path d="M560 170L660 340H460Z" fill="${C.amber}" stroke="${C.amber}" stroke-width="34" stroke-linejoin="round" filter="url(#sh)"/>`;
      out += line(560, 230, 560, 282, C.ink, 18) + circle(560, 318, 11, C.ink);
      out += badge(630, 620, 66, "url(#gBlue)", "life-buoy", C.white, 1, 2);
      return out;
    },
  },

  "taxes-owed": {
    category: "irs",
    draw: () => {
      let out = doc(100, 160, 290, 430);
      out += pill(136, 214, 140, 20, C.ink) + lines(136, 268, [200, 170, 210, 150], 34, 12);
      out +=
        rect(126, 440, 238, 110, 18, C.amberPale) +
        pill(150, 466, 90, 12, "#f3cf86") +
        pill(150, 496, 150, 28, "url(#gAmber)");
      // balance scale
      out += rect(546, 260, 18, 360, 9, C.ink) + rect(470, 610, 170, 30, 15, C.ink, 'filter="url(#shs)"');
      out += line(440, 318, 670, 278, C.ink, 14);
      out += line(440, 318, 400, 420, C.ink, 4) + line(440, 318, 480, 420, C.ink, 4);
      out += line(670, 278, 630, 378, C.ink, 4) + line(670, 278, 710, 378, C.ink, 4);
      out += `<path d="M386 420H494A54 34 0 0 1 386 420Z" fill="url(#gBlue)"/>`;
      out += `<path d="M616 378H724A54 34 0 0 1 616 378Z" fill="url(#gBlue)"/>`;
      out += coins(440, 420, 3, 36, 12, 14);
      out += rect(642, 320, 56, 58, 8, C.white, 'filter="url(#shs)"') + lines(652, 336, [36, 28], 16, 7);
      out += circle(555, 256, 20, "url(#gAmber)");
      return out;
    },
  },

  "irs-liens": {
    category: "irs",
    draw: () => {
      let out = rect(170, 360, 300, 290, 20, C.white, 'filter="url(#sh)"');
      out += `<path d="M136 384L320 226L504 384Z" fill="url(#gNavy)" stroke="${C.ink}" stroke-width="26" stroke-linejoin="round"/>`;
      out += rect(206, 420, 72, 72, 12, C.sky, 'opacity=".7"') + rect(362, 420, 72, 72, 12, C.sky, 'opacity=".7"');
      out += rect(284, 530, 72, 120, 12, C.blue) + circle(342, 592, 6, C.amber);
      out += `<path d="M480 360C540 330 560 330 600 350" fill="none" stroke="${C.ink}" stroke-width="5" stroke-dasharray="3 11" stroke-linecap="round"/>`;
      out += g(
        'transform="rotate(10 620 460)"',
        rect(530, 330, 190, 250, 24, C.white, 'filter="url(#sh)"') +
          circle(625, 370, 14, C.mist, `stroke="${C.line}" stroke-width="4"`) +
          lines(560, 420, [130, 100, 120], 30, 12) +
          pill(560, 516, 90, 22, "url(#gAmber)"),
      );
      out += badge(610, 660, 58, "url(#gAmber)", "link-2-off", C.ink, 1, 2.4);
      return out;
    },
  },

  "irs-levies": {
    category: "irs",
    draw: () => {
      let out = badge(230, 220, 96, C.pale, "landmark", C.blue, 1, 1.8);
      out += `<clipPath id="cardClip"><rect x="140" y="290" width="470" height="290" rx="30"/></clipPath>`;
      out += rect(140, 290, 470, 290, 30, "url(#gBlue)", 'filter="url(#sh)"');
      out += g(
        'clip-path="url(#cardClip)"',
        circle(590, 300, 170, C.white, 'opacity=".08"') + circle(640, 560, 120, C.white, 'opacity=".06"'),
      );
      out +=
        rect(186, 350, 80, 60, 12, "url(#gAmber)") +
        line(186, 380, 266, 380, C.amberDeep, 3) +
        line(226, 350, 226, 410, C.amberDeep, 3);
      out += icon("nfc", 555, 378, 48, C.white, 2);
      for (let i = 0; i < 4; i++) out += pill(186 + i * 98, 462, 76, 16, C.white, 'opacity=".75"');
      out += pill(186, 514, 160, 12, C.white, 'opacity=".45"') + pill(480, 514, 70, 12, C.white, 'opacity=".45"');
      out += badge(600, 580, 96, "url(#gAmber)", "lock-open", C.ink, 1, 2);
      return out;
    },
  },

  "small-business": {
    category: "business",
    draw: () => {
      let out = rect(120, 300, 380, 350, 22, C.white, 'filter="url(#sh)"');
      for (let i = 0; i < 7; i++) {
        const x = 100 + i * 60;
        const fill = i % 2 === 0 ? C.blue : C.sky;
        out += rect(x, 262, 60, 50, 0, fill) + circle(x + 30, 312, 30, fill);
      }
      out += rect(86, 232, 448, 40, 20, "url(#gNavy)", 'filter="url(#shs)"');
      out += rect(150, 390, 180, 140, 16, C.pale) + line(180, 500, 230, 420, C.white, 10);
      out += rect(360, 410, 110, 240, 16, "url(#gNavy)") + circle(446, 530, 8, C.amber);
      out += chartCard(530, 170, 190, 240, [50, 80, 120]) + icon("trending-up", 680, 216, 44, C.amber, 3);
      out += badge(630, 560, 70, "url(#gAmber)", "dollar-sign", C.ink, 1, 2.4);
      return out;
    },
  },

  "new-business-formation": {
    category: "business",
    draw: () => {
      let out = card(110, 140, 290, 520, 30);
      for (let i = 0; i < 4; i++) {
        const y = 230 + i * 115;
        if (i < 3) out += line(170, y, 170, y + 115, i < 2 ? C.blue : C.line, 6);
      }
      for (let i = 0; i < 4; i++) {
        const y = 230 + i * 115;
        if (i < 2) out += circle(170, y, 30, C.blue) + check(170, y, 26, C.white, 5);
        else if (i === 2)
          out += circle(170, y, 27, C.white, `stroke="${C.amber}" stroke-width="7"`) + circle(170, y, 10, C.amber);
        else out += circle(170, y, 28, C.mist, `stroke="${C.line}" stroke-width="4"`);
        out +=
          pill(222, y - 18, [140, 120, 150, 110][i] ?? 120, 15, i < 3 ? C.ink : C.line) +
          pill(222, y + 8, 90, 11, C.line);
      }
      out += rect(440, 540, 270, 110, 22, "url(#gBlue)", 'filter="url(#sh)"');
      out += rect(468, 420, 214, 110, 22, "url(#gSky)", 'filter="url(#sh)"');
      out += g('transform="rotate(-8 575 330)"', rect(510, 276, 130, 110, 22, "url(#gAmber)", 'filter="url(#sh)"'));
      out += line(470, 300, 492, 290, C.sky, 6) + line(460, 336, 488, 330, C.sky, 6);
      out += badge(640, 186, 56, C.white, "sprout", C.blue, 1, 2.2);
      return out;
    },
  },

  "business-structure": {
    category: "business",
    draw: () => {
      let out = `<path d="M400 270V340M160 420V370Q160 340 190 340H610Q640 340 640 370V420M400 340V420" fill="none" stroke="${C.sky}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`;
      out +=
        rect(290, 130, 220, 140, 28, "url(#gNavy)", 'filter="url(#sh)"') +
        icon("building-2", 400, 200, 70, C.white, 1.8);
      const kids: [number, string][] = [
        [160, "user"],
        [400, "users"],
        [640, "briefcase"],
      ];
      for (const [cx, name] of kids) {
        const x = cx - 92;
        out += card(x, 420, 184, 210, 28);
        if (cx === 400) out += rect(x, 420, 184, 210, 28, "none", `stroke="${C.amber}" stroke-width="6"`);
        out += circle(cx, 492, 44, C.pale) + icon(name, cx, 492, 48, C.blue, 2.2);
        out += pill(cx - 56, 558, 112, 15, C.ink) + pill(cx - 38, 586, 76, 11, C.line);
      }
      out += checkBadge(484, 424, 34);
      return out;
    },
  },

  "ein-application": {
    category: "business",
    draw: () => {
      let out = card(100, 180, 500, 450, 30);
      out += circle(168, 250, 38, C.pale) + icon("building", 168, 250, 42, C.blue, 2.2);
      out += pill(224, 230, 190, 18, C.ink) + pill(224, 262, 120, 12, C.line);
      let x = 136;
      for (let i = 0; i < 9; i++) {
        if (i === 2) {
          out += pill(x, 364, 18, 8, C.ink);
          x += 30;
        }
        out += rect(x, 336, 38, 58, 10, C.mist, `stroke="${C.sky}" stroke-width="3"`) + circle(x + 19, 365, 7, C.blue);
        x += 46;
      }
      out += lines(136, 440, [250, 200], 34, 12);
      out += rect(136, 540, 170, 50, 25, "url(#gBlue)") + pill(170, 560, 100, 10, C.white, 'opacity=".8"');
      out += badge(620, 200, 82, "url(#gAmber)", "hash", C.ink, 1, 2.2);
      out += checkBadge(600, 620, 62);
      return out;
    },
  },

  "corporation-formation": {
    category: "business",
    draw: () => {
      let out = card(90, 210, 540, 380, 24);
      out += rect(116, 236, 488, 328, 14, "none", `stroke="${C.sky}" stroke-width="3"`);
      out += rect(128, 248, 464, 304, 10, "none", `stroke="${C.pale}" stroke-width="6"`);
      out += pill(260, 288, 200, 24, C.ink) + pill(300, 328, 120, 12, C.line);
      out +=
        pill(190, 380, 340, 12, "#c5d3ea") + pill(220, 408, 280, 12, "#c5d3ea") + pill(250, 436, 220, 12, "#c5d3ea");
      out += `<path d="M170 506c14-28 26-28 30-6s18 18 30-8 22-10 30 8" fill="none" stroke="${C.blue}" stroke-width="5" stroke-linecap="round"/>`;
      out += line(160, 520, 300, 520, C.line, 4);
      out += rosette(570, 540, 86, check(570, 540, 60, C.white, 12));
      out += badge(630, 170, 70, "url(#gNavy)", "building-2", C.white, 1, 1.8);
      return out;
    },
  },

  "quickbooks-courses": {
    category: "quickbooks",
    draw: () => {
      let out = rect(100, 150, 520, 350, 28, "url(#gNavy)", 'filter="url(#sh)"');
      out += rect(122, 172, 476, 306, 14, C.mist);
      out += rect(142, 192, 270, 222, 14, "url(#gSky)") + circle(277, 303, 46, C.white, 'filter="url(#shs)"');
      out += `<path d="M265 281L298 303L265 325Z" fill="${C.amber}" stroke="${C.amber}" stroke-width="8" stroke-linejoin="round"/>`;
      out += pill(142, 436, 270, 14, C.line) + pill(142, 436, 170, 14, "url(#gAmber)");
      for (let i = 0; i < 4; i++) {
        const y = 214 + i * 54;
        const state = i < 2 ? C.blue : i === 2 ? C.amber : C.line;
        out +=
          circle(446, y + 7, 12, state) + pill(470, y, [90, 104, 80, 96][i] ?? 90, 14, i === 3 ? C.line : "#c5d3ea");
      }
      out += rect(330, 500, 60, 56, 0, C.ink) + rect(250, 552, 220, 24, 12, "#b9cbe9", 'filter="url(#shs)"');
      out += badge(610, 560, 108, "url(#gAmber)", "graduation-cap", C.ink, 1, 1.8);
      return out;
    },
  },

  "quickbooks-setup": {
    category: "quickbooks",
    draw: () => {
      let out = card(100, 170, 460, 470, 30);
      out += circle(140, 212, 9, "#f3a6a0") + circle(168, 212, 9, C.amber) + circle(196, 212, 9, C.sky);
      out += line(100, 244, 560, 244, C.mist, 3);
      out += pill(140, 276, 380, 16, C.mist) + pill(140, 276, 250, 16, "url(#gBlue)");
      for (let i = 0; i < 4; i++) {
        const y = 354 + i * 70;
        if (i < 2) out += circle(162, y, 22, C.blue) + check(162, y, 20, C.white, 4.5);
        else if (i === 2) out += circle(162, y, 19, C.amberPale, `stroke="${C.amber}" stroke-width="6"`);
        else out += circle(162, y, 20, C.mist, `stroke="${C.line}" stroke-width="4"`);
        out +=
          pill(202, y - 14, [200, 170, 220, 150][i] ?? 150, 14, i < 3 ? "#c5d3ea" : C.line) +
          pill(202, y + 8, 110, 10, C.line);
      }
      out += badge(590, 260, 116, "url(#gBlue)", "settings", C.white, 1, 1.6);
      out += badge(620, 580, 62, "url(#gAmber)", "wrench", C.ink, 1, 2.2);
      return out;
    },
  },

  "quickbooks-tips": {
    category: "quickbooks",
    draw: () => {
      let out = circle(400, 280, 230, "url(#glowAmber)");
      for (let i = 0; i < 7; i++) {
        const a = Math.PI + (Math.PI * i) / 6;
        const c = Math.cos(a);
        const s = Math.sin(a);
        out += line(400 + c * 168, 270 + s * 168, 400 + c * 206, 270 + s * 206, C.amber, 12);
      }
      out += `<path d="M400 150A122 122 0 0 1 470 372Q456 384 454 404V420H346V404Q344 384 330 372A122 122 0 0 1 400 150Z" fill="url(#gAmber)" filter="url(#sh)"/>`;
      out += `<path d="M374 414V318A26 26 0 0 1 426 318V414" fill="none" stroke="${C.white}" stroke-width="9" stroke-linecap="round" stroke-opacity=".9"/>`;
      out += `<path d="M330 250A80 80 0 0 1 380 196" fill="none" stroke="${C.white}" stroke-width="12" stroke-linecap="round" stroke-opacity=".55"/>`;
      out += rect(340, 424, 120, 28, 14, C.ink) + rect(352, 458, 96, 26, 13, C.ink) + rect(376, 490, 48, 18, 9, C.ink);
      const keys: [number, string][] = [
        [130, "command"],
        [330, "arrow-big-up"],
        [530, "keyboard"],
      ];
      for (const [x, name] of keys) {
        out += rect(x, 550, 140, 136, 26, C.white, 'filter="url(#sh)"') + rect(x + 14, 562, 112, 100, 18, C.mist);
        out += icon(name, x + 70, 612, 56, C.blue, 2.1);
      }
      out += icon("plus", 300, 618, 28, C.blue, 3) + icon("plus", 500, 618, 28, C.blue, 3);
      out += icon("sparkles", 630, 170, 70, C.blue, 1.8);
      return out;
    },
  },

  // --- not service images: used on share cards and video slides ---------------------------------

  home: {
    category: "bookkeeping",
    draw: () =>
      ledgerCard(110, 180, 380, 6) +
      shield(600, 150, 170) +
      chartCard(470, 440, 230, 220, [70, 110, 90, 150]) +
      checkBadge(470, 180, 44),
  },

  services: {
    category: "tax",
    draw: () => {
      const names = [
        "book-open",
        "users",
        "receipt",
        "calculator",
        "shield-check",
        "landmark",
        "building-2",
        "graduation-cap",
        "percent",
      ];
      let out = "";
      names.forEach((name, i) => {
        const x = 130 + (i % 3) * 190;
        const y = 130 + Math.floor(i / 3) * 190;
        const fill = i === 4 ? "url(#gBlue)" : i === 2 ? "url(#gAmber)" : C.white;
        const fg = i === 4 ? C.white : i === 2 ? C.ink : C.blue;
        out += rect(x, y, 160, 160, 32, fill, 'filter="url(#sh)"') + icon(name, x + 80, y + 80, 72, fg, 1.8);
      });
      return out;
    },
  },

  about: {
    category: "business",
    draw: () => {
      let out = card(110, 250, 280, 340, 30) + card(410, 210, 280, 340, 30);
      const people: [number, number][] = [
        [250, 340],
        [550, 300],
      ];
      for (const [cx, cy] of people) {
        out += circle(cx, cy, 62, C.pale) + icon("user", cx, cy, 76, C.blue, 2);
        out +=
          pill(cx - 70, cy + 94, 140, 18, C.ink) +
          pill(cx - 50, cy + 126, 100, 12, C.line) +
          pill(cx - 80, cy + 170, 160, 34, C.mist);
      }
      out += badge(640, 200, 62, "url(#gBlue)", "languages", C.white, 1, 2);
      out += badge(400, 640, 70, "url(#gAmber)", "map-pin", C.ink, 1, 2.2);
      return out;
    },
  },

  contact: {
    category: "quickbooks",
    draw: () => {
      let out = bubble(110, 170, 380, 230, "url(#gNavy)", "left", 'filter="url(#sh)"');
      out += circle(220, 285, 16, C.white) + circle(300, 285, 16, C.white) + circle(380, 285, 16, C.amber);
      out +=
        bubble(330, 420, 300, 150, C.white, "right", 'filter="url(#sh)"') +
        lines(366, 464, [220, 160], 34, 14, "#c5d3ea");
      out += badge(620, 220, 76, "url(#gAmber)", "phone", C.ink, 1, 2.2);
      out += badge(200, 560, 64, C.white, "map-pin", C.blue, 1, 2.2);
      return out;
    },
  },

  bilingual: {
    category: "bookkeeping",
    draw: () => {
      let out =
        bubble(100, 150, 360, 220, "url(#gBlue)", "left", 'filter="url(#sh)"') +
        lines(144, 206, [250, 200, 230], 40, 16, C.sky);
      out +=
        bubble(330, 400, 370, 220, C.white, "right", 'filter="url(#sh)"') +
        lines(374, 456, [260, 210, 240], 40, 16, "#f3cf86");
      out += badge(620, 210, 78, "url(#gAmber)", "languages", C.ink, 1, 2);
      return out;
    },
  },

  proadvisor: {
    category: "quickbooks",
    draw: () => {
      const inner =
        circle(400, 340, 120, "url(#gNavy)") +
        line(340, 400, 340, 340, C.white, 22) +
        line(390, 400, 390, 310, C.white, 22) +
        line(440, 400, 440, 360, C.white, 22) +
        `<path d="M425 318L452 345L500 285" fill="none" stroke="${C.amber}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`;
      return rosette(400, 340, 200, inner) + icon("sparkles", 640, 170, 64, C.blue, 1.8);
    },
  },

  "flat-fee": {
    category: "irs",
    draw: () => {
      let out = shield(290, 180, 300);
      out += g(
        'transform="rotate(-14 560 470)"',
        `<path d="M470 360H640Q660 360 660 380V560Q660 580 640 580H470L420 470Z" fill="url(#gAmber)" stroke="${C.amber}" stroke-width="20" stroke-linejoin="round" filter="url(#sh)"/>` +
          circle(470, 470, 16, C.white) +
          icon("dollar-sign", 575, 470, 96, C.ink, 2.4),
      );
      return out;
    },
  },

  portal: {
    category: "quickbooks",
    draw: () => {
      let out = card(100, 170, 500, 430, 30);
      out += circle(140, 212, 9, C.line) + circle(168, 212, 9, C.line) + circle(196, 212, 9, C.line);
      out += line(100, 244, 600, 244, C.mist, 3);
      out += circle(350, 330, 56, C.pale) + icon("user", 350, 330, 64, C.blue, 2);
      out += rect(170, 410, 360, 56, 16, C.mist, `stroke="${C.line}" stroke-width="3"`);
      for (let i = 0; i < 8; i++) out += circle(200 + i * 32, 438, 9, C.ink);
      out += rect(170, 494, 360, 56, 28, "url(#gBlue)") + pill(290, 514, 120, 16, C.white, 'opacity=".85"');
      out += badge(620, 560, 100, "url(#gAmber)", "lock", C.ink, 1, 2);
      out += badge(640, 200, 58, "url(#gNavy)", "shield-check", C.white, 1, 2);
      return out;
    },
  },

  local: {
    category: "business",
    draw: () => {
      let out = card(90, 160, 520, 460, 32);
      out += g(
        'opacity=".9"',
        `<path d="M90 420C220 380 300 470 420 400S560 330 610 360" fill="none" stroke="${C.pale}" stroke-width="26"/>` +
          line(260, 160, 330, 620, C.mist, 18) +
          line(90, 280, 610, 250, C.mist, 14) +
          line(470, 160, 520, 620, C.mist, 12),
      );
      out += `<path d="M350 470C350 470 250 370 250 300A100 100 0 0 1 450 300C450 370 350 470 350 470Z" fill="url(#gBlue)" stroke="url(#gBlue)" stroke-width="8" stroke-linejoin="round" filter="url(#sh)"/>`;
      out += circle(350, 300, 40, C.white);
      out += `<ellipse cx="350" cy="500" rx="70" ry="14" fill="${C.ink}" opacity=".15"/>`;
      out += calendar(540, 430, 180, 190, 3, 2, { 4: "fill" });
      out += badge(620, 170, 62, "url(#gAmber)", "handshake", C.ink, 1, 2);
      return out;
    },
  },
};

/** A composition on its tile, as the inner markup of an 800×800 coordinate space. */
export function artwork(name: string): string {
  const comp = compositions[name];
  if (!comp) throw new Error(`no composition: ${name}`);
  return tile(comp.category) + comp.draw();
}

export const svgDoc = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;

/** The firm's mark (public/favicon.svg), `size` px, top-left at (x, y). */
export const brandMark = (x: number, y: number, size: number) =>
  g(
    `transform="translate(${x} ${y}) scale(${size / 40})"`,
    `<rect width="40" height="40" rx="10" fill="#2a5cb3"/><path d="M11 27V19M17 27V15M23 27V21" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><path d="M21.5 16.5 25 20l6.5-8" fill="none" stroke="${C.amber}" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  );

// ---------------------------------------------------------------------------------------------
// Text: measured with the same Pango that librsvg uses, so wrapped lines really fit
// ---------------------------------------------------------------------------------------------

export const escapeXml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const widthCache = new Map<string, number>();
export async function measure(text: string, size: number, bold: boolean): Promise<number> {
  const key = `${bold}|${size}|${text}`;
  const hit = widthCache.get(key);
  if (hit !== undefined) return hit;
  const { info } = await sharp({
    text: { text: escapeXml(text), font: `Noto Sans ${bold ? "Bold " : ""}${size}`, dpi: 72 },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  widthCache.set(key, info.width);
  return info.width;
}

/** Word wrap to `max` px, then narrowed as far as the line count allows, so lines come out even (no orphans). */
export async function wrap(text: string, size: number, bold: boolean, max: number): Promise<string[]> {
  // a sentence joined by a dash breaks after the dash when each half fits on a line
  const dash = text.indexOf(" — ");
  if (dash > 0) {
    const parts = [text.slice(0, dash + 2), text.slice(dash + 3)];
    if (
      (await measure(text, size, bold)) > max &&
      (await Promise.all(parts.map((p) => measure(p, size, bold)))).every((w) => w <= max)
    )
      return parts;
  }
  let best = await greedyWrap(text, size, bold, max);
  let lo = Math.round(max / 2);
  let hi = max;
  while (hi - lo > 4) {
    const mid = Math.round((lo + hi) / 2);
    const attempt = await greedyWrap(text, size, bold, mid);
    if (attempt.length <= best.length) {
      best = attempt;
      hi = mid;
    } else lo = mid;
  }
  return best;
}

async function greedyWrap(text: string, size: number, bold: boolean, max: number): Promise<string[]> {
  const out: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    const next = current ? `${current} ${word}` : word;
    if (current && (await measure(next, size, bold)) > max) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

export const textLines = (
  lines_: string[],
  x: number,
  y: number,
  size: number,
  lh: number,
  fill: string,
  weight: number,
  anchor = "start",
) =>
  lines_
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * lh}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(t)}</text>`,
    )
    .join("");

// ---------------------------------------------------------------------------------------------
// Outputs
// ---------------------------------------------------------------------------------------------

/**
 * The service pages whose picture this script draws: every page of the route table it has a
 * composition for. A page added later comes with the picture uploaded in the editor, and is left alone.
 */
const drawnServicePages = servicePages.map((page) => page.slug).filter((slug) => slug in compositions);

/** The share cards' words; exported for the Spanish glossary test (app/content/spanish-glossary.test.ts). */
export const SHARE: { name: string; art: string; en: string; es: string }[] = [
  {
    name: "home",
    art: "home",
    en: "Bookkeeping, tax and IRS help in Santa Maria",
    es: "Contabilidad, impuestos y ayuda con el IRS en Santa Maria",
  },
  {
    name: "services",
    art: "services",
    en: "Bookkeeping, payroll, tax and IRS services",
    es: "Servicios de contabilidad, nómina, impuestos e IRS",
  },
  {
    name: "bookkeeping",
    art: "bookkeeping",
    en: "Bookkeeping and payroll you can rely on",
    es: "Contabilidad y nómina en las que puede confiar",
  },
  {
    name: "tax",
    art: "tax-preparation",
    en: "Tax preparation and planning",
    es: "Preparación y planificación de impuestos",
  },
  {
    name: "irs",
    art: "tax-audit-defense",
    en: "IRS representation and tax relief",
    es: "Representación ante el IRS y alivio de deudas tributarias",
  },
  {
    name: "business",
    art: "new-business-formation",
    en: "Start, structure and grow your business",
    es: "Abra, organice y haga crecer su negocio",
  },
  {
    name: "quickbooks",
    art: "quickbooks-courses",
    en: "QuickBooks setup, courses and tips",
    es: "Configuración, cursos y consejos de QuickBooks",
  },
  {
    name: "about",
    art: "about",
    en: "Your bilingual tax team since 2016",
    es: "Su equipo bilingüe de impuestos desde 2016",
  },
  {
    name: "contact",
    art: "contact",
    en: "Free consultation: call, write or visit",
    es: "Consulta gratuita: llame, escriba o visítenos",
  },
];

/** Navy background with a soft glow and grid, for share cards and video frames. */
export const navyBackground = (w: number, h: number) =>
  `<defs><linearGradient id="navyBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b2f5e"/><stop offset="1" stop-color="#13213f"/></linearGradient></defs>` +
  rect(0, 0, w, h, 0, "url(#navyBg)") +
  circle(w * 0.86, h * 0.1, h * 0.9, "url(#glowBlue)") +
  circle(w * 0.05, h * 1.05, h * 0.55, "url(#glowBlue)", 'opacity=".6"') +
  rect(0, 0, w, h, 0, "url(#gridDark)");

async function shareCard(s: (typeof SHARE)[number]): Promise<string> {
  const W = 1200;
  const H = 630;
  const textX = 80;
  const maxW = 600;
  const en = await wrap(s.en, 52, true, maxW);
  const es = await wrap(s.es, 30, false, maxW);
  const enLH = 64;
  const esLH = 42;
  const blockH = 48 + en.length * enLH + 18 + es.length * esLH;
  const top = Math.round(150 + (400 - blockH) / 2);
  let body = navyBackground(W, H);
  body += brandMark(textX, 58, 60);
  body += textLines(["NAIS"], textX + 78, 104, 42, 0, C.white, 700);
  body += pill(textX, top, 56, 8, C.amber);
  const enY = top + 48 + 44;
  body += textLines(en, textX, enY, 52, enLH, C.white, 700);
  const esY = enY + (en.length - 1) * enLH + 18 + esLH;
  body += textLines(es, textX, esY, 30, esLH, "#b9cff5", 400);
  body += textLines(["Santa Maria, CA  ·  English  ·  Español"], textX, 566, 22, 0, "#8ea6d3", 400);
  body += `<svg x="730" y="125" width="400" height="400" viewBox="0 0 800 800">${artwork(s.art)}</svg>`;
  return svgDoc(W, H, body);
}

async function main() {
  const root = new URL("../../", import.meta.url);
  const servicesDir = new URL("content/pictures/", root);
  const shareDir = new URL("src/assets/share/", root);
  await mkdir(servicesDir, { recursive: true });
  await mkdir(shareDir, { recursive: true });
  const written: [string, number][] = [];

  for (const slug of drawnServicePages) {
    const file = new URL(`${slug}.webp`, servicesDir);
    await sharp(Buffer.from(svgDoc(800, 800, artwork(slug))))
      .webp({ quality: 80, alphaQuality: 90, effort: 6, smartSubsample: true })
      .toFile(file.pathname);
    written.push([`content/pictures/${slug}.webp`, (await stat(file)).size]);
  }

  for (const s of SHARE) {
    const file = new URL(`${s.name}.png`, shareDir);
    await sharp(Buffer.from(await shareCard(s)))
      .png({ palette: true, colours: 256, dither: 0.6, effort: 10, compressionLevel: 9 })
      .toFile(file.pathname);
    written.push([`src/assets/share/${s.name}.png`, (await stat(file)).size]);
  }

  for (const [f, bytes] of written) console.log(`${f.padEnd(52)} ${String(bytes).padStart(7)}`);
}

if (import.meta.main) await main();
