import { lazyScreen } from '../../ui/lazy-screen';
import type { RouteObject } from 'react-router-dom';
import { withKind } from '../../sites/with-kind';
import { EDITOR_VARIANTS, PUBLISHED_VARIANTS } from '../../sites/variant-routes';
import { FOR_USERS } from '../../ui/require-user';

/**
 * The editors' and publish pages' lines of the route table, one per variant the manifest gives an
 * editor or a publish page (src/sites/manifest.ts): each a lazy screen that comes with its kind.
 */
const editorScreen = (kind: Parameters<typeof withKind>[0], variant: string) =>
  lazyScreen(() => withKind(kind, import('./LayoutEditor')).then((m) => ({ default: () => <m.LayoutEditor variant={variant} /> })));
const publishScreen = (kind: Parameters<typeof withKind>[0], variant: string) =>
  lazyScreen(() => withKind(kind, import('./PublishPage')).then((m) => ({ default: () => <m.PublishPage variant={variant} /> })));

export const layoutsRoutes: RouteObject[] = [
  ...EDITOR_VARIANTS.map(({ kind, variant, editor }) => {
    const Screen = editorScreen(kind, variant);
    return { path: editor.path, element: <Screen />, handle: FOR_USERS };
  }),
  ...PUBLISHED_VARIANTS.map(({ kind, variant }) => {
    const Screen = publishScreen(kind, variant);
    return { path: `/publish/${variant}/:id`, element: <Screen /> };
  }),
];
