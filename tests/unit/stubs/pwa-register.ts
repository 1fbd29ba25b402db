// vite-plugin-pwa's virtual module exists only in a Vite build; unit tests mock it (vi.mock).
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
