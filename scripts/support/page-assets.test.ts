import { describe, expect, it } from "vitest";
import * as pageAssets from "./page-assets.ts";

describe("pageImageUrls", () => {
  it("takes a picture's first source at its largest width, an img's srcset or src, and a video's poster", () => {
    const html = `<main><picture><source type="image/avif" srcSet="/assets/a-400.avif 400w, /assets/a-800.avif 800w, /assets/a-600.avif 600w"/>
      <img src="/assets/a-800.webp" srcSet="/assets/a-400.webp 400w, /assets/a-800.webp 800w" width="800" height="800" alt=""/></picture>
      <img src="/assets/b.webp" srcset="/assets/b-1x.webp 1x, /assets/b-2x.webp 2x" alt=""/>
      <img src="/assets/c.webp" alt=""/><img src="https://cdn.example.com/d.png" alt=""/>
      <video poster="/assets/poster.webp" preload="none"></video></main>`;
    expect(pageAssets.pageImageUrls(html)).toEqual([
      "/assets/a-800.avif",
      "/assets/b-2x.webp",
      "/assets/c.webp",
      "/assets/poster.webp",
    ]);
  });
});

describe("pageAssetUrls", () => {
  const html = `<html><head>
    <link rel="preload" href="/assets/inter.woff2" as="font"/>
    <link rel="modulepreload" href="/assets/entry.client-A.js"/>
    <link rel="modulepreload" href="/assets/root-B.js"/>
    <link rel="stylesheet" href="/assets/root-C.css"/>
    <link rel="stylesheet" href="https://cdn.example.com/x.css"/>
    <style>:root{--x:1}</style>
    <script src="/assets/legacy-D.js" defer></script>
    <script>window.theme = "import('/assets/not-a-module.js')"</script>
  </head><body>
    <script type="module" async="">import "/assets/manifest-E.js";
import * as route0 from "/assets/root-B.js";
import("/assets/entry.client-A.js");</script>
  </body></html>`;

  it("finds module preloads, script sources and the inline module script's imports, once each", () => {
    expect(pageAssets.pageAssetUrls(html).scripts).toEqual([
      "/assets/entry.client-A.js",
      "/assets/root-B.js",
      "/assets/legacy-D.js",
      "/assets/manifest-E.js",
    ]);
  });

  it("keeps the modulepreload list apart, to check chunks against it", () => {
    expect(pageAssets.pageAssetUrls(html).modulepreloads).toEqual(["/assets/entry.client-A.js", "/assets/root-B.js"]);
  });

  it("counts every local script an element names in an attribute, whatever the attribute", () => {
    const island = `<body><x-island uid="a" data-src="/assets/form.island-A.js" props="{}" opts='/assets/client-B.js' note="/x.json"></x-island><a href="//cdn.example/x.js"></a></body>`;
    expect(pageAssets.pageAssetUrls(island).scripts).toEqual(["/assets/form.island-A.js", "/assets/client-B.js"]);
  });

  it("finds local stylesheets, not preloaded fonts", () => {
    expect(pageAssets.pageAssetUrls(html).stylesheets).toEqual(["/assets/root-C.css"]);
  });

  it("reads the stylesheets written into the page", () => {
    expect(pageAssets.pageAssetUrls(html).inlineStyles).toEqual([":root{--x:1}"]);
  });
});

describe("chunkImports", () => {
  it("reads the static imports of the prelude, and literal dynamic imports anywhere", () => {
    const code =
      '/*! licence */\nimport{a as e,b as t}from"./jsx-runtime-A.js";import"./side-effect-B.js";export*from"./re-export-C.js";' +
      'let m=await import(`./lazy-D.js`);const s=`import x from "./in-a-string.js"`;';
    expect(pageAssets.chunkImports(code)).toEqual({
      staticImports: ["./jsx-runtime-A.js", "./side-effect-B.js", "./re-export-C.js"],
      dynamicImports: ["./lazy-D.js"],
    });
  });

  it("reads imports that follow Vite's __vite__mapDeps helper", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/toaster-A.js"])))=>i.map(i=>d[i]);\n' +
      'import{t as e}from"./jsx-runtime-B.js";import{n as g}from"./dist-C.js";const l=()=>import("./toaster-A.js");';
    expect(pageAssets.chunkImports(code)).toEqual({
      staticImports: ["./jsx-runtime-B.js", "./dist-C.js"],
      dynamicImports: ["./toaster-A.js"],
    });
  });

  it("ignores import() of a computed module, and properties named import", () => {
    expect(pageAssets.chunkImports('await import(e.module);x.import("./y.js")')).toEqual({
      staticImports: [],
      dynamicImports: [],
    });
  });
});

describe("resolveSpecifier", () => {
  it("resolves against the importing chunk's URL path", () => {
    expect(pageAssets.resolveSpecifier("./dist-A.js", "/assets/root-B.js")).toBe("/assets/dist-A.js");
    expect(pageAssets.resolveSpecifier("/assets/root-B.js", "/")).toBe("/assets/root-B.js");
  });
});

describe("librariesIn", () => {
  it("names the libraries whose markers a chunk holds", () => {
    expect(pageAssets.librariesIn('n={reValidateMode:"onChange"};class ZodError extends Error{}')).toEqual([
      "react-hook-form",
      "zod",
    ]);
  });

  it("names none in a chunk of our own code", () => {
    expect(pageAssets.librariesIn("function Hero(){return null}")).toEqual([]);
  });
});

describe("routeOfHtmlFile", () => {
  it("maps prerendered files to their routes", () => {
    expect(pageAssets.routeOfHtmlFile("index.html")).toBe("/");
    expect(pageAssets.routeOfHtmlFile("es/servicios/nominas/index.html")).toBe("/es/servicios/nominas");
    expect(pageAssets.routeOfHtmlFile("es/404/index.html")).toBe("/es/404");
  });
});
