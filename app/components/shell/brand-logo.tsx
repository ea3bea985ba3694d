import { siteConfig } from "#app/content/site/index.ts";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** The firm's mark: a ledger column rising into a check, in the primary colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn("size-9", className)} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className="fill-primary" />
      <path
        d="M11 27V19M17 27V15M23 27V21"
        strokeWidth="3.2"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M21.5 16.5 25 20l6.5-8"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent"
      />
    </svg>
  );
}

export function BrandLogo() {
  const lang = useLang();
  const dict = useDictionary();
  return (
    <a href={pathOf("home", lang)} className="flex items-center gap-2.5 rounded-lg">
      <BrandMark />
      <span className="flex flex-col leading-none">
        <span className="text-lg font-extrabold tracking-tight text-foreground">{siteConfig.name}</span>
        {/* Where the header is short of room (the Spanish menu at 1280 px), two balanced lines. */}
        <span className="hidden text-balance text-[0.7rem] leading-tight font-medium text-muted-foreground sm:block">
          {dict.site.tagline}
        </span>
      </span>
    </a>
  );
}
