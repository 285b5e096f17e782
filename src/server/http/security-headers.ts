import { secureHeaders } from 'hono/secure-headers';

/**
 * CSP and friends for the app and the API. Scripts only from our origin; styles allow inline
 * attributes because react-aria positions popovers with them; no framing by other sites.
 * A route that sets one of these headers itself keeps its own (`overwrite: false`): served
 * uploads answer with a stricter CSP (`default-src 'none'; sandbox`) that this must not replace.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // The Excel reader and writer (fflate) unzip and zip large sheets in blob: workers.
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], geolocation: [], microphone: ['self'] },
    overwrite: false,
  });
}
