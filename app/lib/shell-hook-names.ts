/**
 * The `data-*` attributes by which the shell script (app/shell-script/) finds what the markup
 * (app/components/, src/layouts/) marks for it, one export each, imported on both sides as
 * `import * as shellHooks`: the bundler turns `shellHooks.carousel` into the bare string, so the
 * script carries no table of names (shell-hooks.ts has the helpers).
 */
/** The theme toggle button. */
export const themeToggle = "data-theme-toggle";
/** The footer's year, brought up to date in the browser. */
export const currentYear = "data-current-year";
/** The Back to top button. */
export const scrollToTop = "data-scroll-to-top";
/** A carousel and its parts: the scrolling track, its slides, the pager, its dots and arrows. */
export const carousel = "data-carousel";
export const carouselTrack = "data-carousel-track";
export const carouselSlide = "data-carousel-slide";
export const carouselControls = "data-carousel-controls";
export const carouselDot = "data-carousel-dot";
export const carouselPrevious = "data-carousel-previous";
export const carouselNext = "data-carousel-next";
/** A video that plays, muted, once it is in view. */
export const autoplayInView = "data-autoplay-in-view";
/** A link to the other language, its value that language: following it stores the choice. */
export const langChoice = "data-lang-choice";
/** The body of the not-found page, whose language links keep the path asked for. */
export const notFound = "data-not-found";
/** The banner that offers Spanish, and its dismiss button. */
export const langBanner = "data-lang-banner";
export const langBannerDismiss = "data-lang-banner-dismiss";
/** An image's fallback source, used once if the image fails to load. */
export const fallbackSrc = "data-fallback-src";
/** The header, under which the menus open. */
export const siteHeader = "data-site-header";
/** A menu (a popover), and a disclosure button inside one. */
export const menu = "data-menu";
export const disclosure = "data-disclosure";
/** The dimmed page below the header while the mobile menu is open. */
export const menuOverlay = "data-menu-overlay";
/** A menu button's names when its menu is closed and open. */
export const labelOpen = "data-label-open";
export const labelClose = "data-label-close";
