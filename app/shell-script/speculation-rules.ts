/**
 * Speculation rules (decision 018): when a visitor points at a link to one of our pages, or starts
 * to press it, the browser prerenders that page, so the click shows it at once. Only same-site
 * page links: not the e-mail function, not links that open a new tab or download. Browsers
 * without speculation rules ignore the script.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/.netlify/*" } },
          { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
