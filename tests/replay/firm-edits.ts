/**
 * The firm's everyday edits (issue 44), each written into a copy of the project as the editor at
 * /admin saves it: a service page added as one file with its picture, one retired, the home page's
 * service cards reordered, Saturday closed, a team member with a phone photo added and removed,
 * a question added at the top of a page's FAQ, a tax figure's new value. Each names what it did,
 * for the replay's list (tests/replay/replay-edits.ts).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { stripPictureMetadata } from "#app/cms/picture-metadata.ts";
import { filesNaming } from "#app/content/named-pictures.ts";
import { pictureFolder } from "#app/content/schema/fields.ts";
import { californiaDay } from "#app/content/tax-figures/periods.ts";
import { phonePhoto } from "#tests/support/phone-photo.ts";
import { editContentFile, writeContentFile } from "./editor-files.ts";
import { farmPayrollWords } from "./farm-payroll-page.ts";

export interface FirmEdit {
  /** What the firm did, in words, with the files it changed. */
  says: string;
  apply(root: string): void | Promise<void>;
}

type Lang = "en" | "es";
type Bilingual<T> = Record<Lang, T>;
/** The fields of a service page's file the edits touch; the rest is kept as it is. */
interface ServicePageWords {
  slug: string;
  name: string;
  title: string;
  metaDescription: string;
  artwork: string;
  menuOrder: number;
  directoryOrder: number;
  features: { icon: string; title: string; description: string }[];
  faqs: { question: string; answer: string }[];
}
interface HomeWords {
  services: { cards: { service: string }[] };
}
interface TeamFile {
  members: { name: string; photo?: string; [field: string]: unknown }[];
}
interface TaxFiguresFile {
  figures: { id: string; values: { taxYear: number; from?: string; value: number; source: string; note?: string }[] }[];
}

const servicePage = (slug: string) => `content/services/${slug}.json`;

