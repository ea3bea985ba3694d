/**
 * A radio group that filters with CSS alone (`<fieldset data-choice-in-url="format">`, the
 * QuickBooks page's learning formats) keeps its choice in the address as `?format=…`, so a reload,
 * Back or a shared link shows the same cards; the first radio (the default) is the address without
 * it. The filtering never waits for this script (docs/decisions/023): on start it only applies the
 * address's choice when the visitor has not chosen yet.
 */
export function keepChoicesInUrl(): void {
  for (const group of document.querySelectorAll<HTMLFieldSetElement>("fieldset[data-choice-in-url]")) {
    const name = group.dataset.choiceInUrl;
    if (!name) continue;
    const radios = [...group.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${name}"]`)];
    const fromUrl = new URLSearchParams(location.search).get(name);
    const chosen = radios.find((radio) => radio.checked);
    if (fromUrl && chosen?.defaultChecked) {
      const radio = radios.find((r) => r.value === fromUrl);
      if (radio) radio.checked = true;
    } else if (chosen && !chosen.defaultChecked) {
      writeChoice(name, chosen);
    }
    group.addEventListener("change", (event) => {
      if (event.target instanceof HTMLInputElement && event.target.checked) writeChoice(name, event.target);
    });
  }
}

function writeChoice(name: string, radio: HTMLInputElement): void {
  const url = new URL(location.href);
  if (radio.defaultChecked) url.searchParams.delete(name);
  else url.searchParams.set(name, radio.value);
  history.replaceState(history.state, "", url);
}
