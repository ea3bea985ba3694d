/** The firm's tax calendar as written in `content/tax-calendar.json`, checked against its schema. */
import data from "#content/tax-calendar.json" with { type: "json" };
import { parseContent } from "../data/parse.ts";
import { type TaxCalendar, taxCalendarSchema } from "./schema.ts";

export const taxCalendarFile = "content/tax-calendar.json";

export const taxCalendar: TaxCalendar = parseContent(taxCalendarFile, taxCalendarSchema, data);