/** A path the editor writes (`/content/pictures/payroll.webp`) as a file of the copy. */
const fileOfPicture = (root: string, picture: string) => join(root, picture.replace(/^\//, ""));

/**
 * A new service page, as the firm adds one: the payroll page's file as the starting point (its
 * icons, category and card icon), under a new slug pair, with words of its own and its own picture.
 */
const addedSlug = farmPayrollWords.en.slug;
const addServicePage: FirmEdit = {
  says: `added a service page, ${servicePage(addedSlug)} (${farmPayrollWords.en.name} / ${farmPayrollWords.es.name}), with its picture`,
  async apply(root) {
    const page = JSON.parse(readFileSync(join(root, servicePage("payroll")), "utf8")) as Bilingual<ServicePageWords>;
    // A picture of its own, square and as wide as the artwork's largest size, uploaded without its metadata.
    const picture = `/${pictureFolder}/${addedSlug}.webp`;
    const drawn = await phonePhoto("webp", { width: 800, height: 800, orientation: 1 });
    writeFileSync(fileOfPicture(root, picture), stripPictureMetadata(drawn).bytes);
    for (const lang of ["en", "es"] as const) {
      const words = farmPayrollWords[lang];
      page[lang] = {
        ...page[lang],
        ...words,
        // Each feature keeps the template's icon at its place (the icons are the same in both languages).
        features: words.features.map((feature, i) => {
          const template = page[lang].features[i];
          if (!template) throw new Error(`${servicePage("payroll")} has fewer features than the new page`);
          return { ...template, ...feature };
        }),
        artwork: picture,
        menuOrder: 99,
        directoryOrder: 99,
      };
    }
    writeContentFile(root, servicePage(addedSlug), page);
  },
};

/**
 * A retired page: the file deleted, as the editor's Delete does, and its picture deleted on the
 * editor's Media page, unless another file names it. Its testimonials stay in
 * content/testimonials.json, naming the retired page (shown nowhere), as the editor leaves them.
 */
const retiredSlug = "sales-taxes";
const retireServicePage: FirmEdit = {
  says: `retired a service page: deleted ${servicePage(retiredSlug)} and its picture; its three testimonials left naming it`,
  apply(root) {
    const file = join(root, servicePage(retiredSlug));
    const { artwork } = (JSON.parse(readFileSync(file, "utf8")) as Bilingual<ServicePageWords>).en;
    rmSync(file);
    if (filesNaming(root, artwork.replace(/^\//, "")).length === 0) rmSync(fileOfPicture(root, artwork));
  },
};

/** The card moved up in both columns of the editor: a card carries its own page, icon and words. */
const movedCard = "service/tax-preparation";
const reorderHomeCards: FirmEdit = {
  says: `reordered the home page's service cards: ${movedCard} moved to the top in English and Spanish (content/pages/home.json)`,
  apply(root) {
    editContentFile<Bilingual<HomeWords>>(root, "content/pages/home.json", (home) => {
      for (const lang of ["en", "es"] as const) {
        const cards = home[lang].services.cards;
        const at = cards.findIndex((card) => card.service === movedCard);
        if (at < 0) throw new Error(`content/pages/home.json (${lang}) has no card for ${movedCard}`);
        cards.unshift(...cards.splice(at, 1));
      }
    });
  },
};

/** "Closed all day" ticked: the editor keeps the times it no longer shows. */
const closeSaturday: FirmEdit = {
  says: "closed on Saturdays: hours.saturday.closed ticked (content/site.json)",
  apply(root) {
    editContentFile<{ hours: { saturday: { closed: boolean } } }>(root, "content/site.json", (site) => {
      site.hours.saturday.closed = true;
    });
  },
};

const newMember = { name: "Claudia Reyes", form: "feminine", credentials: ["bookkeeping", "bilingual"] } as const;
/** Her photo's name: the replay checks that no file of the build carries it (decision 029). */
export const removedMemberPhoto = "claudia-reyes.jpg";

/**
 * A team member added with a photo from a phone (uploaded as the editor uploads it: without its
 * camera metadata), then removed. Removing her deletes her row, as the editor's Delete does; the
 * uploaded photo stays in the pictures' folder, as it does until someone deletes it on the Media
 * page: the harder case for the build and the tests, a picture no content names.
 */
const addAndRemoveMember: FirmEdit = {
  says: `added a team member with a photo (${newMember.name}, content/team.json and ${removedMemberPhoto}), then removed her; the uploaded photo is left unnamed in the pictures' folder`,
  async apply(root) {
    const photo = `/${pictureFolder}/${removedMemberPhoto}`;
    const taken = await phonePhoto("jpeg", { width: 1200, height: 1600 });
    writeFileSync(fileOfPicture(root, photo), stripPictureMetadata(taken).bytes);
    editContentFile<TeamFile>(root, "content/team.json", (team) => {
      team.members.push({ ...newMember, credentials: [...newMember.credentials], photo });
    });
    editContentFile<TeamFile>(root, "content/team.json", (team) => {
      team.members = team.members.filter((member) => member.name !== newMember.name);
    });
  },
};

const faqPage = "quickbooks-tips";
const addedQuestion: Bilingual<{ question: string; answer: string }> = {
  en: {
    question: "Can I keep my QuickBooks file when I change bookkeepers?",
    answer:
      "Yes. Your QuickBooks file belongs to your business: we invite your new bookkeeper as a user, or hand you a backup copy, and show them where everything is.",
  },
  es: {
    question: "¿Puedo conservar mi archivo de QuickBooks si cambio de encargado de contabilidad?",
    answer:
      "Sí. Su archivo de QuickBooks es de su negocio: invitamos como usuario a su nuevo encargado de contabilidad, o le entregamos una copia de respaldo, y le mostramos dónde está todo.",
  },
};
const addQuestion: FirmEdit = {
  says: `added a question at the top of the FAQ in English and Spanish (${servicePage(faqPage)})`,
  apply(root) {
    editContentFile<Bilingual<ServicePageWords>>(root, servicePage(faqPage), (page) => {
      for (const lang of ["en", "es"] as const) page[lang].faqs.unshift(addedQuestion[lang]);
    });
  },
};

/** A figure's new value from today, with its source: the pages show it in the build that follows. */
const changedFigure = "itinProcessingWeeks";
const changeFigure: FirmEdit = {
  says: `changed a tax figure: ${changedFigure} is 8 from today, a new value row with its source (content/tax-figures.json)`,
  apply(root) {
    const today = californiaDay();
    editContentFile<TaxFiguresFile>(root, "content/tax-figures.json", (file) => {
      const figure = file.figures.find((f) => f.id === changedFigure);
      if (!figure) throw new Error(`content/tax-figures.json has no ${changedFigure}`);
      figure.values.push({
        taxYear: Number(today.slice(0, 4)),
        from: today,
        value: 8,
        source: "https://www.irs.gov/individuals/how-to-apply-for-an-itin",
      });
    });
  },
};

export const firmEdits: readonly FirmEdit[] = [
  addServicePage,
  retireServicePage,
  reorderHomeCards,
  closeSaturday,
  addAndRemoveMember,
  addQuestion,
  changeFigure,
];
