import type { ServicePageStructure } from "#app/content/service-pages/types.ts";

/** What the page shows the same in both languages: its icon, and its features' icons in the order of en.ts. */
export const structure: ServicePageStructure = {
  icon: "ShieldAlert",
  featureIcons: ["Banknote", "Wallet", "Zap", "Gavel", "Building2", "ShieldCheck"],
};
