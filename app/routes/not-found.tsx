import { Home } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { dictionaryOfMatches, useDictionary, useLang } from "#app/i18n/index.ts";
import { langOfPath, pathOf } from "#app/lib/route-table.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOfPath(location.pathname);
  const dict = dictionaryOfMatches(matches);
  return pageMeta({ lang, title: dict.notFound.title, description: dict.notFound.metaDescription });
};

/** Unknown paths: the server answers them with this page's HTML and status 404. */
export default function NotFound() {
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
