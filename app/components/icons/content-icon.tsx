import { Icon, type LucideIconData, type LucideProps } from "lucide-react";
import { createContext, useContext } from "react";
import type { IconDataMap, IconName } from "./icon-set.ts";

const IconDataContext = createContext<IconDataMap>({});

/** Gives the icons of a page's data (`iconDataFor`) to the `ContentIcon`s inside. */
export const IconDataProvider = IconDataContext.Provider;

/** An icon named by page copy, drawn from the icon data its page provides (`iconDataFor`), so no icon code ships. */
export function ContentIcon({ name, ...props }: { name: IconName } & LucideProps) {
  const data = useContext(IconDataContext)[name];
  if (!data) throw new Error(`ContentIcon: "${name}" is not in this page's icon data`);
  return <Icon icon={data as LucideIconData} {...props} />;
}
