import { useEffect, useState } from 'react';

/**
 * Draws `text` as a QR code in the browser and returns it as an SVG data URL (null while drawing,
 * without text, or if it cannot be drawn). The `qrcode` package is loaded on first use so pages
 * without a QR code do not carry it.
 */
export function useQrCode(text: string | null | undefined, size = 128): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);

  useEffect(() => {
    if (!text) return;
    let cancelled = false;
    import('qrcode')
      // qrcode is CommonJS: its exports object is the default export.
      .then(({ default: qrcode }) =>
        qrcode.toString(text, { type: 'svg', margin: 1, width: size, errorCorrectionLevel: 'M' }),
      )
      .then((svg) => {
        if (!cancelled)
          setDrawn({ text, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (!cancelled) setDrawn(null);
      });
    return () => {
      cancelled = true;
    };
  }, [text, size]);

  return drawn && drawn.text === text ? drawn.url : null;
}
