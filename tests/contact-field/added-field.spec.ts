import { expect, test } from "@playwright/test";
import { mailDirectory, messagesContaining } from "../../scripts/support/mail.ts";
import { field } from "../e2e/support.ts";
import { addedField, contactFieldMailDir } from "./added-field.ts";

/** What the firm receives: the SMTP server's messages. */
const inbox = mailDirectory(contactFieldMailDir);

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a field added to the table reaches the firm's e-mail, in both languages' forms", async ({ page }) => {
      const marker = `Added field ${javaScript ? "js" : "no-js"} ${Date.now()}`;
      await page.goto("/es/contacto");
      await expect(field(page, addedField.label.es)).toBeVisible();

      await page.goto("/contact");
      await field(page, "Full name").fill("Lena Park");
      await field(page, "E-mail address").fill("lena@example.com");
      await field(page, addedField.label.en).fill("Park Bakery LLC");
      await field(page, "Service of interest").selectOption({ label: "Bookkeeping" });
      await field(page, "Message").fill(`${marker}: monthly books for a bakery.`);
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: "Message Sent Successfully!" })).toBeVisible();

      await expect
        .poll(async () => (await messagesContaining(inbox, marker)).map((message) => message.text))
        .toEqual([expect.stringContaining(`${addedField.emailLabel}: Park Bakery LLC`)]);
      const [message] = await messagesContaining(inbox, marker);
      expect(message?.html).toContain(
        `<th align="left" style="padding:2px 12px 2px 0">${addedField.emailLabel}</th><td>Park Bakery LLC</td>`,
      );
    });
  });
}
