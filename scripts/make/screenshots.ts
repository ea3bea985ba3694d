/**
 * Screenshots for looking at what we made: each path at 390 px and 1440 px, light and dark.
 * Usage: node scripts/make/screenshots.ts [--full] [--slice] /path /es/path …  (the server must be running;
 * BASE_URL defaults to http://127.0.0.1:3000). Writes PNGs to ./screenshots; --slice also cuts each
 * full page into screen-sized pieces (name-1.png, name-2.png, …) that are easier to look at.
 */
import { mkdir } from "node:fs/promises";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { chromiumLaunchOptions } from "../support/harness.ts";

const args = process.argv.slice(2);
const slice = args.includes("--slice");
const fullPage = args.includes("--full") || slice;
const paths = args.filter((a) => !a.startsWith("--"));
const baseUrl = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const widths = [390, 1440];
const themes = ["light", "dark"] as const;

await mkdir("screenshots", { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of paths.length ? paths : ["/", "/es"]) {
  for (const width of widths) {
    for (const theme of themes) {
      const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 }, colorScheme: theme });
      await page.goto(baseUrl + path, { waitUntil: "networkidle" });
      if (fullPage) await drawWholePage(page);
      const name = `${path.replace(/^\//, "").replaceAll("/", "_") || "home"}-${width}-${theme}.png`;
      const file = `screenshots/${name}`;
      await page.screenshot({ path: file, fullPage });
      await page.close();
      console.log(file);
      if (slice) await slicePage(file, width < 800 ? 1400 : 1100);
    }
  }
}
await browser.close();

/**
 * A full-page picture shows every section as a visitor finds it on scrolling there: the sections
 * the browser draws only when near (content-visibility, decision 024) drawn, their lazy images loaded.
 */
async function drawWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    for (const image of document.images) image.loading = "eager";
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

/** Cuts a tall screenshot into pieces of at most `height` pixels. */
async function slicePage(file: string, height: number): Promise<void> {
  const { width = 0, height: total = 0 } = await sharp(file).metadata();
  for (let top = 0, i = 1; top < total; top += height, i++) {
    const piece = file.replace(/\.png$/, `-${i}.png`);
    await sharp(file)
      .extract({ left: 0, top, width, height: Math.min(height, total - top) })
      .toFile(piece);
  }
}
