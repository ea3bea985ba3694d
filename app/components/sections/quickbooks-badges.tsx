import type * as React from "react";

/*
 * Credential badges: the project's own drawings (a seal and two shields with a ledger/check motif),
 * not Intuit's artwork. Colours come from theme classes, so they follow the light and dark themes.
 * "ProAdvisor" and "Certified" stay in English: they are the credential's name in both languages;
 * the accessible name comes from `title`, which the caller passes in the page's language.
 */

/** A scalloped circle: 20 points alternating between radius r and r·0.9, centred on (cx, cy). */
function scallopPath(cx: number, cy: number, r: number): string {
  const n = 20;
  let d = "";
  for (let i = 0; i < n * 2; i++) {
    const a = (Math.PI * i) / n - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.9;
    d += `${i === 0 ? "M" : "L"}${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
  }
  return `${d}Z`;
}

const SEAL = scallopPath(60, 56, 54);
const SHIELD = "M60 4 108 19V63C108 97 87 119 60 131 33 119 12 97 12 63V19Z";
const SHIELD_INNER = "M60 12 100 25V63C100 92 83 111 60 122 37 111 20 92 20 63V25Z";

/** The firm's ledger motif: three rising bars and a check, in a 24-unit box placed by `transform`; on brand ink. */
function LedgerCheck({ transform }: { transform: string }) {
  return (
    <g transform={transform} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 20v-6M9.5 20V9M15 20v-4" strokeWidth="3" className="stroke-brand-ink-foreground" />
      <path d="m13 9.5 3 3 6-7" strokeWidth="3" className="stroke-accent" />
    </g>
  );
}

export function ProAdvisorBadge({ className, title }: { className?: string; title: string }) {
  return (
    <svg role="img" aria-label={title} viewBox="0 0 120 140" className={className ?? "h-auto w-28"}>
      <path d="M38 92 26 134l16-8 10 14 10-38Z" className="fill-primary" />
      <path d="M82 92l12 42-16-8-10 14-10-38Z" className="fill-primary/70" />
      <path d={SEAL} className="fill-accent" />
      <circle cx="60" cy="56" r="42" className="fill-brand-ink" />
      <circle cx="60" cy="56" r="37" fill="none" strokeWidth="1.5" className="stroke-brand-ink-foreground/35" />
      <LedgerCheck transform="translate(45 26) scale(1.25)" />
      <text
        x="60"
        y="75"
        textAnchor="middle"
        fontSize="11.5"
        fontWeight="800"
        letterSpacing="0.2"
        className="fill-brand-ink-foreground"
      >
        ProAdvisor
      </text>
    </svg>
  );
}

/** A shield holding a pictogram, a small check, a product word and a "Certified" ribbon. */
function ShieldBadge({
  className,
  title,
  word,
  children,
}: {
  className?: string;
  title: string;
  word: string;
  children: React.ReactNode;
}) {
  return (
    <svg role="img" aria-label={title} viewBox="0 0 120 136" className={className ?? "h-auto w-28"}>
      <path d={SHIELD} className="fill-primary" />
      <path d={SHIELD_INNER} fill="none" strokeWidth="1.5" className="stroke-primary-foreground/35" />
      <g
        fill="none"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        transform="translate(41 22) scale(1.6)"
        className="stroke-primary-foreground"
      >
        {children}
      </g>
      <circle cx="79" cy="56" r="10" className="fill-accent" />
      <path
        d="m74 56 3.5 3.5 6.5-7"
        fill="none"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-foreground"
      />
      <text x="60" y="86" textAnchor="middle" fontSize="13" fontWeight="800" className="fill-primary-foreground">
        {word}
      </text>
      <path d="M4 96h112l-5 11 5 11H4l5-11Z" className="fill-accent" />
      <text x="60" y="111.5" textAnchor="middle" fontSize="11.5" fontWeight="800" className="fill-accent-foreground">
        Certified
      </text>
    </svg>
  );
}

export function OnlineCertifiedBadge({ className, title }: { className?: string; title: string }) {
  return (
    <ShieldBadge className={className} title={title} word="Online">
      <path d="M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z" />
    </ShieldBadge>
  );
}

export function DesktopCertifiedBadge({ className, title }: { className?: string; title: string }) {
  return (
    <ShieldBadge className={className} title={title} word="Desktop">
      <rect x="2" y="3" width="20" height="14" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </ShieldBadge>
  );
}

/**
 * The badges as a list, each at `badgeClassName`: ProAdvisor always; Online and Desktop only with
 * a name, which the content gives only while a team member holds that certification.
 */
export function QuickbooksBadgeList({
  names,
  className,
  badgeClassName,
}: {
  names: readonly [string, string | null, string | null];
  className: string;
  badgeClassName: string;
}) {
  const [proAdvisor, online, desktop] = names;
  return (
    <ul className={className}>
      <li>
        <ProAdvisorBadge title={proAdvisor} className={badgeClassName} />
      </li>
      {online ? (
        <li>
          <OnlineCertifiedBadge title={online} className={badgeClassName} />
        </li>
      ) : null}
      {desktop ? (
        <li>
          <DesktopCertifiedBadge title={desktop} className={badgeClassName} />
        </li>
      ) : null}
    </ul>
  );
}
