import { Home } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** Unknown paths: the server answers them with this page's HTML and status 404. */
export function NotFoundPage() {
  const dict = useDictionary();
  const lang = useLang();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center md:py-32">
      <p className="text-7xl font-extrabold text-primary md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold md:text-4xl">{dict.notFound.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{dict.notFound.text}</p>
      <Button asChild size="lg" className="mt-8">
        <a href={pathOf("home", lang)}>
          <Home aria-hidden="true" />
          {dict.notFound.button}
        </a>
      </Button>
    </section>
  );
}
