import { LockKeyhole, Mail, Phone } from "lucide-react";
import { OfficeAddress } from "#app/components/sections/office-address.tsx";
import { footerMenus } from "#app/content/navigation.ts";
import { mailtoHref, siteConfig, telHref } from "#app/content/site/index.ts";
import { useDictionary } from "#app/i18n/index.ts";
import * as shellHooks from "#app/lib/shell-hook-names.ts";
import { hook } from "#app/lib/shell-hooks.ts";
import { BrandMark } from "./brand-logo.tsx";
import { MenuLink } from "./menu-link.tsx";
import { OfficeHours } from "./office-hours.tsx";
import { FacebookIcon, InstagramIcon, TikTokIcon } from "./social-icons.tsx";

const linkClass = "hover:text-brand-ink-foreground hover:underline underline-offset-4";

/** A line of the footer's small print that names and links a company: "Part of …", "Website by …". */
function Credit({ words, link }: { words: string; link: { url: string; name: string } }) {
  return (
    <span>
      {words}{" "}
      <a href={link.url} className={`underline ${linkClass}`}>
        {link.name}
      </a>
    </span>
  );
}

export function SiteFooter() {
  const dict = useDictionary();
  const headingClass = "mb-4 text-sm font-bold tracking-wider uppercase text-brand-ink-foreground";
  const socials = [
    { name: "TikTok", href: siteConfig.social.tiktok, Icon: TikTokIcon },
    { name: "Facebook", href: siteConfig.social.facebook, Icon: FacebookIcon },
    { name: "Instagram", href: siteConfig.social.instagram, Icon: InstagramIcon },
  ];

  return (
    <footer className="print:hidden bg-brand-ink text-sm text-brand-ink-foreground/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <div className="flex items-center gap-2.5 text-brand-ink-foreground">
            <BrandMark />
            <span className="text-lg font-extrabold">{siteConfig.legalName}</span>
          </div>
          <p className="leading-relaxed">{dict.footer.blurb}</p>
          <ul className="space-y-2">
            <li>
              <a href={telHref()} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Phone className="size-4" aria-hidden="true" />
                <span>
                  {dict.footer.phoneLabel}: {siteConfig.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a href={mailtoHref()} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <Mail className="size-4" aria-hidden="true" />
                <span>{siteConfig.email}</span>
              </a>
            </li>
            <li>
              <a href={siteConfig.clientPortal.url} className={`inline-flex items-center gap-2 ${linkClass}`}>
                <LockKeyhole className="size-4" aria-hidden="true" />
                <span>{dict.footer.clientPortal}</span>
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClass}>{dict.footer.officesTitle}</h2>
          <ul className="space-y-3">
            {siteConfig.offices.map((office) => (
              <OfficeAddress key={office.id} office={office} look="footer" />
            ))}
          </ul>
          <h2 className={`${headingClass} mt-8`}>{dict.hours.title}</h2>
          <OfficeHours className="max-w-64 space-y-1.5" />
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {dict.footer.servicesTitle}
          </h2>
          <ul className="space-y-2">
            {footerMenus.services.map((page) =>
              page === "services" ? (
                <MenuLink key={page} page={page} className={`font-semibold ${linkClass}`}>
                  {dict.nav.allServices} →
                </MenuLink>
              ) : (
                <MenuLink key={page} page={page} className={linkClass} />
              ),
            )}
          </ul>
        </nav>

        <div>
          <nav aria-labelledby="footer-company">
            <h2 id="footer-company" className={headingClass}>
              {dict.footer.companyTitle}
            </h2>
            <ul className="space-y-2">
              {footerMenus.company.map((page) => (
                <MenuLink key={page} page={page} className={linkClass} />
              ))}
            </ul>
          </nav>
          <h2 className={`${headingClass} mt-8`}>{dict.footer.followUs}</h2>
          <ul className="flex gap-2">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} ${dict.nav.opensInNewTab}`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/25 hover:bg-white/10 hover:text-brand-ink-foreground"
                >
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:px-6 md:flex-row md:justify-between lg:px-8">
          <p>
            {/* The build year; the shell's script writes today's year (app/shell-script/year.ts). */}©{" "}
            <span {...hook(shellHooks.currentYear)}>{__BUILD_YEAR__}</span> {siteConfig.legalName}. {dict.footer.rights}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Credit words={dict.footer.partOf} link={siteConfig.parentCompany} />
            <Credit words={dict.footer.designedBy} link={siteConfig.webDesigner} />
          </p>
        </div>
      </div>
    </footer>
  );
}
