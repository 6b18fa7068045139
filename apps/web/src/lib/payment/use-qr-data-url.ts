import { useEffect, useState } from 'react';

type Drawn = { text: string; url: string | null };

/**
 * Draws `text` as a QR code (PNG data URL via `QRCode.toDataURL`). Returns `undefined` while
 * drawing, `null` if it cannot be drawn. The `qrcode` package is loaded on first use.
 */
export function useQrDataUrl(text: string | null, width = 200): string | null | undefined {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    import('qrcode')
      // qrcode is CommonJS: its exports object is the default export.
      .then(({ default: QRCode }) => QRCode.toDataURL(text, { margin: 1, width, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (!cancelled) setDrawn({ text, url });
      })
      .catch(() => {
        if (!cancelled) setDrawn({ text, url: null });
      });
    return () => {
      cancelled = true;
    };
  }, [text, width]);
  return drawn && drawn.text === text ? drawn.url : undefined;
}
