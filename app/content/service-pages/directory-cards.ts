/**
 * Each template service page's card in the services directory, from the generated ./cards.ts (the
 * card's fields of every file of `content/services/`), not from the pages' whole files: the
 * directory and its preview in the editor's script (/admin/editor.js, docs/decisions/020) need the
 * cards alone. The build checks each whole file with its page (./index.ts, the content check).
 */
import { copyValues } from "#app/content/data/copy-values.ts";
import { parseContent } from "#app/content/data/parse.ts";
import { fillAll } from "#app/content/data/placeholders.ts";
import type { IconName } from "#app/content/icon-names.ts";
import type { Bilingual } from "#app/content/types.ts";
import type { Lang, PageId, ServiceCategory } from "#app/lib/route-table.ts";
import { templateServiceCards } from "./cards.ts";
import { servicePageFile, templateServiceSlugs } from "./files.ts";
import { servicePageCopySchema } from "./schema.ts";

/** A template service page's card in the services directory, in one language, from its file. */
export interface ServiceCard {
  page: PageId;
  category: ServiceCategory;
  icon: IconName;
  directoryOrder: number;
  name: string;
  description: string;
}

const cardSchema = servicePageCopySchema.pick({ category: true, cardIcon: true, directoryOrder: true, card: true });

function cardsIn(lang: Lang): ServiceCard[] {
  return templateServiceSlugs.map((slug) => {
    const file = servicePageFile(slug);
    const raw = templateServiceCards[slug] as { category: unknown; icon: unknown; directoryOrder: unknown } & Record<
      Lang,
      unknown
    >;
    const card = parseContent(
      file,
      cardSchema,
      fillAll(
        { category: raw.category, cardIcon: raw.icon, directoryOrder: raw.directoryOrder, card: raw[lang] },
        copyValues(lang),
        file,
        lang,
      ),
    );
    return {
      page: `service/${slug}`,
      category: card.category,
      icon: card.cardIcon,
      directoryOrder: card.directoryOrder,
      ...card.card,
    };
  });
}

/** Each template service page's card, both languages (app/content/services-directory/index.ts orders them with the others). */
export const serviceCards: Bilingual<ServiceCard[]> = { en: cardsIn("en"), es: cardsIn("es") };
