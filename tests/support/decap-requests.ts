/** What Decap's editor sends its local backend, for the tests of the backend's guard (unit and editor suite). */

/** Decap's save of one content file (`persistEntry`), as its editor sends it in file mode. */
export function persistEntryRequest(path: string, raw: string) {
  return {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: "site", path, raw }],
      assets: [],
      options: { commitMessage: "Editor", useWorkflow: false, status: "draft" },
    },
  };
}
