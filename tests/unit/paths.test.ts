import { describe, expect, it } from 'vitest';
import { getAtPath, setAtPath } from '../../src/domain/paths';

describe('content paths', () => {
  it('reads nested fields and list entries', () => {
    const content = { name: 'Ada', contact: { email: 'a@b.co' }, portfolio: ['x', 'y'] };
    expect(getAtPath(content, 'name')).toBe('Ada');
    expect(getAtPath(content, 'contact.email')).toBe('a@b.co');
    expect(getAtPath(content, 'portfolio.1')).toBe('y');
    expect(getAtPath(content, 'missing.deep')).toBeUndefined();
  });

  it('writes a copy, keeping arrays arrays and the original untouched', () => {
    const content = { contact: { email: 'a@b.co', phone: null }, portfolio: ['x', 'y'] };
    const next = setAtPath(content, 'portfolio.0', 'z');
    expect(next.portfolio).toEqual(['z', 'y']);
    expect(Array.isArray(next.portfolio)).toBe(true);
    expect(content.portfolio).toEqual(['x', 'y']);
    expect(setAtPath(content, 'contact.phone', '555').contact).toEqual({ email: 'a@b.co', phone: '555' });
    expect(setAtPath({}, 'services.0.title', 'Prints')).toEqual({ services: [{ title: 'Prints' }] });
  });
});
