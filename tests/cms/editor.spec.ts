import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, test } from "@playwright/test";
import { siteConfig } from "#app/content/site/index.ts";
import { openFile, pictureFile, publish, uploadPicture } from "./editor-steps.ts";
import { buildCopy, contentOf, copyRoot } from "./project-copy.ts";

test("the phone number changed in the editor is on the English and Spanish pages after the build", async ({ page }) => {
  await openFile(page, "The firm's details");
  const phone = page.getByLabel("Phone number");
  // The copy's phone before the change: whatever the firm's data says.
  await expect(phone).toHaveValue(siteConfig.phone.display);
  await phone.fill("(805) 922-0147");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => JSON.parse(contentOf("content/site.json")).phone).toBe("(805) 922-0147");

  buildCopy();
  await page.goto("/");
  await expect(page.getByRole("link", { name: /\(805\) 922-0147/ }).first()).toBeVisible();
  await page.goto("/es");
  await expect(page.getByRole("link", { name: /\(805\) 922-0147/ }).first()).toBeVisible();
});

test("a testimonial's words changed in the editor are on its page after the build, in both languages", async ({
  page,
}) => {
  await openFile(page, "Testimonials");
  // Each testimonial is a closed row named by the client; its first button opens it (Decap's
  // buttons there have an icon and no name).
  await page.getByText("Rosa M.", { exact: true }).locator("..").getByRole("button").first().click();
  // The row holds the client's role, then their words, each in English and Spanish.
  const quoteEnglish = page.getByRole("textbox", { name: "English" }).nth(1);
  const quoteSpanish = page.getByRole("textbox", { name: "Español" }).nth(1);
  await expect(quoteEnglish).toHaveValue(/^For years I did my own books in a notebook/);
  await expect(quoteSpanish).toHaveValue(/^Por años llevé mis cuentas en un cuaderno/);
  const english = "NAIS closed our books every month on time and explained each report to us in plain words.";
  const spanish = "NAIS cerró nuestras cuentas cada mes a tiempo y nos explicó cada reporte con palabras claras.";
  await quoteEnglish.fill(english);
  await quoteSpanish.fill(spanish);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect.poll(() => JSON.parse(contentOf("content/testimonials.json")).testimonials[0].quote.en).toBe(english);

  buildCopy();
  await page.goto("/");
  await expect(page.getByText(english)).toBeVisible();
  await page.goto("/es");
  await expect(page.getByText(spanish)).toBeVisible();
});

test("a page's words are edited in English and Spanish side by side and reach both pages after the build", async ({
  page,
}) => {
  await openFile(page, "Service page: Payroll Services");
  await expect(page.getByRole("button", { name: "Writing in EN" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Writing in ES" })).toBeVisible();
  const [english, spanish] = [page.getByLabel("Page title").first(), page.getByLabel("Page title").nth(1)];
  await expect(english).toHaveValue("Payroll Services");
  await expect(spanish).toHaveValue("Servicios de nómina");
  await english.fill("Payroll for Small Businesses");
  await spanish.fill("Nómina para pequeños negocios");
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect
    .poll(() => {
      const saved = JSON.parse(contentOf("content/services/payroll.json"));
      return [Object.keys(saved), saved.en.title, saved.es.title];
    })
    .toEqual([["en", "es"], "Payroll for Small Businesses", "Nómina para pequeños negocios"]);

  buildCopy();
  await page.goto("/services/payroll");
  await expect(page.getByRole("heading", { level: 1, name: "Payroll for Small Businesses" })).toBeVisible();
  await page.goto("/es/servicios/nominas");
  await expect(page.getByRole("heading", { level: 1, name: "Nómina para pequeños negocios" })).toBeVisible();
});

test("the editor refuses to save an empty required field or a malformed phone number, with its message", async ({
  page,
}) => {
  await openFile(page, "The firm's details");
  const before = contentOf("content/site.json");

  await page.getByLabel("Short name").fill("");
  await publish(page);
  await expect(page.getByText("Short name is required.")).toBeVisible();
  await page.getByLabel("Short name").fill("NAIS");

  await page.getByLabel("Phone number").fill("555-12");
  await publish(page);
  await expect(page.getByText("must be a US phone number, e.g. 1-800-555-0199 or (805) 555-0123")).toBeVisible();
  expect(contentOf("content/site.json")).toBe(before);
});

/** The file the page's image shows and its size, once loaded. */
function shownImage(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { src: img.currentSrc, width: img.naturalWidth, height: img.naturalHeight };
  });
}

test("a new picture for a service page, uploaded in the editor, is the page's picture in both languages after the build", async ({
  page,
}) => {
  const upload = await pictureFile("new-payroll-picture.png", 1200, 900, "#1d4ed8");
  await openFile(page, "Service page: Payroll Services");
  // One picture for both languages: chosen in the English column, copied into the Spanish one.
  const choose = page.getByRole("button", { name: "Choose different image" });
  await expect(choose).toHaveCount(2);
  await uploadPicture(page, choose.first(), upload);
  // The new picture shows in its field at once, before it is published.
  const thumbnail = page.locator("[aria-label='image field'] img").first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const path = "/content/pictures/new-payroll-picture.png";
  await expect
    .poll(() => {
      const saved = JSON.parse(contentOf("content/services/payroll.json"));
      return [saved.en.artwork, saved.es.artwork];
    })
    .toEqual([path, path]);
  expect(existsSync(join(copyRoot, path))).toBe(true);

  buildCopy();
  for (const address of ["/services/payroll", "/es/servicios/nominas"]) {
    await page.goto(address);
    // The shell's script puts the picture in the page (decision 024).
    const hero = page.locator("section").first().locator("picture img");
    // The upload, 1200 × 900, is cut to the hero's square.
    expect(await shownImage(hero)).toMatchObject({ src: expect.stringMatching(/new-payroll-picture\./) });
    const { width, height } = await shownImage(hero);
    expect(width).toBe(height);
    await expect(hero).toHaveAttribute("width", "800");
    await expect(hero).toHaveAttribute("height", "800");
  }
});

test("a team member's photo, uploaded in the editor, replaces their initials on the about page in both languages", async ({
  page,
}) => {
  const upload = await pictureFile("norma-alvarez.png", 900, 1200, "#b45309");
  await openFile(page, "Team");
  await page.getByText("Norma Alvarez", { exact: true }).locator("..").getByRole("button").first().click();
  await uploadPicture(page, page.getByRole("button", { name: "Choose an image" }).first(), upload);
  await publish(page);
  await expect(page.getByText("Changes saved")).toBeVisible();
  const path = "/content/pictures/norma-alvarez.png";
  await expect.poll(() => JSON.parse(contentOf("content/team.json")).members[0].photo).toBe(path);
  expect(existsSync(join(copyRoot, path))).toBe(true);

  buildCopy();
  for (const address of ["/about-nais", "/es/sobre-nais"]) {
    await page.goto(address);
    const photo = page.getByRole("img", { name: "Norma Alvarez" });
    await photo.scrollIntoViewIfNeeded();
    expect(await shownImage(photo)).toMatchObject({ src: expect.stringMatching(/norma-alvarez\./) });
    await expect(photo).toHaveAttribute("loading", "lazy");
    // The others keep their initials.
    await expect(page.getByRole("img", { name: "Isabel Sandoval" })).toHaveCount(0);
    await expect(page.getByText("IS", { exact: true })).toBeVisible();
  }
});

test("the editor's header leads to the values still samples, each named as the editor names its field", async ({
  page,
}) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Values still samples" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Values still samples" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Team members › 2 members[1]" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "E-mail address email" })).toBeVisible();
});
