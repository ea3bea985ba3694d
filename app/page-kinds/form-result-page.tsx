import { CheckCircle2, CircleAlert, Phone } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { siteConfig, telHref } from "#app/content/site/index.ts";
import { useSite } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";
import { findPage, pathOf } from "#app/lib/route-table.ts";

export const isCheckPage = (path: string) => findPage(path)?.page.id === "contact-check";

/** Where the e-mail function sends a contact form posted without JavaScript: thanks, or what to check. */
export function FormResultPage() {
  const { dictionary: dict, lang, path } = useSite();
  const isCheck = isCheckPage(path);
  const text = dict.formResult;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center md:py-28">
      {isCheck ? (
        <CircleAlert className="size-16 text-destructive" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="size-16 text-success" aria-hidden="true" />
      )}
      <h1 className="mt-6 text-3xl font-bold md:text-4xl">{isCheck ? text.checkTitle : text.thankYouTitle}</h1>
      {isCheck ? (
        <div className="mt-6 text-left text-lg">
          <p>{text.checkText}</p>
          <ul className="mt-4 list-disc space-y-1.5 pl-6 text-muted-foreground">
            {text.checkRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="mt-4 text-muted-foreground">{text.checkOther}</p>
        </div>
      ) : (
        <p className="mt-4 text-lg text-muted-foreground">{text.thankYouText}</p>
      )}
      <p className="mt-6">
        <a
          href={telHref()}
          className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4"
        >
          <Phone className="size-4" aria-hidden="true" />
          {format(text.orCall, { phone: siteConfig.phone.display })}
        </a>
      </p>
      <Button asChild size="lg" className="mt-8">
        <a href={pathOf(isCheck ? "contact" : "home", lang)}>{isCheck ? text.backToForm : text.backHome}</a>
      </Button>
    </section>
  );
}
