import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { quickbooksCourses, quickbooksTrainingService } from "#app/contact-form/contact-contract.ts";
import { firmReach } from "#app/content/site/index.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { ContactForm } from "./contact-form.tsx";

const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ token: "test-token", minAgeMs: 0 }),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});

// Vitest runs without globals, so Testing Library does not unmount between tests by itself; the
// real `fetch` comes back for the files that run after this one in the same worker.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(path: string) {
  const site = siteContextAt(path);
  render(
    <SiteProvider value={site}>
      <ContactForm reach={firmReach()} />
    </SiteProvider>,
  );
  return { user: userEvent.setup(), dict: site.dictionary };
}

/** A field by the start of its label (a required field's label ends in an asterisk). */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The requests the form made to send a submission (its token request aside). */
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe.each(["/contact", "/es/contacto"])("the contact form island (%s)", (path) => {
  it("sends nothing while fields are wrong: each says why, marked invalid, and the message goes when fixed", async () => {
    const { user, dict } = renderForm(path);
    await user.click(screen.getByRole("button", { name: dict.form.submit }));

    const errors = dict.contactForm.errors;
    for (const message of [errors.name, errors.email, errors.service, errors.message]) {
      expect(await screen.findByText(message)).toBeDefined();
    }
    const name = screen.getByRole("textbox", { name: named(dict.form.name) });
    expect(name.getAttribute("aria-invalid")).toBe("true");
    // The error is the field's description, so a screen reader reads it with the field.
    expect(name.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(name.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent).toContain(
      errors.name,
    );
    expect(posts()).toEqual([]);

    await user.type(name, "Maria Lopez");
    expect(screen.queryByText(errors.name)).toBeNull();
    expect(name.getAttribute("aria-invalid")).not.toBe("true");

    const email = screen.getByRole("textbox", { name: named(dict.form.email) });
    await user.type(email, "not-an-address");
    await user.tab();
    expect(screen.getByText(errors.email)).toBeDefined();

    // Fixed, every field: the form sends once, what the visitor typed.
    await user.clear(email);
    await user.type(email, "maria@example.com");
    const service = screen.getByRole("combobox", { name: named(dict.form.service) });
    await user.selectOptions(service, dict.form.serviceLabels["Tax Preparation"]);
    await user.type(screen.getByRole("textbox", { name: named(dict.form.message) }), "Help with my 2024 return.");
    await user.click(screen.getByRole("button", { name: dict.form.submit }));
    expect(await screen.findByRole("heading", { name: dict.form.successTitle })).toBeDefined();
    expect(posts().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      expect.objectContaining({
        name: "Maria Lopez",
        email: "maria@example.com",
        service: "Tax Preparation",
        message: "Help with my 2024 return.",
        lang: path === "/contact" ? "en" : "es",
        formToken: "test-token",
      }),
    ]);
    // A visitor's typing in four fields, twice: past Vitest's 5 s on a loaded machine.
  }, 30_000);

  it("has the course checklist in its HTML, shown by CSS while the QuickBooks Training option is chosen", async () => {
    // jsdom applies no stylesheet: that it shows and hides is tested in Chromium (tests/e2e/contact.spec.ts).
    const { user, dict } = renderForm(path);
    const checklist = screen.getByRole("group", { name: dict.form.courses, hidden: true });
    expect(checklist.className).toContain("hidden");
    expect(checklist.className).toContain("group-has-[option[data-shows-courses]:checked]/contact:block");
    const service = screen.getByRole("combobox", { name: named(dict.form.service) });
    const showing = [...service.querySelectorAll("option[data-shows-courses]")].map((o) => o.getAttribute("value"));
    expect(showing).toEqual([quickbooksTrainingService]);
    const boxes = within(checklist).getAllByRole("checkbox", { hidden: true });
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual(quickbooksCourses.map((course) => course.id));
    const first = quickbooksCourses[0];
    if (!first) throw new Error("no courses");
    const box = within(checklist).getByRole("checkbox", { name: dict.form.courseLabels[first.id], hidden: true });
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
