/**
 * What the editor shows between sign-in and the moment its checks are ready (docs/decisions/034):
 * a notice over the editor while the content files are read, so nothing is edited that could not
 * be checked, and, when a file cannot be read, which one and why, in words, with a way to try
 * again. Plain DOM, as the editor's other panels (./editor-dialog.ts).
 */
import { button, buttonCss, element } from "./editor-dialog.ts";
import type { UnreadFile } from "./read-every-file.ts";

const noticeId = "nais-content-notice";

const coverCss =
  "position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:rgba(239,243,248,.92);font:16px/1.5 system-ui,sans-serif;color:#1e293b";
const boxCss =
  "max-width:40rem;width:calc(100% - 2rem);max-height:calc(100% - 2rem);overflow:auto;box-sizing:border-box;padding:20px 24px;background:#fff;border:1px solid #94a3b8;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.12)";

function cover(): HTMLElement {
  document.getElementById(noticeId)?.remove();
  const made = element("div", undefined, coverCss);
  made.id = noticeId;
  document.body.append(made);
  return made;
}

/** While the files are read: a status, read out once. */
export function showReading(): void {
  const box = element("div", undefined, boxCss);
  const text = element("p", "Reading the site's content, so every save can be checked…", "margin:0");
  text.setAttribute("role", "status");
  box.append(text);
  cover().append(box);
}

/**
 * What could not be read or started: each file by the editor's name for it and the reason; `retry`
 * reads again, `signInAgain` ends the session (a GitHub sign-in that has expired).
 */
export function showUnread(problem: { unread: UnreadFile[]; failure?: string }, retry: () => void): void {
  const box = element("div", undefined, boxCss);
  box.setAttribute("role", "alert");
  box.append(
    element(
      "h2",
      problem.failure ? "The editor's checks could not start" : "Some of the site's content could not be read",
      "margin:0 0 8px;font-size:19px",
    ),
    element(
      "p",
      "Nothing can be saved until it is: a save is checked against every file, and the checks would run on nothing.",
      "margin:0 0 8px",
    ),
  );
  if (problem.unread.length) {
    const list = element("ul", undefined, "margin:0 0 12px;padding-left:20px");
    for (const { label, file, reason } of problem.unread) {
      const item = element("li");
      item.append(element("strong", label), ` (${file}): ${reason}`);
      list.append(item);
    }
    box.append(list);
  }
  if (problem.failure) box.append(element("p", problem.failure, "margin:0 0 12px"));
  const again = button("Try again", retry, `${buttonCss};font-weight:600`);
  const signIn = button(
    "Sign in again",
    () => {
      localStorage.removeItem("decap-cms-user");
      location.reload();
    },
    `${buttonCss};margin-left:8px`,
  );
  box.append(again, signIn);
  cover().append(box);
  again.focus();
}

export function hideNotice(): void {
  document.getElementById(noticeId)?.remove();
}
