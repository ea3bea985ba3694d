import { describe, expect, it } from "vitest";
import { readEveryFile } from "./read-every-file.ts";
import type { ContentWriter } from "./write-content.ts";

const config = {
  collections: [
    {
      name: "site",
      label: "The firm's details",
      files: [{ name: "site", label: "The firm's details", file: "content/site.json", fields: [] }],
    },
    { name: "services", label: "Service pages", folder: "content/services" },
  ],
};

const backend = (texts: Record<string, string>, listing: string[] | Error = Object.keys(texts)): ContentWriter => ({
  read: async (file) => {
    const text = texts[file];
    if (text === undefined) throw new Error("the server answered 404 Not Found");
    return text;
  },
  list: async (folder) => {
    if (listing instanceof Error) throw listing;
    return listing.filter((path) => path.startsWith(`${folder}/`));
  },
  write: async () => {},
});

describe("every content file, read after sign-in", () => {
  it("reads the configuration's files and the folder's files as listed now", async () => {
    const read = await readEveryFile(
      config,
      backend({ "content/site.json": '{"name":"NAIS"}', "content/services/payroll.json": '{"en":{}}' }),
    );
    expect(read).toEqual({
      files: { "content/site.json": { name: "NAIS" }, "content/services/payroll.json": { en: {} } },
      unread: [],
    });
  });

  it("names each file it could not read, by the editor's name for it, with the reason in words", async () => {
    const read = await readEveryFile(
      config,
      backend({ "content/services/payroll.json": "{ not json" }, ["content/services/payroll.json"]),
    );
    expect(read.unread).toEqual([
      { label: "The firm's details", file: "content/site.json", reason: "the server answered 404 Not Found" },
      {
        label: "Service pages: content/services/payroll.json",
        file: "content/services/payroll.json",
        reason: "its text is not a content file's (JSON): correct it in the repository",
      },
    ]);
  });

  it("names the folder when its list cannot be read", async () => {
    const read = await readEveryFile(config, backend({ "content/site.json": "{}" }, new Error("Bad credentials")));
    expect(read.unread).toEqual([
      { label: "Service pages (the list of its files)", file: "content/services/", reason: "Bad credentials" },
    ]);
  });
});
