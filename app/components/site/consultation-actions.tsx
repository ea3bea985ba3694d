import { ArrowRight, CalendarCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useDictionary, useLang } from "~/i18n";
import { cn } from "~/lib/cn";
import { pathOf } from "~/lib/navigation";

/** The two hero buttons: Schedule a Consultation (contact page) and Explore Our Services (directory). */
export function ConsultationActions({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  const dict = useDictionary();
  const lang = useLang();
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      <Button asChild size="lg" variant={onDark ? "accent" : "default"}>
        <Link to={pathOf("contact", lang)}>
          <CalendarCheck aria-hidden="true" />
          {dict.common.scheduleConsultation}
        </Link>
      </Button>
      <Button asChild size="lg" variant={onDark ? "onDark" : "outline"}>
        <Link to={pathOf("services", lang)}>
          {dict.common.exploreServices}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
