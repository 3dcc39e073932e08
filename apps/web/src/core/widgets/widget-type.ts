// The widget registry contract. A widget is data (house style): a type, a width and attributes.
// A domain module builds a type — view, settings form, and a zod schema that reads its attributes
// with defaults; the composition root registers it; the page grid knows only this shape.
import type { Endpoint, Page, Section } from '@atrium/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { z } from 'zod';
import type { WidgetQuery } from './widget-query.ts';

/** The section content types of spec 1 §3. */
export type SectionIdentifier = 'RichText' | 'Component' | 'PagePromotion';

export interface WidgetViewProps {
  section: Section;
  /** The page the widget sits on: its filters and what its parent passes down. */
  page: Page;
}

export interface WidgetSettingsProps {
  section: Section;
  onChange: (changes: Partial<Section>) => void;
  /** The editor asks to fill the window ('Full Screen') or not ('Mode Normal'). */
  isFullScreen: boolean;
  onFullScreenChange: (isFullScreen: boolean) => void;
}

type MaybeLazy<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

export interface WidgetType {
  /** Stable key, e.g. 'rich-text' or 'dashboard'. */
  type: string;
  /** The display name of spec 3 §2.1 shown in the widget type selector. */
  displayName: string;
  identifier: SectionIdentifier;
  /** Component widgets name their kind here (spec 1 §3 'Component types seen'). */
  componentType: string;
  /** Older component type names that mean the same widget. */
  aliases?: string[];
  /** Widgets that list people, assignments or companies may override the page filter. */
  usesFilter?: boolean;
  /** Promotions link to a named page (the form's toVueRouterName). */
  linksToPage?: boolean;
  /**
   * The contract endpoints its figures come from. A reader without one's permission flag sees a
   * note in their place and the calls are not made; the editor names those readers.
   */
  figuresFrom?: readonly Endpoint[];
  /** Reads the attributes with defaults; stale or unknown values fall back to them. */
  attributesSchema: z.ZodType;
  /**
   * The widget's first data call, asked for as soon as its page has arrived, before the widget has
   * rendered; its view's query uses the same key and takes that answer. Null when it asks nothing.
   */
  firstData?: (props: WidgetViewProps) => WidgetQuery | null;
  /** Absent for types not built yet: those render as 'This widget is not available yet.'. */
  View?: MaybeLazy<WidgetViewProps>;
  Settings?: MaybeLazy<WidgetSettingsProps>;
}
