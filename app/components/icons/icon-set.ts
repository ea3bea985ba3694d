import {
  AlarmClock,
  Archive,
  Award,
  Baby,
  BadgeCheck,
  BadgeDollarSign,
  Ban,
  Banknote,
  BookOpen,
  Briefcase,
  Building,
  Building2,
  Calculator,
  Calendar,
  CalendarCheck,
  CalendarClock,
  ChartBar,
  ChartLine,
  ChartPie,
  CircleDollarSign,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Cloud,
  Coins,
  Compass,
  CreditCard,
  DollarSign,
  Factory,
  FileCheck,
  FileClock,
  FileSearch,
  Files,
  FileText,
  FileWarning,
  Fingerprint,
  FolderOpen,
  Gavel,
  Globe,
  GraduationCap,
  HandCoins,
  Handshake,
  HardHat,
  Headset,
  HeartHandshake,
  House,
  IdCard,
  Inbox,
  KeyRound,
  Landmark,
  Languages,
  Laptop,
  Layers,
  LifeBuoy,
  Lightbulb,
  ListChecks,
  Lock,
  type LucideIcon,
  type LucideIconData,
  Mail,
  MapPin,
  MessageSquare,
  Monitor,
  MonitorPlay,
  Percent,
  Phone,
  PiggyBank,
  Presentation,
  Puzzle,
  Receipt,
  RefreshCw,
  Repeat,
  Rocket,
  Route,
  Scale,
  Search,
  Send,
  Settings,
  Shield,
  ShieldAlert,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Sprout,
  Stamp,
  Stethoscope,
  Store,
  Target,
  Timer,
  Tractor,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Truck,
  Undo2,
  Unlock,
  User,
  UserCheck,
  Users,
  Utensils,
  Video,
  Wallet,
  Wrench,
  Zap,
} from "lucide-react";
import { type IconName, iconNames } from "#app/content/icon-names.ts";

/**
 * The drawings of the icons page copy may name (`app/content/icon-names.ts`), one each.
 * Build-time only: pages get the drawing data of the icons they use as page data
 * (`iconDataFor`) and draw them with `ContentIcon`, so no island downloads this whole set.
 */
export const contentIcons = {
  BookOpen,
  Calculator,
  Receipt,
  FileText,
  FileCheck,
  FileSearch,
  FileWarning,
  FileClock,
  Files,
  Landmark,
  Scale,
  ShieldCheck,
  Shield,
  Gavel,
  HandCoins,
  Coins,
  Banknote,
  Wallet,
  PiggyBank,
  CreditCard,
  ChartLine,
  ChartBar,
  ChartPie,
  TrendingUp,
  TrendingDown,
  Percent,
  Users,
  UserCheck,
  User,
  Building,
  Building2,
  Briefcase,
  Store,
  Factory,
  House,
  Handshake,
  CalendarCheck,
  Calendar,
  CalendarClock,
  Clock,
  Timer,
  AlarmClock,
  Mail,
  Phone,
  MessageSquare,
  Laptop,
  Monitor,
  Cloud,
  Lock,
  KeyRound,
  Fingerprint,
  IdCard,
  Globe,
  Languages,
  GraduationCap,
  Lightbulb,
  Wrench,
  Settings,
  ListChecks,
  ClipboardCheck,
  ClipboardList,
  Search,
  BadgeCheck,
  Award,
  Stamp,
  Truck,
  ShoppingCart,
  Utensils,
  HardHat,
  Stethoscope,
  Tractor,
  Sprout,
  HeartHandshake,
  Baby,
  FolderOpen,
  Archive,
  Inbox,
  Send,
  RefreshCw,
  Repeat,
  Undo2,
  CircleDollarSign,
  DollarSign,
  BadgeDollarSign,
  Target,
  Route,
  MapPin,
  Compass,
  Layers,
  Puzzle,
  Rocket,
  Sparkles,
  ShieldAlert,
  TriangleAlert,
  Ban,
  Unlock,
  LifeBuoy,
  Headset,
  Video,
  Presentation,
  MonitorPlay,
  Zap,
} satisfies Record<IconName, LucideIcon>;

export { type IconName, iconNames };

/** An icon's drawing: its SVG elements and their attributes, plain data as page data must be. */
export interface IconDrawing {
  name?: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string | number>][];
}

/** The drawings of the named icons, for a page's data (an island's props). */
export type IconDataMap = Partial<Record<IconName, IconDrawing>>;

/**
 * A lucide-react icon is `forwardRef((props, ref) => <Icon icon={data} … />)`: calling its render
 * function once gives the data. `icon-set.test.tsx` checks that drawing the data with
 * `<Icon icon>` gives exactly the component's markup, so a lucide change cannot slip by.
 */
export function iconData(name: IconName): IconDrawing {
  const component = contentIcons[name] as unknown as {
    render: (props: object, ref: null) => { props: { icon?: LucideIconData } };
  };
  const data = component.render({}, null).props.icon;
  if (!data) throw new Error(`iconData: no drawing data for ${name}`);
  return data as IconDrawing;
}

/** Every icon named anywhere in `content` (any property called `icon`), with its drawing data. */
export function iconDataFor(...content: unknown[]): IconDataMap {
  const names = new Set<IconName>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key === "icon" && typeof item === "string" && item in contentIcons) names.add(item as IconName);
        else visit(item);
      }
    }
  };
  content.forEach(visit);
  return Object.fromEntries([...names].sort().map((name) => [name, iconData(name)]));
}
