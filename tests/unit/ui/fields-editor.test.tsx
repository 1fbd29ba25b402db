import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FieldsEditor, type OnEdit } from '../../../src/ui/FieldsEditor';
import { applyEdit, type Edit } from '../../../src/domain/edits';
import type { Field, ListField } from '../../../src/domain/fields';
import { resetStorageForTests } from '../../../src/storage/testing';
import { ImageInputWhenReady } from '../../../src/ui/ImageInputWhenReady';
import { markScreenShown } from '../../../src/state/screen-shown';

// The picture field's code comes once the screen has painted (issue 38): here, before the tests.
beforeAll(async () => {
  markScreenShown();
  await ImageInputWhenReady.preload();
});

beforeEach(async () => {
  await resetStorageForTests();
});
afterEach(cleanup);

/** A FieldsEditor over a record that every edit changes, as the write path would; `edits` records them. */
function setup(fields: Field[], initial: Record<string, unknown>) {
  const edits: Edit[] = [];
  let current = initial;
  function Host() {
    const [value, setValue] = useState(initial);
    const onEdit: OnEdit = (edit) => {
      edits.push(edit);
      current = applyEdit(current, edit);
      setValue(current);
    };
    return <FieldsEditor sections={[{ title: 'Section', fields }]} value={value} onEdit={onEdit} />;
  }
  render(<Host />);
  return { edits, value: () => current };
}

