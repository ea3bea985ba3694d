/**
 * "Why NAIS": a 27-second bilingual video of six slides (their words in app/content/why-nais-video.ts),
 * drawn as SVG with make-images.ts's helpers, rasterised with sharp and piped to ffmpeg; the same
 * inputs give the same files. Writes public/media/why-nais.mp4 (1280×720 H.264, no audio), its
 * captions why-nais.{en,es}.vtt beside it and the poster src/assets/video/why-nais-poster.webp.
 *   node scripts/make/make-video.ts   (needs ffmpeg with libx264 on PATH, or FFMPEG=/path/to/ffmpeg)
 */
import { spawn } from "node:child_process";
import { mkdir, stat, writeFile } from "node:fs/promises";
import sharp from "sharp";
import { SLIDES } from "#app/content/why-nais-video.ts";
import { artwork, brandMark, C, g, navyBackground, pill, svgDoc, textLines, wrap } from "./make-images.ts";

const W = 1280;
const H = 720;
const FPS = 25;
/** Seconds per slide. */
const SLIDE = 4.5;
const FADE_IN = 0.6;
const FADE_OUT = 0.5;

const TOTAL = SLIDES.length * SLIDE;
const FRAMES = Math.round(TOTAL * FPS);

type Layout = { en: string[]; es: string[] };

/** English large, Spanish smaller beneath: 62 px and 42 px, i.e. about 19 px and 13 px at 390 px wide. */
const EN = { size: 62, lh: 74 };
const ES = { size: 42, lh: 54 };
const TEXT_MAX = 1120;
const ART = { size: 280, small: 236, gap: 40, top: 24, bottom: 626 };

async function layout(): Promise<Layout[]> {
  const out: Layout[] = [];
  for (const s of SLIDES)
    out.push({ en: await wrap(s.en, EN.size, true, TEXT_MAX), es: await wrap(s.es, ES.size, false, TEXT_MAX) });
  return out;
}

function frameSvg(index: number, l: Layout, opacity: number, rise: number): string {
  const s = SLIDES[index];
  if (!s) throw new Error(`no slide ${index}`);
  // artwork above the text, the pair centred in the space above the footer; a smaller tile for four lines of text
  const art = l.en.length + l.es.length >= 4 ? ART.small : ART.size;
  const textH = l.en.length * EN.lh + 18 + l.es.length * ES.lh;
  const artY = Math.round(ART.top + (ART.bottom - ART.top - (art + ART.gap + textH)) / 2);
  const textTop = artY + art + ART.gap;
  const enY = textTop + EN.size * 0.8;
  const esY = textTop + l.en.length * EN.lh + 18 + ES.size * 0.8;
  let slide = `<svg x="${(W - art) / 2}" y="${artY}" width="${art}" height="${art}" viewBox="0 0 800 800">${artwork(s.art)}</svg>`;
  slide += textLines(l.en, W / 2, enY, EN.size, EN.lh, C.white, 700, "middle");
  slide += textLines(l.es, W / 2, esY, ES.size, ES.lh, "#b9cff5", 400, "middle");

  let body = navyBackground(W, H);
  body += g(`opacity="${opacity.toFixed(3)}" transform="translate(0 ${rise.toFixed(2)})"`, slide);
  // footer: the firm's mark and name, and one dot per slide
  body += brandMark(48, 642, 36) + textLines(["NAIS"], 96, 670, 26, 0, C.white, 700);
  const dotsW = SLIDES.length * 14 + 26 + (SLIDES.length - 1) * 10;
  let x = (W - dotsW) / 2;
  SLIDES.forEach((_, i) => {
    const w = i === index ? 40 : 14;
    body += pill(x, 654, w, 14, i === index ? C.amber : "#4a6398");
    x += w + 10;
  });
  return svgDoc(W, H, body);
}

const smooth = (t: number) => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};

