/**
 * For the content files' tests: the message a reader throws for a copy of a file's data with a
 * fault planted in it, or "" when the copy reads, so a test can say what a person would be told.
 */
export function problemsWith<Data>(data: Data, read: (data: Data) => unknown, plant: (copy: Data) => void): string {
  const copy = structuredClone(data);
  plant(copy);
  try {
    read(copy);
    return "";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
