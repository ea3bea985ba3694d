import { describe, expect, it } from "vitest";
import {
  leftBehindBy,
  pagesNotShowingThree,
  pagesToMoveTo,
  retireIntro,
  testimonialsAfter,
} from "./retire-question.ts";

const testimonials = {
  testimonials: [
    { name: "Ana P.", quote: { en: "They filed every quarter." }, pages: ["service/sales-taxes"] },
    { name: "Luis R.", quote: { en: "Good." }, pages: ["service/sales-taxes", "home"] },
    { name: "Rosa M.", quote: { en: "Fast." }, pages: ["home"] },
    { name: "Tom B.", quote: { en: "No more letters." }, pages: ["service/sales-taxes"] },
  ],
};

const files = [
  { file: "content/testimonials.json", label: "Testimonials", data: testimonials },
  { file: "content/pages/home.json", label: "Home page", data: { en: { cards: [{ service: "service/payroll" }] } } },
  {
    file: "content/services/payroll.json",
    label: "Service page: Payroll Services",
    data: {
      en: { faqs: [{ answer: "See [the sales tax page](page:service/sales-taxes) first." }] },
    },
  },
];

const pages = [
  { id: "home", name: "Home" },
  { id: "service/sales-taxes", name: "Sales Tax Services" },
  { id: "service/payroll", name: "Payroll Services" },
  { id: "service/bookkeeping", name: "Bookkeeping Services" },
];

const keyOf = (name: string) =>
  leftBehindBy("service/sales-taxes", files).testimonials.find((t) => t.name === name)?.key ?? "";

describe("the question before a service page is deleted", () => {
  it("names the testimonials shown on that page only, and the files that still link to it", () => {
    const left = leftBehindBy("service/sales-taxes", files);
    expect(left.testimonials.map((t) => [t.name, t.quote])).toEqual([
      ["Ana P.", "They filed every quarter."],
      ["Tom B.", "No more letters."],
    ]);
    expect(left.linkedFrom).toEqual(["Service page: Payroll Services"]);
    expect(leftBehindBy("service/bookkeeping", files)).toEqual({ testimonials: [], linkedFrom: [] });
    // A link's page must be the whole id: service/sales is not service/sales-taxes.
    expect(leftBehindBy("service/sales", files).linkedFrom).toEqual([]);
  });

  it("names the tax calendar when one of its deadlines leads to the page, by the slug alone", () => {
    const calendar = {
      file: "content/tax-calendar.json",
      label: "Tax calendar",
      data: { rules: [{ id: "form-941", service: "payroll" }], postponements: [] },
    };
    expect(leftBehindBy("service/payroll", [...files, calendar]).linkedFrom).toContain("Tax calendar");
    expect(leftBehindBy("service/sales-taxes", [calendar]).linkedFrom).toEqual([]);
  });

  it("says what goes, what links remain, and that each testimonial needs a choice", () => {
    const lines = retireIntro("Sales Tax Services", leftBehindBy("service/sales-taxes", files));
    expect(lines[0]).toBe("It leaves the site in English and Spanish at the next build, with its picture.");
    expect(lines).toContain(
      "A link or card to it remains in: Service page: Payroll Services. The site refuses a link to a missing page: change those first; until then the page cannot be deleted.",
    );
    expect(lines).toContain(
      "2 testimonials are shown on “Sales Tax Services” only. Choose for each: show it on another page, or delete it.",
    );
  });

  it("offers every other service page by its English name, A to Z, with how many testimonials it shows", () => {
    expect(pagesToMoveTo("service/sales-taxes", pages, testimonials)).toEqual([
      { id: "service/bookkeeping", name: "Bookkeeping Services", shows: 0 },
      { id: "service/payroll", name: "Payroll Services", shows: 0 },
    ]);
  });

  it("moves a testimonial to the page chosen and deletes the one chosen so, leaving the others as they are", () => {
    const choices = new Map([
      [keyOf("Ana P."), "service/payroll"],
      [keyOf("Tom B."), "delete"],
    ]);
    expect(testimonialsAfter(testimonials, "service/sales-taxes", choices).testimonials).toEqual([
      { name: "Ana P.", quote: { en: "They filed every quarter." }, pages: ["service/payroll"] },
      { name: "Luis R.", quote: { en: "Good." }, pages: ["service/sales-taxes", "home"] },
      { name: "Rosa M.", quote: { en: "Fast." }, pages: ["home"] },
    ]);
    // A testimonial with no choice (added since the question was asked) stops the save, in words.
    expect(() =>
      testimonialsAfter(testimonials, "service/sales-taxes", new Map([[keyOf("Ana P."), "delete"]])),
    ).toThrow(/^the testimonial of Tom B\. was added to this page since you opened this question/);
  });

  it("names a page that would then show other than three testimonials", () => {
    const targets = [
      { id: "service/payroll", name: "Payroll Services", shows: 3 },
      { id: "service/bookkeeping", name: "Bookkeeping Services", shows: 0 },
    ];
    expect(pagesNotShowingThree(targets, ["service/payroll", "delete"])).toEqual(["Payroll Services would show 4"]);
    expect(pagesNotShowingThree(targets, ["delete", "delete"])).toEqual([]);
  });
});
