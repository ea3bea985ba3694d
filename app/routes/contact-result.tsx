import { siteOfMatches } from "#app/i18n/index.ts";
import { FormResultPage, formResultMeta } from "#app/page-kinds/form-result.tsx";
import type { Route } from "./+types/contact-result";

/** Where the e-mail function sends a contact form posted without JavaScript. Not indexed. */
export const meta: Route.MetaFunction = ({ matches }) => formResultMeta(siteOfMatches(matches));
export default FormResultPage;
