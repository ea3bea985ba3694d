import { Icon, type LucideIconData } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentIcon, IconDataProvider } from "./content-icon.tsx";
import { contentIcons, iconData, iconDataFor, iconNames } from "./icon-set.ts";

describe("icon data for pages", () => {
  it("draws every content icon exactly as its lucide component does", () => {
    for (const name of iconNames) {
      const Component = contentIcons[name];
      const fromComponent = renderToStaticMarkup(<Component className="size-6" aria-hidden="true" />);
      const fromData = renderToStaticMarkup(
        <Icon icon={iconData(name) as LucideIconData} className="size-6" aria-hidden="true" />,
      );
      expect(fromData, name).toBe(fromComponent);
    }
  });

  it("collects the icons named anywhere in page content, and nothing else", () => {
    const content = {
      title: "Payroll",
      icon: "Banknote",
      features: [{ icon: "Users", title: "Teams" }, { icon: "Calendar" }],
      nested: { deeper: [{ icon: "Users" }] },
      note: "Calculator",
      notAnIcon: { icon: "NoSuchIcon" },
    };
    expect(Object.keys(iconDataFor(content))).toEqual(["Banknote", "Calendar", "Users"]);
  });

  it("ContentIcon draws from the provided data and refuses an icon the page did not send", () => {
    const icons = iconDataFor({ icon: "Banknote" });
    const markup = renderToStaticMarkup(
      <IconDataProvider value={icons}>
        <ContentIcon name="Banknote" className="size-6" />
      </IconDataProvider>,
    );
    expect(markup).toContain("lucide-banknote");
    expect(() => renderToStaticMarkup(<ContentIcon name="Banknote" />)).toThrow(/not in this page's icon data/);
  });
});