/** Which slide a frame shows, and how far it has faded in (first slide starts fully shown, last never fades out). */
function frameState(frame: number) {
  const t = frame / FPS;
  const index = Math.min(SLIDES.length - 1, Math.floor(t / SLIDE));
  const u = t - index * SLIDE;
  const fadeIn = index === 0 ? 1 : smooth(u / FADE_IN);
  const fadeOut = index === SLIDES.length - 1 ? 1 : smooth((SLIDE - u) / FADE_OUT);
  const opacity = Math.min(fadeIn, fadeOut);
  const rise = (1 - fadeIn) * 20;
  return { index, opacity: Math.round(opacity * 1000) / 1000, rise: Math.round(rise * 10) / 10 };
}

const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3600000)).padStart(2, "0");
  const mm = String(Math.floor((ms % 3600000) / 60000)).padStart(2, "0");
  const ss = String(Math.floor((ms % 60000) / 1000)).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};

const vtt = (lang: "en" | "es") =>
  `WEBVTT\n\n${SLIDES.map(
    (s, i) =>
      `${i + 1}\n${vttTime(i * SLIDE)} --> ${vttTime((i + 1) * SLIDE)}\n${s[lang].replaceAll("&", "&amp;").replaceAll("<", "&lt;")}\n`,
  ).join("\n")}`;

async function main() {
  const root = new URL("../../", import.meta.url);
  const dir = new URL("public/media/", root);
  await mkdir(dir, { recursive: true });
  const layouts = await layout();
  const mp4 = new URL("why-nais.mp4", dir).pathname;
  const posterDir = new URL("src/assets/video/", root);
  await mkdir(posterDir, { recursive: true });
  const poster = new URL("why-nais-poster.webp", posterDir).pathname;

  const first = layouts[0];
  if (!first) throw new Error("no slides");
  // The poster is often the page's largest paint: 960 px wide is sharp enough at its shown size.
  await sharp(Buffer.from(frameSvg(0, first, 1, 0)))
    .resize(960, 540)
    .webp({ quality: 75, effort: 6 })
    .toFile(poster);

  const ffmpeg = spawn(
    process.env.FFMPEG ?? "ffmpeg",
    [
      ...["-y", "-hide_banner", "-loglevel", "error"],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${W}x${H}`, "-r", String(FPS), "-i", "-"],
      "-an",
      ...["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"],
      ...["-c:v", "libx264", "-preset", "slow", "-crf", "22", "-tune", "stillimage", "-profile:v", "high"],
      ...["-g", String(FPS * 5), "-threads", "4"],
      ...["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"],
      ...["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"],
      ...["-movflags", "+faststart", mp4],
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });

  const cache = new Map<string, Buffer>();
  for (let f = 0; f < FRAMES; f++) {
    const st = frameState(f);
    const key = `${st.index}|${st.opacity}|${st.rise}`;
    let raw = cache.get(key);
    if (!raw) {
      const l = layouts[st.index];
      if (!l) throw new Error(`no layout ${st.index}`);
      raw = await sharp(Buffer.from(frameSvg(st.index, l, st.opacity, st.rise)))
        .removeAlpha()
        .raw()
        .toBuffer();
      cache.clear();
      cache.set(key, raw);
    }
    if (!ffmpeg.stdin.write(raw)) await new Promise((r) => ffmpeg.stdin.once("drain", r));
  }
  ffmpeg.stdin.end();
  await done;

  await writeFile(new URL("why-nais.en.vtt", dir), vtt("en"));
  await writeFile(new URL("why-nais.es.vtt", dir), vtt("es"));

  for (const name of ["why-nais.mp4", "why-nais.en.vtt", "why-nais.es.vtt"]) {
    console.log(`public/media/${name}`.padEnd(40), String((await stat(new URL(name, dir))).size).padStart(8));
  }
  console.log("src/assets/video/why-nais-poster.webp".padEnd(40), String((await stat(poster)).size).padStart(8));
}

await main();
