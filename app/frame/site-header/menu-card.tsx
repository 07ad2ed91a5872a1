import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { MenuCardLink } from "./menu-card-link";

/** A card in a header menu panel: a title and one line of description; following it closes the menu. */
export function MenuCard(props: { to: string; title: string; description: string; size: "md" | "sm" }) {
  return (
    <NavigationMenu.Link asChild>
      <MenuCardLink {...props} />
    </NavigationMenu.Link>
  );
}
