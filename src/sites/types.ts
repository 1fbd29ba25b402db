import type { ComponentType } from 'react';
import type { Edit } from '../domain/edits';
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

// A list or record of variants holds every kind's content type at once; with `unknown` as the
// default, a variant whose View takes ArtistSite would not fit in it (props are contravariant).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
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
  /** Its editor's own part after its fields (e.g. a reorderable list), when it has an editor route. */
  Editor?: ComponentType<VariantEditorProps>;
  /**
   * Sections its editor shows after its fields and Editor, loaded when the editor opens: lists a
   * share link's viewer never needs stay out of the kind's chunk (the business lists).
   */
  editorSections?: () => Promise<EditorSection[]>;
}

/** What an editor of its own gets to edit beside its fields (lists FieldsEditor does not cover). */
export interface VariantEditorProps {
  /** The content as stored now (a live query). */
  value: Record<string, unknown>;
  /** Sends one edit (a patch) to the write path. */
  onEdit: (edit: Edit, before?: string) => void;
  /** Where the content is stored, so uploaded images can replace their local copies. */
  target: { table: string; key: string };
}

export interface SiteKind {
  kind: SiteType;
  label: string;
  variants: Record<string, SiteVariant>;
}

/**
 * A variant as its kind's folder writes it: everything but its names, which are its key in the
 * kind's variants and its kind's key in the manifest (compose.ts puts them in, so they are spelled once).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as SiteVariant's
export type VariantDefinition<C = any> = Omit<SiteVariant<C>, 'kind' | 'variant'>;

/** What a kind's folder exports: its variants (its label and id are its manifest line's). */
export interface KindDefinition {
  variants: Record<string, VariantDefinition>;
}
