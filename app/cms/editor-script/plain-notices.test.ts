import { describe, expect, it } from "vitest";
import { plainEnglish, plainError } from "./plain-notices.ts";

/** Decap's English phrases, in their shape (decap-cms-locales). */
const decapEnglish = {
  app: { header: { content: "Contents" } },
  ui: {
    toast: {
      onFailToPersist: "Failed to persist entry: %{details}",
      onFailToDelete: "Failed to delete entry: %{details}",
      entrySaved: "Entry saved",
    },
    settingsDropdown: { logOut: "Log Out" },
  },
};

describe("Decap's notices in plain words", () => {
  it("say a refused save and deletion in words, keeping every other phrase Decap has", () => {
    const plain = plainEnglish(decapEnglish);
    expect(plain.ui.toast).toEqual({
      onFailToPersist: "Not saved: %{details}",
      onFailToDelete: "Not deleted: %{details}",
      entrySaved: "Entry saved",
    });
    expect(plain.app).toBe(decapEnglish.app);
    expect(plain.ui.settingsDropdown).toBe(decapEnglish.ui.settingsDropdown);
  });

  it("give an error that reads as its message alone", () => {
    expect(String(plainError("one value needs correcting"))).toBe("one value needs correcting");
  });
});
