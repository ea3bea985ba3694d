/** Whether a `Content-Type` header names `mediaType` (lower case): its parameters after `;` aside, in any letter case. */
export function hasMediaType(contentType: string | null, mediaType: string): boolean {
  const [type = ""] = (contentType ?? "").split(";");
  return type.trim().toLowerCase() === mediaType;
}
