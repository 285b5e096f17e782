/**
 * The app's typeface (src/app/fonts.css, 52 kB in six files) is declared once the first page is on
 * screen, unless the service worker already holds it: on a first visit its six files shared a
 * phone's connection with the app's code and the page's data, and the page waited for them
 * (Lighthouse's mobile run: ≈ 0.6 s later). That first page is drawn in the system's sans-serif
 * and changes to Be Vietnam Pro when the files arrive, as `font-display: swap` does anyway on a
 * slow network. A page the worker controls has them in its precache (vite.config.ts
 * globPatterns): declared at once, they load from there before the first paint needs them.
 */
export function loadWebFonts(firstPageShown: Promise<void>): void {
  const declare = () => void import('../fonts.css').catch(() => undefined);
  if (navigator.serviceWorker?.controller) declare();
  else void firstPageShown.then(declare);
}
