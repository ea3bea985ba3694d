import { describe, expect, it } from "vitest";
import { leftBehindBy, retireQuestion } from "./retire-question.ts";

const files = [
  {
    file: "content/testimonials.json",
    label: "Testimonials",
    data: {
      testimonials: [
        { name: "Ana P.", pages: ["service/sales-taxes"] },
        { name: "Luis R.", pages: ["service/sales-taxes", "home"] },
        { name: "Rosa M.", pages: ["home"] },
      ],
    },
  },
  { file: "content/pages/home.json", label: "Home page", data: { en: { cards: [{ service: "service/payroll" }] } } },
  {
    file: "content/services/payroll.json",
    label: "Service page: Payroll Services",
    data: {
      en: { faqs: [{ answer: "See [the sales tax page](page:service/sales-taxes) first." }] },
    },
  },
];

describe("the question before a service page is deleted", () => {
  it("names the testimonials shown on that page only, and the files that still link to it", () => {
    expect(leftBehindBy("service/sales-taxes", files)).toEqual({
      testimonials: ["Ana P."],
      linkedFrom: ["Service page: Payroll Services"],
    });
    expect(leftBehindBy("service/bookkeeping", files)).toEqual({ testimonials: [], linkedFrom: [] });
    // A link's page must be the whole id: service/sales is not service/sales-taxes.
    expect(leftBehindBy("service/sales", files).linkedFrom).toEqual([]);
  });

  it("says what goes and what is left, in words, and that Cancel keeps the page", () => {
    const question = retireQuestion("Sales Tax Services", leftBehindBy("service/sales-taxes", files));
    expect(question).toMatch(/^Delete the page “Sales Tax Services”, in English and Spanish\?/);
    expect(question).toContain(
      "1 testimonial (Ana P.) will show on no page: choose another page for it in Testimonials.",
    );
    expect(question).toContain("A link or card to it remains in: Service page: Payroll Services.");
    expect(question).toMatch(/Cancel keeps the page\.$/);
  });
});
