import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createContactFieldsSchema } from "#app/contact-form/contact-schema.ts";
import { firmReach } from "#app/content/site/index.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { ContactForm } from "./contact-form.tsx";

// The real rules, counted: the form builds them when it first checks a field, not as it hydrates
// (docs/decisions/024).
vi.mock("#app/contact-form/contact-schema.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("#app/contact-form/contact-schema.ts")>();
  return { ...real, createContactFieldsSchema: vi.fn(real.createContactFieldsSchema) };
});

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ token: "test-token", minAgeMs: 0 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it.each(["/contact", "/es/contacto"])(
  "the contact form (%s) builds its rules when it first checks a field, once, and they still answer",
  async (path) => {
    const site = siteContextAt(path);
    render(
      <SiteProvider value={site}>
        <ContactForm reach={firmReach()} />
      </SiteProvider>,
    );
    const user = userEvent.setup();
    expect(createContactFieldsSchema).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: site.dictionary.form.submit }));
    expect(await screen.findByText(site.dictionary.contactForm.errors.name)).toBeDefined();
    await user.click(screen.getByRole("button", { name: site.dictionary.form.submit }));
    expect(createContactFieldsSchema).toHaveBeenCalledTimes(1);
  },
);
