import { ChevronDown } from "lucide-react";
import { NavigationMenu as Primitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

export function NavigationMenu({ className, children, ...props }: React.ComponentProps<typeof Primitive.Root>) {
  return (
    <Primitive.Root data-slot="navigation-menu" className={cn("relative z-10 flex", className)} {...props}>
      {children}
      <div className="absolute top-full left-1/2 flex -translate-x-1/2 justify-center">
        <Primitive.Viewport className="relative mt-3 h-(--radix-navigation-menu-viewport-height) w-(--radix-navigation-menu-viewport-width) origin-top overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      </div>
    </Primitive.Root>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof Primitive.List>) {
  return <Primitive.List className={cn("flex items-center gap-1", className)} {...props} />;
}

export const NavigationMenuItem = Primitive.Item;

export const navigationLinkClass =
  "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-foreground transition-colors hover:bg-secondary hover:text-secondary-foreground aria-[current=page]:text-primary data-[state=open]:bg-secondary";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof Primitive.Trigger>) {
  return (
    <Primitive.Trigger className={cn(navigationLinkClass, "group", className)} {...props}>
      {children}
      <ChevronDown
        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </Primitive.Trigger>
  );
}

export function NavigationMenuContent({ className, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  return <Primitive.Content className={cn("top-0 left-0 w-full", className)} {...props} />;
}

export const NavigationMenuLink = Primitive.Link;
