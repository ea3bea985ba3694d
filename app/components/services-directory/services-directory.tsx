import { ArrowRight, Search, X } from "lucide-react";
import { memo, useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { IconDataProvider } from "#app/components/icons/content-icon.tsx";
import type { IconDataMap } from "#app/components/icons/icon-set.ts";
import { IconCard } from "#app/components/sections/icon-card.tsx";
import { ChoicePills } from "#app/components/ui/choice-pills.tsx";
import type { DirectoryCard } from "#app/content/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import { format } from "#app/lib/format.ts";
import { type ServiceCategory, serviceCategories } from "#app/lib/service-categories.ts";
import { type DirectoryTab, filterCards } from "./filter-cards.ts";

const tabs: DirectoryTab[] = ["all", ...serviceCategories];

/**
 * A category's section is hidden while another category is chosen: CSS alone, so a tap on a
 * category filters before the island has started (docs/decisions/023). Literal classes, one per
 * category, so that Tailwind finds them.
 */
const hiddenUnlessChosen: Record<ServiceCategory, string> = {
  bookkeeping: "group-has-[[data-choice]:checked:not([value=all]):not([value=bookkeeping])]/directory:hidden",
  tax: "group-has-[[data-choice]:checked:not([value=all]):not([value=tax])]/directory:hidden",
  irs: "group-has-[[data-choice]:checked:not([value=all]):not([value=irs])]/directory:hidden",
  business: "group-has-[[data-choice]:checked:not([value=all]):not([value=business])]/directory:hidden",
  quickbooks: "group-has-[[data-choice]:checked:not([value=all]):not([value=quickbooks])]/directory:hidden",
};

/**
 * Categories (a radio group) plus a search box; the bar sticks under the header while scrolling. An
 * island (app/islands/services-directory.island.tsx): `icons` are the drawings its cards name.
 * Before it starts, the categories filter by CSS and the search box keeps what is typed; when it
 * starts it takes both from the page (docs/decisions/023).
 */
export function ServicesDirectory({ cards, icons }: { cards: DirectoryCard[]; icons: IconDataMap }) {
  const dict = useDictionary();
  const [tab, setTab] = useState<DirectoryTab>("all");
  const [search, setSearch] = useState("");
  const searchId = useId();
  const bar = useRef<HTMLDivElement>(null);
  // The list follows a frame later, in a render the next tap or key can interrupt: the tap's own
  // frame shows the chosen pill (and CSS already hides the other categories), a key its letter.
  const shownTab = useDeferredValue(tab);
  const shownSearch = useDeferredValue(search);

  // A category tapped or words typed before the island started: the page holds them, the state takes them.
  useEffect(() => {
    const chosen = bar.current?.querySelector<HTMLInputElement>("input[data-choice]:checked");
    if (chosen && isDirectoryTab(chosen.value)) setTab(chosen.value);
    const typed = bar.current?.querySelector<HTMLInputElement>("input[type=search]")?.value;
    if (typed) setSearch(typed);
  }, []);

  return (
    <IconDataProvider value={icons}>
      <div className="group/directory">
        <div ref={bar} className="sticky top-16 z-30 border-b bg-background">
          <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
            <ChoicePills
              legend={dict.directory.filterLabel}
              name="category"
              choices={tabs.map((t) => ({ value: t, label: dict.directory.tabs[t] }))}
              value={tab}
              onValueChange={setTab}
            />
            <div className="relative lg:w-80">
              <label htmlFor={searchId} className="sr-only">
                {dict.directory.searchLabel}
              </label>
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={dict.directory.searchPlaceholder}
                className="h-10 w-full rounded-lg border border-input bg-card pr-10 pl-9 text-base shadow-xs placeholder:text-muted-foreground md:text-sm"
              />
              {search && (
                <button
                  type="button"
                  onClick={() => setSearch("")}
                  className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-secondary"
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">{dict.directory.clearSearch}</span>
                </button>
              )}
            </div>
          </div>
        </div>
        <DirectoryResults cards={cards} tab={shownTab} search={shownSearch} />
      </div>
    </IconDataProvider>
  );
}

/** The cards of a category and search, under their category's heading, and how many there are. */
const DirectoryResults = memo(function DirectoryResults({
  cards,
  tab,
  search,
}: {
  cards: DirectoryCard[];
  tab: DirectoryTab;
  search: string;
}) {
  const dict = useDictionary();
  const visible = filterCards(cards, tab, search);
  return (
    <>
      <p role="status" className="sr-only">
        {format(dict.directory.results, { count: visible.length })}
      </p>
      <div data-directory-results className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
        {visible.length === 0 ? (
          <p className="rounded-2xl border border-dashed p-10 text-center text-lg text-muted-foreground">
            {tab === "all"
              ? dict.directory.emptyAll
              : format(dict.directory.emptyCategory, { category: dict.directory.tabs[tab] })}
          </p>
        ) : (
          serviceCategories.map((category) => {
            const inSection = visible.filter((c) => c.category === category);
            if (inSection.length === 0) return null;
            return (
              <section
                key={category}
                aria-labelledby={`dir-${category}`}
                className={`mb-12 last:mb-0 ${hiddenUnlessChosen[category]}`}
              >
                <h2 id={`dir-${category}`} className="mb-6 text-2xl font-extrabold">
                  {dict.directory.sections[category]}
                </h2>
                <CardGrid cards={inSection} />
              </section>
            );
          })
        )}
      </div>
    </>
  );
});

function isDirectoryTab(value: string): value is DirectoryTab {
  return (tabs as string[]).includes(value);
}

function CardGrid({ cards }: { cards: DirectoryCard[] }) {
  const dict = useDictionary();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <IconCard
          key={card.name}
          look="link"
          icon={card.icon}
          title={
            <a href={card.href} className="after:absolute after:inset-0 after:rounded-2xl">
              {card.name}
            </a>
          }
          text={card.description}
        >
          <span
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary group-hover:underline"
          >
            {dict.directory.learnMore}
            <ArrowRight className="size-4" />
          </span>
        </IconCard>
      ))}
    </ul>
  );
}
