/**
 * Shows a toast without putting sonner (9 KB gzip) in the page's first download: the toaster
 * itself loads after hydration (root.tsx), and this loads the same module on the first toast.
 */
type Kind = "success" | "error";

export function notify(kind: Kind, title: string, description?: string): void {
  void import("sonner").then(({ toast }) => toast[kind](title, { description }));
}
