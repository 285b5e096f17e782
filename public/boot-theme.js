// Before the first paint: the device's theme (sen.theme, src/app/state/theme.ts), so the boot
// screen of a dark-theme device is not a light flash. A classic script because the CSP allows no
// inline one; the service worker precaches it with the shell.
(() => {
  try {
    const saved = localStorage.getItem('sen.theme');
    if (saved === 'dark' || saved === 'semi-dark') document.documentElement.dataset.theme = saved;
  } catch {
    // No storage (private mode with storage blocked): the light default.
  }
})();
