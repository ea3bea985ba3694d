import { ArrowRight, CalendarCheck } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useDictionary, useLang } from "#app/i18n/index.ts";
import { cn } from "#app/lib/cn.ts";
import { pathOf } from "#app/lib/route-table.ts";

/** The two hero buttons: Schedule a Consultation (contact page) and Explore Our Services (directory). */
export function ConsultationActions({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const dict = useDictionary();
  const lang = useLang();
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      <Button asChild size="lg" variant={onDark ? "accent" : "default"}>
        <a href={pathOf("contact", lang)}>
          <CalendarCheck aria-hidden="true" />
          {dict.common.scheduleConsultation}
        </a>
      </Button>
      <Button asChild size="lg" variant={onDark ? "onDark" : "outline"}>
        <a href={pathOf("services", lang)}>
          {dict.common.exploreServices}
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
    </div>
  );
}
