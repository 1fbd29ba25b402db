import type { CSSProperties, ReactNode } from 'react';
import type { Template, Theme } from '../domain/schemas';
import './site-fonts.css';
import './site.css';

const THEME_COLOURS: Record<Exclude<Theme, 'light'>, Template['colors']> = {
  dark: { background: '#15120f', text: '#f1ebe4', accent: '#f08a5d' },
  // "Classic": Brick's own colours.
  brick: { background: '#faf7f2', text: '#1f1b18', accent: '#b5452b' },
};

/** Puts a site's template (colours, fonts) and theme around its View. */
export function SiteFrame({ template, theme, children, label }: { template: Template; theme?: Theme; children: ReactNode; label?: string }) {
  const colours = theme && theme !== 'light' ? THEME_COLOURS[theme] : template.colors;
  const style = {
    '--site-bg': colours.background,
    '--site-text': colours.text,
    '--site-accent': colours.accent,
    '--site-heading-font': `'${template.fonts.heading}'`,
    '--site-body-font': `'${template.fonts.body}'`,
  } as CSSProperties;
  return (
    <div className={`site site--${template.id}`} style={style} data-template={template.id} data-theme={theme ?? 'light'} aria-label={label}>
      {children}
    </div>
  );
}