describe('FieldsEditor: one renderer for every kind of field', () => {
  it.each([
    ['text', 'text'],
    ['email', 'email'],
    ['tel', 'tel'],
    ['url', 'url'],
    ['date', 'date'],
    ['time', 'time'],
    ['number', 'number'],
  ] as const)('%s: a labelled input of type %s that sends a patch of its path', (kind, type) => {
    const value = kind === 'number' ? '12' : kind === 'date' ? '2026-06-21' : kind === 'time' ? '19:30' : 'typed';
    const { edits } = setup([{ path: 'a.b', label: 'My field', kind, required: true }], { a: { b: '' } });
    const input = screen.getByLabelText<HTMLInputElement>(/^My field/);
    expect(input.type).toBe(type);
    expect(input.required).toBe(true);
    fireEvent.change(input, { target: { value } });
    expect(edits).toEqual([{ set: 'a.b', value: kind === 'number' ? 12 : value }]);
  });

  it('textarea: a multi-line box; maxLength is the limit, with a counter near it', () => {
    const { edits } = setup([{ path: 'bio', label: 'Bio', kind: 'textarea', maxLength: 10 }], { bio: '' });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Bio');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.maxLength).toBe(10);
    fireEvent.change(box, { target: { value: 'ninechars' } });
    expect(screen.getByText('9 / 10')).toBeTruthy();
    expect(edits).toEqual([{ set: 'bio', value: 'ninechars' }]);
  });

  it('lines: one item per line, an empty box is no items', () => {
    const { edits } = setup([{ path: 'items', label: 'Items', kind: 'lines' }], { items: ['a', { label: 'b' }] });
    const box = screen.getByLabelText<HTMLTextAreaElement>('Items');
    expect(box.value).toBe('a\nb');
    fireEvent.change(box, { target: { value: 'x\ny' } });
    fireEvent.change(box, { target: { value: '' } });
    expect(edits).toEqual([{ set: 'items', value: ['x', 'y'] }, { set: 'items', value: [] }]);
  });

  it('video and color: text with a check shown under the field', () => {
    setup(
      [
        { path: 'video', label: 'Video address', kind: 'video', check: (text) => (text.includes('youtube') ? null : 'Not a video.') },
        { path: 'color', label: 'Colour', kind: 'color' },
      ],
      { video: 'https://example.com/x', color: '#112233' },
    );
    const video = screen.getByLabelText('Video address');
    expect(video.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a video.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Colour picker').value).toBe('#112233');
  });

  it('select: its options, a stored value not among them kept', () => {
    const { edits } = setup([{ path: 'align', label: 'Align', kind: 'select', options: [{ value: 'left', label: 'Left' }, { value: 'right', label: 'Right' }] }], { align: 'middle' });
    const select = screen.getByLabelText<HTMLSelectElement>('Align');
    expect([...select.options].map((o) => o.value)).toEqual(['left', 'right', 'middle']);
    fireEvent.change(select, { target: { value: 'right' } });
    expect(edits).toEqual([{ set: 'align', value: 'right' }]);
  });

  it('toggle: a labelled checkbox that sends on and off', () => {
    const { edits } = setup([{ path: 'nav.About', label: 'About', kind: 'toggle' }], { nav: { About: true } });
    const box = screen.getByLabelText<HTMLInputElement>('About');
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(edits).toEqual([{ set: 'nav.About', value: false }]);
  });

  it('toggle with reveals: its fields show while it is on', () => {
    const { edits } = setup(
      [{ path: 'on.email', label: 'Add email', kind: 'toggle', reveals: [{ path: 'typed.email', label: 'Email', kind: 'email' }] }],
      { on: { email: false }, typed: { email: 'a@b.c' } },
    );
    expect(screen.queryByLabelText('Email')).toBeNull();
    fireEvent.click(screen.getByLabelText('Add email'));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('a@b.c');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x@y.z' } });
    expect(edits).toEqual([{ set: 'on.email', value: true }, { set: 'typed.email', value: 'x@y.z' }]);
  });

  it('image: a labelled picker; Remove sends an empty value', () => {
    const { edits } = setup([{ path: 'logo', label: 'Logo', kind: 'image' }], { logo: 'https://img.example/a.png' });
    expect(screen.getByLabelText(/^Logo/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(edits).toEqual([{ set: 'logo', value: '' }]);
  });

  it('a required field left empty says so after a refused publish', () => {
    render(<FieldsEditor sections={[{ title: 'S', fields: [{ path: 'name', label: 'Name', kind: 'text', required: true }] }]} value={{ name: '' }} onEdit={() => {}} showMissing />);
    expect(screen.getByText('Name is required.')).toBeTruthy();
  });
});

describe('FieldsEditor: lists', () => {
  const services: ListField = {
    path: 'services', label: 'Services', kind: 'list', itemName: 'service', max: 3, defaultItem: { title: '' }, movable: true,
    addLabel: 'Add a service', countText: '{count} of {max} services', fullText: 'That is the most.',
    itemFields: [{ path: 'title', label: 'Service {n} title', kind: 'text' }],
  };

  it('adds, edits by item id, moves and removes, keeping each item its id', () => {
    const { edits, value } = setup([services], { services: [{ id: 'a', title: 'One' }, { id: 'b', title: 'Two' }] });
    expect(screen.getByText('2 of 3 services')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Service 2 title'), { target: { value: 'Deux' } });
    expect(edits.at(-1)).toEqual({ set: 'services.@b.title', value: 'Deux' });

    fireEvent.click(screen.getByRole('button', { name: 'Move service 2 up' }));
    expect(edits.at(-1)).toEqual({ move: 'services', at: 'b', to: 0 });
    expect((value().services as { id: string }[]).map((s) => s.id)).toEqual(['b', 'a']);
    expect(screen.getByLabelText<HTMLInputElement>('Service 1 title').value).toBe('Deux');

    fireEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    const added = value().services as { id: string; title: string }[];
    expect(added).toHaveLength(3);
    expect(added[2].id).toEqual(expect.any(String));
    expect(added.slice(0, 2).map((s) => s.id)).toEqual(['b', 'a']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove service 1' }));
    expect(edits.at(-1)).toEqual({ remove: 'services', at: 'b' });
    expect((value().services as { id: string }[]).map((s) => s.id)).toEqual(['a', added[2].id]);
  });

  it('max: the add button is disabled and says why once the list is full', () => {
    setup([services], { services: [{ id: 'a', title: '' }, { id: 'b', title: '' }, { id: 'c', title: '' }] });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add a service' }).disabled).toBe(true);
    expect(screen.getByText('That is the most.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move service 1 up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move service 3 down' }).disabled).toBe(true);
  });

  it('min: items cannot be removed below it; min = max is a fixed set of slots', () => {
    setup([{ ...services, min: 2, max: 2 }], { services: [{ title: 'x' }, { title: 'y' }] });
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a service' })).toBeNull();
    setup([{ ...services, min: 1, addLabel: 'Add one more' }], { services: [{ title: 'x' }] });
    expect(screen.queryByRole('button', { name: /Remove service/ })).toBeNull();
  });

  it('a list of strings edits each item by its place', () => {
    const { edits } = setup([{ path: 'tags', label: 'Tags', kind: 'list', itemName: 'tag', defaultItem: '', addLabel: 'Add tag', itemFields: [{ path: '', label: 'Tag {n}', kind: 'text' }] }], { tags: ['a', 'b'] });
    fireEvent.change(screen.getByLabelText('Tag 2'), { target: { value: 'bee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag 1' }));
    // Each says how the list was shown: the item there and the list's length (PlaceShown).
    expect(edits).toEqual([
      { set: 'tags.1', value: 'bee', shown: { item: 'b', ofLength: 2, copies: 1, nth: 0 } },
      { add: 'tags', item: '' },
      { remove: 'tags', at: 0, shown: { item: 'a', ofLength: 3, copies: 1, nth: 0 } },
    ]);
  });

  it('items named by what they hold, and an added item made from the list', () => {
    const { edits } = setup(
      [{
        path: 'works', label: 'Works', kind: 'list', itemName: 'work', addLabel: 'Add a work',
        defaultItem: (items: readonly unknown[]) => ({ id: `w${items.length + 1}`, label: `Work ${items.length + 1}` }),
        itemTitle: (item, n) => (item as { label: string }).label || `Work ${n}`,
        itemFields: [{ path: 'label', label: 'Label of item {n}', kind: 'text' }, { path: 'image', label: 'Image of {name}', kind: 'image' }],
      }],
      { works: [{ id: 'a', label: 'Painting' }, { id: 'b', label: '' }] },
    );
    expect(screen.getByLabelText(/^Image of Painting/)).toBeTruthy();
    expect(screen.getByLabelText(/^Image of Work 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Painting' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a work' }));
    expect(edits).toEqual([{ remove: 'works', at: 'a' }, { add: 'works', item: { id: 'w2', label: 'Work 2' } }]);
  });

  it('a list of pictures: the Remove of a picture removes it; the add picker is labelled for an empty list', () => {
    const pictures: ListField = {
      path: 'pics', label: 'Pictures', kind: 'list', itemName: 'picture', defaultItem: '', addLabel: 'Add another picture', addFirstLabel: 'Picture (add one or more)',
      itemFields: [{ path: '', label: 'Picture {n}', kind: 'image' }],
    };
    const { edits } = setup([pictures], { pics: ['https://img.example/1.png'] });
    expect(screen.getByLabelText(/^Add another picture/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(edits).toEqual([{ remove: 'pics', at: 0, shown: { item: 'https://img.example/1.png', ofLength: 1, copies: 1, nth: 0 } }]);
    expect(screen.getByLabelText(/^Picture \(add one or more\)/)).toBeTruthy();
  });

  it('folding items show their summary; the first is open', async () => {
    setup([{ ...services, min: 2, max: 2, summary: (item, n) => ({ title: `Service ${n}: ${(item as { title: string }).title}`, state: 'Shown', on: true }) }], { services: [{ title: 'x' }, { title: 'y' }] });
    const details = document.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0].open).toBe(true);
    expect(details[1].open).toBe(false);
    await act(async () => {});
    expect(screen.getByText('Service 2: y')).toBeTruthy();
  });
});
