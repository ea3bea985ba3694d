import { describe, expect, it } from "vitest";
import { pageOutline } from "./page-outline.ts";

const page = (body: string, head = "<title>T</title>") =>
  `<!DOCTYPE html><html lang="es"><head>${head}</head><body>${body}</body></html>`;

describe("pageOutline", () => {
  it("lists the head's facts, landmarks with their names, headings and text by block", () => {
    const outline = pageOutline(
      page(
        '<header><nav aria-label="Main"><a href="/">Inicio</a></nav></header><main><section aria-labelledby="h"><h2 id="h">Hola</h2><p>Uno <strong>dos</strong></p><p>Tres</p></section></main>',
        '<title>T</title><meta name="description" content="D"><link rel="canonical" href="https://x/">',
      ),
    );
    expect(outline).toEqual([
      "lang: es",
      "title: T",
      "meta description: D",
      "link canonical  https://x/",
      "[banner]",
      '  [navigation "Main"]',
      "Inicio",
      "[main]",
      '  [region "Hola"]',
      "    h2: Hola",
      "Uno dos",
      "Tres",
    ]);
  });

  it("leaves out what the build tool changes and a visitor never sees", () => {
    const plain = pageOutline(page('<main><div class="a" id="_R_1_"><p>Texto</p></div></main>'));
    const wrapped = pageOutline(
      page(
        '<style>x{}</style><main><x-island uid="1" props="{&quot;a&quot;:1}"><div class="b"><p>Texto</p></div></x-island><template>t</template></main><script>1</script>',
      ),
    );
    expect(wrapped).toEqual(plain);
  });

  it("reads text alternatives and sees a change of words", () => {
    expect(pageOutline(page('<img alt="Logo"><button aria-label="Cerrar"></button>'))).toContain("{Logo}");
    expect(pageOutline(page("<p>Hola</p>"))).not.toEqual(pageOutline(page("<p>Adiós</p>")));
  });
});
