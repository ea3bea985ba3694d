/**
 * Screenshots for looking at what we made: each path at 390 px and 1440 px, light and dark.
 * Usage: node scripts/screenshots.ts [--full] /path /es/path …  (the server must be running;
 * BASE_URL defaults to http://127.0.0.1:3000). Writes PNGs to ./screenshots.
 */
import { mkdir } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../playwright.config.ts";

const args = process.argv.slice(2);
const fullPage = args.includes("--full");
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
      const name = `${path.replace(/^\//, "").replaceAll("/", "_") || "home"}-${width}-${theme}.png`;
      await page.screenshot({ path: `screenshots/${name}`, fullPage });
      await page.close();
      console.log(`screenshots/${name}`);
    }
  }
}
await browser.close();
