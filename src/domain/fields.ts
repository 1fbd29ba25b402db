/**
 * The one field system (issue 24): what every editor shows, as data. Builders, layout editors,
 * wizard steps and slot block rows describe their forms with these fields, and one renderer
 * (src/ui/FieldsEditor.tsx) shows them and sends each change as an edit (src/domain/edits.ts).
 * Limits (spec.md section 5: lengths, 5 services, 6 portfolio images, 10 products) are
 * properties of the fields, so the editors read them from the same place the rules do.
 */

/** Kinds a person types into (`lines`: a list of strings, one per line; `video` and `color` check what is typed). */
export type TextFieldKind = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'date' | 'time' | 'number' | 'video' | 'color' | 'lines';

export type FieldKind = TextFieldKind | 'image' | 'select' | 'toggle' | 'list';

interface FieldBase {
  /** Path into the content, e.g. 'name' or 'contact.email' or 'portfolio.0'; in a list's item fields, into the item ('' is the item itself). */
  path: string;
  /** Visible label; ui-contract.md: it begins with the field's name as spec.md words it. In a list's item fields, `{n}` is the item's place (1, 2, ...). */
  label: string;
  required?: boolean;
  hint?: string;
  /** Marks the input (`data-control`), for screens that put focus back on it. */
  control?: string;
  /** The longest text the field takes (spec.md section 5); only text kinds have one. */
  maxLength?: number;
}

export interface TextField extends FieldBase {
  kind: TextFieldKind;
  rows?: number;
  autoComplete?: string;
  /** An example in the empty box ("https://"). */
  placeholder?: string;
  /** What is wrong with a text typed (shown under the field), or null. */
  check?: (text: string) => string | null;
}

export interface ImageField extends FieldBase {
  kind: 'image';
  /** What a failed upload says (else the usual message). */
  failureMessage?: string;
}

export interface SelectField extends FieldBase {
  kind: 'select';
  options: readonly { value: string; label: string }[];
}

export interface ToggleField extends FieldBase {
  kind: 'toggle';
  /** Fields shown while the toggle is on (their paths from the content, like the toggle's). */
  reveals?: Field[];
}

/** What a list's folded item says: its name and, optionally, a state ("Shown") that may be on. */
export interface ListItemSummary {
  title: string;
  state?: string;
  on?: boolean;
}

/**
 * A list: items of `itemFields`, added as `defaultItem`, at least `min` and at most `max`. Items
 * that are objects keep stable ids, and every edit names its item by id (src/domain/edits.ts).
 */
export interface ListField extends FieldBase {
  kind: 'list';
  itemFields: Field[];
  /** What "Add" adds: an item, or a function that makes one from the list as it is. */
  defaultItem: unknown;
  min?: number;
  max?: number;
  /** Names one item in its buttons ("Remove service 2", "Move service 2 up"). */
  itemName: string;
  /** Names an item by what it holds instead ("Remove Painting 2"); item labels may use it as `{name}`. */
  itemTitle?: (item: unknown, n: number) => string;
  /** The add button's text ("Add a service"); a list of images adds with a picker of that label. */
  addLabel?: string;
  /** The add control's text while the list is empty (else `addLabel`). */
  addFirstLabel?: string;
  /** Shown while the list is empty. */
  emptyText?: string;
  /** Above the items; `{count}` and `{max}` are filled in ("{count} of {max} services"). */
  countText?: string;
  /** Shown once the list holds `max` items. */
  fullText?: string;
  /** Items can be moved up and down. */
  movable?: boolean;
  /** Items fold to this summary (the first one open). */
  summary?: (item: unknown, n: number) => ListItemSummary;
  /** A class for each item (so a screen's tests and styles can find it). */
  itemClassName?: string;
}

/** A field as every editor (builder, layout editor, wizard step, slot block row) shows it. */
export type Field = TextField | ImageField | SelectField | ToggleField | ListField;

/** `{n}`, `{count}`, `{max}` of a field's texts filled in. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The item "Add" adds to `items`. */
export const newItemOf = (field: Pick<ListField, 'defaultItem'>, items: readonly unknown[]) =>
  typeof field.defaultItem === 'function' ? (field.defaultItem as (items: readonly unknown[]) => unknown)(items) : field.defaultItem;

/** Whether a list can take one more item (its `max`). */
export const canAddItem = (field: Pick<ListField, 'max'>, items: readonly unknown[]) => field.max === undefined || items.length < field.max;

/** Whether a list can give up one item (its `min`). */
export const canRemoveItem = (field: Pick<ListField, 'min'>, items: readonly unknown[]) => field.min === undefined || items.length > field.min;

/** A required field left empty. */
export const isMissing = (field: Field, value: unknown) => Boolean(field.required) && (typeof value !== 'string' || value.trim() === '');

/** What a required field left empty says under it (spec.md section 5). */
export const requiredMessage = (label: string) => `${label} is required.`;
