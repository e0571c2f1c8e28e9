import type { ComponentType, LazyExoticComponent } from 'react';
import type { ReadAsker } from './data';

export type FooterTab = 'home' | 'placeMap' | 'travelPlan' | 'pointShop' | 'myFeed';

/** One screen of the product; features export their own, the app shell mounts them. */
export interface RouteDef {
  /** Also the key of the screen's title in the `titles` namespace (`/login`: `login`); `/` has the product's. */
  path: string;
  access: 'public' | 'protected';
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** The footer tab this screen belongs to; screens without one show no footer. */
  tab?: FooterTab;
  /**
   * A detail screen's place in the menu: from 1024 px it stands beside the side menu with this
   * entry marked, as the lists do; a phone keeps the screen whole, with its back button.
   */
  section?: FooterTab;
  /**
   * The screen's first reads, asked for as the route is chosen: their answers travel beside the
   * screen's chunks instead of after them, and the screen finds them there.
   */
  reads?: (ask: ReadAsker) => void;
}
