/**
 * Runs on every page Astro renders (at build time for the static output): the shell's script,
 * which Astro writes, is added after the first paint (app/shell-script/shell-script-tag.ts). Glue only.
 */
import type { MiddlewareHandler } from "astro";
import { withShellAfterFirstPaint } from "#app/shell-script/shell-script-tag.ts";

export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  return new Response(withShellAfterFirstPaint(await response.text()), response);
};
