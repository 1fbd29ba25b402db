import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import type { SiteType, Template, Theme } from '../domain/schemas';
import type { Field } from '../domain/fields';

/**
 * One entry of the site-kind registry (design.md, "learn from Puck"): a variant of a kind is its
 * content schema, its defaults, the fields its editors show, and the one View that renders it
 * on preview, publish, dashboard thumbnail, share link and static export alike.
 */
export interface ViewProps<C> {
  content: C;
  /** The visual template (colours, fonts); each variant has a default. */
  template?: Template;
  /** The manage page's theme: light (the template's colours), dark, or brick ("Classic"). */
  theme?: Theme;
}

/** The one field system (text, image, select, toggle, list, ...): src/domain/fields.ts. */
export type { Field, FieldKind, ListField } from '../domain/fields';

export interface EditorSection {
  title: string;
  fields: Field[];
}

export interface SiteVariant<C = any> {
  kind: SiteType;
  /** 'variant1', 'business2', 'event1', 'card', 'listing', ... */
  variant: string;
  label: string;
  schema: z.ZodMiniType<C>;
  defaults: () => C;
  sections: EditorSection[];
  View: ComponentType<ViewProps<C>>;
  /** The template it renders with unless the site chose another. */
  defaultTemplateId: string;
  /** spec.md rules that must hold before publishing; returns the message to show, or null. */
  validateForPublish?: (content: C) => string | null;
}

export interface SiteKind {
  kind: SiteType;
  label: string;
  variants: Record<string, SiteVariant>;
}
