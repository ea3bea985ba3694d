import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firmReach } from "#app/content/site/index.ts";
import { SiteProvider } from "#app/i18n/index.ts";
import { siteContextAt } from "#app/i18n/site-context.server.ts";
import { ContactForm } from "./contact-form.tsx";
import { contactPrefillHref, contactPrefillScript } from "./contact-prefill.ts";

// The form asks for its token when shown: an answer without a server.
const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
  Response.json({ token: "test-token", minAgeMs: 0 }),
);
beforeEach(() => vi.stubGlobal("fetch", fetchMock));

afterEach(async () => {
  cleanup();
  // The form asks in the task after it is shown (form-submission.ts): let those tasks run first.
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((nextTask) => setTimeout(nextTask));
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

/**
 * The contact form as the page paints it, at `href`, then the inline script as the browser runs it
 * after the form: what the form shows before any script file has arrived.
 */
function paintAt(href: string, beforeScript?: () => void) {
  cleanup();
  history.replaceState(null, "", href);
  const site = siteContextAt(new URL(href, location.origin).pathname);
  render(
    <SiteProvider value={site}>
      <ContactForm reach={firmReach()} />
    </SiteProvider>,
  );
  beforeScript?.();
  new Function(contactPrefillScript)();
  const service = screen.getByRole("combobox") as HTMLSelectElement;
  const checked = screen.queryAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked);
  return { service: service.value, courses: checked.map((box) => (box as HTMLInputElement).value) };
}

describe("the contact form's choice from its address, before any script file", () => {
  it("chooses a service, and a course that goes with QuickBooks Training", () => {
    expect(paintAt("/contact?service=IRS+Help")).toEqual({ service: "IRS Help", courses: [] });
    expect(paintAt("/es/contacto?service=QuickBooks%20Training&course=qb-setup")).toEqual({
      service: "QuickBooks Training",
      courses: ["qb-setup"],
    });
  });

  it("takes a course alone as QuickBooks Training with that course", () => {
    expect(paintAt("/contact?course=one-on-one")).toEqual({ service: "QuickBooks Training", courses: ["one-on-one"] });
  });

  it("drops a course that does not go with the service, and ignores what it does not know", () => {
    expect(paintAt("/contact?service=Bookkeeping&course=qb-tips")).toEqual({ service: "Bookkeeping", courses: [] });
    expect(paintAt("/contact?service=Astrology")).toEqual({ service: "", courses: [] });
    expect(paintAt("/contact?course=qb-unknown")).toEqual({ service: "", courses: [] });
    expect(paintAt("/contact")).toEqual({ service: "", courses: [] });
  });

  it("leaves a service already chosen (by the visitor, or restored by the browser) alone", () => {
    const chooseBookkeeping = () => {
      (screen.getByRole("combobox") as HTMLSelectElement).value = "Bookkeeping";
    };
    expect(paintAt("/contact?service=IRS+Help", chooseBookkeeping)).toEqual({ service: "Bookkeeping", courses: [] });
  });

  it("shows the page's own address once it has chosen, so a reload starts afresh", () => {
    paintAt("/es/contacto?service=IRS+Help#formulario");
    expect(location.pathname + location.search + location.hash).toBe("/es/contacto#formulario");
  });

  it("reads what contactPrefillHref writes", () => {
    const href = contactPrefillHref("/es/contacto", { service: "QuickBooks Training", course: "qb-advanced" });
    expect(href).toBe("/es/contacto?service=QuickBooks+Training&course=qb-advanced");
    expect(paintAt(href)).toEqual({ service: "QuickBooks Training", courses: ["qb-advanced"] });
  });
});
