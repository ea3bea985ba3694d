import { describe, expect, it } from "vitest";
import type { CmsField } from "./fields.ts";
import { versionChanges } from "./version-changes.ts";

const fields: CmsField[] = [
  { name: "title", label: "Page title", widget: "string" },
  {
    name: "faqs",
    label: "Frequently asked questions",
    widget: "list",
    fields: [
      { name: "question", label: "Question", widget: "string" },
      { name: "answer", label: "Answer", widget: "text" },
    ],
  },
  { name: "samples", label: "Still samples", widget: "boolean" },
];

const older = {
  en: { title: "Payroll", faqs: [{ question: "How?", answer: "Weekly." }], samples: true },
  es: { title: "Nómina", faqs: [{ question: "¿Cómo?", answer: "Semanal." }], samples: true },
};
const newer = {
  en: { title: "Payroll Services", faqs: [{ question: "How?", answer: "Weekly." }], samples: false },
  es: {
    title: "Nómina",
    faqs: [
      { question: "¿Cómo?", answer: "Cada semana." },
      { question: "¿Cuándo?", answer: "Hoy." },
    ],
    samples: false,
  },
};

describe("what changed between two versions of a file, in the editor's words", () => {
  it("names each changed value by its labels, the older value beside the newer", () => {
    expect(versionChanges(fields, older, newer, true)).toEqual([
      { field: "en.title", label: "English › Page title", before: "Payroll", after: "Payroll Services" },
      { field: "en.samples", label: "English › Still samples", before: "Yes", after: "No" },
      {
        field: "es.faqs[0].answer",
        label: "Español › Frequently asked questions › 1 › Answer",
        before: "Semanal.",
        after: "Cada semana.",
      },
      { field: "es.faqs[1].question", label: "Español › Frequently asked questions › 2 › Question", after: "¿Cuándo?" },
      { field: "es.faqs[1].answer", label: "Español › Frequently asked questions › 2 › Answer", after: "Hoy." },
      { field: "es.samples", label: "Español › Still samples", before: "Yes", after: "No" },
    ]);
  });

  it("lists a removed value with nothing on the newer side, and nothing when the versions are the same", () => {
    expect(versionChanges(fields, newer, older, true)).toContainEqual({
      field: "es.faqs[1].answer",
      label: "Español › Frequently asked questions › 2 › Answer",
      before: "Hoy.",
    });
    expect(versionChanges(fields, older, structuredClone(older), true)).toEqual([]);
  });

  it("keeps an emptied list as a value of its own", () => {
    const emptied = { en: { ...older.en, faqs: [] }, es: older.es };
    expect(versionChanges(fields, older, emptied, true)).toEqual([
      { field: "en.faqs[0].question", label: "English › Frequently asked questions › 1 › Question", before: "How?" },
      { field: "en.faqs[0].answer", label: "English › Frequently asked questions › 1 › Answer", before: "Weekly." },
      { field: "en.faqs", label: "English › Frequently asked questions", after: "(empty)" },
    ]);
  });

  it("shows a question added at the top and one removed at the foot as those two rows, not every row between", () => {
    const faqs = Array.from({ length: 6 }, (_, i) => ({ question: `Q${i + 1}?`, answer: `A${i + 1}.` }));
    const before = { en: { title: "Payroll", faqs, samples: false } };
    const after = {
      en: { title: "Payroll", faqs: [{ question: "New?", answer: "Yes." }, ...faqs.slice(0, 5)], samples: false },
    };
    expect(versionChanges(fields, before, after, true)).toEqual([
      { field: "en.faqs[0].question", label: "English › Frequently asked questions › 1 › Question", after: "New?" },
      { field: "en.faqs[0].answer", label: "English › Frequently asked questions › 1 › Answer", after: "Yes." },
      { field: "en.faqs[5].question", label: "English › Frequently asked questions › 6 › Question", before: "Q6?" },
      { field: "en.faqs[5].answer", label: "English › Frequently asked questions › 6 › Answer", before: "A6." },
    ]);
  });
});
