/** The signed-in frame's code, fetched once; the root route starts it before startup's requests. */
export const loadAppFrame = () => import('./AppFrame.tsx');
