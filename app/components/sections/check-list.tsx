import { CheckCircle2 } from "lucide-react";

/** Short statements, each after a check mark: the home hero's trust points, the contact page's reasons, the about page's promise. */
export function CheckList({
  items,
  className,
  itemClassName,
  iconClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  iconClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <CheckCircle2 className={iconClassName} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
